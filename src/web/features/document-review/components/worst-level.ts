import type { TReviewedClause } from '../../../../shared/schemas/documents';
import { GUIDELINE_LEVELS, type TGuidelineLevel } from '../../../../shared/schemas/playbook';

/**
 * The level a clause reached under the category where it fares worst: a clause that is acceptable as a
 * confidentiality clause but unacceptable as a liability cap is, for the reviewer, an unacceptable
 * clause. Undefined when no category assessed it.
 */
export const worstLevel = (clause: Pick<TReviewedClause, 'assessment' | 'also_under'>) => {
  const levels = [clause.assessment, ...(clause.also_under ?? []).map((other) => other.assessment)]
    .flatMap((assessment) => (assessment ? [assessment.level] : []))
    .map((level) => GUIDELINE_LEVELS.indexOf(level));
  return levels.length === 0 ? undefined : (GUIDELINE_LEVELS[Math.max(...levels)] as TGuidelineLevel);
};
