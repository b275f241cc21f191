import { assessClause } from '../terms/assess-clause';
import { addsNoPartyOrDefinedTerm } from './adds-no-party-or-defined-term';
import { fitsTheSentence } from './fits-the-sentence';
import { freesUsOnlyWhereTheyAreBound } from './frees-us-only-where-they-are-bound';
import { keepsStyle } from './keeps-style';
import { keepsTheClauseCurrency } from './keeps-the-clause-currency';
import { keepsTheClauseSubject } from './keeps-the-clause-subject';
import { meetsLevel } from './meets-level';
import { noDoubledText } from './no-doubled-text';
import { oneValuePerTerm } from './one-value-per-term';
import { takesTheForumAsTheLevel } from './takes-the-forum-as-the-level';
import { unaddressedTermsUnchanged } from './unaddressed-terms-unchanged';
import type { TRewriteCheck, TVerifyInput } from './verify-input';

/** The rules an edit of the AI provider must keep too (b)–(f): its answer is measured against (a) already. */
export const TEXT_CHECKS: readonly TRewriteCheck[] = [
  oneValuePerTerm,
  unaddressedTermsUnchanged,
  addsNoPartyOrDefinedTerm,
  noDoubledText,
  fitsTheSentence,
  keepsTheClauseSubject,
  keepsStyle,
  keepsTheClauseCurrency,
  takesTheForumAsTheLevel,
];

/** Every rule an edit must keep before it is shown (decision 041). */
export const REWRITE_CHECKS: readonly TRewriteCheck[] = [
  meetsLevel,
  freesUsOnlyWhereTheyAreBound,
  ...TEXT_CHECKS,
];

/**
 * What an edit breaks, as "rule-id: what failed" lines (empty: it may be shown). The rewrite is read
 * with the same readers and context as the clause.
 */
export const verifyRewrite = (
  input: Omit<TVerifyInput, 'rewriteAssessment'>,
  checks: readonly TRewriteCheck[] = REWRITE_CHECKS,
): string[] => {
  const rewriteAssessment = assessClause(input.rewrite, input.playbook, input.assessment.context);
  return checks.flatMap((rule) =>
    rule.check({ ...input, rewriteAssessment }).map((failure) => `${rule.id}: ${failure}`),
  );
};
