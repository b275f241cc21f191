import { type TClauseAssessment, UNRELATED_SIMILARITY } from '../terms/assess-clause';

/** Wording a clause of the category shares with its guidelines, at any level (cosine of their words). */
const SHARED_WORDING = UNRELATED_SIMILARITY * 0.75;
/** Words of a category's name that say nothing of what it is about. */
const GENERIC_NAME_WORDS = new Set(['terms', 'clause', 'clauses', 'other', 'general', 'miscellaneous']);

/** The stems of a category's name a clause of it would use ("Term and Termination" → "term", "termi"). */
const nameStems = (category: string) =>
  (category.toLowerCase().match(/\p{L}{4,}/gu) ?? [])
    .filter((word) => !GENERIC_NAME_WORDS.has(word))
    .map((word) => word.slice(0, 5));

const mentionsCategory = (clause: string, category: string) => {
  const words = clause.toLowerCase().match(/\p{L}+/gu) ?? [];
  return nameStems(category).some((stem) => words.some((word) => word.startsWith(stem)));
};

/**
 * Whether a clause looks like the category it is tested under: it states one of the category's terms
 * (one every level shares counts too), or shares some wording with its guidelines, or names what the
 * category is about. A clause that does none of these (a force majeure clause tested under Payment
 * Terms) is not rewritten under it.
 */
export const looksLikeCategory = (clause: string, category: string, assessment: TClauseAssessment) =>
  assessment.checks.some(
    (check) => check.unacceptable || (!check.position.key.startsWith('who:') && check.clauseTerms.length > 0),
  ) ||
  Math.max(assessment.lexical.preferred, assessment.lexical.acceptable, assessment.lexical.unacceptable) >=
    SHARED_WORDING ||
  mentionsCategory(clause, category);

/** What the reviewer reads where the gate keeps a clause from being rewritten. */
export const notThisCategory = (category: string) =>
  `This does not look like ${/^[aeiou]/i.test(category) ? 'an' : 'a'} ${category} clause: it states none of the category's terms and shares little wording with its guidelines, so it is not rewritten under it.`;
