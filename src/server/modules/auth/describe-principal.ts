import { eq } from 'drizzle-orm';
import type { TMe } from '../../../shared/schemas/auth';
import type { TDb } from '../../db/client';
import { companies } from '../../db/schema';
import type { TPrincipal } from './principal';

/** The `me` answer: who is logged in and for which company. */
export const describePrincipal = async (
  db: TDb,
  principal: Pick<TPrincipal, 'role' | 'username' | 'companyId'>,
): Promise<TMe> => {
  const [company] =
    principal.companyId === null
      ? []
      : await db
          .select({ name: companies.name })
          .from(companies)
          .where(eq(companies.id, principal.companyId));
  return {
    username: principal.username,
    role: principal.role,
    company_id: principal.companyId,
    company_name: company?.name ?? null,
  };
};
