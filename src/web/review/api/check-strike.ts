import { ZStrikeTask } from '../../../shared/schemas/review';
import { apiRequest } from '../../api-client';
import { scopeQuery, type TPlaybookScope } from '../../features/playbook/api/playbook-scope';

/** Which poll a task answers: a test's two redlines, or one refined rewrite's redline. */
export type TStrikeTaskKind = 'test' | 'refine';

const PATHS: Record<TStrikeTaskKind, string> = {
  test: '/test/check-strike/',
  refine: '/test/refine/check-strike/',
};

/** One poll of a strike task: its status and, once completed, the struck clauses. */
export const checkStrike = (scope: TPlaybookScope, kind: TStrikeTaskKind, taskId: string) =>
  apiRequest(`${PATHS[kind]}${encodeURIComponent(taskId)}${scopeQuery(scope)}`, { data: ZStrikeTask });
