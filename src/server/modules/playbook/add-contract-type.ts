import type { TAddContractRequest } from '../../../shared/schemas/playbook';
import type { TDb } from '../../db/client';
import { contractTypes } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { duplicate } from '../../errors';
import { recordAudit } from '../audit/record-audit';
import type { TPrincipal } from '../auth/principal';
import { findContractType } from './find-playbook-entries';

const contractExists = (name: string) => duplicate(`A contract type named "${name}" already exists.`);

export const addContractType = async (
  db: TDb,
  actor: TPrincipal,
  companyId: number,
  input: TAddContractRequest,
) => {
  const clash = await findContractType(db, companyId, input.contract_name);
  if (clash) throw contractExists(clash.name);
  try {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(contractTypes)
        .values({ companyId, name: input.contract_name })
        .returning();
      if (!row) throw new Error('insert returned no row');
      await recordAudit(tx, actor, {
        action: 'contract-type.add',
        targetType: 'contract-type',
        targetId: row.id,
        companyId,
        details: { name: row.name },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw contractExists(input.contract_name);
    throw error;
  }
};
