import type { TReviewedClause } from '../../../../shared/schemas/documents';
import { GUIDELINE_LEVELS, type TGuidelineLevel } from '../../../../shared/schemas/playbook';

/**
 * The level a clause reached under the category where it fares worst: a clause that is acceptable as a
 * confidentiality clause but unacceptable as a liability cap is, for the reviewer, an unacceptable
 * clause. Undefined when no category assessed it, or its only verdict is under a category whose terms it
 * states none of.
 */
export const worstLevel = (
  clause: Pick<TReviewedClause, 'assessment' | 'also_under' | 'states_no_terms'>,
) => {
  // A verdict against guidelines the clause does not speak to is no finding.
  const own = clause.states_no_terms ? null : clause.assessment;
  const levels = [own, ...(clause.also_under ?? []).map((other) => other.assessment)]
    .flatMap((assessment) => (assessment ? [assessment.level] : []))
    .map((level) => GUIDELINE_LEVELS.indexOf(level));
  return levels.length === 0 ? undefined : (GUIDELINE_LEVELS[Math.max(...levels)] as TGuidelineLevel);
};
