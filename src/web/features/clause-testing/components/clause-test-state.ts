import type { TRewriteLevel, TTestClauseRequest, TTestClauseResult } from '../../../../shared/schemas/review';
import type { TRewrite } from '../../../review/components/rewrite-state';

export type TClauseTestResult = {
  /** What was tested: a refinement sends the same contract, category and input clause. */
  request: TTestClauseRequest;
  assessment: TTestClauseResult['assessment'];
  engine: string;
  /** Whom the test acted for (absent where the playbook names no roles). */
  weActFor?: TTestClauseResult['we_act_for'];
  rewrites: Record<TRewriteLevel, TRewrite>;
};
