import { classifyClauses, type TClassification } from '../../../engine/document/classify-clauses';
import { splitClauses } from '../../../engine/document/split-clauses';
import type { TCategorySuggestion, TSuggestCategoryRequest } from '../../../shared/schemas/addin';
import type { TAppContext } from '../../context';
import { getContractProfiles } from '../playbook/get-contract-profiles';

const NONE: TCategorySuggestion = { category: null, score: 0, sure: false, also: [] };

/** A classification as a suggestion: its category, else the category it gives evidence of, if any. */
const suggestionOf = (classification: TClassification): TCategorySuggestion => {
  if (classification.category) {
    const { category, score, also = [] } = classification;
    return { category, score, sure: true, also };
  }
  const [evidenceOf] = classification.evidenceOf ?? [];
  return evidenceOf ? { ...NONE, category: evidenceOf, score: classification.score } : NONE;
};

/**
 * The category a clause most likely belongs to among the contract type's trained categories, read by
 * the document review's built-in classifier (its heading, words and terms against the guidelines): a
 * suggestion the reviewer can change, so it costs no AI call. A clause too unclear to be filed under a
 * category may still give evidence of one: that one is suggested, not sure. Several clauses selected
 * at once are each classified; the surest one answers.
 */
export const suggestClauseCategory = async (
  ctx: TAppContext,
  companyId: number,
  input: TSuggestCategoryRequest,
): Promise<TCategorySuggestion> => {
  const playbook = await getContractProfiles(ctx.db, companyId, input.selected_contract);
  const trained = playbook.categories.filter((category) => category.trained);
  if (trained.length === 0) return NONE;
  const spans = splitClauses(input.input_clause);
  const clauses = spans.length > 0 ? spans : [{ heading: '', text: input.input_clause }];
  const suggestions = classifyClauses(
    clauses,
    trained.map(({ name, guidelines }) => ({ name, guidelines })),
  ).map(suggestionOf);
  const rank = (suggestion: TCategorySuggestion) => (suggestion.sure ? 1 : 0) + suggestion.score;
  return suggestions.sort((a, b) => rank(b) - rank(a))[0] ?? NONE;
};
