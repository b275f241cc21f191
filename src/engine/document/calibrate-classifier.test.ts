import { describe, expect, it } from 'vitest';
import { calibrateClassifier, type TCalibrationDocument } from './calibrate-classifier';
import { chooseCategories } from './classify-clauses';

const NAMES = ['Governing Law', 'Insurance', 'Assignment'];
const WEIGHTS = { evidenceWeight: 0.3, cueWeight: 0.2 };
const NO_WEIGHTS = { evidenceWeight: 0, cueWeight: 0 };

/** Clauses whose lawyers' category scores `right` and the others less, plus unannotated clauses. */
const document = (annotated: [string, number][], unannotated: number[]): TCalibrationDocument => {
  const row = (best: number, k: number) => NAMES.map((_, i) => (i === k ? best : best / 4));
  return {
    names: NAMES,
    scores: [
      ...annotated.map(([name, score]) => row(score, NAMES.indexOf(name))),
      ...unannotated.map((score, i) => row(score, i % NAMES.length)),
    ],
    labels: [...annotated.map(([name]) => [name]), ...unannotated.map(() => [])],
    present: [...new Set(annotated.map(([name]) => name))],
  };
};

describe('calibrateClassifier', () => {
  it('puts the thresholds between the right categories and the noise', () => {
    const documents = [
      document(
        [
          ['Governing Law', 0.7],
          ['Insurance', 0.55],
        ],
        [0.2, 0.25, 0.3, 0.1],
      ),
      document([['Governing Law', 0.6]], [0.28, 0.15]),
    ];
    const calibration = calibrateClassifier(documents, { beta: 1, missingWeight: 1 }, WEIGHTS);
    expect(calibration.minScore).toBeGreaterThan(0.3);
    expect(calibration.minScore).toBeLessThanOrEqual(0.55);
    expect(calibration.fitness).toBe(1);
    expect(calibration).toMatchObject(WEIGHTS);
    // Presence: every present category reaches it, no absent one does.
    expect(calibration.presenceScore).toBeGreaterThan(0.3);
    expect(calibration.presenceScore).toBeLessThanOrEqual(0.55);
    for (const { scores } of documents) {
      const classes = chooseCategories(scores, NAMES, calibration);
      expect(classes.filter((result) => result.category !== null)).toHaveLength(
        scores.filter((row) => Math.max(...row) >= 0.55).length,
      );
    }
  });

  it('labels more clauses when misses are to weigh more than false labels (β)', () => {
    // Overlapping scores: some annotated clauses score below some unannotated ones.
    const documents = [
      document(
        [
          ['Governing Law', 0.5],
          ['Insurance', 0.35],
          ['Assignment', 0.3],
          ['Insurance', 0.25],
        ],
        [0.4, 0.32, 0.28, 0.26, 0.2, 0.1],
      ),
    ];
    const precise = calibrateClassifier(documents, { beta: 0.5, missingWeight: 1 }, NO_WEIGHTS);
    const balanced = calibrateClassifier(documents, { beta: 1, missingWeight: 1 }, NO_WEIGHTS);
    const inclusive = calibrateClassifier(documents, { beta: 3, missingWeight: 1 }, NO_WEIGHTS);
    expect(precise.minScore).toBeGreaterThan(balanced.minScore);
    expect(balanced.minScore).toBeGreaterThanOrEqual(inclusive.minScore);
    expect(inclusive.minScore).toBeLessThanOrEqual(0.25);
  });

  it('asks for a margin over the second category when close calls are the wrong ones', () => {
    const close = (best: number, second: number) => [best, second, 0];
    const documents: TCalibrationDocument[] = [
      {
        names: NAMES,
        scores: [close(0.6, 0.1), close(0.5, 0.15), close(0.6, 0.58), close(0.55, 0.5), close(0.1, 0)],
        labels: [['Governing Law'], ['Governing Law'], [], ['Insurance'], []],
        present: ['Governing Law', 'Insurance'],
      },
    ];
    const calibration = calibrateClassifier(documents, { beta: 1, missingWeight: 1 }, NO_WEIGHTS);
    expect(calibration.minMargin).toBeGreaterThan(0.02);
    expect(calibration.minMargin).toBeLessThanOrEqual(0.35);
    const classes = chooseCategories(documents[0]?.scores ?? [], NAMES, calibration);
    expect(classes.map((result) => result.category)).toEqual([
      'Governing Law',
      'Governing Law',
      null,
      null,
      null,
    ]);
  });
});
