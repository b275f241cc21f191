import { ZDocumentTask } from '../../../../shared/schemas/documents';
import { apiRequest } from '../../../api-client';
import { scopeQuery, type TPlaybookScope } from '../../playbook/api/playbook-scope';

/** One poll of a document review: its status, progress and, once completed, the report. */
export const getDocumentTask = (scope: TPlaybookScope, taskId: string) =>
  apiRequest(`/test/document/${encodeURIComponent(taskId)}${scopeQuery(scope)}`, { data: ZDocumentTask });
