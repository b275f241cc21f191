/** What a contract calls itself, and how it spells its parties. Plain data (see legal-vocabulary.ts). */

/** The last words of an instrument's name for itself: "this Supply Agreement", "this Limited Power of Attorney". */
export const INSTRUMENT_NOUNS = [
  'Agreement',
  'Amendment',
  'Addendum',
  'Contract',
  'Deed Poll',
  'Deed',
  'Undertaking',
  'Power of Attorney',
  'Guaranty',
  'Guarantee',
  'Lease',
  'Licence',
  'License',
  'Memorandum of Understanding',
  'Statement of Work',
];

/** Instruments one person makes alone: they have no "parties" to bind, escalate or submit. */
export const UNILATERAL_INSTRUMENTS = [
  'Power of Attorney',
  'Guaranty',
  'Guarantee',
  'Deed Poll',
  'Undertaking',
];

/** Words before "Party" that do not make it a defined role ("Each Party", "the Other Party"). */
export const PARTY_DETERMINERS = [
  'a',
  'any',
  'both',
  'each',
  'either',
  'neither',
  'no',
  'one',
  'other',
  'such',
  'the',
];
