import { type TClauseAssessment, type TTermCheck, unmetChecks } from './assess-clause';
import { describeMiss } from './describe-assessment';

/**
 * How far a clause is from a level on a term: what the clause states against the level before what it
 * is silent on, then the position's own terms, then the furthest off.
 */
const shortfall = (check: TTermCheck, level: 'preferred' | 'acceptable') =>
  (check.clauseTerms.length > 0 ? 2 : 0) +
  (check.position.stated[level] === 'position' ? 1 : 0) +
  (1 - (check.closeness[level] ?? 0));

/**
 * The one sentence a reason leads with where it lists several shortfalls: the largest, from the level
 * above its verdict ("who may assign" before a notice period). None where the reason opens with it
 * already: an unacceptable term the clause states, or a single shortfall; none at the preferred level or
 * on wording alone.
 */
export const mainProblem = (assessment: TClauseAssessment): string | undefined => {
  if (assessment.wordingOnly || assessment.level === 'preferred') return undefined;
  if (assessment.checks.some((check) => check.unacceptable)) return undefined;
  const level = assessment.level === 'acceptable' ? 'preferred' : 'acceptable';
  const unmet = unmetChecks(assessment, level);
  if (unmet.length < 2) return undefined;
  const [worst] = [...unmet].sort((a, b) => shortfall(b, level) - shortfall(a, level));
  return worst ? `Main problem: ${describeMiss(worst, level)}.` : undefined;
};
