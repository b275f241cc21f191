import {
  type TDocumentClauseRefineRequest,
  ZDocumentClauseRefined,
} from '../../../../shared/schemas/document-reviews';
import { apiRequest } from '../../../api-client';
import { scopeFields, type TPlaybookScope } from '../../playbook/api/playbook-scope';

/**
 * Refines one rewrite of a review's clause; the server keeps the refinement with the review. Resolves
 * with the revised clause, who refined it and when, and the task computing its redline.
 */
export const refineDocumentClause = async (
  scope: TPlaybookScope,
  taskId: string,
  index: number,
  request: TDocumentClauseRefineRequest,
) => {
  const result = (
    await apiRequest(`/test/document/${encodeURIComponent(taskId)}/clauses/${index}/refine`, {
      form: { ...request, ...scopeFields(scope) },
      data: ZDocumentClauseRefined,
    })
  ).data;
  const level = result.clause_type;
  return {
    taskid: result.taskid,
    clause: result[`${level}_final_clause`] ?? '',
    engine: result.engine,
    warnings: result.warnings,
    status: result.status,
    refinement: result.refinement,
  };
};
