import type { TRewriteLevel } from '../../../../shared/schemas/review';
import { apiUrl } from '../../../api-client';
import { scopeQuery, type TPlaybookScope } from '../../playbook/api/playbook-scope';

/** Where the reviewed document is downloaded as a Word file with tracked changes at `level`. */
export const redlineDocxUrl = (scope: TPlaybookScope, taskId: string, level: TRewriteLevel) =>
  apiUrl(`/test/document/${encodeURIComponent(taskId)}/redline.docx${scopeQuery(scope, { level })}`);
