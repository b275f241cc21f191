import type { TMe } from '../../../shared/schemas/auth';
import type { TPrincipal } from './principal';

/** The `me` answer: who is logged in and for which company. */
export const describePrincipal = (
  principal: Pick<TPrincipal, 'role' | 'username' | 'companyId' | 'companyName'>,
): TMe => ({
  username: principal.username,
  role: principal.role,
  company_id: principal.companyId,
  company_name: principal.companyName,
});
