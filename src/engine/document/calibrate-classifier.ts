import { bestTwo, type TClassifyCalibration } from './classify-clauses';

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
 * What calibration optimises. Clause labels: Fβ, where a clause given one of its annotated categories
 * is a hit, a clause given any other category a false label, an annotated clause left without a right
 * category a miss; β > 1 weighs misses more (a clause that goes unreviewed), β < 1 false labels more
 * (a clause reviewed against the wrong guidelines). Presence: the "missing categories" list is wrong
 * as often one way as the other (present reported missing; absent not reported) — both rates summed.
 */
export type TCalibrationObjective = { beta: number };

const SCORE_STEPS = Array.from({ length: 201 }, (_, i) => i / 200);
const MARGIN_STEPS = Array.from({ length: 41 }, (_, i) => i / 200);

type TDecision = { best: number; second: number; right: boolean; annotated: boolean };

const decisionsOf = (documents: readonly TCalibrationDocument[]): TDecision[] =>
  documents.flatMap((document) =>
    document.scores.map((row, i) => {
      const { best: bestIndex, score: best, second } = bestTwo(row);
      const labels = document.labels[i] ?? [];
      return {
        best,
        second,
        right: bestIndex >= 0 && labels.includes(document.names[bestIndex] ?? ''),
        annotated: labels.length > 0,
      };
    }),
  );

/** Fβ of labelling: `hits` right labels among `labelled`, out of `annotated` clauses that have one. */
export const fBeta = (hits: number, labelled: number, annotated: number, beta: number) => {
  if (hits === 0) return 0;
  const precision = hits / labelled;
  const recall = hits / annotated;
  return ((1 + beta * beta) * precision * recall) / (beta * beta * precision + recall);
};

/** Fβ of labelling with these thresholds. */
const labelScore = (decisions: readonly TDecision[], minScore: number, minMargin: number, beta: number) => {
  let hits = 0;
  let labelled = 0;
  let annotated = 0;
  for (const decision of decisions) {
    if (decision.annotated) annotated += 1;
    if (decision.best >= minScore && decision.best - decision.second >= minMargin) {
      labelled += 1;
      if (decision.right) hits += 1;
    }
  }
  return fBeta(hits, labelled, annotated, beta);
};

/** For each document and category: the category's best score on any clause, and whether it is present. */
const presenceOf = (documents: readonly TCalibrationDocument[]) =>
  documents.flatMap((document) => {
    const present = new Set(document.present);
    return document.names.map((name, k) => ({
      max: Math.max(0, ...document.scores.map((row) => row[k] ?? 0)),
      present: present.has(name),
    }));
  });

/**
 * The thresholds that serve the objective best on these documents: `minScore` and `minMargin` by grid
 * search for the best Fβ (the lowest values on a tie), `presenceScore` for the fewest errors of the
 * missing list (false "missing" rate plus unreported rate). `evidenceWeight` is passed through: it
 * changes the scores themselves, so the caller compares weights by scoring again.
 */
export const calibrateClassifier = (
  documents: readonly TCalibrationDocument[],
  objective: TCalibrationObjective,
  evidenceWeight: number,
): TClassifyCalibration & { fitness: number } => {
  const decisions = decisionsOf(documents);
  let best = { minScore: 0, minMargin: 0, fitness: -1 };
  for (const minScore of SCORE_STEPS) {
    for (const minMargin of MARGIN_STEPS) {
      const fitness = labelScore(decisions, minScore, minMargin, objective.beta);
      if (fitness > best.fitness) best = { minScore, minMargin, fitness };
    }
  }

  const presence = presenceOf(documents);
  const present = presence.filter((entry) => entry.present).length;
  const absent = presence.length - present;
  let presenceScore = 0;
  let fewestErrors = Number.POSITIVE_INFINITY;
  for (const threshold of SCORE_STEPS) {
    let falseMissing = 0;
    let unreported = 0;
    for (const entry of presence) {
      if (entry.present && entry.max < threshold) falseMissing += 1;
      if (!entry.present && entry.max >= threshold) unreported += 1;
    }
    const errors = (present ? falseMissing / present : 0) + (absent ? unreported / absent : 0);
    if (errors < fewestErrors) {
      fewestErrors = errors;
      presenceScore = threshold;
    }
  }
  return { ...best, presenceScore, evidenceWeight };
};
