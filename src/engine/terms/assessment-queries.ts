/** What is asked of a clause's assessment: the terms it misses, the levels it meets, what it shares. */
import type { TRewriteLevel } from '../../shared/rewrite-levels';
import type { TClauseAssessment } from './assess-clause';

/** Below this word similarity a clause that shares no term with a level is not about the level's subject. */
export const UNRELATED_SIMILARITY = 0.2;

/** The terms a level asks for that the clause does not meet (what a rewrite to that level must fix). */
export const unmetChecks = (assessment: TClauseAssessment, level: TRewriteLevel) =>
  assessment.checks.filter((c) => !c.position.shared && c.met[level] === false);

/** Does the clause meet the level (no unacceptable term, every term of the level met)? */
export const meetsLevel = (assessment: TClauseAssessment, level: TRewriteLevel) =>
  level === 'acceptable'
    ? assessment.level === 'preferred' || (assessment.level === 'acceptable' && !assessment.silentGaps)
    : assessment.level === 'preferred';

/**
 * The clause falls short of the level in wording alone: no term of the level unmet, nothing
 * unacceptable stated (the preferred level sets no term of its own and reads closer to the clause's
 * words at another level).
 */
export const shortInWordingOnly = (assessment: TClauseAssessment, level: TRewriteLevel) =>
  !meetsLevel(assessment, level) &&
  unmetChecks(assessment, level).length === 0 &&
  !assessment.checks.some((c) => c.unacceptable);

/**
 * Does the clause share with the level a term both state, or enough wording? (Naming a party is not a
 * term of its own here.)
 */
export const sharesWithLevel = (assessment: TClauseAssessment, level: TRewriteLevel) =>
  assessment.lexical[level] >= UNRELATED_SIMILARITY ||
  assessment.checks.some(
    (c) => c.position.term.kind !== 'who' && c.position.statements[level] && c.clauseTerms.length > 0,
  );

/**
 * Does the clause state any of the category's terms (a value, place or feature the levels differ on, or
 * what the unacceptable level states)? Shared wording and who is bound are not terms of their own, and
 * a category whose guidelines state no comparable term has a verdict on wording only. A clause that
 * states none has no finding under the category, however close its words are to the guidelines.
 */
export const statesCategoryTerms = (assessment: TClauseAssessment) =>
  !assessment.wordingOnly &&
  assessment.checks.some(
    (c) =>
      c.unacceptable || (!c.position.shared && c.position.term.kind !== 'who' && c.clauseTerms.length > 0),
  );

/**
 * Does the clause speak to what the level speaks to: what it shares with the level, or what the
 * unacceptable level states ("Supplier retains ownership of … created for" the customer is struck, not
 * left beside the level's wording)? A clause that does not is replaced, not edited.
 */
export const relatedToLevel = (assessment: TClauseAssessment, level: TRewriteLevel) =>
  sharesWithLevel(assessment, level) || assessment.checks.some((c) => c.unacceptable);
