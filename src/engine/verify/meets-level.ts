import { checkRewrite } from '../terms/check-rewrite';
import type { TRewriteCheck } from './verify-input';

/**
 * (a) An edit meets every term its level states and states nothing the unacceptable level states, read
 * with the same readers as the clause; and it edits the clause rather than replace it.
 */
export const meetsLevel: TRewriteCheck = {
  id: 'meets-level',
  rule: 'the rewrite meets every term its level states',
  check: ({ clause, rewrite, playbook, level, assessment, rewriteAssessment }) =>
    checkRewrite(clause, rewrite, playbook, level, assessment, rewriteAssessment),
};
