/**
 * The legal vocabulary of the built-in engine: what it recognises in a clause and in a guideline.
 * Plain data a legal engineer can read and extend — no logic lives here. Phrases are lower-case word
 * sequences matched on whole words (punctuation and the possessive "'s" ignored), so "gross
 * negligence" also matches "Gross Negligence," and "party's gross negligence". List inflections
 * that matter ("terminate", "terminated", "termination") as separate phrases.
 */

/**
 * Ordinal words, read as a count only before an anniversary: "until the twentieth (20th) anniversary of
 * the Effective Date" is a term of twenty years ("the first year", "a third party" are no periods).
 * Compounds join a tens word: "twenty-fifth".
 */
export const ORDINAL_WORDS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  eleventh: 11,
  twelfth: 12,
  thirteenth: 13,
  fourteenth: 14,
  fifteenth: 15,
  sixteenth: 16,
  seventeenth: 17,
  eighteenth: 18,
  nineteenth: 19,
  twentieth: 20,
  thirtieth: 30,
  fortieth: 40,
  fiftieth: 50,
  sixtieth: 60,
  seventieth: 70,
  eightieth: 80,
  ninetieth: 90,
};

/** What an ordinal counts years to: "the fifth anniversary" is five years on. */
export const ANNIVERSARY = 'anniversary';

/** Numbers written in words. Compounds ("forty-five", "one hundred twenty") are read from these. */
export const NUMBER_WORDS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};

/** Words that multiply the number before them. */
export const NUMBER_SCALES: Record<string, number> = {
  hundred: 100,
  thousand: 1_000,
  million: 1_000_000,
  billion: 1_000_000_000,
};

/**
 * Scales abbreviated right after an amount's digits ("$5m", "USD 2.5bn", "$500k"): read only after a
 * currency, where "5m" cannot be five metres.
 */
export const AMOUNT_SCALE_ABBREVIATIONS: Record<string, number> = {
  k: 1_000,
  m: 1_000_000,
  mm: 1_000_000,
  mn: 1_000_000,
  bn: 1_000_000_000,
};

/** Words that stand for a count of one before a unit ("a month", "an additional year"). */
export const ONE_WORDS = ['a', 'an', 'one', 'single'];

/** Parts of a whole a number may add ("one and one-half percent", "two and a half times"): their denominators. */
export const FRACTION_WORDS: Record<string, number> = {
  half: 2,
  halves: 2,
  third: 3,
  thirds: 3,
  quarter: 4,
  quarters: 4,
};

/**
 * Units of time, in days. Months and years are counted as 30 and 360 days so that "one year" and
 * "twelve (12) months" are the same value; durations within 2% of each other are equal ("365 days"
 * is one year). A business day is 7/5 of a calendar day.
 */
/**
 * Units of time, with their length in days (for comparing) and their family: units of one family
 * count each other exactly (a week is seven days, a year twelve months), units of different families
 * do not (twelve months is not 360 days, nor ten business days two weeks), so a rewrite changes a
 * value into the clause's own unit only within its family.
 */
export const TIME_UNITS: Record<
  string,
  { days: number; singular: string; plural: string; family: 'elapsed' | 'working' | 'calendar' }
> = {
  hour: { days: 1 / 24, singular: 'hour', plural: 'hours', family: 'elapsed' },
  day: { days: 1, singular: 'day', plural: 'days', family: 'elapsed' },
  'calendar day': { days: 1, singular: 'calendar day', plural: 'calendar days', family: 'elapsed' },
  'business day': { days: 7 / 5, singular: 'business day', plural: 'business days', family: 'working' },
  'working day': { days: 7 / 5, singular: 'working day', plural: 'working days', family: 'working' },
  week: { days: 7, singular: 'week', plural: 'weeks', family: 'elapsed' },
  month: { days: 30, singular: 'month', plural: 'months', family: 'calendar' },
  year: { days: 360, singular: 'year', plural: 'years', family: 'calendar' },
};

/**
 * Words that state a duration by themselves — only as the period of a term or a renewal
 * (DURATION_WORD_ROLES): elsewhere they say how often ("audit once annually", "invoice monthly").
 */
export const DURATION_WORDS: Record<string, number> = {
  'each year': 360,
  'every year': 360,
  'each month': 30,
  annual: 360,
  annually: 360,
  yearly: 360,
  monthly: 30,
  'month to month': 30,
  'month-to-month': 30,
  'year to year': 360,
  'year-to-year': 360,
};

/**
 * Things done or paid at intervals: a duration word that qualifies one of them (within four words) says
 * how often, not how long ("its annual support and maintenance payments", "a monthly invoice").
 */
export const RECURRING_THINGS = [
  'payment',
  'payments',
  'fee',
  'fees',
  'invoice',
  'invoices',
  'report',
  'reports',
  'audit',
  'audits',
  'budget',
  'royalty',
  'royalties',
  'meeting',
  'meetings',
  'review',
  'reviews',
  'statement',
  'statements',
  'installment',
  'installments',
  'instalment',
  'instalments',
  'charge',
  'charges',
  'minimum',
  'forecast',
  'forecasts',
];

/** The roles a duration word states (DURATION_WORDS), and a perpetual one (PERPETUAL_PHRASES). */
export const DURATION_WORD_ROLES = {
  finite: ['renewal', 'term'],
  perpetual: ['renewal', 'term', 'survival', 'license'],
};

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
 * How a right to terminate at will is exercised when it names no period ("may terminate this Agreement
 * for convenience upon written notice"): a notice period of none, which a notice period of the
 * playbook measures (NOTICE_WITHOUT_PERIOD counts only in a part that says AT_WILL_CUES).
 */
export const NOTICE_WITHOUT_PERIOD = [
  'upon notice',
  'upon written notice',
  'upon prior written notice',
  'upon giving written notice',
  'on notice',
  'on written notice',
  'by notice',
  'by written notice',
  'by giving written notice',
  'by giving notice',
  'by providing written notice',
];

/**
 * Words that set a deadline without a number ("shall promptly return or destroy"): no period the engine
 * can measure — stated, so no second sentence states the period again, but meeting no level's period
 * until a number takes its place. Read only for the roles whose period is a deadline for an action
 * (DEADLINE_ROLES), and only right next to their cue, the verb they qualify ("promptly pay", "return
 * … as soon as practicable" is not). Not "immediately": it is as often no deadline at all ("the
 * immediately preceding calendar year", "shall become immediately due and payable").
 */
export const DEADLINES_WITHOUT_PERIOD = [
  'promptly',
  'as soon as practicable',
  'as soon as reasonably practicable',
];

/** Words that time an action at once: a deadline of no time, as short as any period a level asks. */
export const IMMEDIATE_DEADLINES = ['immediately', 'forthwith'];

/** Words that put off when a termination takes effect: a period after one is the notice's delay. */
export const TAKES_EFFECT_WORDS = ['effective', 'take effect', 'takes effect', 'shall be effective'];

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
 * Actions a deadline may be for that no role compares: "shall deliver the source code within thirty
 * (30) days after such payment" is no payment period — what follows "after" is where it runs from.
 */
export const ACTIONS_OF_NO_ROLE = ['deliver', 'delivers', 'furnish', 'furnishes', 'ship', 'ships'];

/** Records whose keeping a period may measure ("books and records shall be kept for three (3) years"). */
export const RECORD_WORDS = ['records', 'books', 'accounts', 'logs', 'documentation'];

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

/** Words that make what follows a deadline's condition, not its action ("Upon payment in full, …"). */
export const DEADLINE_CONDITION_OPENERS = ['upon', 'on', 'after', 'following'];

/** Roles whose period is a deadline for an action: returning data, paying, reporting a breach. */
export const DEADLINE_ROLES = ['return', 'payment', 'incident-notice'];

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

/** Currencies, by symbol or word, and how they are written back. */
export const CURRENCIES: Record<string, string> = {
  $: 'USD',
  usd: 'USD',
  us$: 'USD',
  dollar: 'USD',
  dollars: 'USD',
  '€': 'EUR',
  eur: 'EUR',
  euro: 'EUR',
  euros: 'EUR',
  '£': 'GBP',
  gbp: 'GBP',
  pound: 'GBP',
  pounds: 'GBP',
  sterling: 'GBP',
};

/**
 * Words that say whose currency it is, between an amount and its currency word ("five million US
 * Dollars") or before its symbol ("U.S. $1,000,000").
 */
export const CURRENCY_QUALIFIERS = ['us', 'u.s.', 'united states', 'canadian', 'australian'];

export type TRoleDefinition = {
  id: string;
  /** How the term table names it. */
  label: string;
  /** Words near a value that give it this role; the nearest cue wins. */
  cues: string[];
  /** Cues that give the role only before the value ("more than five percent (5%)"). */
  cuesBefore?: string[];
  /** Cues right after the value ("30 days' notice") that decide the role on their own. */
  attached?: string[];
  /**
   * Words right before the value that decide the role on their own, before any attached cue: in "not
   * cured within thirty (30) days' written notice" the period is the time to cure, run from the notice.
   */
  attachedBefore?: string[];
  /**
   * The point in time a period of this role runs from ("five years after termination"). They give the
   * role only to a period that is not a deadline: in "return the data within thirty (30) days after
   * termination" the period is the return's, whatever it runs from (see DEADLINE_WORDS).
   */
  anchors?: string[];
  /** Words one of which the value's sentence part must say for the role to apply at all. */
  requires?: string[];
  /** The broader role this one narrows: where this one's cue is in the part, that one is not read. */
  narrows?: string;
  /** Phrases that state the value is none ("No late payment charges or interest shall apply"). */
  none?: string[];
  /**
   * The value a clause silent on the term states: one that charges no interest charges none, one that
   * grants no price increase grants none. A playbook's limit on it is then met, and no rewrite adds the
   * concession the level allows.
   */
  silentMeans?: number;
  /**
   * The period is the right of the party that acts on it, and good or bad by whose it is: a short
   * notice on which the customer may terminate favours the customer, one on which the supplier may
   * terminate does not. Such periods are compared only with the playbook's periods of the same side.
   */
  byParty?: boolean;
  /**
   * The period is how long something lasts (a term, a renewal term), so it is never a lead time: "at
   * least one hundred eighty (180) days prior to the beginning of any Renewal Term" (LEAD_TIME_WORDS
   * right after it) is a notice, however near the renewal words.
   */
  length?: boolean;
  /**
   * The verbs of the party whose period it is, where not every acting party's: "Supplier shall invoice
   * Customer …, and all invoices are due within fifteen (15) days" is no period of the supplier's.
   */
  actedBy?: string[];
  /**
   * The agreement's own period (its term, a renewal term): no party's, so "either party" in its sentence
   * says nothing of it.
   */
  ofAgreement?: boolean;
};

/**
 * Verbs by which a party gives notice, written without a modal ("unless Customer gives written notice of
 * non-renewal at least ninety (90) days before …"): the party before one acts.
 */
export const NOTICE_GIVING_VERBS = ['gives', 'provides', 'delivers', 'sends', 'serves', 'notifies'];

/**
 * Words after which a party named just before is the one acting ("Supplier shall", "Customer agrees",
 * "Supplier hereby excludes all liability"): modals and the verbs a party binds or frees itself by,
 * where the one acting is the one bound or freed.
 */
export const SUBJECT_VERBS = [
  'shall',
  'will',
  'may',
  'must',
  'agrees',
  'agree',
  'warrants',
  'represents',
  'is',
  'are',
  'has',
  'can',
  'cannot',
  'undertakes',
  'acknowledges',
  // Not "waives" or "releases": "Customer waives all claims against Supplier" protects the supplier.
  'excludes',
  'disclaims',
  'assumes',
  ...NOTICE_GIVING_VERBS,
];

/**
 * Verbs by which a party gives up its claims against the other: "Customer waives all claims against
 * Supplier", "Licensee hereby releases Licensor from …". The clause favours the party released, not the
 * one that acts (so they are no SUBJECT_VERBS).
 */
export const RELEASING_VERBS = ['waives', 'waive', 'releases', 'release', 'discharges', 'discharge'];

/** Words right after a period that make it a lead time before an event ("ninety (90) days prior to"). */
export const LEAD_TIME_WORDS = ['prior to', 'before', 'in advance of', 'preceding'];

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

/** Words after a number of years that make it an age, not a period: "under eighteen (18) years of age". */
export const AGE_WORDS = ['of age', 'old', 'of age or older'];

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

/**
 * Words that name who is paid ("the Royalty … shall be paid to Client within fifteen (15) days"): in a
 * sentence where no party acts, the payer of such a period is the other side.
 */
export const PAYEE_PHRASES = ['paid to', 'payable to', 'due to', 'owed to', 'owing to', 'remitted to'];

/** Words before a period that open a window's far bound: "… nor sooner than 270 days before the end". */
export const WINDOW_OPENINGS = ['sooner than', 'earlier than'];

/** Words before a period that make it a deadline for the sentence's action: "within thirty (30) days". */
export const DEADLINE_WORDS = ['within', 'no later than', 'not later than', 'later than'];

/**
 * Roles of a duration: what the period is for. A duration takes the role whose cue is nearest to it
 * in its sentence part; an attached cue decides at once.
 */
export const DURATION_ROLES: TRoleDefinition[] = [
  {
    id: 'notice',
    label: 'notice period',
    byParty: true,
    cues: ['notice', 'notices', 'notify', 'notifies', 'notified', 'notification', 'notifying'],
    attached: [
      'notice',
      'prior notice',
      'written notice',
      'prior written notice',
      'advance notice',
      'advance written notice',
      'notice in writing',
      'written notification',
      'notification',
      'in advance',
      'prior to the end',
      'prior to the expiration',
      'before the end',
      'before the expiration',
      'prior to expiration',
      'prior to the expiry',
    ],
  },
  {
    // "Notify Customer of any Security Incident within 24 hours" states this period (its cue is nearer
    // than "notify"), not the notice a party gives before acting ("on fourteen (14) days' prior notice").
    id: 'incident-notice',
    label: 'security incident notice period',
    narrows: 'notice',
    cues: [
      'security incident',
      'security incidents',
      'security breach',
      'security breaches',
      'breach of security',
      'data breach',
      'data breaches',
      'personal data breach',
      'personal data breaches',
    ],
    // "Keep records of all Security Incidents for three (3) years" is no notice period.
    requires: [
      'notify',
      'notifies',
      'notified',
      'notice',
      'notification',
      'report',
      'reports',
      'inform',
      'informs',
    ],
  },
  {
    id: 'cure',
    label: 'cure period',
    cues: [
      'cure',
      'cured',
      'cures',
      'curing',
      'uncured',
      'remedy the',
      'remedied',
      'unremedied',
      'rectify',
      'rectified',
      // "if such breach continues for twenty (20) days after notice": the time the breaching party has.
      'breach continues',
      'breach remains',
      'failure continues',
      'failure remains',
      'default continues',
      'default remains',
    ],
    attached: ['cure period', 'to cure'],
    attachedBefore: [
      'cure within',
      'cures within',
      'cured within',
      'remedy within',
      'remedied within',
      'rectify within',
      'rectified within',
      'cure within a period of',
      'cured within a period of',
      'remedied within a period of',
    ],
  },
  {
    // How long an event beyond a party's control may last before the other may end the agreement: a
    // threshold of the event, not a notice ("If any such circumstance persists for longer than ninety
    // (90) days, Customer may terminate …").
    id: 'force-majeure',
    label: 'force majeure period',
    cues: [
      'force majeure',
      'beyond its reasonable control',
      'beyond the reasonable control',
      'persists',
      'persist',
      // Longer than the term's "continues", so it wins where they end together.
      'force majeure event continues',
      'force majeure continues',
      'event of force majeure continues',
    ],
  },
  {
    id: 'renewal',
    label: 'renewal term',
    cues: [
      'renew',
      'renews',
      'renewed',
      'renewal',
      'renewals',
      'renewing',
      'extension',
      'extensions',
      'extend',
      'extended',
      'successive',
      'consecutive',
      'additional',
    ],
    attached: ['renewal term', 'renewal terms', 'renewal period', 'renewal periods', 'extension term'],
    length: true,
    ofAgreement: true,
  },
  {
    id: 'term',
    label: 'term',
    ofAgreement: true,
    cues: [
      'term',
      'initial term',
      'continue',
      'continues',
      'remain in effect',
      'remain in force',
      'in full force',
      'expire',
      'expires',
      'commence',
      'commences',
      'effective',
      'duration',
    ],
    attached: ['initial term', 'term'],
  },
  {
    id: 'survival',
    label: 'survival period',
    // Whose duty lasts: the other side's long duty protects us, our own binds us.
    byParty: true,
    cues: [
      'survive',
      'survives',
      'survival',
      // How long obligations last, not the agreement: "these obligations continue for three years".
      'obligations continue',
      'obligations shall continue',
      'obligations will continue',
      'obligations expire',
      'obligations shall expire',
      'obligations will expire',
      'obligations terminate',
      'obligations shall terminate',
      // How long information is held in confidence: "hold … in strict confidence in perpetuity".
      'in confidence',
      'in strict confidence',
      'in strictest confidence',
    ],
    anchors: [
      'after termination',
      'after expiration',
      'following termination',
      'following expiration',
      'after the termination',
      'after the expiration',
      'termination or expiration',
      'expiration or termination',
      'first disclosed',
      'date of disclosure',
      'after disclosure',
      'following disclosure',
      'from disclosure',
    ],
  },
  {
    id: 'payment',
    label: 'payment period',
    // The payer's time to pay: a long one favours the payer, so it is compared by who pays.
    byParty: true,
    actedBy: ['pay', 'pays', 'remit', 'remits'],
    cues: [
      'pay',
      'pays',
      'paid',
      'payment',
      'payments',
      'payable',
      'invoice',
      'invoices',
      'invoiced',
      'due',
      'net',
    ],
  },
  {
    id: 'warranty',
    label: 'warranty period',
    cues: ['warrant', 'warrants', 'warranty', 'warranties', 'defect', 'defects', 'defective'],
    attached: ['warranty period'],
  },
  {
    // How often something may happen ("increased no more than once in any twelve (12) month period"):
    // a period of its own, never a term or a renewal.
    id: 'frequency',
    label: 'how often',
    cues: ['once in any', 'once every', 'once per', 'once during any', 'once in each', 'once each'],
  },
  {
    id: 'transition',
    label: 'transition assistance period',
    cues: ['transition', 'transition assistance', 'transition services', 'transition period', 'wind down'],
  },
  {
    id: 'return',
    label: 'return or destruction period',
    cues: ['return', 'returned', 'destroy', 'destroyed', 'destruction', 'delete', 'deleted', 'purge'],
  },
  {
    // How long a licence lasts: "a perpetual, irrevocable … license", "licensed for three (3) years".
    // The grantor's: a perpetual licence the supplier grants favours the customer, one the customer
    // grants ("Client hereby grants to EFS a limited and perpetual right and license") does not.
    id: 'license',
    label: 'licence term',
    byParty: true,
    actedBy: ['grant', 'grants'],
    cues: ['license', 'licence', 'licenses', 'licences', 'licensed'],
  },
  {
    id: 'dispute-resolution',
    label: 'dispute resolution period',
    cues: [
      'negotiation',
      'negotiate',
      'escalation',
      'escalate',
      'mediation',
      'mediate',
      'resolve any dispute',
      'resolve the dispute',
      'good faith discussions',
    ],
  },
  {
    id: 'non-compete',
    label: 'non-compete period',
    cues: ['compete', 'competes', 'competing', 'competitive', 'competitor', 'non-compete', 'noncompete'],
  },
  {
    id: 'non-solicit',
    label: 'non-solicitation period',
    cues: ['solicit', 'solicits', 'solicitation', 'non-solicit', 'hire', 'employ', 'recruit'],
  },
  {
    id: 'summary',
    label: 'written summary period',
    cues: [
      'summarized',
      'summarised',
      'summary',
      'reduces it to writing',
      'reduced to writing',
      'confirmed in writing',
    ],
  },
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

/** What a percentage is about: the nearest cue names it. */
export const PERCENT_ROLES: TRoleDefinition[] = [
  {
    id: 'interest',
    label: 'interest rate',
    cues: ['interest', 'late', 'overdue', 'per month', 'per annum'],
    silentMeans: 0,
    // Charged on the payer's late payments: interest on what the supplier owes the customer is no
    // charge on the customer.
    byParty: true,
    // Said of late payment, not of a refund or a deposit ("refunded without interest").
    none: [
      'no late payment charges or interest',
      'no late charges or interest',
      'no interest shall apply',
      'no interest shall be charged',
      'no interest shall be payable',
      'no late payment charges',
      'no late charges',
      'no late fees',
    ],
  },
  {
    id: 'increase',
    label: 'price increase',
    silentMeans: 0,
    cues: [
      'increase',
      'increases',
      'increased',
      'adjust',
      'adjusted',
      'adjustment',
      'escalation',
      'raise',
      'raised',
    ],
  },
  { id: 'discount', label: 'discount', cues: ['discount', 'rebate', 'credit'] },
  {
    id: 'royalty',
    label: 'royalty',
    cues: ['royalty', 'royalties', 'commission', 'revenue share', 'net sales'],
  },
  {
    id: 'threshold',
    label: 'threshold',
    cues: ['threshold'],
    // A comparison states its value after it: in "by no more than three percent (3%), on at least
    // ninety (90) days' notice" the "at least" is the notice's.
    cuesBefore: ['at least', 'more than', 'less than', 'exceeds'],
  },
  { id: 'percentage', label: 'percentage', cues: [] },
];

/** What a refund on termination gives back, right after "refund" ("refund any prepaid fees"). */
const PREPAID_FEES = [
  'prepaid',
  'pre-paid',
  'any prepaid',
  'any pre-paid',
  'all prepaid',
  'the prepaid',
  'any unused',
  'any unearned',
  'a pro rata',
  'a prorated',
  'any fees paid in advance',
];

/** Words of a sentence part that says how long trade secrets stay protected. */
const TRADE_SECRET_DURATION_WORDS = [
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

/** Nouns a damage type qualifies ("consequential damages", "indirect loss"). */
export const DAMAGE_NOUNS = ['damages', 'damage', 'loss', 'losses', 'liability', 'costs', 'claims'];

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

/** Phrases that state damages or liability are excluded (a waiver). */
export const WAIVER_CUES = [
  'waiver',
  'disclaimer',
  'neither party shall be liable',
  'neither party will be liable',
  'neither party is liable',
  'neither party shall have any liability',
  'neither party shall be responsible',
  'no party shall be liable',
  'not be liable',
  'not liable',
  'no liability',
  'not have any liability',
  'in no event',
  'under no circumstances',
  'not be responsible',
  'not responsible',
  'disclaim',
  'disclaims',
  'disclaimed',
  'waive',
  'waives',
  'waived',
  'exclude',
  'excludes',
  'excluded',
  'shall not recover',
  'not be entitled to recover',
  'exclusion',
  // A party's release of the other ("Customer hereby releases Supplier from all liability for …").
  'release … from',
  'releases … from',
  'released from',
];

/** Phrases that state a warranty disclaimer. */
export const DISCLAIMER_CUES = [
  'waiver',
  'waive',
  'waives',
  'disclaim',
  'disclaims',
  'disclaimed',
  'disclaimer',
  'as is',
  'as available',
  'makes no',
  'make no',
  'makes no other',
  'no warranty',
  'no warranties',
  'no other warranty',
  'no other warranties',
  'without warranty',
  'without warranties',
  'without any warranty',
  'excludes all',
  'in lieu of all',
  'exclusive of all',
];

/**
 * Who owns what is made under the contract — deliverables, work product, inventions — as a feature of
 * the owner's side (`work-ownership`). The owner is named right after words that give or say ownership
 * ("shall be owned by Customer", "the sole property of the Company", "shall vest in Client"), after "to"
 * following a verb that passes it on ("Supplier hereby assigns to Customer", "assigns … all rights in
 * any Intellectual Property to the Company"), or as the subject of words that keep it ("Supplier owns
 * and retains all right, title and interest"). Work made for hire is the commissioning customer's.
 * Words on a party's own pre-existing or background materials, or on the product it licenses (its
 * software, platform), which each side keeps whatever the deal, say nothing of who owns the work.
 */
/**
 * A party's change of control that gives the other party a right against it: "Any change of control of
 * Customer shall be deemed an assignment and shall entitle Supplier to terminate", "In the event of a
 * Change of Control of the Licensee, the Agreement may be terminated by Licensor". Read as a term of
 * the side whose control changes (the party named right after `of`), in a sentence that deems the
 * change an assignment (`consequences`) or lets the other party end the agreement (`otherPartyActs`).
 */
export const CHANGE_OF_CONTROL_AGAINST = {
  id: 'change-of-control-against',
  label: 'rights against a party on its change of control',
  of: ['change of control of', 'change in control of', 'change of ownership of', 'change in ownership of'],
  /** Consequences whoever draws them: the change is an assignment the other party may refuse. */
  consequences: [
    'deemed an assignment',
    'deemed to be an assignment',
    'deemed a transfer',
    'deemed to be a transfer',
  ],
  /** A right to end the agreement, where the other party is the one who may use it ("terminated by Licensor"). */
  otherPartyActs: ['terminate', 'terminated'],
};

export const WORK_OWNERSHIP = {
  id: 'work-ownership',
  label: 'ownership of the work product',
  ownerAfter: [
    'owned by',
    'owned exclusively by',
    'owned solely by',
    'owned solely and exclusively by',
    'owned entirely by',
    'property of',
    'vest in',
    'vests in',
    'vested in',
    'vest solely in',
    'vest exclusively in',
    'belong to',
    'belongs to',
  ],
  passingVerbs: [
    'assign',
    'assigns',
    'assigned',
    'transfer',
    'transfers',
    'transferred',
    'convey',
    'conveys',
  ],
  ownerBefore: [
    'own',
    'owns',
    'retain all right',
    'retains all right',
    'retain all rights',
    'retains all rights',
    'retain ownership',
    'retains ownership',
    'retain title',
    'retains title',
    'sole owner',
    'exclusive owner',
    'sole and exclusive owner',
  ],
  forHire: ['made for hire', 'works for hire', 'work for hire'],
  /** Before "owned by": shared ownership, no one side's. */
  joint: ['jointly', 'joint', 'co-owned', 'co-own'],
  /** After a party: it takes what is passed on ("…, and Client hereby accepts, all right, title …"). */
  accepting: ['accepts', 'accept'],
  /** Whose work made for hire is. */
  forHireSide: 'customer',
  made: [
    'deliverable',
    'deliverables',
    'work product',
    'work products',
    'works',
    'work',
    'inventions',
    'invention',
    'developments',
    'improvements',
    'derivative works',
    'results',
    'intellectual property',
    'intellectual property rights',
    'content',
    'materials',
  ],
  /** A party's own: its pre-existing or background materials, or the product it licenses rather than makes for the other. */
  own: [
    'pre-existing',
    'preexisting',
    'background',
    'existing',
    'know-how',
    'tools',
    'software',
    'firmware',
    'platform',
    'technology',
  ],
};

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

export type TFeatureGroup =
  /** A kind of liability that a cap or a waiver may carve out. */
  | 'liability'
  /** A kind of damages that a waiver may exclude. */
  | 'damages'
  /** A warranty that a disclaimer may exclude. */
  | 'warranty'
  /** A legal feature stated as such (defend, hold harmless, consent qualifiers, termination for convenience…). */
  | 'concept';

export type TFeatureDefinition = {
  id: string;
  label: string;
  group: TFeatureGroup;
  phrases: string[];
  /** Words that, right after a phrase, make it mean something else ("exclusive jurisdiction"). */
  unlessFollowedBy?: string[];
  /** Words that, right before a phrase, make it mean something else ("brought exclusively in the courts"). */
  unlessPrecededBy?: string[];
  /**
   * The feature is one party's, and good or bad by whose it is: "Customer waives its right to a jury
   * trial" is not "each party waives …". The party named nearest before it in its sentence part.
   */
  byParty?: boolean;
  /**
   * With byParty: whose it is is the party acting as the subject before it in its sentence ("Supplier's
   * … obligation is to defend Customer against claims that …" is Supplier's), not the nearest named.
   */
  ofSubject?: boolean;
  /** False when the phrases already say "not" (a "no bond" feature is not negated by "without"). */
  negatable?: boolean;
  /** Counts only in a sentence part that also says one of these ("fees paid" is a cap's measure only where a cap is stated). */
  onlyWith?: string[];
  /**
   * The phrases are clauses ("cannot be limited"), not names of a thing: added to a list of carve-outs,
   * the item is written as the label ("… or liability that cannot be limited by law").
   */
  clausal?: boolean;
  /**
   * Phrases that name the thing a carve-out protects, not its breach ("Confidential Information"):
   * added to a list of carve-outs, the item is written as the label ("breach of confidentiality").
   */
  things?: string[];
  /**
   * Phrases that qualify a noun ("grossly negligent", "willful"): added to a list of carve-outs, the
   * item is the guideline's noun phrase they qualify ("willful or grossly negligent disclosure of
   * Confidential Information").
   */
  modifiers?: string[];
  /** Phrases that state the feature is absent ("subject to the posting of a bond" for no bond required). */
  absentWhen?: string[];
  /**
   * A period of this role that never ends states the feature too: an obligation of confidence "in
   * perpetuity" protects trade secrets for as long as they remain secret.
   */
  impliedByEndless?: string;
  /**
   * Words at the start of a phrase that narrow what it names ("U.S." in "U.S. trademark"): struck alone,
   * the rest of the clause kept, where a rewrite removes the feature.
   */
  narrowedBy?: string[];
  /**
   * It limits how the consenting party may refuse ("which shall not be unreasonably withheld"): where
   * the clause makes only the other side's act need our consent, its absence is no shortfall.
   */
  limitsConsent?: boolean;
};

export const FEATURES: TFeatureDefinition[] = [
  // Liabilities a cap or a waiver may carve out.
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

  // Damages a waiver may exclude.
  { id: 'indirect', label: 'indirect damages', group: 'damages', phrases: ['indirect'] },
  { id: 'consequential', label: 'consequential damages', group: 'damages', phrases: ['consequential'] },
  { id: 'incidental', label: 'incidental damages', group: 'damages', phrases: ['incidental'] },
  { id: 'special', label: 'special damages', group: 'damages', phrases: ['special'] },
  {
    id: 'punitive',
    label: 'punitive or exemplary damages',
    group: 'damages',
    phrases: ['punitive', 'exemplary'],
  },
  {
    id: 'lost-profits',
    label: 'lost profits',
    group: 'damages',
    phrases: [
      'lost profits',
      'loss of profits',
      'loss of profit',
      'lost profit',
      'lost revenues',
      'lost revenue',
      'loss of revenue',
      'loss of revenues',
      'loss of business',
      'lost business',
      'loss of anticipated savings',
    ],
  },
  {
    id: 'lost-data',
    label: 'loss of data',
    group: 'damages',
    phrases: ['loss of data', 'lost data', 'data loss', 'loss of use'],
  },
  { id: 'goodwill', label: 'loss of goodwill', group: 'damages', phrases: ['goodwill', 'reputation'] },

  // Warranties a disclaimer may exclude.
  {
    id: 'as-is',
    label: '"as is"',
    group: 'warranty',
    phrases: ['as is', 'as-is', 'as available', 'with all faults'],
  },
  {
    id: 'merchantability',
    label: 'merchantability',
    group: 'warranty',
    phrases: ['merchantability', 'merchantable', 'satisfactory quality'],
  },
  {
    id: 'fitness',
    label: 'fitness for a particular purpose',
    group: 'warranty',
    phrases: [
      'fitness for a particular purpose',
      'fitness for purpose',
      'fitness',
      'fit for a particular purpose',
    ],
  },
  { id: 'title', label: 'title', group: 'warranty', phrases: ['title'] },
  {
    id: 'non-infringement',
    label: 'non-infringement',
    group: 'warranty',
    phrases: ['non-infringement', 'noninfringement', 'non infringement'],
  },
  {
    id: 'implied-warranties',
    label: 'implied warranties',
    group: 'warranty',
    phrases: [
      'implied warranties',
      'implied warranty',
      'all other warranties',
      'any other warranties',
      'express or implied',
      'statutory',
    ],
  },

  // Legal features stated as such.
  { id: 'defend', label: 'duty to defend', group: 'concept', phrases: ['defend', 'defends', 'shall defend'] },
  {
    id: 'hold-harmless',
    label: 'hold harmless',
    group: 'concept',
    phrases: ['hold harmless', 'holds harmless', 'save harmless', 'hold … harmless', 'save … harmless'],
  },
  {
    id: 'indemnify',
    label: 'duty to indemnify',
    group: 'concept',
    phrases: ['indemnify', 'indemnifies', 'shall indemnify'],
  },
  {
    id: 'carve-outs',
    label: 'carve-outs',
    group: 'concept',
    phrases: [
      'carve out',
      'carve outs',
      'carve-out',
      'carve-outs',
      'carveout',
      'carveouts',
      'exceptions',
      'exception',
    ],
  },
  {
    id: 'cap',
    label: 'liability cap',
    group: 'concept',
    phrases: ['cap on liability', 'liability cap', 'cap'],
  },
  { id: 'uncapped', label: 'unlimited liability', group: 'concept', phrases: [] },
  {
    id: 'prior-written-consent',
    label: 'prior written consent',
    group: 'concept',
    phrases: [
      'prior written consent',
      'written consent',
      'prior consent',
      'consent in writing',
      'without the consent',
    ],
    // "may not assign without the prior written consent" requires consent: "without" does not negate it.
    negatable: false,
  },
  {
    id: 'consent-not-unreasonably-withheld',
    label: 'consent not unreasonably withheld',
    group: 'concept',
    limitsConsent: true,
    phrases: [
      'not be unreasonably withheld',
      'not unreasonably withheld',
      'not to be unreasonably withheld',
      'unreasonably withhold',
      'not be withheld unreasonably',
      'not to be withheld unreasonably',
      'not withhold unreasonably',
    ],
  },
  {
    id: 'sole-discretion',
    label: 'sole discretion',
    group: 'concept',
    phrases: ['sole discretion', 'absolute discretion', 'sole and absolute discretion'],
  },
  {
    id: 'termination-for-convenience',
    label: 'termination for convenience',
    group: 'concept',
    phrases: [
      'for convenience',
      'without cause',
      'for any reason',
      'for any reason or no reason',
      'at any time upon',
      'at any time by giving',
      'at will',
    ],
  },
  {
    // The supplier's own use of the customer's data beyond the services.
    id: 'data-use-any-purpose',
    label: 'use of the data for any purpose',
    group: 'concept',
    phrases: [
      'for any purpose',
      'for its own purposes',
      'training its models',
      'train its models',
      'training of its models',
      'improving its products',
      'improve its products',
    ],
    onlyWith: ['data'],
  },
  {
    // Paying out the rest of the term on leaving it: a convenience right "without penalty" has none.
    id: 'early-termination-fee',
    label: 'fees for the rest of the term on termination',
    group: 'concept',
    phrases: [
      'early termination fee',
      'early termination fees',
      'early termination charge',
      'termination fee',
      'termination charge',
      'remainder of the … due and payable',
      'remainder of the … become due',
      'remainder of the … immediately due',
    ],
  },
  {
    id: 'termination-for-insolvency',
    label: 'termination on insolvency',
    group: 'concept',
    phrases: [
      'insolvent',
      'insolvency',
      'bankruptcy',
      'bankrupt',
      'receiver',
      'liquidation',
      'assignment for the benefit of creditors',
    ],
  },
  {
    id: 'automatic-renewal',
    label: 'automatic renewal',
    group: 'concept',
    phrases: [
      'automatically renew',
      'automatically renewed',
      'automatically renews',
      'renew automatically',
      'automatic renewal',
      'automatically extended',
      'automatically extend',
      'automatically extends',
      'extend automatically',
      'automatic extension',
      'automatically continue',
      'automatically continues',
      'renewed automatically',
      'evergreen',
      'auto-renew',
      'auto renew',
      'auto-renewal',
      'autorenew',
    ],
  },
  {
    id: 'non-renewal-notice',
    label: 'right not to renew',
    group: 'concept',
    phrases: [
      'not to renew',
      'non-renewal',
      'nonrenewal',
      'notice to terminate',
      'notice of termination',
      'intention not to renew',
      'intent not to renew',
    ],
    negatable: false,
  },
  {
    id: 'cap-based-on-fees',
    label: 'cap measured by the fees',
    group: 'concept',
    // "refund the fees paid" is no cap.
    onlyWith: CAP_CUES,
    phrases: [
      'purchase price',
      'fees paid',
      'amounts paid',
      'amount paid',
      'fees payable',
      'price paid',
      'contract price',
      'payments made',
    ],
  },
  {
    id: 'non-disparagement',
    label: 'non-disparagement',
    group: 'concept',
    phrases: ['disparage', 'disparaging', 'disparagement', 'derogatory', 'defamatory'],
  },
  {
    id: 'most-favored-nation',
    label: 'most favoured nation',
    group: 'concept',
    phrases: [
      'most favored',
      'most favoured',
      'no less favorable',
      'no less favourable',
      'more favorable',
      'more favourable',
      'best price',
      'lowest price',
      'better terms',
    ],
  },
  {
    // Disputes go to the named courts only: whose courts is the venue's place, this is that no others are.
    id: 'exclusive-forum',
    label: 'exclusive forum',
    group: 'concept',
    phrases: [
      'exclusive jurisdiction',
      'exclusive venue',
      'exclusive forum',
      'sole and exclusive jurisdiction',
      'brought exclusively',
      'resolved exclusively',
      'litigated exclusively',
      'heard exclusively',
      'commenced exclusively',
      'instituted exclusively',
      'filed exclusively',
      // Binding arbitration is the one forum: no court hears the dispute beside it.
      'binding arbitration',
      'submitted to arbitration',
      'settled by arbitration',
      'resolved by arbitration',
      'referred to arbitration',
    ],
    // "the non-exclusive jurisdiction of the courts of England" is no exclusive forum.
    unlessPrecededBy: ['non'],
  },
  {
    id: 'exclusivity',
    label: 'exclusivity',
    group: 'concept',
    phrases: ['exclusive', 'exclusively', 'exclusivity'],
    unlessPrecededBy: ['brought', 'resolved', 'litigated', 'heard', 'commenced', 'instituted', 'filed'],
    unlessFollowedBy: [
      'jurisdiction',
      'remedy',
      'remedies',
      'venue',
      'forum',
      'property',
      'of',
      'right',
      'rights',
      'and',
      'responsibility',
    ],
  },
  {
    id: 'territory',
    label: 'territory',
    group: 'concept',
    phrases: ['territory', 'territories', 'worldwide', 'geographic'],
  },
  {
    id: 'insurance',
    label: 'insurance',
    group: 'concept',
    phrases: ['insurance', 'insure', 'insured', 'insurer', 'policy of insurance', 'coverage'],
  },
  {
    id: 'source-code-escrow',
    label: 'source code escrow',
    group: 'concept',
    phrases: ['escrow', 'escrow agent', 'source code escrow', 'deposit the source code'],
  },
  {
    id: 'covenant-not-to-sue',
    label: 'covenant not to sue',
    group: 'concept',
    phrases: [
      'not to sue',
      'covenant not to sue',
      'shall not sue',
      'will not sue',
      'not bring any claim',
      'not assert',
      'not to assert',
      'not challenge',
      'not to challenge',
      'not contest',
      'not to contest',
    ],
  },
  {
    id: 'injunctive-relief',
    label: 'injunctive relief',
    group: 'concept',
    phrases: ['injunctive relief', 'injunction', 'equitable relief', 'specific performance'],
  },
  {
    id: 'bond-waived',
    label: 'no bond required',
    group: 'concept',
    phrases: [
      'without the necessity of posting',
      'without posting',
      'without the need to post',
      'without bond',
      'without the requirement of posting',
    ],
    negatable: false,
    absentWhen: [
      'posting of a bond',
      'posting a bond',
      'post a bond',
      'upon posting',
      'posting of security',
      'post security',
    ],
  },
  {
    id: 'exclusive-remedy',
    label: 'exclusive remedy',
    group: 'concept',
    phrases: ['sole and exclusive remedy', 'exclusive remedy', 'sole remedy', 'sole and exclusive remedies'],
  },
  {
    id: 'repair-replace-refund',
    label: 'repair, replace or refund',
    group: 'concept',
    phrases: [
      'repair',
      'repaired',
      'replace',
      'replaced',
      'replacement',
      'refund',
      'refunded',
      're-perform',
      'reperform',
      're-performed',
    ],
    // A remedy for what is defective, not the fees paid in advance given back on termination.
    unlessFollowedBy: PREPAID_FEES,
  },
  {
    // On termination, the fees paid for what will not be provided: "Supplier shall refund any prepaid
    // fees for Services not performed".
    id: 'prepaid-fees-refund',
    label: 'refund of prepaid fees',
    group: 'concept',
    phrases: [
      'refund … prepaid',
      'refund … pre-paid',
      'refund … paid in advance',
      'refund … unused',
      'refund … unearned',
      'pro rata refund',
      'prorated refund',
      'pro-rata refund',
    ],
  },
  {
    id: 'shelf-life',
    label: 'shelf life',
    group: 'concept',
    phrases: ['shelf life', 'expiration date', 'expiry date', 'remaining shelf'],
  },
  {
    id: 'trade-secrets-survive',
    label: 'trade secrets protected while they remain secret',
    group: 'concept',
    // How long protection lasts, not what an indemnity covers ("misappropriate any trade secret").
    onlyWith: TRADE_SECRET_DURATION_WORDS,
    phrases: ['trade secret', 'trade secrets'],
    impliedByEndless: 'survival',
  },
  {
    id: 'return-or-destroy',
    label: 'return or destruction',
    group: 'concept',
    phrases: [
      'return or destroy',
      'return and destroy',
      'destroy or return',
      'return or destruction',
      // "will return the Confidential Information of the other or destroy such Confidential Information".
      'return … or destroy',
      'destroy … or return',
    ],
  },
  {
    id: 'certification',
    label: 'certification',
    group: 'concept',
    phrases: ['certify', 'certification', 'certified', 'confirm in writing', 'written confirmation'],
  },
  { id: 'residuals', label: 'residuals', group: 'concept', phrases: ['residuals', 'unaided memory'] },
  {
    // An infringement indemnity that covers one country's rights only ("infringe a United States patent",
    // "any third party U.S. trademark, copyright, or patent"): the indemnifying party's, whose promise it
    // narrows ("Supplier's sole indemnification obligation is to defend Customer against claims that …").
    id: 'one-country-ip',
    label: "infringement of one country's rights only",
    group: 'concept',
    byParty: true,
    ofSubject: true,
    narrowedBy: ['united states', 'u.s.', 'canadian'],
    phrases: [
      'united states patent',
      'united states patents',
      'united states trademark',
      'united states copyright',
      'u.s. patent',
      'u.s. patents',
      'u.s. trademark',
      'u.s. copyright',
      'canadian patent',
      'canadian patents',
    ],
  },
  {
    id: 'change-of-control',
    label: 'change of control',
    group: 'concept',
    phrases: [
      'change of control',
      'change in control',
      'merger',
      'acquisition',
      'sale of all or substantially all',
      'successor to all or substantially all',
      'succeeds to all or substantially all',
      'succeeds to substantially all',
    ],
  },
  {
    id: 'assignment-to-affiliates',
    label: 'assignment to affiliates',
    group: 'concept',
    phrases: ['to an affiliate', 'to its affiliates', 'to any affiliate'],
    // "may disclose Confidential Information to its affiliates" assigns nothing.
    onlyWith: [
      'assign',
      'assigns',
      'assigned',
      'assignment',
      'transfer',
      'transfers',
      'transferred',
      'delegate',
    ],
  },
  {
    id: 'audit',
    label: 'audit rights',
    group: 'concept',
    phrases: ['audit', 'audits', 'inspect', 'inspection', 'examine the books'],
    // "disclosed … orally, visually or by inspection" is a way of disclosing, not a right to audit.
    unlessPrecededBy: ['by'],
  },
  {
    id: 'liquidated-damages',
    label: 'liquidated damages',
    group: 'concept',
    phrases: ['liquidated damages'],
  },
  {
    id: 'third-party-beneficiary',
    label: 'third-party beneficiaries',
    group: 'concept',
    phrases: [
      'third party beneficiary',
      'third-party beneficiary',
      'third party beneficiaries',
      'third-party beneficiaries',
    ],
  },
  {
    id: 'ucc-excluded',
    label: 'UCC / CISG excluded',
    group: 'concept',
    phrases: [
      'united nations convention',
      'convention on contracts for the international sale',
      'cisg',
      'uniform commercial code',
      'ucc',
      'ucita',
      'uniform computer information transactions act',
    ],
    negatable: false,
  },
  {
    id: 'conflict-of-laws-excluded',
    label: 'conflict-of-laws rules excluded',
    group: 'concept',
    phrases: [
      'conflict of laws',
      'conflicts of law',
      'conflict of law',
      'conflicts of laws',
      'choice of law',
      'conflicts principles',
    ],
    negatable: false,
  },
  {
    id: 'jury-waiver',
    label: 'jury trial waived',
    group: 'concept',
    byParty: true,
    phrases: ['jury trial', 'trial by jury'],
  },
  {
    id: 'arbitration',
    label: 'arbitration',
    group: 'concept',
    phrases: ['arbitration', 'arbitrator', 'arbitrators', 'arbitrated'],
  },
];

/** Words after a period that cap it by a date ("sixty (60) days …, but in no event later than December 31, 2024"). */
export const LONGSTOP_PHRASES = [
  'but in no event later than',
  'but in no event not later than',
  'but not later than',
  'but no later than',
  'but in any event no later than',
  'but in any event not later than',
];

/** A sentence opening on the unpaid amounts of the payment just stated: "… within thirty (30) days. Any amount not paid when due shall bear interest …". */
export const UNPAID_AMOUNT_OPENINGS = ['any amount not paid', 'any amounts not paid', 'any payment not made'];

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
 * Liabilities a broader one contains, by id: an indemnity for "negligence" covers gross negligence, and
 * a cap that excepts negligence excepts gross negligence.
 */
export const BROADER_LIABILITIES: Record<string, string[]> = {
  'gross-negligence': ['negligence'],
};

/** Words that say provisions outlast the agreement ("Sections 6, 10 and 12 shall survive termination"). */
export const SURVIVAL_CUES = ['survive', 'survives', 'surviving', 'survival'];

/** Guideline words for court proceedings, as a clause that sends disputes to arbitration says them. */
export const ARBITRAL_WORDS: Record<string, string> = {
  'commencing litigation': 'commencing arbitration',
  'commencing any litigation': 'commencing any arbitration',
  'before litigation': 'before arbitration',
};

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

/** Who is bound: words that make an obligation or a right mutual. */
export const MUTUAL_PHRASES = [
  'either party',
  'each party',
  // Each party in the role it takes: "each receiving party will return the Confidential Information".
  'each receiving party',
  'each disclosing party',
  'neither party',
  'both parties',
  'each of the parties',
  'either of the parties',
  'neither of the parties',
  'the parties',
  'mutual',
  'mutually',
  'each other',
  'one another',
];

/**
 * Words before a party word that make it a common noun, not the contract's party: "any Customer of the
 * Company", "each Supplier and each Licensor" are someone's customers and suppliers.
 */
export const GENERIC_DETERMINERS = ['any', 'each', 'every', 'a', 'an', 'all', 'other', 'its', 'their'];

/**
 * Capitalised words that open a sentence before "shall", "may", … without being a party: "This
 * Agreement may be terminated …", "Such notice shall …". Any other capitalised subject the reading does
 * not know is a party it cannot place ("Operator shall have the right to terminate …").
 */
export const NON_PARTY_SUBJECTS = [
  'this',
  'the',
  'it',
  'such',
  'each',
  'either',
  'neither',
  'any',
  'all',
  'both',
  'no',
  'we',
  'you',
  'they',
  'agreement',
  'contract',
  'term',
  'notice',
  'notices',
  'termination',
  'party',
  'parties',
  'services',
  'service',
  'software',
  'product',
  'products',
  'fees',
  'payment',
  'payments',
  'license',
  'licence',
];

/**
 * Words that ask a party's consent besides "prior written consent": "Our consent to the Change of
 * Ownership Transfer is subject to …", "without the written permission of MICOA". A party's possessive
 * before "consent" ("BKC's consent") asks it too.
 */
export const CONSENT_ASKED_PHRASES = [
  'our consent',
  'its consent',
  'their consent',
  'your consent',
  'withhold consent',
  'permission of',
  'written permission',
  'prior permission',
  'approval of',
  'prior approval',
  'written approval',
];

/**
 * Words that may stand capitalised right before a party word without making it part of a longer name
 * ("Indemnification By Licensee", "Of Client by Developer"): any other capitalised word inside a
 * sentence does ("the Village Media Company", "any Ginkgo Subcontractor", "About User data").
 */
export const WORDS_BEFORE_A_PARTY = [
  'the',
  'by',
  'of',
  'to',
  'for',
  'from',
  'with',
  'and',
  'or',
  'nor',
  'if',
  'upon',
  'on',
  'in',
  'at',
  'as',
  'when',
  'unless',
  'until',
  'after',
  'before',
  'between',
  'against',
  'under',
  'where',
  'provided',
  'notwithstanding',
  'except',
  'without',
  'within',
  'then',
  'but',
  'that',
  'shall',
  'will',
  'may',
  'should',
  'this',
  'such',
  'either',
  'neither',
  'both',
  'no',
  'said',
  ...GENERIC_DETERMINERS,
];

/**
 * Things a party word may name in lower case after it: "User data", "Customer information" are data,
 * not the user or the customer.
 */
export const THINGS_A_PARTY_WORD_NAMES = [
  'data',
  'information',
  'content',
  'materials',
  'marks',
  'property',
  'records',
  'personnel',
  'premises',
  'systems',
  'equipment',
  'site',
  'sites',
  'facilities',
  'list',
  'lists',
  'account',
  'accounts',
  'orders',
  'support',
  'feedback',
];

/**
 * Words that make a party word part of the name of someone else: "End User", "Authorized User",
 * "Prospective Customer" are not the contract's customer.
 */
export const NOT_PARTY_PREFIXES = [
  'end',
  'authorized',
  'authorised',
  'permitted',
  'named',
  'registered',
  'prospective',
  'potential',
  'existing',
  'former',
  'sub',
];

/**
 * Party names by side. A guideline's party is written into a clause as the clause's own party of the
 * same side; names not listed are read from the clause's definitions ("(the "Distributor")").
 */
export const PARTY_SIDES: Record<string, string[]> = {
  provider: [
    'supplier',
    'vendor',
    'licensor',
    'seller',
    'provider',
    'service provider',
    'contractor',
    'consultant',
    'manufacturer',
    'developer',
    'company',
    'agency',
    'repairer',
    'servicer',
    'processor',
    'subcontractor',
    'franchisor',
    'lessor',
    'landlord',
    'carrier',
  ],
  customer: [
    'customer',
    'client',
    'licensee',
    'buyer',
    'purchaser',
    'distributor',
    'reseller',
    'subscriber',
    'user',
    'member',
    'franchisee',
    'lessee',
    'tenant',
    'shipper',
  ],
  discloser: ['disclosing party', 'discloser'],
  recipient: ['receiving party', 'recipient'],
  counterparty: ['counterparty'],
};

/**
 * Role words a contract gives either side: "Company" provides to a "Customer", but engages a
 * "Consultant". Next to a party named by a role word of the same side, such a word names the other.
 */
export const EITHER_SIDE_ROLE_WORDS = ['company'];

/**
 * What a contract's party does, as the subject of a sentence, that says which side it is on when the
 * contract names it by its own name ("ENERGOUS hereby grants to DIALOG a … license", "DIALOG will pay
 * ENERGOUS the Royalties"). Read over the whole document (read-party-sides.ts).
 */
export const SIDE_ACTS: Record<'provider' | 'customer', string[]> = {
  provider: [
    'grants',
    'hereby grants',
    'shall grant',
    'will grant',
    'shall provide',
    'will provide',
    'shall supply',
    'will supply',
    'shall deliver',
    'will deliver',
    'shall sell',
    'will sell',
    'shall manufacture',
    'will manufacture',
    'shall host',
    'will host',
    'shall invoice',
    'will invoice',
    'warrants that',
    'hereby warrants',
  ],
  customer: [
    'shall pay',
    'will pay',
    'agrees to pay',
    'shall purchase',
    'will purchase',
    'agrees to purchase',
    'shall order',
    'will order',
    'shall reimburse',
    'will reimburse',
  ],
};

/** Words of a party's description before its defined name: "a Delaware corporation … ("ENERGOUS")". */
export const ENTITY_WORDS = [
  'corporation',
  'company',
  'corp',
  'inc',
  'incorporated',
  'llc',
  'l.l.c',
  'ltd',
  'limited',
  'partnership',
  'plc',
  'gmbh',
  'ag',
  'sa',
  'bv',
  'n.v',
  'lp',
  'llp',
  'trust',
  'university',
  'individual',
];

/** The side a playbook's customer is: the one that pays for what the contract provides. */
export const PAYING_SIDE = 'customer';

/** The other side of a two-sided deal: who pays the one who provides, who receives the one who discloses. */
export const OPPOSITE_SIDES: Record<string, string> = {
  customer: 'provider',
  provider: 'customer',
  discloser: 'recipient',
  recipient: 'discloser',
};

/**
 * Defined terms nearly every contract has: kept capitalised when guideline words go into a clause
 * that happens not to mention them (other foreign defined terms are written in lower case).
 */
export const COMMON_DEFINED_TERMS = [
  'Agreement',
  'Confidential Information',
  'Effective Date',
  'Term',
  'Initial Term',
  'Renewal Term',
  'Party',
  'Parties',
  'Affiliate',
  'Affiliates',
  'Disclosing Party',
  'Receiving Party',
];

/**
 * Places whose law can govern or whose courts can hear a dispute: the canonical name first, then
 * other ways contracts write it. Longer names are matched first ("New York County" before "York").
 */
export const PLACES: Record<string, string[]> = {
  Alabama: ['alabama'],
  Alaska: ['alaska'],
  Arizona: ['arizona'],
  Arkansas: ['arkansas'],
  California: ['california'],
  Colorado: ['colorado'],
  Connecticut: ['connecticut'],
  Delaware: ['delaware'],
  'District of Columbia': ['district of columbia', 'washington d c', 'washington dc'],
  Florida: ['florida'],
  Georgia: ['state of georgia', 'georgia'],
  Hawaii: ['hawaii'],
  Idaho: ['idaho'],
  Illinois: ['illinois'],
  Indiana: ['indiana'],
  Iowa: ['iowa'],
  Kansas: ['kansas'],
  Kentucky: ['kentucky'],
  Louisiana: ['louisiana'],
  Maine: ['maine'],
  Maryland: ['maryland'],
  Massachusetts: ['massachusetts'],
  Michigan: ['michigan'],
  Minnesota: ['minnesota'],
  Mississippi: ['mississippi'],
  Missouri: ['missouri'],
  Montana: ['montana'],
  Nebraska: ['nebraska'],
  Nevada: ['nevada'],
  'New Hampshire': ['new hampshire'],
  'New Jersey': ['new jersey'],
  'New Mexico': ['new mexico'],
  'New York': ['new york', 'n y'],
  'North Carolina': ['north carolina'],
  'North Dakota': ['north dakota'],
  Ohio: ['ohio'],
  Oklahoma: ['oklahoma'],
  Oregon: ['oregon'],
  Pennsylvania: ['pennsylvania'],
  'Rhode Island': ['rhode island'],
  'South Carolina': ['south carolina'],
  'South Dakota': ['south dakota'],
  Tennessee: ['tennessee'],
  Texas: ['texas'],
  Utah: ['utah'],
  Vermont: ['vermont'],
  Virginia: ['virginia'],
  Washington: ['state of washington', 'washington state', 'washington'],
  'West Virginia': ['west virginia'],
  Wisconsin: ['wisconsin'],
  Wyoming: ['wyoming'],
  'Puerto Rico': ['puerto rico'],
  'United States': ['united states of america', 'united states', 'u s a', 'usa'],
  England: ['england and wales', 'england wales', 'england', 'wales', 'english law'],
  Scotland: ['scotland', 'scottish'],
  'Northern Ireland': ['northern ireland'],
  'United Kingdom': ['united kingdom', 'u k'],
  Ireland: ['republic of ireland', 'ireland', 'irish'],
  Canada: ['canada'],
  Ontario: ['ontario'],
  'British Columbia': ['british columbia'],
  Quebec: ['quebec'],
  Alberta: ['alberta'],
  Australia: ['australia'],
  'New South Wales': ['new south wales'],
  Victoria: ['victoria'],
  Queensland: ['queensland'],
  'New Zealand': ['new zealand'],
  Germany: ['germany', 'federal republic of germany', 'german'],
  France: ['france', 'french'],
  Netherlands: ['the netherlands', 'netherlands', 'holland', 'dutch'],
  Belgium: ['belgium'],
  Luxembourg: ['luxembourg'],
  Switzerland: ['switzerland', 'swiss'],
  Austria: ['austria'],
  Italy: ['italy', 'italian'],
  Spain: ['spain', 'spanish'],
  Portugal: ['portugal'],
  Sweden: ['sweden', 'swedish'],
  Norway: ['norway'],
  Denmark: ['denmark', 'danish'],
  Finland: ['finland'],
  Poland: ['poland'],
  Israel: ['israel', 'israeli'],
  India: ['india', 'indian'],
  China: [
    "people's republic of china",
    'peoples republic of china',
    'people s republic of china',
    'prc',
    'china',
    'chinese',
  ],
  'Hong Kong': ['hong kong'],
  Singapore: ['singapore'],
  Japan: ['japan', 'japanese'],
  Korea: ['republic of korea', 'south korea', 'korea'],
  Taiwan: ['taiwan'],
  Mexico: ['mexico'],
  Brazil: ['brazil'],
  'South Africa': ['republic of south africa', 'south africa'],
  'Cayman Islands': ['cayman islands'],
  Bermuda: ['bermuda'],
  'British Virgin Islands': ['british virgin islands'],
};

/** The states of the United States (and its federal district), each inside the United States. */
export const US_STATES = [
  'Alabama',
  'Alaska',
  'Arizona',
  'Arkansas',
  'California',
  'Colorado',
  'Connecticut',
  'Delaware',
  'District of Columbia',
  'Florida',
  'Georgia',
  'Hawaii',
  'Idaho',
  'Illinois',
  'Indiana',
  'Iowa',
  'Kansas',
  'Kentucky',
  'Louisiana',
  'Maine',
  'Maryland',
  'Massachusetts',
  'Michigan',
  'Minnesota',
  'Mississippi',
  'Missouri',
  'Montana',
  'Nebraska',
  'Nevada',
  'New Hampshire',
  'New Jersey',
  'New Mexico',
  'New York',
  'North Carolina',
  'North Dakota',
  'Ohio',
  'Oklahoma',
  'Oregon',
  'Pennsylvania',
  'Rhode Island',
  'South Carolina',
  'South Dakota',
  'Tennessee',
  'Texas',
  'Utah',
  'Vermont',
  'Virginia',
  'Washington',
  'West Virginia',
  'Wisconsin',
  'Wyoming',
];

/** Places inside another ("Ontario" in "Canada"): either answers for the other only when nothing more specific is named. */
export const PLACE_PARENTS: Record<string, string> = {
  ...Object.fromEntries(US_STATES.map((state) => [state, 'United States'])),
  Ontario: 'Canada',
  'British Columbia': 'Canada',
  Quebec: 'Canada',
  Alberta: 'Canada',
  'New South Wales': 'Australia',
  Victoria: 'Australia',
  Queensland: 'Australia',
  England: 'United Kingdom',
  Scotland: 'United Kingdom',
  'Northern Ireland': 'United Kingdom',
};

/**
 * Before a place: where the contract was signed or is performed ("executed and delivered in Los Angeles
 * County in the State of California"), not whose law governs or whose courts sit.
 */
export const PLACE_OF_SIGNING_CUES = ['executed', 'delivered', 'signed', 'entered into', 'made', 'performed'];

/**
 * Words that make the places after them in their sentence part the rules of a procedure, not the
 * contract's law or forum: "consents to service of process … in any manner permitted by the laws of the
 * State of New York".
 */
export const SERVICE_OF_PROCESS_CUES = ['service of process', 'serve process', 'process may be served'];

/**
 * Before a place, words for laws a thing may break or must obey, which are no choice of the contract's
 * law: "… is inconsistent with or violative of the laws or public policy of the laws of the State of New
 * York", "shall comply with all applicable laws of the State of California".
 */
export const LAWS_OBEYED_CUES = [
  'violative of',
  'in violation of',
  'violate',
  'violates',
  'inconsistent with',
  'contrary to',
  'comply with',
  'complies with',
  'in compliance with',
];

/**
 * Before a place: where a party is incorporated ("duly organized, validly existing and in good standing
 * under the laws of the Republic of Poland") or does business, which says nothing of whose law governs
 * the contract.
 */
export const PARTY_PLACE_CUES = [
  'organized … under the laws of',
  'organised … under the laws of',
  'incorporated … under the laws of',
  'formed … under the laws of',
  'existing … under the laws of',
  'good standing under the laws of',
  'registered … under the laws of',
  'chartered … under the laws of',
  'incorporated in',
  'organized in',
  'organised in',
  'doing business in',
  'do business in',
];

/**
 * After a place: its name is part of a statute's ("the Florida Franchise Act", "the New York General
 * Obligations Law"), whichever law governs. "Law" ends a statute's name only after a word of its own:
 * "New York Law" is the State's law.
 */
export const STATUTE_NAME_ENDS = ['act', 'code', 'statute', 'statutes', 'regulations', 'rules'];
export const STATUTE_NAME_LAW = 'law';

/** After a place's courts: they are the ones that may NOT hear disputes ("the Texas courts shall have no jurisdiction"). */
export const VENUE_DENIAL_CUES = [
  'no jurisdiction',
  'not have jurisdiction',
  'not have any jurisdiction',
  'lack jurisdiction',
  'be without jurisdiction',
];

/**
 * A party's home as a place: "the jurisdiction in which Supplier has its principal place of business",
 * "the state where Licensee is incorporated". Which law or courts that is depends on whose home it is.
 */
export const PARTY_HOME = {
  /** What the place is called, before "in which" or "where". */
  places: ['jurisdiction', 'state', 'country', 'province'],
  /** What makes it the party's home, after the party's name. */
  homes: [
    'has its principal place of business',
    'has its principal office',
    'has its principal offices',
    'has its head office',
    'has its registered office',
    'has its headquarters',
    'is headquartered',
    'is incorporated',
    'is organized',
    'is organised',
    'is domiciled',
    'resides',
  ],
};

/**
 * After the courts, the place just named for the law: "governed by the laws of New York, and the courts
 * of that State shall have exclusive jurisdiction" names New York's courts.
 */
export const SAME_PLACE_REFERENCES = [
  'that state',
  'such state',
  'said state',
  'that jurisdiction',
  'such jurisdiction',
  'said jurisdiction',
  'that country',
  'such country',
];

/** Before places: the places named are the ones NOT allowed ("any jurisdiction other than New York"). */
export const PLACE_EXCLUSION_CUES = ['other than', 'except', 'excluding', 'outside'];

/** Words around a place that say its law governs. */
export const GOVERNING_LAW_CUES = [
  'governed by',
  'governed in accordance',
  'construed in accordance',
  'construed under',
  'interpreted in accordance',
  'interpreted under',
  'laws of',
  'law of',
  'governing law',
  'applicable law',
  'subject to the laws',
  'law',
  'laws',
];

/** Words around a place that say its courts (or arbitrators) hear disputes. */
export const VENUE_CUES = [
  'courts',
  'court',
  // Not "jurisdiction" alone: "the laws of any other jurisdiction" names a legal system, not a forum.
  'exclusive jurisdiction',
  'jurisdiction of',
  'jurisdiction in',
  'personal jurisdiction',
  'have jurisdiction',
  'has jurisdiction',
  'venue',
  'forum',
  'arbitration',
  'tribunal',
  'located in',
  'sitting in',
  'seated in',
  'submit to',
];
