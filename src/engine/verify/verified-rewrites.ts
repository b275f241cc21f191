import {
  meetsLevel,
  REWRITE_LEVELS,
  type TClauseAssessment,
  type TRewriteLevel,
} from '../terms/assess-clause';
import { replacementNote } from '../terms/describe-assessment';
import type { TPlaybookPositions } from '../terms/playbook-positions';
import type { TRewrite } from '../terms/rewrite-clause';
import type { TEvaluation } from '../types';
import { looksLikeCategory, notThisCategory } from './category-gate';
import { otherCurrencyHeldBack } from './keeps-the-clause-currency';
import { needsJudgment, settleRewrite, type TSettledRewrite } from './settle-rewrite';

/**
 * The built-in engine's rewrites as the reviewer is shown them: none under a category the clause does not
 * look like (the gate), each other one verified (settleRewrite), with its status and, where it needs the
 * reviewer's judgment, why. `rewrite` makes a level's edit; it is not called for a clause the gate stops.
 */
export const verifiedRewrites = (
  clause: string,
  category: string,
  playbook: TPlaybookPositions,
  assessment: TClauseAssessment,
  rewrite: (level: TRewriteLevel) => TRewrite,
  holdBack?: string,
): Pick<TEvaluation, 'preferred' | 'acceptable' | 'status' | 'judgment' | 'notes'> => {
  // Why no edit is made at all: the clause is not of this category, or the caller holds edits back.
  const gated = looksLikeCategory(clause, category, assessment) ? holdBack : notThisCategory(category);
  const settled = Object.fromEntries(
    REWRITE_LEVELS.map((level): [TRewriteLevel, TSettledRewrite & { replacedWhole?: boolean }] => {
      if (gated && holdBack && meetsLevel(assessment, level))
        return [level, { text: clause, status: 'meets' }];
      if (gated)
        return [
          level,
          needsJudgment(clause, assessment, level, { reason: gated, suggestion: playbook.guidelines[level] }),
        ];
      // A level whose amount is in another currency than the clause's is not edited (no guessed rate).
      const otherCurrency = otherCurrencyHeldBack(assessment, level);
      if (otherCurrency)
        return [
          level,
          needsJudgment(clause, assessment, level, {
            ...otherCurrency,
            suggestion: playbook.guidelines[level],
          }),
        ];
      const made = rewrite(level);
      // The whole clause struck for the guideline's wording loses every term of its own: only for a
      // clause that states what the unacceptable position states.
      if (made.replacedWhole && !assessment.checks.some((check) => check.unacceptable))
        return [
          level,
          needsJudgment(clause, assessment, level, {
            reason: WHOLE_REPLACEMENT_HELD_BACK,
            suggestion: playbook.guidelines[level],
          }),
        ];
      return [
        level,
        {
          ...settleRewrite(clause, made.text, playbook, assessment, level),
          replacedWhole: made.replacedWhole,
        },
      ];
    }),
  ) as Record<TRewriteLevel, TSettledRewrite & { replacedWhole?: boolean }>;
  const judgment = Object.fromEntries(
    REWRITE_LEVELS.flatMap((level) => (settled[level].judgment ? [[level, settled[level].judgment]] : [])),
  );
  const notes = Object.fromEntries(
    REWRITE_LEVELS.flatMap((level) =>
      settled[level].replacedWhole && settled[level].status === 'edited'
        ? [[level, replacementNote(assessment, level)]]
        : [],
    ),
  );
  return {
    preferred: settled.preferred.text,
    acceptable: settled.acceptable.text,
    status: { preferred: settled.preferred.status, acceptable: settled.acceptable.status },
    ...(Object.keys(judgment).length > 0 && { judgment }),
    ...(Object.keys(notes).length > 0 && { notes }),
  };
};

/** Why a clause read for the side the playbook does not speak for gets no edit (decision 042). */
export const otherRoleHeldBack = ({ role, playbookRole }: { role: string; playbookRole: string }) =>
  `The playbook is written for the ${playbookRole}; this test acts for the ${role}, so its wording is not written into the clause. The verdict reads the clause from the ${role}'s side.`;

/** Why a clause is not replaced by the guideline's wording where it states nothing unacceptable. */
export const WHOLE_REPLACEMENT_HELD_BACK =
  'The edit is not shown: it would replace the whole clause with the playbook’s wording, though the clause states nothing the unacceptable position states, and its own terms would be lost.';
