import { LEVELS, type TAssessment, type TGuidelines, type TLevel } from '../types';
import { cosine, statedValues, type TValue, termCounts } from './text-features';

const LEVEL_NAMES: Record<TLevel, string> = {
  preferred: 'preferred',
  acceptable: 'acceptable',
  unacceptable: 'unacceptable',
};

const percent = (score: number) => `${Math.round(score * 100)}%`;

/** Share of the clause's values that a level states too (same unit and amount). */
const valueAgreement = (clauseValues: TValue[], levelValues: TValue[]) => {
  if (clauseValues.length === 0) return undefined;
  const matched = clauseValues.filter((v) =>
    levelValues.some((l) => l.unit === v.unit && l.amount === v.amount),
  );
  return matched.length / clauseValues.length;
};

/** What the clause states that the closest level states differently: "60 days (the guideline says 30 days)". */
const valueDifferences = (clauseValues: TValue[], levelValues: TValue[]) =>
  clauseValues.flatMap((value) => {
    if (levelValues.some((l) => l.unit === value.unit && l.amount === value.amount)) return [];
    const sameUnit = levelValues.find((l) => l.unit === value.unit);
    return sameUnit ? [`${value.text} (the guideline says ${sameUnit.text})`] : [];
  });

/**
 * Scores a clause against the three levels: cosine similarity of words and word pairs, blended with
 * agreement of stated values (durations, amounts, percentages) when the clause states any.
 */
export const scoreLevels = (clause: string, guidelines: TGuidelines): TAssessment => {
  const clauseTerms = termCounts(clause);
  const clauseValues = statedValues(clause);
  const scores = {} as Record<TLevel, number>;
  for (const level of LEVELS) {
    const lexical = cosine(clauseTerms, termCounts(guidelines[level]));
    const values = valueAgreement(clauseValues, statedValues(guidelines[level]));
    scores[level] = values === undefined ? lexical : 0.6 * lexical + 0.4 * values;
  }
  // Ties go to the stricter reading: unacceptable before acceptable before preferred.
  const level = [...LEVELS]
    .reverse()
    .reduce((best, candidate) => (scores[candidate] > scores[best] ? candidate : best));
  const others = LEVELS.filter((l) => l !== level)
    .map((l) => `${LEVEL_NAMES[l]} ${percent(scores[l])}`)
    .join(', ');
  const differences = valueDifferences(clauseValues, statedValues(guidelines[level]));
  const reason = [
    `Closest to the ${LEVEL_NAMES[level]} guideline (similarity ${percent(scores[level])}; ${others}).`,
    differences.length ? `It states ${differences.join('; ')}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return { level, reason, scores };
};
