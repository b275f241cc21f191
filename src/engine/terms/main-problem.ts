import { periodQualifies } from '../topics';
import { type TClauseAssessment, type TTermCheck, unmetChecks } from './assess-clause';
import { describeMiss } from './describe-assessment';

/**
 * How far a clause is from a level on a term, in tiers: what the clause states against the level before
 * what it is silent on; then the position's own terms; then a right before the period that qualifies it
 * where the clause states neither (the notice of an assignment, the term of a licence: the topic's
 * data); then the furthest off.
 */
const shortfall = (check: TTermCheck, level: 'preferred' | 'acceptable', unmet: readonly TTermCheck[]) => {
  const silent = check.clauseTerms.length === 0;
  const qualifiesAMissingRight =
    silent &&
    unmet.some(
      (right) => right.clauseTerms.length === 0 && periodQualifies(check.position.term, right.position.term),
    );
  return (
    (silent ? 0 : 4) +
    (check.position.stated[level] === 'position' ? 2 : 0) +
    (qualifiesAMissingRight ? 0 : 1) +
    (1 - (check.closeness[level] ?? 0)) * 0.99
  );
};

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
  const [worst] = [...unmet].sort((a, b) => shortfall(b, level, unmet) - shortfall(a, level, unmet));
  return worst ? `Main problem: ${describeMiss(worst, level)}.` : undefined;
};
