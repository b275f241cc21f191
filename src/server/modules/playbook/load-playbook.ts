import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { readPlaybookRoles } from '../../../engine/topics/parties/we-act-for';
import type { TGuidelineLevel, TPlaybook } from '../../../shared/schemas/playbook';
import type { TDb } from '../../db/client';
import { prepareOnce } from '../../db/prepare-once';
import { clauseCategories, contractTypes, guidelines } from '../../db/schema';

const preferred = alias(guidelines, 'preferred');
const acceptable = alias(guidelines, 'acceptable');
const unacceptable = alias(guidelines, 'unacceptable');

type TCategoryRow = { name: string; version: number; texts: Record<TGuidelineLevel, string> };

/** Each contract type with its categories (none: one row without a category) and their three levels. */
const playbookQuery = prepareOnce((db) =>
  db
    .select({
      contractId: contractTypes.id,
      contractName: contractTypes.name,
      categoryName: clauseCategories.name,
      version: clauseCategories.version,
      preferred: preferred.text,
      acceptable: acceptable.text,
      unacceptable: unacceptable.text,
    })
    .from(contractTypes)
    .leftJoin(clauseCategories, eq(clauseCategories.contractTypeId, contractTypes.id))
    .leftJoin(preferred, and(eq(preferred.categoryId, clauseCategories.id), eq(preferred.level, 'preferred')))
    .leftJoin(
      acceptable,
      and(eq(acceptable.categoryId, clauseCategories.id), eq(acceptable.level, 'acceptable')),
    )
    .leftJoin(
      unacceptable,
      and(eq(unacceptable.categoryId, clauseCategories.id), eq(unacceptable.level, 'unacceptable')),
    )
    .where(eq(contractTypes.companyId, sql.placeholder('companyId')))
    .orderBy(asc(contractTypes.id), asc(clauseCategories.id))
    .prepare('load_playbook'),
);

/** The roles the contract type's trained categories name, for "We act for" (as getPlaybookRoles reads them). */
const rolesOf = (categories: readonly TCategoryRow[]) => {
  const trained = categories
    .map((category) => category.texts)
    .filter((texts) => texts.preferred && texts.acceptable && texts.unacceptable);
  const { roles, home } = readPlaybookRoles(trained);
  return { roles: roles.map((role) => role.role), playbook_role: home?.role ?? null };
};

/** A company's whole playbook in the spec's get-contracts shape, read in one query. */
export const loadPlaybook = async (db: TDb, companyId: number): Promise<TPlaybook> => {
  const rows = await playbookQuery(db).execute({ companyId });

  const contracts = new Map<number, { name: string; categories: TCategoryRow[] }>();
  for (const row of rows) {
    const contract = contracts.get(row.contractId) ?? { name: row.contractName, categories: [] };
    contracts.set(row.contractId, contract);
    if (row.categoryName === null || row.version === null) continue;
    contract.categories.push({
      name: row.categoryName,
      version: row.version,
      texts: {
        preferred: row.preferred ?? '',
        acceptable: row.acceptable ?? '',
        unacceptable: row.unacceptable ?? '',
      },
    });
  }
  const all = [...contracts.values()];
  const levelMap = (level: TGuidelineLevel) =>
    all.map((contract) => ({
      [contract.name]: contract.categories.map((c) => ({ [c.name]: c.texts[level] })),
    }));

  return {
    all_contracts: all.map((contract) => contract.name),
    all_categories: all.map((contract) => ({ [contract.name]: contract.categories.map((c) => c.name) })),
    preferred_clause: levelMap('preferred'),
    acceptable_clause: levelMap('acceptable'),
    unacceptable_clause: levelMap('unacceptable'),
    category_versions: all.map((contract) => ({
      [contract.name]: contract.categories.map((c) => ({ [c.name]: c.version })),
    })),
    contract_roles: all.map((contract) => ({ [contract.name]: rolesOf(contract.categories) })),
  };
};
