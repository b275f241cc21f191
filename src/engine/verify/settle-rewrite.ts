import { meetsLevel, type TClauseAssessment, type TRewriteLevel, unmetChecks } from '../terms/assess-clause';
import { describeHit, describeMiss } from '../terms/describe-assessment';
import type { TPlaybookPositions } from '../terms/playbook-positions';
import type { TJudgment, TRewriteStatus } from '../types';
import { verifyRewrite } from './verify-rewrite';

export type TSettledRewrite = { text: string; status: TRewriteStatus; judgment?: TJudgment };

/** The clause's own words for the terms a level asks to change, and what the level asks of each. */
const atIssue = (assessment: TClauseAssessment, level: TRewriteLevel) => {
  const unacceptable = assessment.checks.filter((c) => c.unacceptable);
  const unmet = unmetChecks(assessment, level).filter((c) => !c.unacceptable);
  const checks = [...unacceptable, ...unmet];
  return {
    found: [...new Set(checks.flatMap((c) => c.clauseTerms.slice(0, 1).map((t) => `"${t.quote.text}"`)))],
    asks: [
      ...unacceptable.map((c) => `not ${describeHit(c)} (the unacceptable position)`),
      ...unmet.map((c) => describeMiss(c, level)),
    ],
  };
};

/**
 * A rewrite the reviewer is given instead of an edit: the clause unchanged, with what was found, what
 * the level asks, the suggestion (the guideline's wording, or the AI's text) and why.
 */
export const needsJudgment = (
  clause: string,
  assessment: TClauseAssessment,
  level: TRewriteLevel,
  {
    reason,
    suggestion,
    failed = [],
    also,
  }: {
    reason: string;
    suggestion: string;
    failed?: string[];
    /** What is at issue beyond the terms the level misses (an amount in another currency). */
    also?: { found: string[]; asks: string[] };
  },
): TSettledRewrite => {
  const { found, asks } = atIssue(assessment, level);
  return {
    text: clause,
    status: 'needs_judgment',
    judgment: {
      reason,
      found: [...new Set([...(also?.found ?? []), ...found])],
      asks: [...(also?.asks ?? []), ...asks],
      suggestion,
      failed,
    },
  };
};

/**
 * Why an edit is not shown, in the reviewer's words: what it would do ("it brings in \"customer\", a
 * party role the clause does not use"), not the id of the rule it breaks (that stays in `failed`).
 */
export const whyNotShown = (edit: string, failure: string) => {
  const cut = failure.indexOf(': ');
  const [rule, detail] = cut < 0 ? ['', failure] : [failure.slice(0, cut), failure.slice(cut + 2)];
  const stillShort = rule === 'meets-level' && !detail.startsWith('states ');
  return stillShort
    ? `${edit} is not shown: it would still fall short of the position (${detail}).`
    : `${edit} is not shown: it ${detail}.`;
};

/**
 * The rewrite the reviewer is shown for a level: the clause as it is where it meets the level; the edit
 * where every check holds (verifyRewrite); otherwise the clause unchanged, marked needs_judgment with the
 * checks the edit failed and the guideline's wording as a suggestion. Precision before coverage.
 */
export const settleRewrite = (
  clause: string,
  rewrite: string,
  playbook: TPlaybookPositions,
  assessment: TClauseAssessment,
  level: TRewriteLevel,
): TSettledRewrite => {
  if (rewrite === clause && meetsLevel(assessment, level)) return { text: clause, status: 'meets' };
  const suggestion = playbook.guidelines[level];
  if (rewrite === clause)
    return needsJudgment(clause, assessment, level, {
      reason: `The engine found no safe edit that brings the clause to the ${level} position.`,
      suggestion,
    });
  const failed = verifyRewrite({ clause, rewrite, level, playbook, assessment });
  if (failed.length === 0) return { text: rewrite, status: 'edited' };
  return needsJudgment(clause, assessment, level, {
    reason: whyNotShown(`The edit to the ${level} position`, failed[0] as string),
    suggestion,
    failed,
  });
};
