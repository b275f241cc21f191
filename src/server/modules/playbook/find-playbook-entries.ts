import { and, eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { clauseCategories, contractTypes } from '../../db/schema';
import { notFound } from '../../errors';

/** A company's contract type by name (case-insensitive), or undefined. */
export const findContractType = async (db: TDb, companyId: number, name: string) => {
  const [row] = await db
    .select()
    .from(contractTypes)
    .where(
      and(eq(contractTypes.companyId, companyId), eq(sql`lower(${contractTypes.name})`, name.toLowerCase())),
    );
  return row;
};

export const getContractType = async (db: TDb, companyId: number, name: string) => {
  const row = await findContractType(db, companyId, name);
  if (!row) throw notFound(`There is no contract type "${name}".`);
  return row;
};

export const findCategory = async (db: TDb, contractTypeId: number, name: string) => {
  const [row] = await db
    .select()
    .from(clauseCategories)
    .where(
      and(
        eq(clauseCategories.contractTypeId, contractTypeId),
        eq(sql`lower(${clauseCategories.name})`, name.toLowerCase()),
      ),
    );
  return row;
};

/** The category `categoryName` of the company's contract type `contractName`, or a 404 naming what is missing. */
export const getCategory = async (db: TDb, companyId: number, contractName: string, categoryName: string) => {
  const contractType = await getContractType(db, companyId, contractName);
  const category = await findCategory(db, contractType.id, categoryName);
  if (!category) throw notFound(`There is no clause category "${categoryName}" in "${contractType.name}".`);
  return { contractType, category };
};
