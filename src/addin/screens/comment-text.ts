import type { TAssessmentView, TRewriteLevel } from '../../shared/schemas/review';
import { LEVEL_NAMES } from '../../web/review/components/level-colors';

type TCommentInput = {
  level: TRewriteLevel;
  contract: string;
  category: string;
  assessment: Pick<TAssessmentView, 'level' | 'reason'>;
  /** The playbook's guideline of `level` for the category: the position the rewrite takes. */
  position: string;
};

/** The Word comment beside a rewrite: what was inserted, why (the verdict's reason) and the level's position. */
export const commentText = ({ level, contract, category, assessment, position }: TCommentInput) =>
  [
    `Clausebook: ${LEVEL_NAMES[level].toLowerCase()} rewrite (${contract}, ${category}).`,
    `Why: verdict ${LEVEL_NAMES[assessment.level]}. ${assessment.reason}`.trim(),
    position.trim() === '' ? '' : `${LEVEL_NAMES[level]} position: ${position.trim()}`,
  ]
    .filter(Boolean)
    .join('\n');
