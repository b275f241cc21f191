import type { TEvaluation } from '../types';
import {
  assessClause,
  relatedToLevel,
  type TClauseAssessment,
  type TRewriteLevel,
  unmetChecks,
} from './assess-clause';
import { describeHit, describeMiss } from './describe-assessment';
import type { TPlaybookPositions } from './playbook-positions';

/** A rewrite should keep at least this share of the clause's words: it edits the clause, it does not replace it. */
const MIN_KEPT_WORDS = 0.5;

const words = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** Share of the clause's words (with repeats) that `rewrite` keeps. */
export const keptShare = (clause: string, rewrite: string) => {
  const pool = new Map<string, number>();
  for (const word of words(rewrite)) pool.set(word, (pool.get(word) ?? 0) + 1);
  const own = words(clause);
  let kept = 0;
  for (const word of own) {
    const left = pool.get(word) ?? 0;
    if (left > 0) {
      kept += 1;
      pool.set(word, left - 1);
    }
  }
  return own.length ? kept / own.length : 1;
};

/**
 * What a rewrite misses, read with the same terms as the clause: each term of its level it does not
 * meet, each unacceptable term it states, and too little of the clause's own wording — unless the
 * clause shares nothing with the level (then the guideline's text is the right rewrite). Empty when the
 * rewrite is sound.
 */
export const checkRewrite = (
  clause: string,
  rewrite: string,
  playbook: TPlaybookPositions,
  level: TRewriteLevel,
  clauseAssessment: TClauseAssessment = assessClause(clause, playbook),
  rewriteAssessment?: TClauseAssessment,
): string[] => {
  const assessment =
    rewriteAssessment ??
    (rewrite === clause ? clauseAssessment : assessClause(rewrite, playbook, clauseAssessment.context));
  const misses = [
    ...unmetChecks(assessment, level).map((check) => describeMiss(check, level, 'the rewrite')),
    ...assessment.checks
      .filter((check) => check.unacceptable)
      .map((check) => `states an unacceptable term — ${describeHit(check)}`),
  ];
  const related = relatedToLevel(clauseAssessment, level);
  const kept = keptShare(clause, rewrite);
  if (related && kept < MIN_KEPT_WORDS)
    misses.push(
      `it keeps only ${Math.round(kept * 100)}% of the clause's words: edit the counterparty's clause rather than replace it`,
    );
  return misses;
};

/** What each rewrite misses (checkRewrite), for both levels. */
export const checkRewrites = (
  clause: string,
  rewrites: Record<TRewriteLevel, string>,
  playbook: TPlaybookPositions,
  clauseAssessment: TClauseAssessment,
): Record<TRewriteLevel, string[]> => ({
  preferred: checkRewrite(clause, rewrites.preferred, playbook, 'preferred', clauseAssessment),
  acceptable: checkRewrite(clause, rewrites.acceptable, playbook, 'acceptable', clauseAssessment),
});

/** The misses as an evaluation carries them: only the levels that miss something; none when neither does. */
export const rewriteWarnings = (misses: Record<TRewriteLevel, string[]>): TEvaluation['warnings'] => {
  const kept = Object.fromEntries(Object.entries(misses).filter(([, list]) => list.length > 0));
  return Object.keys(kept).length > 0 ? kept : undefined;
};
