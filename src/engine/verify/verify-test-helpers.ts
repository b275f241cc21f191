import { assessClause, type TRewriteLevel } from '../terms/assess-clause';
import { buildPlaybookPositions } from '../terms/playbook-positions';
import type { TGuidelines } from '../types';
import type { TRewriteCheck } from './verify-input';
import { verifyRewrite } from './verify-rewrite';

/** A small payment playbook written for the checks' tests. */
export const PAYMENT: TGuidelines = {
  preferred: 'Customer shall pay each undisputed invoice within sixty (60) days of receipt.',
  acceptable: 'Customer shall pay each undisputed invoice within forty-five (45) days of receipt.',
  unacceptable: 'Customer shall pay each invoice within ten (10) days of its date.',
};

/** What one check finds in a rewrite of a clause, against a playbook. */
export const failuresOf = (
  check: TRewriteCheck,
  clause: string,
  rewrite: string,
  guidelines: TGuidelines = PAYMENT,
  level: TRewriteLevel = 'preferred',
) => {
  const playbook = buildPlaybookPositions(guidelines);
  return verifyRewrite({ clause, rewrite, level, playbook, assessment: assessClause(clause, playbook) }, [
    check,
  ]);
};
