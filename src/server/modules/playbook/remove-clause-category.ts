import { eq } from 'drizzle-orm';
import type { TRemoveCategoryRequest } from '../../../shared/schemas/playbook';
import type { TDb } from '../../db/client';
import { clauseCategories } from '../../db/schema';
import { recordAudit } from '../audit/record-audit';
import type { TPrincipal } from '../auth/principal';
import { getCategory } from './find-playbook-entries';

export const removeClauseCategory = async (
  db: TDb,
  actor: TPrincipal,
  companyId: number,
  input: TRemoveCategoryRequest,
) => {
  const { contractType, category } = await getCategory(db, companyId, input.contractType, input.clauseType);
  await db.transaction(async (tx) => {
    await tx.delete(clauseCategories).where(eq(clauseCategories.id, category.id));
    await recordAudit(tx, actor, {
      action: 'clause-category.remove',
      targetType: 'clause-category',
      targetId: category.id,
      companyId,
      details: { contract: contractType.name, name: category.name },
    });
  });
};
