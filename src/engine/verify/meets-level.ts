import { unmetChecks } from '../terms/assess-clause';
import { describeHit, describeMiss } from '../terms/describe-assessment';
import type { TRewriteCheck } from './verify-input';

/**
 * (a) An edit meets every term its level states and states nothing the unacceptable level states, read
 * with the same readers as the clause. (How much of the clause's wording it keeps is no rule here: what
 * it must keep, the other rules say — every term the level does not state, the parties, the style.)
 */
export const meetsLevel: TRewriteCheck = {
  id: 'meets-level',
  rule: 'the rewrite meets every term its level states',
  check: ({ level, rewriteAssessment }) => [
    ...unmetChecks(rewriteAssessment, level).map((check) => describeMiss(check, level, 'the rewrite')),
    ...rewriteAssessment.checks
      .filter((check) => check.unacceptable)
      .map((check) => `states an unacceptable term — ${describeHit(check)}`),
  ],
};
