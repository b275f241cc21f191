import { bestTwo, type TScoreWeights, type TThresholds } from './classify-clauses';

/**
 * One annotated document as calibration sees it: the classifier's scores (`scores[clause][category]`,
 * categories named by `names`), the categories lawyers gave each clause (none for most), and the
 * categories the document has.
 */
export type TCalibrationDocument = {
  names: readonly string[];
  scores: readonly (readonly number[])[];
  labels: readonly (readonly string[])[];
  present: readonly string[];
};

/**
 * What calibration optimises. Clause labels: Fβ over (clause, category) pairs, where a category given to
 * a clause that lawyers gave it is a hit, any other category given a false label, and a category lawyers
 * gave a clause that it did not get a miss; β > 1 weighs misses more (a clause that goes unreviewed under
 * one of its categories), β < 1 false labels more (a clause reviewed against the wrong guidelines).
 * Presence: the "missing categories" list is wrong one way (a present category reported missing) or the
 * other (an absent one not reported); the two rates are summed, the first weighed `missingWeight` times.
 */
export type TCalibrationObjective = { beta: number; missingWeight: number };

const STEPS = 200;
const SCORE_STEPS = Array.from({ length: STEPS + 1 }, (_, i) => i / STEPS);
const MARGIN_STEPS = Array.from({ length: 41 }, (_, i) => i / STEPS);

/** The step at or below a score: a score reaches threshold `SCORE_STEPS[j]` when its step is ≥ j. */
const stepOf = (score: number) => Math.max(0, Math.min(STEPS, Math.floor(score * STEPS + 1e-9)));

/** From counts per step to counts at or above each step (in place). */
const atOrAbove = (counts: number[]) => {
  for (let step = STEPS - 1; step >= 0; step -= 1)
    counts[step] = (counts[step] ?? 0) + (counts[step + 1] ?? 0);
  return counts;
};

/** Each clause's best score, the second-best, and whether lawyers gave the clause the best category. */
type TBestCell = { best: number; second: number; right: boolean };

type TDecisions = {
  bests: TBestCell[];
  /** Every other category's score as a step: how many reach each step, and how many of those are right. */
  others: { count: number[]; right: number[] };
  /** (clause, category) pairs lawyers annotated. */
  annotated: number;
};

const decisionsOf = (documents: readonly TCalibrationDocument[]): TDecisions => {
  const count = new Array<number>(STEPS + 2).fill(0);
  const right = new Array<number>(STEPS + 2).fill(0);
  const bests: TBestCell[] = [];
  let annotated = 0;
  for (const document of documents) {
    document.scores.forEach((row, i) => {
      const labels = document.labels[i] ?? [];
      annotated += labels.length;
      const { best: bestIndex, score: best, second } = bestTwo(row);
      bests.push({ best, second, right: bestIndex >= 0 && labels.includes(document.names[bestIndex] ?? '') });
      row.forEach((score, k) => {
        if (k === bestIndex || score <= 0) return;
        const step = stepOf(score);
        count[step] = (count[step] ?? 0) + 1;
        if (labels.includes(document.names[k] ?? '')) right[step] = (right[step] ?? 0) + 1;
      });
    });
  }
  return { bests, others: { count: atOrAbove(count), right: atOrAbove(right) }, annotated };
};

/** Fβ of a precision and a recall. */
export const fMeasure = (precision: number, recall: number, beta: number) =>
  precision + recall === 0
    ? 0
    : ((1 + beta * beta) * precision * recall) / (beta * beta * precision + recall);

/** Fβ of labelling: `hits` right labels among `labelled`, out of `annotated` labels lawyers gave. */
const fBeta = (hits: number, labelled: number, annotated: number, beta: number) =>
  hits === 0 ? 0 : fMeasure(hits / labelled, hits / annotated, beta);

/**
 * Clauses whose best category leads (reaches minScore, leads by minMargin) and how many of those are
 * right; of the others, per step, how many best categories reach it and how many of those are right
 * (given when they reach the label score).
 */
const bestLabels = (bests: readonly TBestCell[], minScore: number, minMargin: number) => {
  let hits = 0;
  let labelled = 0;
  const count = new Array<number>(STEPS + 2).fill(0);
  const right = new Array<number>(STEPS + 2).fill(0);
  for (const cell of bests) {
    if (cell.best >= minScore && cell.best - cell.second >= minMargin) {
      labelled += 1;
      if (cell.right) hits += 1;
    } else if (cell.best > 0) {
      const step = stepOf(cell.best);
      count[step] = (count[step] ?? 0) + 1;
      if (cell.right) right[step] = (right[step] ?? 0) + 1;
    }
  }
  return { hits, labelled, count: atOrAbove(count), right: atOrAbove(right) };
};

/**
 * For each document and category: its best score on any clause, whether it is some clause's leading
 * category (given whatever the presence threshold), and whether the document has it.
 */
const presenceOf = (documents: readonly TCalibrationDocument[], minScore: number, minMargin: number) =>
  documents.flatMap((document) => {
    const present = new Set(document.present);
    const leading = new Set<number>();
    for (const row of document.scores) {
      const { best, score, second } = bestTwo(row);
      if (best >= 0 && score >= minScore && score - second >= minMargin) leading.add(best);
    }
    return document.names.map((name, k) => ({
      max: Math.max(0, ...document.scores.map((row) => row[k] ?? 0)),
      leading: leading.has(k),
      present: present.has(name),
    }));
  });

/**
 * The thresholds that serve the objective best on these documents: `minScore`, `minMargin` and
 * `labelScore` (never below `minScore`) by grid search for the best Fβ (the lowest values on a tie),
 * `presenceScore` for the fewest errors of the missing list (false "missing" rate × missingWeight plus
 * unreported rate).
 * The weights are passed through: they change the scores themselves, so the caller compares weights by
 * scoring again.
 */
export const calibrateClassifier = (
  documents: readonly TCalibrationDocument[],
  objective: TCalibrationObjective,
  weights: TScoreWeights,
): TThresholds & TScoreWeights & { fitness: number } => {
  const { bests, others, annotated } = decisionsOf(documents);
  let best = { minScore: 0, minMargin: 0, labelScore: 0, fitness: -1 };
  SCORE_STEPS.forEach((minScore, i) => {
    for (const minMargin of MARGIN_STEPS) {
      const given = bestLabels(bests, minScore, minMargin);
      for (let j = i; j <= STEPS; j += 1) {
        const hits = given.hits + (given.right[j] ?? 0) + (others.right[j] ?? 0);
        const labelled = given.labelled + (given.count[j] ?? 0) + (others.count[j] ?? 0);
        const fitness = fBeta(hits, labelled, Math.max(1, annotated), objective.beta);
        if (fitness > best.fitness) {
          best = { minScore, minMargin, labelScore: SCORE_STEPS[j] as number, fitness };
        }
      }
    }
  });

  const presence = presenceOf(documents, best.minScore, best.minMargin);
  const present = presence.filter((entry) => entry.present).length;
  const absent = presence.length - present;
  let presenceScore = 0;
  let fewestErrors = Number.POSITIVE_INFINITY;
  for (const threshold of SCORE_STEPS) {
    let falseMissing = 0;
    let unreported = 0;
    for (const entry of presence) {
      const reported = entry.leading || entry.max >= Math.min(threshold, best.labelScore);
      if (entry.present && !reported) falseMissing += 1;
      if (!entry.present && reported) unreported += 1;
    }
    const errors =
      objective.missingWeight * (present ? falseMissing / present : 0) + (absent ? unreported / absent : 0);
    if (errors < fewestErrors) {
      fewestErrors = errors;
      presenceScore = threshold;
    }
  }
  return { ...best, presenceScore, ...weights };
};
