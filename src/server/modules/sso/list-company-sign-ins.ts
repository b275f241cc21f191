import { asc, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { companies, companySignIn } from '../../db/schema';

export const listCompanySignIns = async (db: TDb) => {
  const rows = await db
    .select()
    .from(companySignIn)
    .innerJoin(companies, eq(companies.id, companySignIn.companyId))
    .orderBy(asc(companies.id));
  return rows.map((row) => ({ ...row.company_sign_in, companyName: row.companies.name }));
};
