import type { TVerdictCounts } from './schemas/document-reviews';
import type { TReviewedClause } from './schemas/documents';
import { GUIDELINE_LEVELS, type TGuidelineLevel } from './schemas/playbook';

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

/**
 * How many clauses a report found, how many matched a playbook category, and how many of those reached
 * each level (at their worst category), stated none of the playbook's terms, or were not assessed: the
 * report's header and the Reviews list count alike.
 */
export const countVerdicts = (
  clauses: Pick<TReviewedClause, 'category' | 'assessment' | 'also_under' | 'states_no_terms'>[],
): TVerdictCounts => {
  const matched = clauses.filter((clause) => clause.category !== null);
  const counts: TVerdictCounts = {
    clauses: clauses.length,
    matched: matched.length,
    preferred: 0,
    acceptable: 0,
    unacceptable: 0,
    without_terms: 0,
    not_assessed: 0,
  };
  for (const clause of matched) {
    const level = worstLevel(clause);
    if (level) counts[level] += 1;
    else if (clause.states_no_terms) counts.without_terms += 1;
    else counts.not_assessed += 1;
  }
  return counts;
};
