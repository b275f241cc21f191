import {
  type TRefineClauseRequest,
  type TRewriteLevel,
  ZRefineClauseResult,
} from '../../../shared/schemas/review';
import { apiRequest } from '../../api-client';
import { scopeFields, type TPlaybookScope } from '../../features/playbook/api/playbook-scope';

/** Refines one rewrite with the reviewer's feedback; resolves with the revised clause and its task. */
export const refineClause = async (scope: TPlaybookScope, request: TRefineClauseRequest) => {
  const form: Record<string, string> = {};
  for (const [name, value] of Object.entries(request)) {
    if (value !== undefined) form[name] = value;
  }
  const result = (
    await apiRequest('/test/refine/text-clause/', {
      form: { ...form, ...scopeFields(scope) },
      data: ZRefineClauseResult,
    })
  ).data;
  const level: TRewriteLevel = result.clause_type;
  return {
    taskid: result.taskid,
    level,
    clause: result[`${level}_final_clause`] ?? '',
    engine: result.engine,
    warnings: result.warnings,
    status: result.status,
  };
};
