/** Parties read from a text, who acts as a subject, releases and who is bound (mutual or one side). */
import {
  COMMON_DEFINED_TERMS,
  CONDITIONS_BEFORE_A_PARTY,
  EITHER_SIDE_ROLE_WORDS,
  GENERIC_DETERMINERS,
  MUTUAL_PHRASES,
  NEGATION_CUES,
  NOT_PARTY_PREFIXES,
  OPPOSITE_SIDES,
  PARTY_SIDES,
  PREPOSITIONS_BEFORE_OBJECTS,
  RELEASING_VERBS,
  SUBJECT_VERBS,
  THINGS_A_PARTY_WORD_NAMES,
  WORDS_BEFORE_A_PARTY,
} from '../../terms/legal-vocabulary';
import { keyed, type TWhoKey } from '../../terms/term-key';
import {
  partyNamed,
  quoteOf,
  sidedMentions,
  type TParty,
  type TTerm,
  type TWhoTerm,
} from '../../terms/term-reading';
import {
  escapeRegExp,
  findPhrases,
  type TPhraseMatch,
  type TToken,
  type TTokenised,
  tokenAt,
} from '../../terms/text-tokens';
import { isNamedSide, namedSide } from './named-side';

const SUBJECT_VERB = new Set(SUBJECT_VERBS);
/** The modals a subject may follow ("In no event shall Supplier be liable"); no verb a party acts by. */
export const INVERTING_MODALS = new Set(['shall', 'will', 'may', 'must', 'can', 'would', 'should']);
const SIDE_BY_NAME = new Map(
  Object.entries(PARTY_SIDES).flatMap(([side, names]) => names.map((name) => [name, side] as const)),
);
export const PARTY_NAMES = [...SIDE_BY_NAME.keys()];
const EITHER_SIDE = new Set(EITHER_SIDE_ROLE_WORDS);

/**
 * "the Company" beside "Consultant" is the customer: a party named by a role word of either side
 * (EITHER_SIDE_ROLE_WORDS) takes the side opposite to another party's of the same side.
 */
export const yieldEitherSide = (parties: readonly TParty[]): TParty[] =>
  parties.map((party) => {
    const flipped = OPPOSITE_SIDES[party.side];
    const besideSameSide = parties.some(
      (other) => other !== party && !EITHER_SIDE.has(other.name.toLowerCase()) && other.side === party.side,
    );
    // Not where another party has that side already ("Company … each Supplier … Customer").
    const otherSideTaken = parties.some((other) => other.side === flipped);
    return EITHER_SIDE.has(party.name.toLowerCase()) && besideSameSide && flipped && !otherSideTaken
      ? { ...party, side: flipped }
      : party;
  });

/** The side a role word names ("Licensee": customer), if it is one. */
export const sideOfRoleWord = (word: string) => SIDE_BY_NAME.get(word.toLowerCase());
const NOT_PARTY_PREFIX = new Set(NOT_PARTY_PREFIXES);
const WORD_BEFORE_A_PARTY = new Set(WORDS_BEFORE_A_PARTY);
const COMMON_DEFINED_TERM = new Set(COMMON_DEFINED_TERMS.map((term) => term.toLowerCase()));
const THING_A_PARTY_WORD_NAMES = new Set(THINGS_A_PARTY_WORD_NAMES);
const GENERIC = new Set(GENERIC_DETERMINERS);
const PREPOSITION = new Set(PREPOSITIONS_BEFORE_OBJECTS);

/** Parties named in the text: the vocabulary's party words written as names, and defined names ("(the "Distributor")"). */
export const isPossessive = (tokenised: TTokenised, match: TPhraseMatch) =>
  /^['’]/.test(tokenised.text.slice(match.end, match.end + 1)) ||
  /['’]s$/i.test(tokenised.text.slice(match.start, match.end));
const actsAsParty = (tokenised: TTokenised, match: TPhraseMatch) =>
  isPossessive(tokenised, match) ||
  tokenised.tokens
    .slice(match.to, match.to + 3)
    .some((t) => SUBJECT_VERB.has(t.norm) && !/[()]/.test(tokenised.text.slice(match.end, t.start)));

/** The subject after its modal: "In no event shall Supplier be liable", "nor will Licensee assign". */
export const invertedSubject = ({ tokens, text }: TTokenised, match: TPhraseMatch) => {
  const before = tokens[match.from - 1];
  const after = tokens[match.to];
  return (
    before !== undefined &&
    INVERTING_MODALS.has(before.norm) &&
    after?.kind === 'word' &&
    /^\s+$/.test(text.slice(before.end, match.start)) &&
    /^\s+$/.test(text.slice(match.end, after.start))
  );
};

/**
 * The party word is part of a longer name — "End User", "Authorized User" (NOT_PARTY_PREFIXES), "User
 * Data", "Customer Materials" (a capitalised word after it) — which names someone or something else.
 */
const inLongerName = (tokenised: TTokenised, match: TPhraseMatch) => {
  const before = tokenised.tokens[match.from - 1];
  const after = tokenised.tokens[match.to];
  const joined = (a: TToken, b: TToken) => /^[ \t-]+$/.test(tokenised.text.slice(a.end, b.start));
  const first = tokenised.tokens[match.from] as TToken;
  const last = tokenised.tokens[match.to - 1] as TToken;
  const previous = tokenised.tokens[match.from - 2];
  // Inside a sentence, after another capitalised word ("the Village Media Company", "any Ginkgo
  // Subcontractor").
  const namePartBefore =
    before?.capitalised === true &&
    before.kind === 'word' &&
    previous?.kind === 'word' &&
    previous.sentence === before.sentence &&
    !WORD_BEFORE_A_PARTY.has(before.norm) &&
    // "Upon expiry of the Term Customer shall return …": a defined term of its own ends before it.
    !COMMON_DEFINED_TERM.has(before.norm);
  return (
    (before !== undefined &&
      joined(before, first) &&
      (namePartBefore || (before.capitalised && NOT_PARTY_PREFIX.has(before.norm)))) ||
    (after?.kind === 'word' &&
      !after.capitalised &&
      THING_A_PARTY_WORD_NAMES.has(after.norm) &&
      joined(last, after)) ||
    (after !== undefined &&
      after.kind === 'word' &&
      after.capitalised &&
      !SUBJECT_VERB.has(after.norm) &&
      !SIDE_BY_NAME.has(after.norm) &&
      joined(last, after))
  );
};

const isInCapitals = (token: TToken | undefined) =>
  token !== undefined && /\p{L}{2}/u.test(token.text) && token.text === token.text.toUpperCase();

/** Whether a word stands among words written in capitals (a heading, a shouted sentence). */
const inCapitalsRun = ({ tokens }: TTokenised, match: TPhraseMatch) =>
  isInCapitals(tokens[match.from - 1]) || isInCapitals(tokens[match.to]);

/**
 * "BY LICENSOR", "IN THE CUSTOMER": a party word a preposition governs names the party, in capitals as
 * written any other way — unless a thing follows it ("OF CUSTOMER DATA").
 */
const objectOfPreposition = ({ tokens }: TTokenised, match: TPhraseMatch) => {
  const before = tokens[match.from - 1];
  const governing = before?.norm === 'the' ? tokens[match.from - 2] : before;
  const after = tokens[match.to];
  return (
    governing !== undefined &&
    governing.sentence === (tokens[match.from] as TToken).sentence &&
    PREPOSITION.has(governing.norm) &&
    !(after?.kind === 'word' && THING_A_PARTY_WORD_NAMES.has(after.norm))
  );
};

export const readParties = (tokenised: TTokenised, known: readonly TParty[] = []): TParty[] => {
  const parties = new Map<string, TParty>();
  for (const match of findPhrases(tokenised, PARTY_NAMES)) {
    const first = tokenised.tokens[match.from] as TToken;
    if (!first.capitalised) continue;
    if (first.text !== first.text.toUpperCase() && inLongerName(tokenised, match)) continue;
    // "any Customer of the Company" is one of the Company's customers, not the contract's.
    if (GENERIC.has(tokenised.tokens[match.from - 1]?.norm ?? '')) continue;
    // In capitals, a capital says nothing: the word names a party only where it acts ("AGENCY'S
    // LIABILITY", "AGENCY SHALL") or is acted on ("OWNED BY LICENSOR", "VEST IN THE CUSTOMER"), not
    // in "NO AGENCY RELATIONSHIP" — unless the words around it are not in capitals ("the Company gives
    // CONSULTANT written notice").
    if (
      first.text === first.text.toUpperCase() &&
      first.text.length > 1 &&
      !actsAsParty(tokenised, match) &&
      !objectOfPreposition(tokenised, match) &&
      inCapitalsRun(tokenised, match)
    )
      continue;
    const name = tokenised.text.slice(match.start, match.end).replace(/['’]s$/i, '');
    // A role word the document (or the reviewer's side) places is read on that side.
    const placed = partyNamed(known, name);
    const side = placed?.side ?? (SIDE_BY_NAME.get(match.phrase) as string);
    // Where the contract names its customer "Corio", a "Customer" is someone else (Corio's customers).
    if (
      !placed &&
      known.some((party) => party.side === side && party.name.toLowerCase() !== name.toLowerCase())
    )
      continue;
    parties.set(name.toLowerCase(), { name, side });
  }
  for (const defined of tokenised.text.matchAll(
    /\((?:the\s+|hereinafter\s+(?:the\s+)?|each\s+a\s+)?["“]([A-Z][\w .&-]{1,40})["”]\)/g,
  )) {
    const name = defined[1] as string;
    const key = name.toLowerCase();
    if (!parties.has(key)) parties.set(key, { name, side: SIDE_BY_NAME.get(key) ?? namedSide(name) });
  }
  // The document's parties, as the clause writes their names ("Corio" for the preamble's "CORIO").
  for (const match of findPhrases(
    tokenised,
    known.map((party) => party.name),
  )) {
    if (!(tokenised.tokens[match.from] as TToken).capitalised) continue;
    const name = tokenised.text.slice(match.start, match.end).replace(/['’]s$/i, '');
    const party = partyNamed(known, match.phrase);
    const own = parties.get(name.toLowerCase());
    if (party && (!own || isNamedSide(own.side))) parties.set(name.toLowerCase(), { name, side: party.side });
  }
  return yieldEitherSide([...parties.values()].filter((party) => party.name.toLowerCase() !== 'agreement'));
};

/**
 * Whether a party's mention acts: it is followed by its verb ("Supplier shall", "ENERGOUS may") or owns
 * what follows ("Supplier's liability"); "terminated by either party" is a mutual right, though passive.
 */
export const actsAsSubject = (tokenised: TTokenised, match: TPhraseMatch) =>
  actsAsParty(tokenised, match) ||
  (tokenised.tokens[match.from - 1]?.norm === 'by' && MUTUAL_PHRASES.includes(match.phrase)) ||
  passiveAgent(tokenised, match);

const CONDITION_BEFORE = new RegExp(
  `\\b(?:${CONDITIONS_BEFORE_A_PARTY.map(escapeRegExp).join('|')})\\s+(?:the\\s+)?$`,
  'i',
);

/** Whether the text before a party's name makes its act a condition ("unless Customer gives …"). */
export const opensCondition = (before: string) => CONDITION_BEFORE.test(before.slice(-40));

export const PASSIVE_AUXILIARIES = new Set(['be', 'been', 'being', 'is', 'are', 'was', 'were']);

/** The one doing what a passive verb says: "shall not … be assigned by EFS". */
export const passiveAgent = ({ tokens }: TTokenised, match: TPhraseMatch) =>
  tokens[match.from - 1]?.norm === 'by' &&
  /ed$/.test(tokens[match.from - 2]?.norm ?? '') &&
  PASSIVE_AUXILIARIES.has(tokens[match.from - 3]?.norm ?? '');

/** How many words after a party its verb may come ("EFS agrees to pay", "Customer will promptly pay"). */
export const VERB_REACH = 4;

/** How many words after a releasing verb the party released may be named ("waives any and all claims against Supplier"). */
const RELEASE_REACH = 8;
const RELEASING = new Set(RELEASING_VERBS);
/** Words that deny a release between a party and its verb ("shall not waive", "cannot release"). */
const NEGATIONS = new Set(NEGATION_CUES.filter((cue) => !cue.includes(' ')));

/**
 * The releases a text states: a party followed by its releasing verb (RELEASING_VERBS) and the other
 * party released right after it or after "against" ("Customer hereby waives all claims against
 * Supplier", "Licensee releases Licensor"). The released party is the one the words favour.
 */
export const readReleases = (tokenised: TTokenised, parties: readonly TParty[]) => {
  const { tokens } = tokenised;
  const mentions = sidedMentions(tokenised, parties);
  return mentions.flatMap((by) => {
    const part = (tokens[by.match.from] as TToken).part;
    const before = tokens.slice(by.match.to, by.match.to + VERB_REACH);
    const verb = before.findIndex((token) => token.part === part && RELEASING.has(token.norm));
    // "Customer shall not waive any rights against Supplier" releases nobody.
    if (verb < 0 || before.slice(0, verb).some((token) => NEGATIONS.has(token.norm))) return [];
    const after = by.match.to + verb + 1;
    const released = mentions.find(({ match, side }) => {
      const previous = tokens[match.from - 1]?.norm;
      const start = previous === 'the' ? match.from - 1 : match.from;
      return (
        side !== by.side &&
        match.from >= after &&
        match.from < after + RELEASE_REACH &&
        (tokens[match.from] as TToken).part === part &&
        (start === after || previous === 'against' || tokens[match.from - 2]?.norm === 'against')
      );
    });
    return released ? [{ by: by.match, released: released.match, side: released.side }] : [];
  });
};

/**
 * Who is bound: mutual wording, and named parties that are the subject of an obligation or a right —
 * where that obligation or right states a term ("Each party's total liability shall not exceed …"),
 * not where the parties merely act ("the parties shall work together to resolve it").
 */
export const readWho = (tokenised: TTokenised, parties: TParty[], stated: TTerm[]): TTerm[] => {
  const { tokens, text } = tokenised;
  const partAtOffset = (offset: number) => tokens[tokenAt(tokenised, offset)]?.part;
  const statedParts = new Set(stated.map((term) => partAtOffset(term.quote.start)));
  const statesATerm = (match: TPhraseMatch) => statedParts.has((tokens[match.from] as TToken).part);
  const terms: TTerm[] = [];
  const subjectAt = (match: TPhraseMatch) => actsAsSubject(tokenised, match);
  const mutual = findPhrases(tokenised, MUTUAL_PHRASES).find(
    (match) => (subjectAt(match) || /mutual/.test(match.phrase)) && statesATerm(match),
  );
  if (mutual)
    terms.push({
      kind: 'who',
      ...keyed<TWhoKey>({ kind: 'who', side: 'mutual' }),
      label: 'mutual',
      side: 'mutual',
      quote: quoteOf(text, mutual.start, mutual.end),
    });
  const sides = new Map<string, TPhraseMatch>();
  for (const match of findPhrases(
    tokenised,
    parties.map((p) => p.name),
  )) {
    if (!(tokens[match.from] as TToken).capitalised || !subjectAt(match) || !statesATerm(match)) continue;
    const party = partyNamed(parties, match.phrase);
    if (party && !isNamedSide(party.side) && !sides.has(party.side)) sides.set(party.side, match);
  }
  const oneSide = (side: string, match: TPhraseMatch): TWhoTerm => ({
    kind: 'who',
    ...keyed<TWhoKey>({ kind: 'who', side }),
    label: `binds or favours the ${side} only`,
    side,
    quote: quoteOf(text, match.start, match.end),
  });
  for (const [side, match] of sides) terms.push(oneSide(side, match));
  // A party's release favours the party released: "Customer waives all claims against Supplier".
  for (const { by, released, side } of readReleases(tokenised, parties))
    if (statesATerm(by))
      terms.push({ ...oneSide(side, released), releasedBy: quoteOf(text, by.start, by.end) });
  return terms;
};
