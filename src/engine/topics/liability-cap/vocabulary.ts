import type { TFeatureDefinition } from '../../terms/vocabulary/types';

/** The liability cap: its cues, its measures, what is carved out of it, and the liabilities a cap or a waiver may carve out. Plain data (see legal-vocabulary.ts). */

export const CAP_CUES = [
  'shall not exceed',
  'will not exceed',
  'not to exceed',
  'shall in no event exceed',
  'in no event exceed',
  'exceed',
  'exceeds',
  'limited to',
  // "shall be limited (except for death or personal injury …) to five million US Dollars".
  'limited … to',
  'capped at',
  'cap',
  'maximum aggregate liability',
  'maximum liability',
  'aggregate liability',
  'total liability',
  'cumulative liability',
  'total aggregate liability',
  'entire liability',
  'limitation of liability',
  'limitation',
  // "Nothing … shall exclude or limit", "neither Party excludes or limits any liability for": of the cap
  // as much as of the waiver (what follows is carved out of both).
  'exclude or limit',
  'excludes or limits',
  'limit or exclude',
  'limits or excludes',
];

/** Phrases that state the cap itself ("total liability … shall not exceed"), as opposed to mentioning one. */
export const CAP_STATEMENT_CUES = [
  'shall not exceed',
  'will not exceed',
  'not to exceed',
  'in no event exceed',
  'in no circumstance exceed',
  'in no circumstances exceed',
  'in no case exceed',
  'limited to',
  'capped at',
  'aggregate liability',
  'total liability',
  'cumulative liability',
  'maximum liability',
];

/** After a carved-out item, these set a higher cap for it (a super-cap) instead of lifting the cap. */
export const SUPER_CAP_CUES = ['not exceed', 'exceed', 'limited to', 'capped at'];

/** Words of a sentence part about liability (where caps, waivers and carve-outs are read). */
export const LIABILITY_WORDS = ['liability', 'liable', 'damages', 'claims', 'losses', 'responsibility'];

/**
 * A cap measured by the fees: word beginnings that name the fees in the cap's sentence part, and that
 * tie a period to them ("the fees paid in the twelve (12) months preceding the claim").
 */
export const FEE_WORD_STEMS = ['fee', 'amount', 'paid', 'payable', 'charges', 'price'];

export const FEE_PERIOD_STEMS = [
  'preced',
  'prior',
  'previous',
  'during',
  'in the',
  'immediately',
  'before',
  'last',
];

/** Words after a number that make it a multiple ("two times", "2x", "three-fold"). */
export const MULTIPLE_WORDS = ['times', 'x', 'fold'];

/** How a cap is measured, as the term table names it after the kind of cap (CAP_LABELS). */
export const CAP_BASES = {
  amount: 'amount',
  'fees-multiple': 'multiple of fees',
  'fees-period': 'fees over a period',
} as const;

/** Phrases that make liability unlimited. */
export const UNCAPPED_PHRASES = [
  'unlimited',
  'uncapped',
  'without limit',
  'without any limit',
  'without limitation as to amount',
  'shall not be limited',
  'will not be limited',
  'not be subject to any limitation',
  'no limitation of liability',
  'no limit',
];

/** How a cap value is named in the term table: the clause's cap, or a higher cap an exception sets for one item. */
export const CAP_LABELS = { cap: 'liability cap', 'higher-cap': 'higher cap for an item' } as const;

/**
 * How a carve-out is named in the term table, by what it carves out of: the liability cap, the
 * waiver of damages, or both (a sentence that states neither apart).
 */
export const CARVE_OUT_LABELS = {
  'cap-carve-out': 'carve-out from the cap',
  'waiver-carve-out': 'carve-out from the damages waiver',
  'carve-out': 'carve-out',
} as const;

/**
 * Liabilities a broader one contains, by id: an indemnity for "negligence" covers gross negligence, and
 * a cap that excepts negligence excepts gross negligence.
 */
export const BROADER_LIABILITIES: Record<string, string[]> = {
  'gross-negligence': ['negligence'],
};

/** Liabilities a cap or a waiver may carve out. */
export const LIABILITY_ITEMS: TFeatureDefinition[] = [
  {
    id: 'fraud',
    label: 'fraud',
    group: 'liability',
    phrases: ['fraud', 'fraudulent', 'fraudulently', 'fraudulent misrepresentation'],
  },
  {
    id: 'gross-negligence',
    label: 'gross negligence',
    group: 'liability',
    phrases: ['gross negligence', 'grossly negligent', 'gross negligent'],
    modifiers: ['grossly negligent', 'gross negligent'],
  },
  {
    id: 'wilful-misconduct',
    label: 'wilful misconduct',
    group: 'liability',
    phrases: [
      'willful misconduct',
      'wilful misconduct',
      'willful or intentional misconduct',
      'intentional misconduct',
      'wilful default',
      'willful default',
      'willful',
      'wilful',
      'intentional misappropriation',
    ],
    modifiers: ['willful', 'wilful'],
  },
  {
    id: 'negligence',
    label: 'negligence',
    group: 'liability',
    phrases: ['negligence', 'negligent', 'negligently'],
  },
  {
    id: 'ip-infringement',
    label: 'IP infringement',
    group: 'liability',
    phrases: [
      'infringement',
      'infringe',
      'infringes',
      'infringing',
      'misappropriation of intellectual property',
      'intellectual property rights',
      'intellectual property indemnity',
      'misappropriate',
    ],
  },
  {
    id: 'confidentiality',
    label: 'breach of confidentiality',
    group: 'liability',
    phrases: [
      'confidentiality',
      'confidential information',
      'breach of confidentiality',
      'confidentiality obligations',
      'non-disclosure',
      'unauthorized use or disclosure',
      'unauthorised use or disclosure',
      'misappropriation of confidential information',
    ],
    things: ['confidentiality', 'confidential information'],
  },
  {
    id: 'indemnity',
    label: 'indemnification obligations',
    group: 'liability',
    phrases: [
      'indemnification obligations',
      'indemnity obligations',
      'indemnification',
      'indemnities',
      'obligations to indemnify',
      'defense and indemnity',
    ],
  },
  {
    id: 'bodily-injury',
    label: 'death or bodily injury',
    group: 'liability',
    phrases: [
      'death',
      'bodily injury',
      'personal injury',
      'physical injury',
      'injury to persons',
      'injury or death',
    ],
  },
  {
    id: 'data-protection',
    label: 'breach of data protection or security obligations',
    group: 'liability',
    phrases: [
      'data protection',
      'data security',
      'security breach',
      'security breaches',
      'data breach',
      'personal data',
      'privacy',
      'security obligations',
    ],
  },
  {
    id: 'payment-obligations',
    label: 'payment obligations',
    group: 'liability',
    phrases: ['payment obligations', 'obligation to pay', 'fees owed', 'amounts owed', 'amounts due'],
  },
  {
    id: 'cannot-be-limited-by-law',
    label: 'liability that cannot be limited by law',
    group: 'liability',
    clausal: true,
    phrases: [
      'cannot be limited',
      'cannot be excluded',
      'may not be limited',
      'may not be excluded',
      'not be limited or excluded',
      'prohibited by law',
      'to the extent permitted by law',
      'to the extent permitted by applicable law',
      'maximum extent permitted',
      'fullest extent permitted',
      'under applicable law',
      'applicable law',
      'subject to law',
      'subject to applicable law',
      'required by law',
    ],
  },
  {
    // A breach of the law is a head of claim an indemnity covers, not a liability the law keeps whole.
    id: 'violation-of-law',
    label: 'violation of applicable law',
    group: 'liability',
    phrases: [
      'violation of law',
      'violation of applicable law',
      'violation of any law',
      'violation of any applicable law',
      'violations of law',
      'violation of laws',
      'violation of applicable laws',
      'breach of applicable law',
      'failure to comply with applicable law',
      'failure to comply with applicable laws',
      'failure to comply with any applicable law',
      'compliance with law',
      'comply with applicable law',
      'comply with applicable laws',
    ],
  },
  {
    id: 'third-party-claims',
    label: 'third-party claims',
    group: 'liability',
    phrases: [
      'third party claim',
      'third party claims',
      'claims of third parties',
      'claims by third parties',
      'brought by a third party',
      'asserted by a third party',
      'third party',
      'third parties',
    ],
  },
  {
    id: 'first-party-claims',
    label: 'first-party claims',
    group: 'liability',
    phrases: [
      'first party claim',
      'first party claims',
      'claims between the parties',
      'claims by one party against the other',
      'direct claims',
    ],
  },
  {
    id: 'strict-liability',
    label: 'strict liability',
    group: 'liability',
    phrases: ['strict liability'],
  },
];

/**
 * Words that name a party's liability: after the party ("Supplier's aggregate liability", "Customer
 * shall not be liable") or before it and "of" ("the aggregate liability of the Supplier"). A cap in the
 * sentence is that party's.
 */
export const OWNED_LIABILITY_NOUNS = ['liability', 'liabilities', 'liable'];

/**
 * Words that limit an amount of liability, however the cap's measure is written ("shall not exceed the
 * amount paid", "limited to", "in excess of", "maximum liability"): a clause that says them has a cap.
 */
export const LIMITS_AN_AMOUNT =
  /\b(?:exceed(?:s|ing)?|limited\s+to|in\s+excess\s+of|maximum\s+(?:aggregate\s+)?liability|capped\s+at)\b/i;
