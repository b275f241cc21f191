import { AppError, forbidden, notAuthenticated } from '../../errors';
import type { TPrincipal } from './principal';

export const requireLoggedIn = (principal: TPrincipal | undefined): TPrincipal => {
  if (!principal) throw notAuthenticated();
  return principal;
};

export const requireMasterAdmin = (principal: TPrincipal | undefined): TPrincipal => {
  const who = requireLoggedIn(principal);
  if (who.role !== 'masteradmin') throw forbidden('Only master admins can do this.');
  return who;
};

/**
 * The company a request acts for: a user's own company, or the `company_id` a master admin
 * passes. A user naming another company is refused.
 */
export const resolveCompanyId = (
  principal: TPrincipal | undefined,
  requested: number | undefined,
): number => {
  const who = requireLoggedIn(principal);
  if (who.role === 'user') {
    if (requested !== undefined && requested !== who.companyId) {
      throw forbidden('You can only work with your own company.');
    }
    return who.companyId as number;
  }
  if (requested === undefined) {
    throw new AppError('COMPANY_REQUIRED', 'Pick a company first: company_id is required for master admins.');
  }
  return requested;
};
