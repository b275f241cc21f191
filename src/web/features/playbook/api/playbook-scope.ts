/**
 * Whose playbook a call works on. Master admins name the company they act for (`company_id`, as a
 * query parameter or form field); users work in their own company and never send it.
 */
export type TPlaybookScope = {
  /** The company, also the cache key; null only for a user whose session names no company. */
  companyId: number | null;
  sendCompanyId: boolean;
};

/** The form fields that name the company: `{ company_id }` for master admins, nothing for users. */
export const scopeFields = (scope: TPlaybookScope): Record<string, string> =>
  scope.sendCompanyId && scope.companyId !== null ? { company_id: String(scope.companyId) } : {};

/** A query string ('' when empty) of `params` plus the company for master admins. */
export const scopeQuery = (scope: TPlaybookScope, params: Record<string, string> = {}): string => {
  const search = new URLSearchParams({ ...params, ...scopeFields(scope) }).toString();
  return search === '' ? '' : `?${search}`;
};
