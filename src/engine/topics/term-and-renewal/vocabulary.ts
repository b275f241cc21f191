/** Term and renewal: the agreement's own period, its renewals, what lasts without end, survival. Plain data (see legal-vocabulary.ts). */

/**
 * Words that make a term or renewal run until someone ends it: no period at all, so neither longer nor
 * shorter than one the playbook states. Whether it binds anyone depends on who may end it and on what
 * notice, which the clause's other terms say.
 */
export const UNTIL_TERMINATED_PHRASES = ['until terminated', 'unless and until terminated'];

/**
 * Beside an open-ended period, words that let a party end it: "shall continue in perpetuity, unless
 * terminated earlier in accordance with …" runs until terminated, as UNTIL_TERMINATED_PHRASES do.
 */
export const ENDED_BY_TERMINATION = [
  'unless terminated',
  'unless earlier terminated',
  'unless sooner terminated',
  'unless otherwise terminated',
  'until earlier terminated',
  'subject to earlier termination',
];

/** How a duty is said to last forever after its verb ("survive indefinitely"): "for five (5) years" can stand in its place. */
export const PERPETUAL_ADVERBS = ['perpetually', 'in perpetuity', 'indefinitely'];

/** Words that make a renewal or a term open-ended ("perpetual"). */
export const PERPETUAL_PHRASES = [
  'perpetual',
  ...PERPETUAL_ADVERBS,
  'indefinite period',
  ...UNTIL_TERMINATED_PHRASES,
  // A duty to keep something secret with no end: "agrees to permanently hold … in strict confidence"
  // (not "permanently" alone: "may permanently remove any content" is no term).
  'permanently hold',
  'permanently keep',
  'permanently maintain',
];

/**
 * Words that make a period last as long as the agreement ("Ehave warrants that for the duration of the
 * Term, …"), for the roles listed: a warranty for the whole term is longer than any fixed warranty period
 * a playbook asks (the term itself is no such period: it is the agreement's own).
 */
export const LASTS_THE_TERM = {
  phrases: [
    'for the duration of the term',
    'for the duration of this agreement',
    'throughout the term',
    'during the term',
    'for the term of this agreement',
    'for the life of this agreement',
  ],
  roles: ['warranty'],
};

/**
 * Words by which a clause sets out how long the agreement lasts, in whatever terms ("shall end on the
 * 60th day following a written notice", "will continue until the expiration of the Warranty Period",
 * "the Initial Term"): such a clause has its own term structure, and a guideline's sentence stating the
 * agreement's period would set out a second one beside it.
 */
export const AGREEMENT_TERM_PHRASES = [
  'term of this agreement',
  'term of the agreement',
  'initial term',
  'renewal term',
  'renewal period',
  'expiration date',
  'agreement … commence',
  'agreement … expire',
  'agreement … end on',
  'agreement … continue until',
  'agreement … continue for',
  'agreement … continue in effect',
  'agreement … continue in force',
  'agreement … continue in full force',
  'agreement … remain in effect',
  'agreement … remain in force',
  'agreement … remain in full force',
  'agreement … renew',
  'agreement … be renewed',
  'agreement … be extended',
];

/**
 * Words that put a duration stated without a number ("month to month", "until terminated") or a bare
 * "N year term" into the renewal, not the initial term.
 */
export const RENEWAL_CONTEXT = [
  'thereafter',
  'after the initial term',
  'following the initial term',
  'after the expiration of the initial term',
  'automatically',
  'renew',
  'renews',
  'renewed',
  'renewal',
  'renewable',
  'extension',
  'extended',
  'successive',
];

/**
 * A notice period whose sentence gives a party the choice to go on ("MBE shall have the right to elect by
 * written notice … between two (2) and six (6) months prior to the end of the initial term to extend such
 * term"): notice to exercise an option to renew, not notice to stop a renewal that happens by itself.
 */
export const RENEWAL_OPTION_NOTICE = {
  id: 'renewal-option-notice',
  label: 'notice to renew',
  cues: [
    'to extend',
    'to renew',
    'option to extend',
    'option to renew',
    'right to extend',
    'right to renew',
    'elect to extend',
    'elect to renew',
    'exercise its option',
    'exercise such option',
    'wishes to extend',
    'wishes to renew',
    'may renew',
    'may extend',
    'elects to renew',
    'elects to extend',
  ],
  /** Phrases holding a cue that choose to stop, not to go on ("may elect not to renew"). */
  lookAlikes: ['not to renew', 'not to extend'],
};

/** A notice period whose sentence speaks of renewal is the notice to stop the renewal. */
export const NON_RENEWAL_NOTICE = {
  id: 'non-renewal-notice',
  label: 'notice to stop renewal',
  byParty: true,
  cues: [
    'renew',
    'renewal',
    'renewed',
    'non-renewal',
    'nonrenewal',
    'not to renew',
    'extension',
    'then current term',
    'then-current term',
    'end of the term',
    'end of the initial term',
    'expiration of the term',
    'automatically',
    // Notice given a time before a term ends is notice not to go on past it (not before the end of
    // any month or price change).
    'prior to the expiration of this agreement',
    'prior to the expiry of this agreement',
    'prior to the expiration of the term',
    'prior to the expiration of the initial term',
    'prior to the expiration of the relevant term',
    'prior to the expiration of the then current term',
    'prior to the expiration of the original term',
    'prior to expiration of the term',
    'prior to expiration of the initial term',
    'prior to expiration of the original term',
    'prior to the expiry of the term',
    'prior to the expiry of the initial term',
    'before the expiration of the term',
    'before the expiration of the initial term',
    'before the expiry of the term',
    'prior to the end of the term',
    'prior to the end of the initial term',
    'prior to the end of the then current term',
    'before the end of the initial term',
  ],
};

/** Words that say provisions outlast the agreement ("Sections 6, 10 and 12 shall survive termination"). */
export const SURVIVAL_CUES = ['survive', 'survives', 'surviving', 'survival'];
