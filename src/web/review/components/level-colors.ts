import type { TGuidelineLevel } from '../../../shared/schemas/playbook';

/** The colour of each guideline level wherever an assessment is shown. */
export const LEVEL_COLORS: Record<TGuidelineLevel, string> = {
  preferred: 'teal',
  acceptable: 'orange',
  unacceptable: 'red',
};

export const LEVEL_NAMES: Record<TGuidelineLevel, string> = {
  preferred: 'Preferred',
  acceptable: 'Acceptable',
  unacceptable: 'Unacceptable',
};

/** A 0–1 score as a whole percentage, clamped ("94%"). */
export const percent = (score: number) => `${Math.round(Math.min(1, Math.max(0, score)) * 100)}%`;
