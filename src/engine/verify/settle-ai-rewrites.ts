import {
  meetsLevel,
  REWRITE_LEVELS,
  type TClauseAssessment,
  type TRewriteLevel,
} from '../terms/assess-clause';
import type { TPlaybookPositions } from '../terms/playbook-positions';
import type { TEvaluation } from '../types';
import { needsJudgment, type TSettledRewrite, whyNotShown } from './settle-rewrite';
import { TEXT_CHECKS, verifyRewrite } from './verify-rewrite';

/**
 * The rules (b)–(f) each of an AI provider's rewrites breaks ("rule-id: what failed"); none for a rewrite
 * that is the clause as it is. Whether it meets its level (a) is read apart (checkRewrites).
 */
export const aiTextFailures = (
  clause: string,
  rewrites: Record<TRewriteLevel, string>,
  playbook: TPlaybookPositions,
  assessment: TClauseAssessment,
): Record<TRewriteLevel, string[]> =>
  Object.fromEntries(
    REWRITE_LEVELS.map((level) => [
      level,
      rewrites[level] === clause
        ? []
        : verifyRewrite({ clause, rewrite: rewrites[level], level, playbook, assessment }, TEXT_CHECKS),
    ]),
  ) as Record<TRewriteLevel, string[]>;

/**
 * The AI provider's rewrites as the reviewer is shown them, after it was sent back once: one that still
 * breaks a rule of (b)–(f) is not shown as an edit — the clause is left as it is, needing the reviewer's
 * judgment, with the AI's text as the suggestion. One that only misses a term of its level stays, with
 * the warning the engine gives for it.
 */
export const settleAiRewrites = (
  clause: string,
  rewrites: Record<TRewriteLevel, string>,
  failures: Record<TRewriteLevel, string[]>,
  playbook: TPlaybookPositions,
  assessment: TClauseAssessment,
): Pick<TEvaluation, 'preferred' | 'acceptable' | 'status' | 'judgment'> => {
  const settled = Object.fromEntries(
    REWRITE_LEVELS.map((level): [TRewriteLevel, TSettledRewrite] => {
      const text = rewrites[level];
      const failed = failures[level];
      if (failed.length > 0)
        return [
          level,
          needsJudgment(clause, assessment, level, {
            reason: whyNotShown(`The AI provider's ${level} rewrite`, failed[0] as string),
            suggestion: text,
            failed,
          }),
        ];
      if (text !== clause) return [level, { text, status: 'edited' }];
      return [
        level,
        meetsLevel(assessment, level)
          ? { text, status: 'meets' }
          : needsJudgment(clause, assessment, level, {
              reason: `The AI provider left the clause unchanged, though it does not meet the ${level} position.`,
              suggestion: playbook.guidelines[level],
            }),
      ];
    }),
  ) as Record<TRewriteLevel, TSettledRewrite>;
  const judgment = Object.fromEntries(
    REWRITE_LEVELS.flatMap((level) => (settled[level].judgment ? [[level, settled[level].judgment]] : [])),
  );
  return {
    preferred: settled.preferred.text,
    acceptable: settled.acceptable.text,
    status: { preferred: settled.preferred.status, acceptable: settled.acceptable.status },
    ...(Object.keys(judgment).length > 0 && { judgment }),
  };
};
