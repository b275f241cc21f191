import type { TClauseAssessment, TRewriteLevel } from '../terms/assess-clause';
import type { TPlaybookPositions } from '../terms/playbook-positions';

/** What a check of one rewrite reads: the clause, the rewrite, both read against the playbook. */
export type TVerifyInput = {
  clause: string;
  rewrite: string;
  level: TRewriteLevel;
  playbook: TPlaybookPositions;
  /** The clause read against the playbook (its reading and the context it was read with). */
  assessment: TClauseAssessment;
  /** The rewrite read the same way. */
  rewriteAssessment: TClauseAssessment;
};

/**
 * One rule every edit must keep: `id` names it in what the reviewer sees, `check` gives what the rewrite
 * breaks (empty when it keeps the rule).
 */
export type TRewriteCheck = {
  id: string;
  rule: string;
  check: (input: TVerifyInput) => string[];
};
