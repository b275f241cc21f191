/** The verdict a clause's term checks give, and its fit to each level. */
import type { TRewriteLevel } from '../../shared/rewrite-levels';
import type { TLevel } from '../types';
import type { TClauseAssessment, TTermCheck } from './assess-clause';
import { UNRELATED_SIMILARITY } from './assessment-queries';
import type { TPlaybookPositions } from './playbook-positions';

const SHARED_WEIGHT = 0.3;
/** A term of a level's position statement weighs as much as this many terms of its model wording. */
const POSITION_WEIGHT = 3;
/**
 * In the fit scores, how much the terms count next to word similarity. The verdict is already decided
 * by the terms; within one verdict, how close the clause's wording is to a level says as much about
 * where it stands as how near its values come (on ACORD's train split the order within a verdict
 * follows the lawyers' stars better the more the wording counts: 0.8 → 0.485, 0.5 → 0.507).
 */
const TERM_SHARE = 0.5;

/**
 * The acceptable level is missed only by silence: the clause states and meets at least one of the
 * level's terms, and every term it misses it does not state at all. Silence on a term is a gap to fill,
 * not a position against the playbook.
 */
const onlySilentOn = (checks: readonly TTermCheck[]) => {
  const missed = checks.filter((c) => !c.met.acceptable);
  return (
    missed.length > 0 &&
    missed.every((c) => c.clauseTerms.length === 0) &&
    checks.some((c) => c.met.acceptable && c.clauseTerms.length > 0)
  );
};

/**
 * The verdict the checks give: the best level whose every term is met, unacceptable when an
 * unacceptable term is stated; wording decides where no level states a term. With the fit per level.
 */
export const judge = (
  checks: readonly TTermCheck[],
  lexical: Record<TLevel, number>,
  playbook: TPlaybookPositions,
): Pick<TClauseAssessment, 'level' | 'fit' | 'wordingOnly' | 'silentGaps'> => {
  const fitOf = (level: TLevel) => {
    let weight = 0;
    let score = 0;
    for (const check of checks) {
      if (check.closeness[level] === undefined) continue;
      const w = check.position.shared
        ? SHARED_WEIGHT
        : check.position.stated[level] === 'position'
          ? POSITION_WEIGHT
          : 1;
      weight += w;
      score += w * (check.closeness[level] as number);
    }
    return weight === 0 ? lexical[level] : TERM_SHARE * (score / weight) + (1 - TERM_SHARE) * lexical[level];
  };
  const fit = {
    preferred: fitOf('preferred'),
    acceptable: fitOf('acceptable'),
    unacceptable: fitOf('unacceptable'),
  };

  // A level with a position statement requires what the statement states; its model wording illustrates it.
  const requirements = (level: TRewriteLevel) =>
    checks.filter(
      (c) =>
        !c.position.shared &&
        c.met[level] !== undefined &&
        (!playbook.withPositionStatement[level] || c.position.stated[level] === 'position'),
    );
  const metAll = (level: TRewriteLevel) => requirements(level).every((c) => c.met[level]);
  const wordingOnly =
    requirements('preferred').length === 0 &&
    requirements('acceptable').length === 0 &&
    !checks.some((c) => c.unacceptable);

  let level: TLevel;
  if (wordingOnly) {
    // Ties go to the stricter reading: unacceptable before acceptable before preferred. A clause that
    // shares little wording with every level takes none of the playbook's positions.
    level = (['unacceptable', 'acceptable', 'preferred'] as const).reduce((best, l) =>
      lexical[l] > lexical[best] ? l : best,
    );
    if (Math.max(lexical.preferred, lexical.acceptable) < UNRELATED_SIMILARITY) level = 'unacceptable';
  } else if (checks.some((c) => c.unacceptable)) level = 'unacceptable';
  else if (requirements('preferred').length > 0 && metAll('preferred')) level = 'preferred';
  // Where the preferred level sets no term of its own, wording tells it from the acceptable level.
  else if (metAll('acceptable'))
    level =
      requirements('preferred').length === 0 && lexical.preferred > lexical.acceptable
        ? 'preferred'
        : 'acceptable';
  // Model wording's incidental terms are not requirements the way a position statement's are.
  else if (!playbook.withPositionStatement.preferred && onlySilentOn(requirements('acceptable')))
    return { level: 'acceptable', fit, wordingOnly, silentGaps: true };
  else level = 'unacceptable';
  return { level, fit, wordingOnly };
};
