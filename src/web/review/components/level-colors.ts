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
