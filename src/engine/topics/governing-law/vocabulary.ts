/** Governing law and forum: places, their parents, and the cues that make a place the law or the courts. Plain data (see legal-vocabulary.ts). */
import type { TFeatureDefinition } from '../../terms/vocabulary/types';

/** Guideline words for court proceedings, as a clause that sends disputes to arbitration says them. */
export const ARBITRAL_WORDS: Record<string, string> = {
  'commencing litigation': 'commencing arbitration',
  'commencing any litigation': 'commencing any arbitration',
  'before litigation': 'before arbitration',
};

/**
 * Laws and conventions by their names: written as named wherever a guideline's words go into a clause
 * (a convention's name is no defined term to write in lower case).
 */
export const NAMED_INSTRUMENTS = [
  'United Nations Convention on Contracts for the International Sale of Goods',
  'Uniform Computer Information Transactions Act',
  'Uniform Commercial Code',
  'Federal Arbitration Act',
  'Contracts (Rights of Third Parties) Act 1999',
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

/**
 * The words that frame a place's name ("the State of New York", "the Commonwealth of Pennsylvania",
 * "the Province of Ontario"): read with the place, and read even where a scan changed one of their
 * letters ("THE SIATE OF TEXAS"), so that an edit replaces the frame with the place and never writes a
 * second frame inside the first ("THE SIATE OF THE STATE OF NEW YORK").
 */
export const PLACE_FRAMES = [
  'State',
  'Commonwealth',
  'Province',
  'Republic',
  'Kingdom',
  'Territory',
  'Canton',
];

/**
 * Cities and counties whose courts contracts name without their state or country ("the courts of
 * Dallas", "courts sitting in Harris County", "any court in New York City", "courts of competent
 * jurisdiction in London"): each read as a forum in the place it lies in, so a New York County forum is
 * a New York forum. Only places one name points to: a city not listed stays unread, never guessed
 * (and one written with its state, "London, Ontario", is read by the state). A name several states share
 * (Orange County, Wilmington, Birmingham) is left out.
 */
export const CITIES_AND_COUNTIES: Record<string, string> = {
  // United States
  'new york city': 'New York',
  'city of new york': 'New York',
  'new york county': 'New York',
  manhattan: 'New York',
  'borough of manhattan': 'New York',
  brooklyn: 'New York',
  'kings county': 'New York',
  'westchester county': 'New York',
  'los angeles': 'California',
  'los angeles county': 'California',
  'san francisco': 'California',
  'city and county of san francisco': 'California',
  'san francisco county': 'California',
  'santa clara county': 'California',
  'san mateo county': 'California',
  'san jose': 'California',
  'san diego': 'California',
  'san diego county': 'California',
  'alameda county': 'California',
  'palo alto': 'California',
  dallas: 'Texas',
  'dallas county': 'Texas',
  houston: 'Texas',
  'harris county': 'Texas',
  austin: 'Texas',
  'travis county': 'Texas',
  'san antonio': 'Texas',
  'bexar county': 'Texas',
  'tarrant county': 'Texas',
  chicago: 'Illinois',
  'cook county': 'Illinois',
  boston: 'Massachusetts',
  seattle: 'Washington',
  'king county': 'Washington',
  miami: 'Florida',
  'miami-dade county': 'Florida',
  orlando: 'Florida',
  atlanta: 'Georgia',
  philadelphia: 'Pennsylvania',
  pittsburgh: 'Pennsylvania',
  'allegheny county': 'Pennsylvania',
  'new castle county': 'Delaware',
  denver: 'Colorado',
  phoenix: 'Arizona',
  'maricopa county': 'Arizona',
  minneapolis: 'Minnesota',
  'hennepin county': 'Minnesota',
  detroit: 'Michigan',
  'las vegas': 'Nevada',
  'salt lake city': 'Utah',
  'salt lake county': 'Utah',
  nashville: 'Tennessee',
  charlotte: 'North Carolina',
  baltimore: 'Maryland',
  'new orleans': 'Louisiana',
  // The United Kingdom and the Commonwealth
  london: 'England',
  'city of london': 'England',
  edinburgh: 'Scotland',
  glasgow: 'Scotland',
  belfast: 'Northern Ireland',
  cardiff: 'England',
  dublin: 'Ireland',
  toronto: 'Ontario',
  ottawa: 'Ontario',
  vancouver: 'British Columbia',
  montreal: 'Quebec',
  calgary: 'Alberta',
  sydney: 'New South Wales',
  melbourne: 'Victoria',
  brisbane: 'Queensland',
  auckland: 'New Zealand',
  'tel aviv': 'Israel',
  munich: 'Germany',
  frankfurt: 'Germany',
  paris: 'France',
  amsterdam: 'Netherlands',
  zurich: 'Switzerland',
  geneva: 'Switzerland',
  stockholm: 'Sweden',
  tokyo: 'Japan',
  'new delhi': 'India',
  mumbai: 'India',
  beijing: 'China',
  shanghai: 'China',
  seoul: 'Korea',
  taipei: 'Taiwan',
};

/**
 * How a place is named as an adjective ("the English courts", "English law", "Texan law"): read as a
 * forum or a law only before its courts or its law, since "written in English" names a language; and
 * anywhere in the law's sentence as a remnant of a law an edit replaced ("the laws of the State of New
 * York (English common and statutory law)").
 */
export const PLACE_ADJECTIVES: Record<string, string> = {
  english: 'England',
  welsh: 'England',
  scottish: 'Scotland',
  british: 'United Kingdom',
  irish: 'Ireland',
  'northern irish': 'Northern Ireland',
  canadian: 'Canada',
  ontarian: 'Ontario',
  quebecois: 'Quebec',
  québécois: 'Quebec',
  albertan: 'Alberta',
  californian: 'California',
  texan: 'Texas',
  floridian: 'Florida',
  tennessean: 'Tennessee',
  georgian: 'Georgia',
  virginian: 'Virginia',
  coloradan: 'Colorado',
  australian: 'Australia',
  'new zealand': 'New Zealand',
  french: 'France',
  german: 'Germany',
  dutch: 'Netherlands',
  belgian: 'Belgium',
  swiss: 'Switzerland',
  austrian: 'Austria',
  italian: 'Italy',
  spanish: 'Spain',
  portuguese: 'Portugal',
  swedish: 'Sweden',
  norwegian: 'Norway',
  danish: 'Denmark',
  finnish: 'Finland',
  israeli: 'Israel',
  indian: 'India',
  chinese: 'China',
  prc: 'China',
  japanese: 'Japan',
  korean: 'Korea',
  taiwanese: 'Taiwan',
  singaporean: 'Singapore',
  'hong kong': 'Hong Kong',
  mexican: 'Mexico',
  brazilian: 'Brazil',
  'south african': 'South Africa',
  bermudian: 'Bermuda',
  caymanian: 'Cayman Islands',
};
/** The nouns a place adjective must come before to name a place ("English courts", "English law"). */
export const PLACE_ADJECTIVE_NOUNS = ['court', 'courts', 'law', 'laws', 'tribunal', 'tribunals'];

/**
 * The words that make a court's proper name ("the United States District Court for the Eastern District
 * of Virginia", "the High Court of Justice in England", "the Court of Chancery of the State of
 * Delaware"): a place written inside such a name is part of the name, not a place to write another in.
 */
export const COURT_NAME_HEADS = [
  'District Court',
  'District',
  'High Court',
  'Supreme Court',
  'Superior Court',
  'Circuit Court',
  'County Court',
  'Chancery Court',
  'Court of Chancery',
  'Court of Justice',
  'Court of Appeal',
  'Court of Appeals',
  'Court of Session',
  'Commercial Court',
  'Bankruptcy Court',
  'Federal Court',
  'Court of First Instance',
];

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

/**
 * A recital of where the agreement was made ("This Agreement has been entered into in the State of
 * Tennessee", "shall be deemed to have been made in the state of Washington"): the old law's connecting
 * factor, struck with it when the law changes. The verbs, and the auxiliaries that may come before them.
 */
export const MADE_THERE = {
  verbs: ['entered into', 'made', 'executed and delivered', 'executed', 'signed', 'concluded'],
  auxiliaries: ['is', 'was', 'are', 'were', 'has been', 'have been', 'shall be', 'will be', 'be'],
  deemed: ['deemed to have been', 'deemed to be', 'deemed'],
};

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

/**
 * After a law's words, a law that floats with the forum or among alternatives: no one law governs ("the
 * laws of the state where a suit is filed, being either Illinois or New York", "the law of the
 * defendant's domicile").
 */
export const FLOATING_LAW_CUES = [
  'where a suit',
  'where the suit',
  'where any suit',
  'where an action',
  'where the action',
  'where any action',
  'where such action',
  'where the proceeding',
  'where proceedings',
  'in which a suit',
  'in which the suit',
  'in which an action',
  'in which the action',
  'in which any action',
  'in which such action',
  'in which the proceeding',
  'in which proceedings',
  'being either',
  "defendant's",
  'defendant’s',
  'the defendant',
  'the defending party',
  'the responding party',
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

/** "the non-exclusive jurisdiction of the courts of England": the forum is said not to be the only one. */
export const NON_EXCLUSIVE_FORUM = [
  'non-exclusive jurisdiction',
  'nonexclusive jurisdiction',
  'non-exclusive venue',
  'nonexclusive venue',
  'non-exclusive forum',
  'nonexclusive forum',
];

/**
 * How the parties take the forum, beside its place: who submits to it and whether objections to it are
 * waived. An edit that changes the place keeps them as the clause writes them unless the level states
 * them ("Licensee submits …" does not become "Each party submits …").
 */
export const FORUM_FEATURES: TFeatureDefinition[] = [
  {
    id: 'submits-to-forum',
    label: 'submission to the courts',
    group: 'concept',
    byParty: true,
    ungraded: true,
    keptUnlessStated: true,
    partyIsTheValue: true,
    negatable: false,
    phrases: [
      'submit … jurisdiction',
      'submits … jurisdiction',
      'submitting … jurisdiction',
      'consent … jurisdiction',
      'consents … jurisdiction',
      'attorn … jurisdiction',
      'attorns … jurisdiction',
      'submit … courts',
      'submits … courts',
    ],
  },
  {
    id: 'venue-objection-waived',
    label: 'objections to the venue waived',
    group: 'concept',
    byParty: true,
    ungraded: true,
    keptUnlessStated: true,
    // "agrees not to plead forum non conveniens" waives the objection: a "not" before it is no denial.
    negatable: false,
    phrases: [
      'objection … venue',
      'objections … venue',
      'object … venue',
      'forum non conveniens',
      'inconvenient forum',
      'inconvenient venue',
    ],
  },
];

/**
 * What the chosen law is taken without: its own rules on which law applies ("without regard to its
 * conflict of laws principles", "without giving effect to any choice or conflict of law provision",
 * "excluding its rules on the conflict of laws", "its rules of private international law"). Read in
 * any words and through a scan's damage to one letter ("conflict of taws provision"), so that a clause
 * that already excludes them is never given the level's phrase a second time.
 */
export const LAW_FEATURES: TFeatureDefinition[] = [
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
      'choice of laws',
      'conflicts principles',
      'conflicts rules',
      'private international law',
    ],
    damagedWords: ['conflict', 'conflicts', 'law', 'laws'],
    negatable: false,
  },
];
