import { asc, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { companies, companyCredentials } from '../../db/schema';

export const listCompanyCredentials = async (db: TDb) => {
  const rows = await db
    .select()
    .from(companyCredentials)
    .innerJoin(companies, eq(companies.id, companyCredentials.companyId))
    .orderBy(asc(companies.id));
  return rows.map((row) => ({ ...row.company_credentials, companyName: row.companies.name }));
};
