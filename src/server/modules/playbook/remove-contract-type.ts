import { eq } from 'drizzle-orm';
import type { TRemoveContractRequest } from '../../../shared/schemas/playbook';
import type { TDb } from '../../db/client';
import { contractTypes } from '../../db/schema';
import { recordAudit } from '../audit/record-audit';
import type { TPrincipal } from '../auth/principal';
import { getContractType } from './find-playbook-entries';

/** Removes the contract type with its categories, guidelines and their history (cascade). */
export const removeContractType = async (
  db: TDb,
  actor: TPrincipal,
  companyId: number,
  input: TRemoveContractRequest,
) => {
  const contractType = await getContractType(db, companyId, input.contractType);
  await db.transaction(async (tx) => {
    await tx.delete(contractTypes).where(eq(contractTypes.id, contractType.id));
    await recordAudit(tx, actor, {
      action: 'contract-type.remove',
      targetType: 'contract-type',
      targetId: contractType.id,
      companyId,
      details: { name: contractType.name },
    });
  });
};
