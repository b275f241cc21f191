import type { TAddCategoryRequest } from '../../../shared/schemas/playbook';
import type { TDb } from '../../db/client';
import { clauseCategories } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { duplicate } from '../../errors';
import { recordAudit } from '../audit/record-audit';
import type { TPrincipal } from '../auth/principal';
import { findCategory, getContractType } from './find-playbook-entries';

const categoryExists = (name: string, contract: string) =>
  duplicate(`"${contract}" already has a clause category named "${name}".`);

export const addClauseCategory = async (
  db: TDb,
  actor: TPrincipal,
  companyId: number,
  input: TAddCategoryRequest,
) => {
  const contractType = await getContractType(db, companyId, input.contract_name);
  const clash = await findCategory(db, contractType.id, input.category_name);
  if (clash) throw categoryExists(clash.name, contractType.name);
  try {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(clauseCategories)
        .values({ contractTypeId: contractType.id, name: input.category_name })
        .returning();
      if (!row) throw new Error('insert returned no row');
      await recordAudit(tx, actor, {
        action: 'clause-category.add',
        targetType: 'clause-category',
        targetId: row.id,
        companyId,
        details: { contract: contractType.name, name: row.name },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw categoryExists(input.category_name, contractType.name);
    throw error;
  }
};
