import { apiUrl } from '../../../api-client';
import { scopeQuery, type TPlaybookScope } from '../../playbook/api/playbook-scope';

export type TIssuesListFormat = 'xlsx' | 'csv';

/** Where the review's issues list is downloaded, as a workbook or as CSV. */
export const issuesListUrl = (scope: TPlaybookScope, taskId: string, format: TIssuesListFormat) =>
  apiUrl(`/test/document/${encodeURIComponent(taskId)}/issues.${format}${scopeQuery(scope)}`);
