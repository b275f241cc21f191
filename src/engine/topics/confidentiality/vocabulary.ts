/** Confidentiality. Plain data (see legal-vocabulary.ts). */

/** Words of a sentence part that says how long trade secrets stay protected. */
export const TRADE_SECRET_DURATION_WORDS = [
  'survive',
  'survives',
  'survival',
  'continue',
  'continues',
  'remain',
  'remains',
  'as long as',
  'so long as',
  'terminate',
  'terminates',
  'expire',
  'expires',
  'indefinitely',
  'perpetuity',
];
