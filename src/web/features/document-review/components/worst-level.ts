import type { TReviewedClause } from '../../../../shared/schemas/documents';
import { GUIDELINE_LEVELS, type TGuidelineLevel } from '../../../../shared/schemas/playbook';

/**
 * The level a clause reached under the category where it fares worst: a clause that is acceptable as a
 * confidentiality clause but unacceptable as a liability cap is, for the reviewer, an unacceptable
 * clause. Undefined when no category assessed it, or it states none of the terms of every category that
 * did.
 */
export const worstLevel = (
  clause: Pick<TReviewedClause, 'assessment' | 'also_under' | 'states_no_terms'>,
) => {
  // A verdict against guidelines the clause does not speak to is no finding.
  const own = clause.states_no_terms ? null : clause.assessment;
  const others = (clause.also_under ?? []).map((other) => (other.states_no_terms ? null : other.assessment));
  const levels = [own, ...others]
    .flatMap((assessment) => (assessment ? [assessment.level] : []))
    .map((level) => GUIDELINE_LEVELS.indexOf(level));
  return levels.length === 0 ? undefined : (GUIDELINE_LEVELS[Math.max(...levels)] as TGuidelineLevel);
};
