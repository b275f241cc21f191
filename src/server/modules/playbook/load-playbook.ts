import { asc, eq, inArray } from 'drizzle-orm';
import type { TGuidelineLevel, TPlaybook } from '../../../shared/schemas/playbook';
import type { TDb } from '../../db/client';
import { clauseCategories, contractTypes, guidelines } from '../../db/schema';

/** A company's whole playbook in the spec's get-contracts shape. */
export const loadPlaybook = async (db: TDb, companyId: number): Promise<TPlaybook> => {
  const contracts = await db
    .select()
    .from(contractTypes)
    .where(eq(contractTypes.companyId, companyId))
    .orderBy(asc(contractTypes.id));
  const contractIds = contracts.map((c) => c.id);
  const categories = contractIds.length
    ? await db
        .select()
        .from(clauseCategories)
        .where(inArray(clauseCategories.contractTypeId, contractIds))
        .orderBy(asc(clauseCategories.id))
    : [];
  const categoryIds = categories.map((c) => c.id);
  const texts = categoryIds.length
    ? await db.select().from(guidelines).where(inArray(guidelines.categoryId, categoryIds))
    : [];
  const textOf = new Map(texts.map((g) => [`${g.categoryId}:${g.level}`, g.text]));

  const categoriesOf = (contractId: number) => categories.filter((c) => c.contractTypeId === contractId);
  const levelMap = (level: TGuidelineLevel) =>
    contracts.map((contract) => ({
      [contract.name]: categoriesOf(contract.id).map((c) => ({
        [c.name]: textOf.get(`${c.id}:${level}`) ?? '',
      })),
    }));

  return {
    all_contracts: contracts.map((c) => c.name),
    all_categories: contracts.map((contract) => ({
      [contract.name]: categoriesOf(contract.id).map((c) => c.name),
    })),
    preferred_clause: levelMap('preferred'),
    acceptable_clause: levelMap('acceptable'),
    unacceptable_clause: levelMap('unacceptable'),
    category_versions: contracts.map((contract) => ({
      [contract.name]: categoriesOf(contract.id).map((c) => ({ [c.name]: c.version })),
    })),
  };
};
