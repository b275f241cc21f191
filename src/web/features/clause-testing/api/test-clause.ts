import { type TTestClauseRequest, ZTestClauseResult } from '../../../../shared/schemas/review';
import { apiRequest } from '../../../api-client';
import { scopeFields, type TPlaybookScope } from '../../playbook/api/playbook-scope';

/** Tests a typed clause: the preferred and acceptable rewrites at once, their redlines as a task. */
export const testClause = async (scope: TPlaybookScope, request: TTestClauseRequest) => {
  const { we_act_for: weActFor, ...fields } = request;
  return (
    await apiRequest('/test/final/text-clause/', {
      form: { ...fields, ...(weActFor !== undefined && { we_act_for: weActFor }), ...scopeFields(scope) },
      data: ZTestClauseResult,
    })
  ).data;
};
