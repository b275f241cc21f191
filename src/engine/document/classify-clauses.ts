import { contentWords, cosine } from '../builtin/text-features';
import type { TClauseSpan } from './split-clauses';
import { stem } from './stem';

/** A playbook category as the classifier sees it: its name and its three guideline texts. */
export type TCategoryProfile = {
  name: string;
  guidelines: { preferred: string; acceptable: string; unacceptable: string };
};

/** The category a clause was given (null: none fits well enough) and how well it fits, 0–1. */
export type TClassification = { category: string | null; score: number };

/** Below this score a clause gets no category. */
export const DEFAULT_CLASSIFY_THRESHOLD = 0.2;

/** How much more the clause's heading counts than its body. */
const HEADING_WEIGHT = 3;
/** How much the category's name counts against its guideline texts. */
const NAME_WEIGHT = 3;

type TTerms = Map<string, number>;

/** Stemmed content words (hyphenated words also split into their parts), and adjacent pairs. */
const stems = (text: string): string[] =>
  contentWords(text).flatMap((word) => {
    const parts = word.split(/[-'’]/).filter((part) => part.length > 1);
    return parts.length > 1 ? parts.map(stem) : [stem(word)];
  });

const addTerms = (into: TTerms, words: string[], weight: number) => {
  words.forEach((word, i) => {
    into.set(word, (into.get(word) ?? 0) + weight);
    const next = words[i + 1];
    if (next) into.set(`${word} ${next}`, (into.get(`${word} ${next}`) ?? 0) + weight);
  });
  return into;
};

const weighted = (terms: TTerms, idf: (term: string) => number): TTerms => {
  const out: TTerms = new Map();
  for (const [term, count] of terms) out.set(term, (1 + Math.log(count)) * idf(term));
  return out;
};

/** Share of `words` (weighted by rarity) that occur in `present`. */
const coverage = (words: string[], present: Set<string>, idf: (term: string) => number) => {
  let total = 0;
  let found = 0;
  for (const word of new Set(words)) {
    const weight = idf(word);
    total += weight;
    if (present.has(word)) found += weight;
  }
  return total === 0 ? 0 : found / total;
};

/** Whether the name's words appear in this order, next to each other ("governing law"). */
const containsPhrase = (haystack: string[], phrase: string[]) => {
  if (phrase.length < 2) return false;
  outer: for (let i = 0; i + phrase.length <= haystack.length; i += 1) {
    for (let k = 0; k < phrase.length; k += 1) if (haystack[i + k] !== phrase[k]) continue outer;
    return true;
  }
  return false;
};

/** Words of a category name; "Rofr/Rofo/Rofn" and "Revenue/Profit Sharing" split at slashes too. */
const nameStems = (name: string) => stems(name.replace(/\//g, ' '));

type TScoreParts = { inHeading: number; inBody: number; phrase: number; similarity: number };

/**
 * The parts, weighted: the name in the heading counts most, the vocabulary of the guidelines (which in a
 * real playbook are model clauses) next; the name in the body counts less, as defined terms ("the
 * Effective Date", "a Change of Control") recur all over a contract.
 */
const combine = (parts: TScoreParts) =>
  Math.min(1, 0.45 * parts.inHeading + 0.2 * parts.inBody + 0.1 * parts.phrase + parts.similarity);

/**
 * How well each clause fits each category, 0–1: `scores[clause][category]`, plus the parts each score
 * is made of (for inspection). See classifyClauses.
 */
export const scoreClauses = (
  clauses: Pick<TClauseSpan, 'heading' | 'text'>[],
  categories: TCategoryProfile[],
) => {
  const clauseWords = clauses.map((clause) => ({ head: stems(clause.heading), body: stems(clause.text) }));
  const categoryWords = categories.map((category) => ({
    name: nameStems(category.name),
    guide: stems(
      [category.guidelines.preferred, category.guidelines.acceptable, category.guidelines.unacceptable].join(
        '\n',
      ),
    ),
  }));

  // Rarity over the document's clauses and the playbook's categories together.
  const documents = [
    ...clauseWords.map((words) => new Set([...words.head, ...words.body])),
    ...categoryWords.map((words) => new Set([...words.name, ...words.guide])),
  ];
  const frequency = new Map<string, number>();
  for (const document of documents) {
    for (const word of document) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  }
  const total = documents.length;
  const idf = (term: string) => {
    const parts = term.split(' ');
    const df = Math.max(...parts.map((part) => frequency.get(part) ?? 0));
    return Math.log((total + 1) / (df + 1)) + 1;
  };
  /** 0 for a word in every clause, 1 for a word in one. */
  const rarity = (word: string) =>
    total <= 1 ? 1 : Math.log((total + 1) / ((frequency.get(word) ?? 0) + 1)) / Math.log((total + 1) / 2);

  const categoryVectors = categoryWords.map((words) =>
    weighted(addTerms(addTerms(new Map(), words.guide, 1), words.name, NAME_WEIGHT), idf),
  );

  return clauseWords.map((words) => {
    const vector = weighted(addTerms(addTerms(new Map(), words.body, 1), words.head, HEADING_WEIGHT), idf);
    const head = new Set(words.head);
    const body = new Set(words.body);
    return categoryWords.map((category, k) => {
      const name = [...new Set(category.name)];
      const inHeading = coverage(name, head, idf);
      // A name word in the body says little when most clauses use it ("the Effective Date").
      const inBody =
        name.length === 0
          ? 0
          : name.reduce((sum, word) => sum + (body.has(word) ? rarity(word) : 0), 0) / name.length;
      const phrase = containsPhrase(words.head, category.name)
        ? 1
        : containsPhrase(words.body, category.name)
          ? Math.min(...name.map(rarity))
          : 0;
      const similarity = cosine(vector, categoryVectors[k] as TTerms);
      const parts = { inHeading, inBody, phrase, similarity };
      return { score: combine(parts), parts };
    });
  });
};

/**
 * The built-in classifier: each clause against each category, by the clause's words (its heading
 * counted more) and the category's name and guideline texts, weighted by how rare each word is in this
 * document and playbook. The category name appearing in the clause heading is the strongest signal,
 * then in the body; the guideline texts add similarity of vocabulary. Below `threshold` (default
 * DEFAULT_CLASSIFY_THRESHOLD) a clause gets category null. Deterministic.
 */
export const classifyClauses = (
  clauses: TClauseSpan[],
  categories: TCategoryProfile[],
  options: { threshold?: number } = {},
): TClassification[] => {
  const threshold = options.threshold ?? DEFAULT_CLASSIFY_THRESHOLD;
  return scoreClauses(clauses, categories).map((row) => {
    let best: TClassification = { category: null, score: 0 };
    row.forEach(({ score }, k) => {
      if (score > best.score) best = { category: (categories[k] as TCategoryProfile).name, score };
    });
    return best.score >= threshold ? best : { category: null, score: best.score };
  });
};

/** The playbook's categories that no clause was given, in playbook order. */
export const missingCategories = (
  classifications: readonly Pick<TClassification, 'category'>[],
  categories: readonly (TCategoryProfile | string)[],
): string[] => {
  const found = new Set(classifications.map((classification) => classification.category));
  return categories
    .map((category) => (typeof category === 'string' ? category : category.name))
    .filter((name) => !found.has(name));
};
