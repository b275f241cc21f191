/** Termination: its words, termination at will, and cause. Plain data (see legal-vocabulary.ts). */

/** Words that end the agreement: a notice of no period counts only in a part that says one. */
export const TERMINATION_WORDS = [
  'terminate',
  'terminated',
  'termination',
  'cancel',
  'cancelled',
  'canceled',
];

/** A termination right that needs no cause: where its notice names no period, that is a notice of none. */
export const AT_WILL_CUES = ['for convenience', 'for any or no reason', 'without cause', 'at will'];

/**
 * Words that say a right needs no cause only where its part names no cause ("at any time upon written
 * notice if Supplier materially breaches" is a right for cause).
 */
export const AT_WILL_UNLESS_CAUSE = ['at any time', 'for any reason'];

/** Words that name a cause for terminating: a breach, a failure, insolvency, a condition. */
export const CAUSE_WORDS = [
  'if',
  'in the event',
  'breach',
  'breaches',
  'fails',
  'failure',
  'default',
  'defaults',
  'insolvent',
  'insolvency',
  'bankrupt',
  'bankruptcy',
];
