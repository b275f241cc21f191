/** Places read from a text: governing law and venue, the parties' homes, places named by no choice. */
import {
  CITIES_AND_COUNTIES,
  COURT_NAME_HEADS,
  FLOATING_LAW_CUES,
  GOVERNING_LAW_CUES,
  LAWS_OBEYED_CUES,
  PARTY_HOME,
  PARTY_PLACE_CUES,
  PLACE_ADJECTIVE_NOUNS,
  PLACE_ADJECTIVES,
  PLACE_EXCLUSION_CUES,
  PLACE_FRAMES,
  PLACE_OF_SIGNING_CUES,
  PLACE_PARENTS,
  PLACES,
  SAME_PLACE_REFERENCES,
  SERVICE_OF_PROCESS_CUES,
  STATUTE_NAME_ENDS,
  STATUTE_NAME_LAW,
  VENUE_CUES,
  VENUE_DENIAL_CUES,
} from '../../terms/legal-vocabulary';
import { keyed, type TPlaceKey } from '../../terms/term-key';
import {
  partyNamed,
  quoteOf,
  type TParty,
  type TPlaceTerm,
  type TTerm,
  tokenDistance,
  tokenOfTerm,
} from '../../terms/term-reading';
import {
  findPhrases,
  oneLetterChanged,
  type TPhraseMatch,
  type TToken,
  type TTokenised,
  tokenAt,
} from '../../terms/text-tokens';

const PLACE_PHRASES = Object.entries(PLACES).flatMap(([name, phrases]) =>
  phrases.map((phrase) => ({ name, phrase })),
);
const PLACE_BY_PHRASE = new Map(PLACE_PHRASES.map(({ name, phrase }) => [phrase, name]));
const PLACE_NAMES_AS_WRITTEN = PLACE_PHRASES.map((p) => p.phrase);
/** A word and "of" right before a place's name ("the State of", "THE SIATE OF"): its frame, if the word is one. */
const WORD_OF_BEFORE = /(?:the\s+)?([\p{L}\p{N}]+)\s+of\s+(?:the\s+)?$/iu;
/** The frame written before a place's name, its word one of PLACE_FRAMES or one letter off it ("THE SIATE OF"). */
const frameBefore = (before: string) => {
  const written = WORD_OF_BEFORE.exec(before);
  const word = written?.[1] ?? '';
  return written && PLACE_FRAMES.some((frame) => oneLetterChanged(word, frame)) ? written : null;
};
const COUNTY_BEFORE =
  /((?:[A-Z][\w.'-]*\s+){1,3}(?:County|City|Borough|Parish)|City\s+of\s+(?:[A-Z][\w.'-]*\s*){1,3}),?\s+$/;
/** Whether words as written ("New York", "N.Y.") are the name of a place the vocabulary knows. */
const namesAPlace = (words: string) =>
  PLACE_BY_PHRASE.has(
    words
      .toLowerCase()
      .replace(/[^a-z]+/g, ' ')
      .trim(),
  );

/** A county named after its state: "the State of Texas, Bexar County". */
const COUNTY_AFTER = /^,?[ \t]+(?:[A-Z][\w'-]*[ \t]+){1,3}(?:County|Parish)\b/;

/** A city written before its state, where something is ("the courts in San Francisco, California"). */
const CITY_BEFORE = /\b(?:in|at)\s+((?:[A-Z][\w.'-]*\s+){0,2}[A-Z][\w.'-]*),\s+$/;

/** How many words before a place a word of signing may stand ("executed … in … the State of"). */
const SIGNING_REACH = 12;

const HOME_OPENINGS = PARTY_HOME.places.flatMap((place) => [`the ${place} in which`, `the ${place} where`]);

/** How a place names a party's home; the text is this module's alone (code asks `isHomePlace`, `sideOfHomePlace`). */
const HOME = 'home:';
/** The name a party's home goes by among places: the supplier's home, whoever it is. */
export const homePlace = (side: string) => `${HOME}${side}`;
export const isHomePlace = (place: string) => place.startsWith(HOME);
/** The side whose home a place is; undefined for any other place. */
export const sideOfHomePlace = (place: string) => (isHomePlace(place) ? place.slice(HOME.length) : undefined);

/**
 * "the jurisdiction in which Supplier has its principal place of business": the party's home as a place,
 * the whole phrase its mention.
 */
const partyHomes = (tokenised: TTokenised, parties: readonly TParty[]) => {
  const { tokens } = tokenised;
  const openings = findPhrases(tokenised, HOME_OPENINGS);
  const homes = findPhrases(tokenised, PARTY_HOME.homes);
  return findPhrases(
    tokenised,
    parties.map((party) => party.name),
  ).flatMap((party) => {
    const opening = openings.find((match) => match.to === party.from);
    const home = homes.find((match) => match.from === party.to);
    const side = partyNamed(parties, party.phrase)?.side;
    if (!opening || !home || !side || !(tokens[party.from] as TToken).capitalised) return [];
    return [
      { name: homePlace(side), match: { ...opening, to: home.to, end: home.end }, start: opening.start },
    ];
  });
};

/** How many words a statute's name may run after its place ("the New York General Obligations Law"). */
const STATUTE_NAME_REACH = 5;

/** "the Florida Franchise Act": the place's name opens a statute's, capitalised words from `to` on. */
const namesStatute = (tokenised: TTokenised, to: number) => {
  const { tokens, text } = tokenised;
  for (let k = to; k < to + STATUTE_NAME_REACH; k += 1) {
    const token = tokens[k];
    if (!token?.capitalised || !/^\s+$/.test(text.slice((tokens[k - 1] as TToken).end, token.start)))
      return false;
    if (STATUTE_NAME_ENDS.includes(token.norm) || (token.norm === STATUTE_NAME_LAW && k > to)) return true;
  }
  return false;
};

/**
 * Places that are no choice of law or forum whatever cues surround them: where a party is incorporated
 * or does business, a statute's name, courts said to have no jurisdiction, the rules that serve process.
 */
const placesOfNoChoice = (tokenised: TTokenised) => {
  const { tokens } = tokenised;
  const partyPlaces = findPhrases(tokenised, PARTY_PLACE_CUES);
  const denials = findPhrases(tokenised, VENUE_DENIAL_CUES);
  const services = findPhrases(tokenised, SERVICE_OF_PROCESS_CUES);
  const obeyed = findPhrases(tokenised, LAWS_OBEYED_CUES);
  const samePart = (a: TPhraseMatch, b: { from: number }) =>
    (tokens[a.from] as TToken).part === (tokens[b.from] as TToken).part;
  const before = (cues: readonly TPhraseMatch[], reach: number, place: { from: number }) =>
    cues.some((cue) => cue.to <= place.from && place.from - cue.to <= reach && samePart(cue, place));
  return (place: { from: number; to: number }) =>
    before(partyPlaces, PARTY_PLACE_REACH, place) ||
    before(obeyed, LAWS_OBEYED_REACH, place) ||
    namesStatute(tokenised, place.to) ||
    before(services, Number.POSITIVE_INFINITY, place) ||
    denials.some(
      (cue) => cue.from >= place.to && cue.from - place.to <= DENIAL_REACH && samePart(cue, place),
    );
};

/** How far before a place its party's incorporation is said ("organized under the laws of the Republic of"). */
const PARTY_PLACE_REACH = 3;
/** How far before a place the laws it names are said to be broken or obeyed ("violative of the laws or public policy of the laws of"). */
const LAWS_OBEYED_REACH = 12;
/** How far after a place its courts are said to have no jurisdiction ("The Texas courts shall have no"). */
export const DENIAL_REACH = 6;

/** A place named in a text (or a reference to one, "that State", with no name), from its first word on. */
type TPlaceMention = { name: string; match: TPhraseMatch; start: number };

/** The cues that decide what a place is named for in a text: law, venue, an exclusion, signing, no choice. */
type TPlaceCues = {
  law: readonly TPhraseMatch[];
  venue: readonly TPhraseMatch[];
  excluding: readonly TPhraseMatch[];
  signedThere: (place: TPhraseMatch) => boolean;
  noChoice: ReturnType<typeof placesOfNoChoice>;
};

export const readPlaces = (tokenised: TTokenised, parties: readonly TParty[]): TTerm[] => {
  const law = findPhrases(tokenised, GOVERNING_LAW_CUES);
  const venue = findPhrases(tokenised, VENUE_CUES);
  const cues: TPlaceCues = {
    law,
    venue,
    excluding: findPhrases(tokenised, PLACE_EXCLUSION_CUES),
    signedThere: signedThereIn(tokenised, law, venue),
    noChoice: placesOfNoChoice(tokenised),
  };
  const mentions = [...placeMentions(tokenised), ...partyHomes(tokenised, parties)];
  const references = findPhrases(tokenised, SAME_PLACE_REFERENCES).map(
    (match): TPlaceMention => ({ name: '', match, start: match.start }),
  );
  const terms: TTerm[] = [];
  for (const mention of [...mentions, ...references].sort((a, b) => a.start - b.start)) {
    const term = placeTermOf(tokenised, cues, terms, mention);
    if (term) terms.push(withRoleOfPlaceInside(tokenised.text, terms.at(-1), term));
  }
  return withFloatingLaw(tokenised, terms);
};

/** How far after a law's words the words that float it may stand ("the laws of the state where a suit"). */
const FLOATING_REACH = 30;

/**
 * Where a law floats ("the laws of the state where a suit is properly filed", "the law of the
 * defendant's domicile"): each floating cue after a law's words in one sentence with no court's words
 * between ("governed by New York law, and suits brought in the courts where the defendant resides" is a
 * forum that floats, not a law).
 */
export const floatingLawCues = (tokenised: TTokenised): TPhraseMatch[] => {
  const { tokens } = tokenised;
  const law = findPhrases(tokenised, GOVERNING_LAW_CUES);
  const venue = findPhrases(tokenised, VENUE_CUES);
  const sentenceOf = (match: TPhraseMatch) => (tokens[match.from] as TToken).sentence;
  return findPhrases(tokenised, FLOATING_LAW_CUES).filter((cue) => {
    const lawBefore = law.findLast(
      (l) => l.to <= cue.from && cue.from - l.to <= FLOATING_REACH && sentenceOf(l) === sentenceOf(cue),
    );
    return lawBefore !== undefined && !venue.some((v) => v.from >= lawBefore.to && v.to <= cue.from);
  });
};

/** Between two laws offered as alternatives: "Illinois or New York", "the laws of Ohio, or the laws of Texas". */
const ALTERNATIVE_JOIN = /^\s*,?\s+or\s+(?:the\s+)?(?:laws?\s+of\s+(?:the\s+)?)?(?:\p{L}+\s+of\s+)?$/iu;

/** The governing laws of a sentence where its law floats or two laws are alternatives, marked floating. */
const withFloatingLaw = (tokenised: TTokenised, terms: TTerm[]): TTerm[] => {
  const { tokens, text } = tokenised;
  const sentenceOf = (term: TTerm) => (tokenOfTerm(tokenised, term) as TToken).sentence;
  const floats = new Set(floatingLawCues(tokenised).map((cue) => (tokens[cue.from] as TToken).sentence));
  const laws = terms.filter((t): t is TPlaceTerm => t.kind === 'place' && t.role === 'governing-law');
  laws.forEach((law, i) => {
    const next = laws[i + 1];
    if (
      next &&
      sentenceOf(next) === sentenceOf(law) &&
      ALTERNATIVE_JOIN.test(text.slice(law.quote.end, next.quote.start)) &&
      !law.places.some((p) => next.places.includes(p) || placeParent(p) === next.places[0]) &&
      !next.places.some((p) => placeParent(p) === law.places[0])
    )
      floats.add(sentenceOf(law));
  });
  return terms.map((t) =>
    t.kind === 'place' && t.role === 'governing-law' && floats.has(sentenceOf(t))
      ? { ...t, floating: true as const }
      : t,
  );
};

/** Between a place and the country it lies in, written as one: "Florida in the United States", "Nevada (USA)". */
const PLACE_THEN_ITS_COUNTRY = /^\s*(?:,|\(|\bin\b|\bof\b)?\s*(?:the\s+)?$/i;

/**
 * "the laws of the State of Florida in the United States of America, and venue …": a country written
 * right after a place inside it says where that place is, so it has that place's role (the law), not
 * the role of a cue that follows (the venue).
 */
const withRoleOfPlaceInside = (text: string, previous: TTerm | undefined, term: TTerm): TTerm => {
  if (previous?.kind !== 'place' || term.kind !== 'place' || previous.role === term.role) return term;
  const inside = previous.places.some((place) => placeParent(place) === term.places[0]);
  if (!inside || !PLACE_THEN_ITS_COUNTRY.test(text.slice(previous.quote.end, term.quote.start))) return term;
  return {
    ...term,
    ...keyed<TPlaceKey>({ kind: 'place', role: previous.role }),
    role: previous.role,
    label: previous.label,
  };
};

/**
 * "executed and delivered in Los Angeles County in the State of California": where it was signed,
 * unless a law or venue cue comes between ("made in, and governed by the laws of, New York").
 */
const signedThereIn = (
  tokenised: TTokenised,
  lawCues: readonly TPhraseMatch[],
  venueCues: readonly TPhraseMatch[],
) => {
  const { tokens } = tokenised;
  const signing = findPhrases(tokenised, PLACE_OF_SIGNING_CUES);
  return (place: TPhraseMatch) => {
    const part = tokens[place.from]?.part;
    const cue = signing
      .filter(
        (c) => c.to <= place.from && place.from - c.to <= SIGNING_REACH && tokens[c.from]?.part === part,
      )
      .at(-1);
    return (
      cue !== undefined &&
      ![...lawCues, ...venueCues].some((other) => other.from >= cue.to && other.to <= place.from)
    );
  };
};

/** The places a text names, each with its county, city or "State of" before it and its county after it. */
const placeMentions = (tokenised: TTokenised) => {
  const { tokens, text } = tokenised;
  const mentions: TPlaceMention[] = [];
  for (const match of findPhrases(tokenised, PLACE_NAMES_AS_WRITTEN)) {
    // Places are proper names: written with a capital (or in capitals).
    if (!tokens.slice(match.from, match.to).some((token) => token.capitalised)) continue;
    const name = PLACE_BY_PHRASE.get(match.phrase) as string;
    const prefix = frameBefore(text.slice(Math.max(0, match.start - 40), match.start));
    let start = prefix ? match.start - prefix[0].length : match.start;
    const before = text.slice(Math.max(0, start - 60), start);
    const county = COUNTY_BEFORE.exec(before);
    const city = county ? null : CITY_BEFORE.exec(before);
    if (county) start -= county[0].length;
    // The city is part of the place unless it is a place itself ("in New York, New York" stays two).
    else if (city?.[1] && !namesAPlace(city[1])) start -= city[0].length - city[0].indexOf(city[1]);
    // "New York County, New York" is one mention.
    const previous = mentions.at(-1);
    if (
      previous &&
      previous.name === name &&
      /^\s*(County|City)\s*,\s*$/.test(text.slice(previous.match.end, match.start))
    ) {
      previous.match = { ...previous.match, end: match.end, to: match.to };
      continue;
    }
    // "the State of Texas, Bexar County": the county is part of the place.
    const countyAfter = COUNTY_AFTER.exec(text.slice(match.end));
    mentions.push({
      name,
      match: countyAfter ? { ...match, end: match.end + countyAfter[0].length } : match,
      start,
    });
  }
  return withAdjectives(tokenised, withCities(tokenised, mentions));
};

const CITY_NAMES = Object.keys(CITIES_AND_COUNTIES);
const ADJECTIVE_NAMES = Object.keys(PLACE_ADJECTIVES);
/** Words of a place's name that stay in lower case ("the City and County of San Francisco"). */
const NAME_LINKS = ['and', 'of', 'the'];
const capitalisedMatch = ({ tokens }: TTokenised, match: TPhraseMatch) =>
  tokens
    .slice(match.from, match.to)
    .every((token) => token.capitalised || token.kind !== 'word' || NAME_LINKS.includes(token.norm));
/** Between the cities of a list: ", ", " or ", ", and ". */
const LIST_JOIN = /^\s*(?:,|,?\s+(?:or|and)\s)\s*(?:the\s+)?$/i;
/** Words before a city that make it where something is ("courts of Dallas", "sitting in Harris County"). */
const CITY_PREPOSITIONS = ['in', 'of', 'at', 'for', 'within'];
/**
 * A city's name where a place is meant: after a preposition, and not the start of a longer name
 * ("between Phoenix Corp. and …", "in Austin Ventures LLC" name companies).
 */
const namesTheCity = (tokenised: TTokenised, match: TPhraseMatch, listedAfter?: TPlaceMention) => {
  const { tokens, text } = tokenised;
  const article = tokens[match.from - 1]?.norm === 'the' ? 1 : 0;
  // The next of a list of cities ("the courts of Dallas, Houston or Austin") is where its first is.
  if (listedAfter && LIST_JOIN.test(text.slice(listedAfter.match.end, match.start)))
    return capitalisedMatch(tokenised, match);
  const before = tokens[match.from - 1 - article];
  const after = tokens[match.to];
  // In capitals throughout ("THE COURTS OF DALLAS COUNTY SHALL …") a capital tells nothing.
  const inCapitals = text.slice(match.start, match.end) === text.slice(match.start, match.end).toUpperCase();
  const nameGoesOn = !inCapitals && after?.capitalised && /^[ \t]+$/.test(text.slice(match.end, after.start));
  return (
    capitalisedMatch(tokenised, match) &&
    before !== undefined &&
    CITY_PREPOSITIONS.includes(before.norm) &&
    !nameGoesOn
  );
};

/**
 * Cities and counties named without their state ("the courts of Dallas", "courts sitting in Harris
 * County", "any court in New York City") as mentions of the place they lie in. One written before its
 * state or country ("Dallas, Texas", "London, Ontario") is part of that place's mention, whatever the
 * table says; one that covers a state's name ("New York City", "the City of New York") replaces it.
 */
const withCities = (tokenised: TTokenised, mentions: TPlaceMention[]) => {
  const { text } = tokenised;
  const found = [...mentions];
  for (const match of findPhrases(tokenised, CITY_NAMES)) {
    if (found.some((m) => m.start <= match.start && match.end <= m.match.end)) continue;
    const followed = found.find(
      (m) => m.start >= match.end && /^\s*,?\s*(?:the\s+)?$/i.test(text.slice(match.end, m.start)),
    );
    if (followed) {
      if (capitalisedMatch(tokenised, match)) followed.start = Math.min(followed.start, match.start);
      continue;
    }
    if (!namesTheCity(tokenised, match, found.at(-1))) continue;
    const covered = found.filter((m) => match.start <= m.start && m.match.end <= match.end);
    for (const inside of covered) found.splice(found.indexOf(inside), 1);
    found.push({ name: CITIES_AND_COUNTIES[match.phrase] as string, match, start: match.start });
  }
  return found.sort((a, b) => a.start - b.start);
};

/** "the English courts", "English law": a place named as an adjective, read only before its courts or law. */
const withAdjectives = (tokenised: TTokenised, mentions: TPlaceMention[]) => {
  const { tokens } = tokenised;
  const adjectives = findPhrases(tokenised, ADJECTIVE_NAMES).filter(
    (match) =>
      capitalisedMatch(tokenised, match) &&
      PLACE_ADJECTIVE_NOUNS.includes(tokens[match.to]?.norm ?? '') &&
      !mentions.some((m) => m.start <= match.start && match.end <= m.match.end),
  );
  return [
    ...mentions,
    ...adjectives.map((match) => ({
      name: PLACE_ADJECTIVES[match.phrase] as string,
      match,
      start: match.start,
    })),
  ].sort((a, b) => a.start - b.start);
};

/**
 * The term a place mention states, given the terms before it: the governing law or the venue, by the
 * cue nearest it; none for a place of no choice, of signing or with neither cue in its sentence.
 */
const placeTermOf = (
  tokenised: TTokenised,
  cues: TPlaceCues,
  terms: readonly TTerm[],
  mention: TPlaceMention,
): TTerm | undefined => {
  const { tokens, text } = tokenised;
  const token = tokens[mention.match.from] as TToken;
  // From the place's own words on ("the State of Illinois"): "the laws of the State of Illinois, and
  // the courts of …" is Illinois law, the cue before the place nearer than the one after it.
  const place = { from: tokenAt(tokenised, mention.start), to: mention.match.to };
  if (cues.noChoice(place)) return undefined;
  const nearest = (found: readonly TPhraseMatch[]) =>
    Math.min(
      ...found
        .filter((cue) => (tokens[cue.from] as TToken).sentence === token.sentence)
        .map(
          (cue) => tokenDistance(cue, place) + ((tokens[cue.from] as TToken).part === token.part ? 0 : 20),
        ),
    );
  const law = nearest(cues.law);
  const venue = nearest(cues.venue);
  if (!Number.isFinite(law) && !Number.isFinite(venue)) return undefined;
  const signed = cues.signedThere(mention.match);
  if (signed && !lawPlaceAgain(tokenised, terms, mention)) return undefined;
  const role = signed || law <= venue ? 'governing-law' : 'venue';
  // "the courts of that State": the place the sentence named for the law, now for the courts.
  const referredTo =
    mention.name === ''
      ? terms.findLast(
          (term): term is TPlaceTerm =>
            term.kind === 'place' &&
            term.role !== role &&
            (tokenOfTerm(tokenised, term) as TToken).sentence === token.sentence,
        )
      : undefined;
  if (mention.name === '' && !referredTo) return undefined;
  const excluded = cues.excluding.some(
    (cue) =>
      cue.to <= mention.match.from &&
      mention.match.from - cue.to <= 6 &&
      (tokens[cue.from] as TToken).part === token.part,
  );
  return {
    kind: 'place',
    ...keyed<TPlaceKey>({ kind: 'place', role }),
    ...(inCourtName(text, mention.start, mention.match.end) && { inCourtName: true as const }),
    label: role === 'governing-law' ? 'governing law' : 'courts / venue',
    role,
    places: referredTo ? referredTo.places : [mention.name],
    excluded: referredTo ? referredTo.excluded : excluded,
    quote: quoteOf(text, mention.start, mention.match.end),
  };
};

/** How far before a place a court's name may start ("the United States District Court for the Eastern District of"). */
const COURT_NAME_REACH = 100;
const COURT_HEAD = new RegExp(
  `\\b(?:${COURT_NAME_HEADS.map((head) => head.replace(/ /g, '\\s+')).join('|')})\\b`,
  'gi',
);
/** Between a court's name and the place in it: only names and "of", "for", "in", "the". */
const WITHIN_A_NAME = /^(?:\s+(?:of|for|in|the|[A-Z][\w.'&-]*))*\s+$/;

/**
 * Whether the place starting at `start` is written inside a court's proper name: a head of one
 * ("District Court", "High Court", "District") before it, written as a name (with capitals, unless the
 * whole sentence is in capitals), and nothing but names and "of", "for", "in", "the" between.
 */
const inCourtName = (text: string, start: number, end: number) => {
  const before = text.slice(Math.max(0, start - COURT_NAME_REACH), start);
  const asName = (words: string) =>
    /^[A-Z]/.test(words) && !/\b[a-z]/.test(words.replace(/\b(?:of|for|in)\b/g, ''));
  const within = [...before.matchAll(COURT_HEAD)].some(
    (head) => asName(head[0]) && WITHIN_A_NAME.test(before.slice((head.index ?? 0) + head[0].length)),
  );
  // The place opens the name: "the United States District Court", "the Delaware Court of Chancery".
  const after = text.slice(end, end + COURT_NAME_REACH);
  const head = [...after.matchAll(COURT_HEAD)][0];
  const opens =
    head !== undefined &&
    asName(head[0]) &&
    /^(?:\s+[A-Z][\w.'&-]*)*\s+$/.test(after.slice(0, head.index ?? 0));
  return within || opens;
};

/**
 * "the laws of the State of Delaware applicable to contracts executed and to be performed wholly
 * within the State of Delaware": the law's own place again, saying which of its laws.
 */
const lawPlaceAgain = (tokenised: TTokenised, terms: readonly TTerm[], mention: TPlaceMention) => {
  const token = tokenised.tokens[mention.match.from] as TToken;
  return (
    mention.name !== '' &&
    terms.some(
      (term) =>
        term.kind === 'place' &&
        term.role === 'governing-law' &&
        term.places.includes(mention.name) &&
        (tokenOfTerm(tokenised, term) as TToken).part === token.part,
    )
  );
};

/**
 * Every word of a text that names a place, whatever it is named for: its name ("Texas", "the State of
 * Texas"), a city in it ("Miami") or its adjective ("English", "Texan"), each written with a capital.
 */
export const placeWordsIn = (tokenised: TTokenised) =>
  findPhrases(tokenised, [...PLACE_NAMES_AS_WRITTEN, ...CITY_NAMES, ...ADJECTIVE_NAMES])
    .filter((match) => tokenised.tokens.slice(match.from, match.to).some((token) => token.capitalised))
    .map((match) => ({
      name:
        PLACE_BY_PHRASE.get(match.phrase) ??
        CITIES_AND_COUNTIES[match.phrase] ??
        PLACE_ADJECTIVES[match.phrase] ??
        '',
      start: match.start,
      end: match.end,
    }));

/** The place a place lies in ("Ontario" → "Canada", "Texas" → "United States"). */
export const placeParent = (place: string): string | undefined => PLACE_PARENTS[place];

/** The most specific of a set of places: "Nevada" and "United States" → "Nevada". */
export const mostSpecificPlaces = (places: string[]) =>
  [...new Set(places)].filter((place) => !places.some((other) => placeParent(other) === place));
