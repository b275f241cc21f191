/**
 * The legal vocabulary of the built-in engine: what it recognises in a clause and in a guideline.
 * Plain data a legal engineer can read and extend — no logic lives here. Phrases are lower-case word
 * sequences matched on whole words (punctuation and the possessive "'s" ignored), so "gross
 * negligence" also matches "Gross Negligence," and "party's gross negligence". List inflections
 * that matter ("terminate", "terminated", "termination") as separate phrases.
 */

import { DAMAGES_ITEMS } from '../topics/damages-exclusion/vocabulary';
import { FORUM_FEATURES, LAW_FEATURES } from '../topics/governing-law/vocabulary';
import { LIABILITY_ITEMS } from '../topics/liability-cap/vocabulary';
import { UNPAID_AMOUNT_OPENINGS } from '../topics/payment/vocabulary';
import { WARRANTY_ITEMS } from '../topics/warranties/vocabulary';
import { CONCEPT_FEATURES } from './vocabulary/concept-features';
import type { TFeatureDefinition } from './vocabulary/types';

export * from '../topics/assignment/vocabulary';
export * from '../topics/confidentiality/vocabulary';
export * from '../topics/damages-exclusion/vocabulary';
export * from '../topics/governing-law/vocabulary';
export * from '../topics/indemnity/vocabulary';
export * from '../topics/ip/vocabulary';
export * from '../topics/liability-cap/vocabulary';
export * from '../topics/notice-and-cure/vocabulary';
export * from '../topics/payment/vocabulary';
export * from '../topics/term-and-renewal/vocabulary';
export * from '../topics/termination/vocabulary';
export * from '../topics/warranties/vocabulary';
export * from './vocabulary/concept-features';
export * from './vocabulary/currencies';
export * from './vocabulary/durations';
export * from './vocabulary/instruments';
export * from './vocabulary/numbers';
export * from './vocabulary/parties';
export * from './vocabulary/types';

/** Words that put off when a termination takes effect: a period after one is the notice's delay. */
export const TAKES_EFFECT_WORDS = ['effective', 'take effect', 'takes effect', 'shall be effective'];

/**
 * Actions a deadline may be for that no role compares: "shall deliver the source code within thirty
 * (30) days after such payment" is no payment period — what follows "after" is where it runs from.
 */
export const ACTIONS_OF_NO_ROLE = ['deliver', 'delivers', 'furnish', 'furnishes', 'ship', 'ships'];

/** Records whose keeping a period may measure ("books and records shall be kept for three (3) years"). */
export const RECORD_WORDS = ['records', 'books', 'accounts', 'logs', 'documentation'];

/** Goods a period may measure ("sufficient inventory for a twelve (12) month period"): a quantity, not a time to act. */
export const STOCK_WORDS = ['inventory', 'inventories', 'stock', 'stocks', 'supplies'];

/** Verbs that keep records for a period: that period is no payment, notice or survival period. */
export const RECORD_KEEPING_VERBS = [
  'kept',
  'keep',
  'keeps',
  'retain',
  'retained',
  'retains',
  'maintain',
  'maintained',
  'maintains',
  'preserve',
  'preserved',
  'stored',
];

/**
 * Words before a party that make its act a condition of what the sentence grants ("unless Customer gives
 * notice", "if CHT: (i) fails to pay …", "in the event that DIALOG … fail"): the party is not the one
 * the sentence binds or favours.
 */
export const CONDITIONS_BEFORE_A_PARTY = [
  'unless',
  'if',
  'until',
  'provided that',
  'in the event that',
  'in the event',
  'where',
  'when',
  'after',
];

/** Words naming the contract itself: a period stated of it with no other purpose is its term. */
export const AGREEMENT_WORDS = [
  'this agreement',
  'the agreement',
  'this contract',
  'the contract',
  'the term',
];

/**
 * Phrases in which a cue word says something else. The name of a point in time says when a period
 * starts, not what it is for ("for sixty (60) days from the Effective Date" is no term of the
 * agreement); "the return on investment" is no return of anything.
 */
export const CUE_LOOKALIKES = [
  // The contract's name, not a licence of anything: "This License Agreement shall continue …".
  'license agreement',
  'licence agreement',
  'effective date',
  'commencement date',
  'execution date',
  'start date',
  'launch date',
  'return on investment',
  'tax return',
  'tax returns',
  // An upper bound on a value, not a threshold: "increased … by no more than three percent (3%)".
  'no more than',
  'not more than',
  // What is left of a term, not its renewal: "the fees for the remainder of the then-current term".
  'remainder of the then current term',
  'remainder of the then-current term',
  'remainder of the term',
  'balance of the then current term',
  'balance of the then-current term',
];

/**
 * Words after a period written as an adjective ("a straight line five year depreciated value", "the
 * 15 day delivery schedule") that make it the period of something no playbook term is about. Any other
 * word ("a twelve (12) month minimum term", "a 30-day notice period") leaves it a period of the clause.
 */
export const NOT_A_TERM_AFTER_PERIOD = [
  'depreciated',
  'depreciation',
  'straight',
  'delivery',
  'schedule',
  'evaluation',
  'revocation',
  'anniversary',
  'freight',
  'average',
  'history',
  'lookback',
  'look',
  'lead',
];

/** Words that open a sentence's main clause after a leading exception's list ("…, in no event shall"). */
export const MAIN_CLAUSE_CUES = ['shall', 'will', 'may', 'must', 'in no event', 'is', 'are'];

/**
 * Phrases that look like an exception or a limit of liability but are boilerplate, or a floor or a
 * deadline ("in no event less than reasonable care", "but in no event later than thirty (30) days").
 */
export const BOILERPLATE_PHRASES = [
  'including without limitation',
  'including but not limited to',
  'without limiting',
  'in no event less than',
  'in no event fewer than',
  'in no event later than',
  'in no event earlier than',
  'in no event sooner than',
];

/** Words that open a proviso: what follows is an exception to the rule before it ("…, provided that either Party may assign …"). */
export const PROVISO_CUES = ['provided that', 'provided however', 'provided further that'];

/** Phrases that open an exception: what follows in the sentence part is carved out. */
export const EXCEPTION_CUES = [
  'except',
  'excepting',
  'excluding',
  'other than',
  'save for',
  'save that',
  'with the exception of',
  'does not apply',
  'shall not apply',
  'will not apply',
  'not apply to',
  'shall not limit',
  'will not limit',
  'does not limit',
  // "Nothing in this Agreement shall exclude or limit …", "neither Party excludes or limits any liability
  // for …": what follows is neither excluded nor capped.
  'exclude or limit',
  'excludes or limits',
  'limit or exclude',
  'limits or excludes',
  'nothing in this',
  'nothing herein',
  'notwithstanding',
  'carve out',
  'carve-out',
  'carveout',
  'carveouts',
  'carve-outs',
  'exception',
  'exceptions',
  'excluded claims',
  'excluded matters',
  'not be subject to',
  'shall not be subject',
  'no exclusion',
  'no limitation',
  'unlimited',
];

/** Words that turn a concept off when they come just before it ("may not terminate for convenience"). */
export const NEGATION_CUES = [
  'not',
  'no',
  'never',
  'without',
  'nor',
  'cannot',
  "can't",
  'does not include',
  'do not include',
  'excluding',
  'other than',
  // "free of any termination charge": the charge is not payable.
  'free of',
  'free from',
];

/**
 * Words that take a negation before them for themselves: in "may assign without Supplier's consent to
 * any affiliate" the "without" negates the consent, not the assignment to affiliates.
 */
export const NEGATION_TAKERS = ['consent', 'approval', 'notice', 'penalty', 'charge', 'cost', 'cause'];

/** Phrases with a negation word that negate nothing after them ("correct it at no charge or refund"). */
export const NON_NEGATING_PHRASES = [
  'at no charge',
  'at no cost',
  'at no additional charge',
  'at no additional cost',
  'at no extra charge',
  'no later than',
  'not later than',
  'no less than',
  'not less than',
  'no more than',
  'not more than',
  'no fewer than',
  'but not limited to',
  'not limited to',
  'without limitation',
  'without limiting',
  'not exceed',
  'not to exceed',
];

export const FEATURES: TFeatureDefinition[] = [
  ...LIABILITY_ITEMS,
  ...DAMAGES_ITEMS,
  ...WARRANTY_ITEMS,
  ...CONCEPT_FEATURES,
  ...FORUM_FEATURES,
  ...LAW_FEATURES,
];

/**
 * Words a sentence opens with that refer back to the sentence before it ("Such notice must be given
 * …"): nothing is added between the two.
 */
export const SENTENCE_OPENINGS_REFERRING_BACK = [
  'such',
  'any such',
  'this notice',
  'that notice',
  'the foregoing',
  'in such event',
  'in such case',
  'in that event',
  'in that case',
  'if no agreement',
  'if so',
  'thereafter',
  'these',
  'those',
  // The amounts of the payment just stated.
  ...UNPAID_AMOUNT_OPENINGS,
];

/**
 * Before a party's name, words that make it no subject but an object ("to Supplier", "the property of
 * Customer", "for Customer's breach").
 */
export const PREPOSITIONS_BEFORE_OBJECTS = [
  'of',
  'to',
  'by',
  'for',
  'from',
  'with',
  'upon',
  'on',
  'in',
  'against',
  'under',
];
