import type { TPlaybookScope } from '../../playbook/api/playbook-scope';

/**
 * The address of a review's report: `/reviews/<task id>`, with the company for a master admin, so that
 * the link opens the same review whichever company the browser last worked on.
 */
export const reviewPath = (scope: TPlaybookScope, taskId: string) =>
  `/reviews/${encodeURIComponent(taskId)}${
    scope.sendCompanyId && scope.companyId !== null ? `?company_id=${scope.companyId}` : ''
  }`;
