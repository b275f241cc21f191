import calibrationFile from './classify-calibration.json';
import { clauseStems, headingTitle } from './clause-stems';
import {
  cuesFound,
  cueText,
  cueWords,
  headingNames,
  isTitled,
  kindOfCategory,
  readHeading,
  type TCompiledKind,
} from './match-clause-kinds';
import { operativeText } from './operative-text';
import { readClauseEvidence, type TReadEvidence } from './read-clause-evidence';
import type { TClauseSpan } from './split-clauses';

/** A playbook category as the classifier sees it: its name and its three guideline texts. */
export type TCategoryProfile = {
  name: string;
  guidelines: { preferred: string; acceptable: string; unacceptable: string };
};

/**
 * The category a clause was given (null: none fits well enough) and how well it fits (0–1); the further
 * categories the clause is also under (a licence grant that is also the non-transferable licence
 * clause), best first; and categories it gives only weaker evidence of, which label nothing but keep
 * their category off the "missing" list.
 */
export type TClassification = {
  category: string | null;
  score: number;
  also?: { category: string; score: number }[];
  evidenceOf?: string[];
};

/** When a clause gets a category, and when a category counts as present in the contract. */
export type TThresholds = {
  /** The best category's score must reach this... */
  minScore: number;
  /** ...and lead the second-best category's by this much. */
  minMargin: number;
  /** Any category scoring this puts the clause under it (the best one too when it does not lead). */
  labelScore: number;
  /** A category scoring this on any clause is present in the contract (not reported missing). */
  presenceScore: number;
};

/** How the parts of a score are weighed; calibration chooses among them by scoring again. */
export type TScoreWeights = {
  /** How much the shared vocabulary evidence (TClauseEvidence) counts, next to word similarity. */
  evidenceWeight: number;
  /** How much a cue of the category's kind of clause (clause-kinds.ts) counts. */
  cueWeight: number;
};

/**
 * The classifier's constants, calibrated on annotated contracts (classify-calibration.json; `npm run
 * eval:documents -- <dir> --calibrate` recomputes them). A category whose name the kinds list does not
 * know scores without cues, so it has thresholds and an evidence weight of its own (`withoutKind`): with
 * no cues, the vocabulary evidence may be worth more to it.
 */
export type TClassifyCalibration = TThresholds &
  TScoreWeights & { withoutKind: TThresholds & Pick<TScoreWeights, 'evidenceWeight'> };

export const thresholdsOf = ({
  minScore,
  minMargin,
  labelScore,
  presenceScore,
}: TThresholds): TThresholds => ({
  minScore,
  minMargin,
  labelScore,
  presenceScore,
});

export const DEFAULT_CALIBRATION: TClassifyCalibration = {
  ...thresholdsOf(calibrationFile),
  evidenceWeight: calibrationFile.evidenceWeight,
  cueWeight: calibrationFile.cueWeight,
  withoutKind: {
    ...thresholdsOf(calibrationFile.withoutKind),
    evidenceWeight: calibrationFile.withoutKind.evidenceWeight,
  },
};

/** The weights a category is scored with: a category of no known kind has no cues. */
export const weightsFor = (calibration: TClassifyCalibration, hasKind: boolean): TScoreWeights =>
  hasKind
    ? { evidenceWeight: calibration.evidenceWeight, cueWeight: calibration.cueWeight }
    : { evidenceWeight: calibration.withoutKind.evidenceWeight, cueWeight: 0 };

export type TClassifyOptions = {
  calibration?: TClassifyCalibration;
  /**
   * The kind of clause a category's name means (kindOfCategory by default). Calibration passes one that
   * knows none, to measure a playbook whose names the kinds list does not know.
   */
  kindOf?: (categoryName: string) => TCompiledKind | undefined;
  /**
   * Reads vocabulary evidence from a clause or guideline text. By default the engine's reader, and only
   * when the calibration weighs the evidence: reading every clause's terms is the dearest part of
   * scoring. Calibration passes a reader to have the evidence part whatever its weight.
   */
  readEvidence?: TReadEvidence;
};

/** How the parts of a score count (see combine). */
export const SCORE_WEIGHTS = {
  /** How much more a heading word counts than a body word: the heading is its drafter's label. */
  headingWords: 6,
  /** A category's name counts as one more mention of its words next to the guidelines, not more. */
  nameWords: 1,
  heading: 0.2,
  nameInHeading: 0.3,
  nameInBody: 0.2,
  phrase: 0.1,
  /** Below this similarity beyond the name, the name in the body counts proportionally less. */
  corroboration: 0.05,
  /** The name in the body counts this much under a heading that names something else ("8 INDEMNIFICATION"). */
  nameUnderOtherHeading: 0.5,
} as const;

/**
 * How sure the cues of a kind make a clause of that kind, by how many different cues it says: one cue
 * half (a licence clause that mentions "royalties"), each further cue half the rest (a royalty clause
 * says "pay … royalties", "royalty rate", "net sales").
 */
export const cueEvidence = (cuesSaid: number) => 1 - 0.5 ** cuesSaid;

type TVector = Map<string, number>;

export type TScoreParts = {
  /** Cosine of the clause's words (heading weighted) and the category's guideline words. */
  similarity: number;
  /** The same, counting only words that are not in the category's name. */
  similarityBeyondName: number;
  /** Cosine of the heading alone and the category's words. */
  heading: number;
  /** Share of the category name's words (weighted by rarity) in the heading, squared. */
  nameInHeading: number;
  /** The name's words in the body, each as rare as it is in this document (defined terms recur). */
  nameInBody: number;
  /** The name as a phrase in the body ("governing law"), as rare as its rarest word. */
  phrase: number;
  /** Cosine of the clause's and the guidelines' vocabulary evidence. */
  evidence: number;
  /** 1 when the clause has a heading and it shares no word with the category's name, else 0. */
  otherHeading: number;
  /**
   * How many different cues of the kind of clause the category's name means (clause-kinds.ts) the clause
   * says outside its definitions, as cueEvidence.
   */
  cue: number;
  /**
   * 1 when the clause's heading is titled with the category's own name (isTitled: "5. Warranties", "7.4
   * Product Warranty" for Warranties) and names no other kind of clause instead, or with a part of the
   * category's kind as a whole topic ("15.3 Effect of Termination" for Term and Termination): the
   * drafter labelled the clause with it. A sub-clause sharing its section's heading is titled only when
   * it says no cue of a kind the heading does not name.
   */
  titled: number;
};

/**
 * The score, 0–1. Word similarity to the guidelines (which in a real playbook are model clauses), the
 * heading and the wording that marks the category's kind of clause carry it; the category's name in the
 * body only adds to a clause that resembles the guidelines in words other than the name, as "the
 * Effective Date" or "a Change of Control" recur all over a contract. A clause titled with the
 * category's name scores 1 (decision 018).
 */
export const combineScore = (parts: TScoreParts, { evidenceWeight, cueWeight }: TScoreWeights) =>
  parts.titled
    ? 1
    : Math.min(
        1,
        parts.similarity +
          SCORE_WEIGHTS.heading * parts.heading +
          SCORE_WEIGHTS.nameInHeading * parts.nameInHeading +
          (SCORE_WEIGHTS.nameInBody * parts.nameInBody + SCORE_WEIGHTS.phrase * parts.phrase) *
            Math.min(1, parts.similarityBeyondName / SCORE_WEIGHTS.corroboration) *
            (parts.otherHeading ? SCORE_WEIGHTS.nameUnderOtherHeading : 1) +
          evidenceWeight * parts.evidence +
          cueWeight * parts.cue,
      );

const addTerms = (into: TVector, words: readonly string[], weight: number, pairs = true) => {
  words.forEach((word, i) => {
    into.set(word, (into.get(word) ?? 0) + weight);
    const next = words[i + 1];
    if (pairs && next) into.set(`${word} ${next}`, (into.get(`${word} ${next}`) ?? 0) + weight);
  });
  return into;
};

const norm = (vector: TVector) => {
  let sum = 0;
  for (const value of vector.values()) sum += value * value;
  return Math.sqrt(sum);
};

const cosine = (a: TVector, normA: number, b: TVector, normB: number) => {
  if (normA === 0 || normB === 0) return 0;
  let dot = 0;
  for (const [term, value] of a) {
    const other = b.get(term);
    if (other) dot += value * other;
  }
  return dot / (normA * normB);
};

/** The cosine, and the cosine counting only terms of `b` that are not in `leftOut`. */
const cosineWithout = (
  a: TVector,
  normA: number,
  b: TVector,
  normB: number,
  leftOut: ReadonlySet<string>,
) => {
  if (normA === 0 || normB === 0) return { all: 0, rest: 0 };
  let dot = 0;
  let rest = 0;
  for (const [term, value] of a) {
    const other = b.get(term);
    if (!other) continue;
    dot += value * other;
    if (!leftOut.has(term)) rest += value * other;
  }
  return { all: dot / (normA * normB), rest: rest / (normA * normB) };
};

/** Rarity weights over a set of documents (term sets): rarer terms count more. */
const rarityOver = (documents: readonly Set<string>[]) => {
  const frequency = new Map<string, number>();
  for (const document of documents) {
    for (const term of document) frequency.set(term, (frequency.get(term) ?? 0) + 1);
  }
  const total = documents.length;
  const df = (term: string) => Math.max(...term.split(' ').map((part) => frequency.get(part) ?? 0));
  const idfs = new Map<string, number>();
  return {
    /** Inverse document frequency, ≥ 1. */
    idf: (term: string) => {
      let idf = idfs.get(term);
      if (idf === undefined) {
        idf = Math.log((total + 1) / (df(term) + 1)) + 1;
        idfs.set(term, idf);
      }
      return idf;
    },
    /** 0 for a word in every document, 1 for a word in one. */
    rarity: (word: string) =>
      total <= 1 ? 1 : Math.log((total + 1) / ((frequency.get(word) ?? 0) + 1)) / Math.log((total + 1) / 2),
  };
};

const weighted = (counts: TVector, idf: (term: string) => number): TVector => {
  const out: TVector = new Map();
  for (const [term, count] of counts) if (count > 0) out.set(term, (1 + Math.log(count)) * idf(term));
  return out;
};

/** How far into a clause its heading may start: a section may open under its article's heading. */
const HEADING_REACH = 120;

const squash = (value: string) => value.replace(/\s+/g, ' ').trim().toLowerCase();

/** Whether the clause's text opens with its heading (within HEADING_REACH characters, spaces squashed). */
const opensWith = (text: string, heading: string) => {
  const own = squash(heading);
  if (own === '') return false;
  // Generous on the raw text: a PDF's text may run several spaces or line breaks between words.
  const start = squash(text.slice(0, 4 * (own.length + HEADING_REACH)));
  return start.slice(0, own.length + HEADING_REACH).includes(own);
};

/** Whether `phrase` (two words or more) occurs in `words`, in order and adjacent. */
const containsPhrase = (words: readonly string[], phrase: readonly string[]) => {
  if (phrase.length < 2) return false;
  outer: for (let i = 0; i + phrase.length <= words.length; i += 1) {
    for (let k = 0; k < phrase.length; k += 1) if (words[i + k] !== phrase[k]) continue outer;
    return true;
  }
  return false;
};

const guidelineTexts = (category: TCategoryProfile) => [
  category.guidelines.preferred,
  category.guidelines.acceptable,
  category.guidelines.unacceptable,
];

/** A clause's words: its heading's title and what the heading names, the heading's stems and the body's. */
type TClauseWords = ReturnType<typeof wordsOfClause>;
/** A category's vector of guideline and name words, with what its name is made of. */
type TCategoryVector = ReturnType<typeof categoryVectorOf>;
type TRarity = ReturnType<typeof rarityOver>;

/** What every clause is scored with: the categories' kinds, weights, vectors and evidence, and how rare each word is. */
type TScoring = {
  kinds: (TCompiledKind | undefined)[];
  weights: TScoreWeights[];
  words: TRarity;
  categoryVectors: TCategoryVector[];
  featureVector: (list: readonly string[]) => TVector;
  categoryEvidence: { vector: TVector; norm: number }[];
};

/** One clause as it is compared with every category: its vectors, word sets, and what its heading says. */
type TClauseSeen = {
  vector: TVector;
  vectorNorm: number;
  headVector: TVector;
  headNorm: number;
  evidence: TVector;
  evidenceNorm: number;
  head: string[];
  headSet: Set<string>;
  bodySet: Set<string>;
  body: string[];
  heading: TClauseWords['heading'];
  namedAs: (ReturnType<typeof headingNames> | 'words')[];
  cuesSaid: number[];
  headingTitles: boolean;
};

/**
 * How well each clause fits each category: `scores[clause][category]` with the parts each score is
 * made of. Words are compared as stems, without stated numbers (clause-stems.ts), weighted by how rare
 * they are among this document's clauses and the playbook's categories.
 */
export const scoreClauses = (
  clauses: readonly Pick<TClauseSpan, 'heading' | 'text'>[],
  categories: readonly TCategoryProfile[],
  options: TClassifyOptions = {},
): { score: number; parts: TScoreParts }[][] => {
  const calibration = options.calibration ?? DEFAULT_CALIBRATION;
  const kinds = categories.map((category) => (options.kindOf ?? kindOfCategory)(category.name));
  const weights = kinds.map((kind) => weightsFor(calibration, kind !== undefined));
  const noEvidence: TReadEvidence = () => ({ features: [] });
  const readEvidence =
    options.readEvidence ??
    (weights.some(({ evidenceWeight }) => evidenceWeight > 0) ? readClauseEvidence : noEvidence);
  const clauseWords = clauses.map(wordsOfClause);
  const categoryWords = categories.map(wordsOfCategory);
  const words = rarityOver([
    ...clauseWords.map(({ head, body }) => new Set([...head, ...body])),
    ...categoryWords.map(({ name, guides }) => new Set([...name, ...guides.flat()])),
  ]);
  const categoryVectors = categoryWords.map((category) => categoryVectorOf(category, words));
  const clauseFeatures = clauses.map((clause) => readEvidence(clause.text).features);
  const categoryFeatures = categories.map((category) =>
    guidelineTexts(category).flatMap((text) => readEvidence(text).features),
  );
  const features = rarityOver([...clauseFeatures, ...categoryFeatures].map((list) => new Set(list)));
  const featureVector = (list: readonly string[]) =>
    weighted(addTerms(new Map(), list, 1, false), features.idf);
  const categoryEvidence = categoryFeatures.map((list) => {
    const vector = featureVector(list);
    return { vector, norm: norm(vector) };
  });
  const scoring: TScoring = { kinds, weights, words, categoryVectors, featureVector, categoryEvidence };
  return clauseWords.map((own, i) => {
    const seen = seeClause(
      scoring,
      clauses[i] as Pick<TClauseSpan, 'heading' | 'text'>,
      own,
      clauseFeatures[i] ?? [],
    );
    return categoryVectors.map((category, k) => scoreAgainst(scoring, seen, category, k));
  });
};

const wordsOfClause = (clause: Pick<TClauseSpan, 'heading' | 'text'>) => {
  const title = headingTitle(clause.heading);
  return {
    title,
    heading: readHeading(title),
    head: clauseStems(title),
    body: clauseStems(clause.text),
  };
};

const wordsOfCategory = (category: TCategoryProfile) => ({
  name: clauseStems(category.name.replace(/\//g, ' ')),
  nameRun: cueWords(category.name),
  guides: guidelineTexts(category).map(clauseStems),
});

/** A category's guideline and name words as a weighted vector, with the terms and rarity of its name. */
const categoryVectorOf = ({ name, nameRun, guides }: ReturnType<typeof wordsOfCategory>, words: TRarity) => {
  const counts: TVector = new Map();
  for (const guide of guides) addTerms(counts, guide, 1);
  const vector = weighted(addTerms(counts, name, SCORE_WEIGHTS.nameWords), words.idf);
  const nameWords = [...new Set(name)];
  const nameSet = new Set(nameWords);
  /** The vector's terms (words and pairs) made of or with a word of the name. */
  const nameTerms = new Set([...vector.keys()].filter((term) => term.split(' ').some((w) => nameSet.has(w))));
  const nameIdf = nameWords.reduce((sum, word) => sum + words.idf(word), 0);
  return { vector, norm: norm(vector), name, nameRun, nameWords, nameTerms, nameIdf };
};

/** A clause's vectors and what its heading and cues say of each category's kind. */
const seeClause = (
  { kinds, words, featureVector }: TScoring,
  clause: Pick<TClauseSpan, 'heading' | 'text'>,
  { title, heading, head, body }: TClauseWords,
  features: readonly string[],
): TClauseSeen => {
  const vector = weighted(
    addTerms(addTerms(new Map(), body, 1), head, SCORE_WEIGHTS.headingWords),
    words.idf,
  );
  const headVector = weighted(addTerms(new Map(), head, 1), words.idf);
  const evidence = featureVector(features);
  // The clause's own words, without its definitions and the titles of sections it refers to (they name
  // what other clauses agree); a heading it shares with the other clauses of its section is no cue of it
  // either.
  const cues = cueText(operativeText(clause));
  // How the heading speaks of each category's kind (headingNames); 'words' for one of no known kind.
  const namedAs = kinds.map((kind) => (kind ? headingNames(heading.named, kind.kind.id) : 'words'));
  const cuesSaid = kinds.map((kind) => (kind ? cuesFound(cues, kind).length : 0));
  // The heading titles the clause that opens its section, and a sub-clause after it that says nothing
  // of a kind the heading does not name: an indemnity under "5. REPRESENTATIONS AND WARRANTIES" is
  // not a warranty, a warranty's exclusions under "11.2 Product Warranty" are.
  const headingTitles =
    title !== '' &&
    (opensWith(clause.text, clause.heading) ||
      !namedAs.some((named, k) => named === 'other' && (cuesSaid[k] ?? 0) > 0));
  return {
    vector,
    vectorNorm: norm(vector),
    headVector,
    headNorm: norm(headVector),
    evidence,
    evidenceNorm: norm(evidence),
    head,
    headSet: new Set(head),
    bodySet: new Set(body),
    body,
    heading,
    namedAs,
    cuesSaid,
    headingTitles,
  };
};

/** A clause's score for category `k`, and the parts it is made of. */
const scoreAgainst = (scoring: TScoring, seen: TClauseSeen, category: TCategoryVector, k: number) => {
  const { words } = scoring;
  const { nameWords } = category;
  const kind = scoring.kinds[k];
  const similarity = cosineWithout(
    seen.vector,
    seen.vectorNorm,
    category.vector,
    category.norm,
    category.nameTerms,
  );
  let nameFound = 0;
  for (const word of nameWords) if (seen.headSet.has(word)) nameFound += words.idf(word);
  // A heading naming the category's kind names it fully whatever its words; one naming other kinds
  // lends it none of the words they share ("TERM AND TERMINATION" and "Payment Terms").
  const named = seen.namedAs[k];
  if (named === 'kind' || named === 'part') nameFound = category.nameIdf;
  else if (named === 'other') nameFound = 0;
  const evidence = scoring.categoryEvidence[k];
  const parts: TScoreParts = {
    similarity: similarity.all,
    similarityBeyondName: similarity.rest,
    heading: cosine(seen.headVector, seen.headNorm, category.vector, category.norm),
    // Squared: a heading naming the category fully is strong evidence, one sharing a word of a
    // longer name ("Payment Terms" for "Term and Termination") weak.
    nameInHeading: category.nameIdf === 0 ? 0 : (nameFound / category.nameIdf) ** 2,
    nameInBody:
      nameWords.length === 0
        ? 0
        : nameWords.reduce((sum, word) => sum + (seen.bodySet.has(word) ? words.rarity(word) : 0), 0) /
          nameWords.length,
    phrase: containsPhrase(seen.body, category.name) ? Math.min(...nameWords.map(words.rarity)) : 0,
    evidence: cosine(seen.evidence, seen.evidenceNorm, evidence?.vector ?? new Map(), evidence?.norm ?? 0),
    otherHeading: seen.head.length > 0 && nameFound === 0 ? 1 : 0,
    cue: kind ? cueEvidence(seen.cuesSaid[k] ?? 0) : 0,
    titled:
      seen.headingTitles &&
      ((kind !== undefined && seen.heading.wholes.has(kind.kind.id)) ||
        // A category of no known kind is not titled by a heading that names a kind of clause.
        ((kind ? named !== 'other' : seen.heading.named.size === 0) &&
          isTitled(seen.heading, category.nameRun)))
        ? 1
        : 0,
  };
  return { score: combineScore(parts, scoring.weights[k] as TScoreWeights), parts };
};

/** The best category of a score row (its index, -1 for none, and score) and the second-best score. */
export const bestTwo = (row: readonly number[]) => {
  let best = -1;
  let second = 0;
  row.forEach((score, k) => {
    if (best < 0 || score > (row[best] ?? 0)) {
      if (best >= 0) second = Math.max(second, row[best] ?? 0);
      best = k;
    } else second = Math.max(second, score);
  });
  return { best, score: best < 0 ? 0 : (row[best] ?? 0), second };
};

/**
 * Each clause's categories from its scores (`scores[clause][category]`, categories named by `names`):
 * the best one when it scores at least `minScore` and leads the second by `minMargin`, and every
 * category scoring `labelScore` or more, best first — the first is the clause's category, the others
 * those it is also under. Any remaining category scoring `presenceScore` is listed in `evidenceOf`.
 * `withoutKind[k]` says category k has no kind (no cues), so its own thresholds apply.
 */
export const chooseCategories = (
  scores: readonly (readonly number[])[],
  names: readonly string[],
  calibration: TThresholds & { withoutKind?: TThresholds } = DEFAULT_CALIBRATION,
  withoutKind: readonly boolean[] = [],
): TClassification[] =>
  scores.map((row) => {
    const limits = (k: number) => (withoutKind[k] && calibration.withoutKind) || calibration;
    const { best, score, second } = bestTwo(row);
    const leads = best >= 0 && score >= limits(best).minScore && score - second >= limits(best).minMargin;
    const ranked = row
      .map((value, k) => ({ value, k }))
      .filter(({ value }) => value > 0)
      .sort((a, b) => b.value - a.value || a.k - b.k);
    const labelled = (k: number, value: number) => (k === best && leads) || value >= limits(k).labelScore;
    const [first, ...more] = ranked.filter(({ value, k }) => labelled(k, value));
    const also = more.map(({ k, value }) => ({ category: names[k] as string, score: value }));
    const evidenceOf = ranked
      .filter(({ value, k }) => !labelled(k, value) && value >= limits(k).presenceScore)
      .map(({ k }) => names[k] as string);
    return {
      category: first ? (names[first.k] ?? null) : null,
      score: first ? first.value : score,
      ...(also.length > 0 && { also }),
      ...(evidenceOf.length > 0 && { evidenceOf }),
    };
  });

/**
 * The built-in classifier: each clause against each category, by the clause's words (its heading
 * counted more) and the category's guideline texts and name, plus the vocabulary evidence both share
 * (readEvidence), then the calibrated choice (chooseCategories): a clause with no clear category gets
 * none rather than a forced one. Deterministic.
 */
export const classifyClauses = (
  clauses: readonly Pick<TClauseSpan, 'heading' | 'text' | 'execution' | 'contents'>[],
  categories: readonly TCategoryProfile[],
  options: TClassifyOptions = {},
): TClassification[] => {
  // The execution block is nobody's clause to review: it gets no category.
  // Nor is the table of contents.
  const reviewable = clauses.filter((clause) => !clause.execution && !clause.contents);
  const scored = scoreClauses(reviewable, categories, options);
  const names = categories.map((category) => category.name);
  const chosen = chooseCategories(
    scored.map((row) => row.map((cell) => cell.score)),
    names,
    options.calibration,
    names.map((name) => kindOfCategory(name) === undefined),
  ).map((classification, i) => headingFirst(classification, names, scored[i] ?? []));
  let next = 0;
  return clauses.map((clause) =>
    clause.execution || clause.contents ? { category: null, score: 0 } : (chosen[next++] as TClassification),
  );
};

/**
 * A clause under several categories is filed first under the one its heading names: "6 TRADEMARKS"
 * that also keeps names secret is the trademark clause that is also under Confidentiality, even where
 * the confidentiality wording scores higher.
 */
const headingFirst = (
  classification: TClassification,
  names: readonly string[],
  row: readonly { parts: TScoreParts }[],
): TClassification => {
  const { category, score, also } = classification;
  if (category === null || !also) return classification;
  const named = (name: string) => (row[names.indexOf(name)]?.parts.nameInHeading ?? 0) > 0;
  const all = [{ category, score }, ...also];
  // Best first already: the first the heading names leads.
  const first = all.find((entry) => named(entry.category));
  if (!first || first.category === category) return classification;
  return { ...classification, ...first, also: all.filter((entry) => entry !== first) };
};

/**
 * The playbook's categories that no clause was given (as its category or one it is also under) nor gave
 * evidence of, in playbook order.
 */
export const missingCategories = (
  classifications: readonly Pick<TClassification, 'category' | 'also' | 'evidenceOf'>[],
  categories: readonly (TCategoryProfile | string)[],
): string[] => {
  const found = new Set<string | null>();
  for (const classification of classifications) {
    found.add(classification.category);
    for (const { category } of classification.also ?? []) found.add(category);
    for (const name of classification.evidenceOf ?? []) found.add(name);
  }
  return categories
    .map((category) => (typeof category === 'string' ? category : category.name))
    .filter((name) => !found.has(name));
};
