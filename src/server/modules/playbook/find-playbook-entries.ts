import { eq } from 'drizzle-orm';
import { nameKey } from '../../../shared/names';
import type { TDb } from '../../db/client';
import { clauseCategories, contractTypes } from '../../db/schema';
import { notFound } from '../../errors';

/** A company's contract type by name (as names compare: nameKey), or undefined. */
export const findContractType = async (db: TDb, companyId: number, name: string) => {
  const rows = await db.select().from(contractTypes).where(eq(contractTypes.companyId, companyId));
  return rows.find((row) => nameKey(row.name) === nameKey(name));
};

export const getContractType = async (db: TDb, companyId: number, name: string) => {
  const row = await findContractType(db, companyId, name);
  if (!row) throw notFound(`There is no contract type "${name}".`);
  return row;
};

/** A contract type's category by name (as names compare: nameKey), or undefined. */
export const findCategory = async (db: TDb, contractTypeId: number, name: string) => {
  const rows = await db
    .select()
    .from(clauseCategories)
    .where(eq(clauseCategories.contractTypeId, contractTypeId));
  return rows.find((row) => nameKey(row.name) === nameKey(name));
};

/** The category `categoryName` of the company's contract type `contractName`, or a 404 naming what is missing. */
export const getCategory = async (db: TDb, companyId: number, contractName: string, categoryName: string) => {
  const contractType = await getContractType(db, companyId, contractName);
  const category = await findCategory(db, contractType.id, categoryName);
  if (!category) throw notFound(`There is no clause category "${categoryName}" in "${contractType.name}".`);
  return { contractType, category };
};
