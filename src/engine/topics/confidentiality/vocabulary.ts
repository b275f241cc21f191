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

/** Words that say a text is about keeping information secret. */
export const CONFIDENTIALITY_SUBJECT =
  /\b(?:confidential|confidentiality|proprietary\s+information|trade\s+secrets?|non-?disclosure|secrecy)\b/i;

/**
 * A duty to return, destroy, keep or not disclose secret information. Added to a clause that keeps
 * nothing confidential, it is a second regime beside the clause's own (a non-compete is not made a
 * confidentiality clause). A liability carve-out naming "breach of confidentiality" is no such duty.
 */
export const CONFIDENTIALITY_DUTY =
  /\b(?:shall|will|must|agrees?\s+to)\b[^.;]{0,60}?\b(?:return|destroy|keep|hold|protect|not\s+disclose)\b[^.;]{0,60}?\b(?:confidential|trade\s+secrets?|proprietary)/i;

/**
 * A sentence that opens by referring back to obligations ("These obligations continue for three (3)
 * years …"): added to a clause, it takes the clause's own obligations as its subject.
 */
export const OBLIGATIONS_REFERRED_BACK =
  /(?:^\s*|[.;:]\s+)(?:these|such|those|the\s+foregoing)\s+(?:obligations|restrictions|duties|covenants|undertakings)\b/i;
