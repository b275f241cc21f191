import { eq } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { companies } from '../../db/schema';
import { notFound } from '../../errors';

/** The company with this id, or a 404 that names the id. */
export const findCompany = async (db: TDb, companyId: number) => {
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!company) throw notFound(`Company ${companyId} does not exist.`);
  return company;
};
