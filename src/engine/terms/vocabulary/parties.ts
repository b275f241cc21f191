/** Parties and sides: who acts, who is bound, which side a party is on. Plain data (see legal-vocabulary.ts). */

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
