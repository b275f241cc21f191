/** Indemnity: the verbs and cues of a duty to indemnify. Plain data (see legal-vocabulary.ts). */

/** Words of a sentence part about an indemnity. */
/** Words by which a party takes on an indemnity (not the noun that names one). */
export const INDEMNIFYING_VERBS = ['indemnify', 'indemnifies', 'defend', 'hold harmless'];

export const INDEMNITY_CUES = [
  'indemnify',
  'indemnifies',
  'defend',
  'hold harmless',
  'indemnification',
  'indemnity',
];
