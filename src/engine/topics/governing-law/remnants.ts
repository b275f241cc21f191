/**
 * What a change of the governing law must not leave behind: the old place named beside the new in the
 * law's sentence (a gloss, "(English common and statutory Law)"), and a recital that the agreement was
 * made there, which is the old law's connecting factor ("This Agreement is entered into in the State of
 * Texas and shall be governed by …").
 */
import { add, type TContext, type TEdit } from '../../terms/edit-text';
import type { TTerm, TTermReading } from '../../terms/read-terms';
import type { TSpan } from '../../terms/text-tokens';
import { floatingLawCues, placeParent, placeWordsIn } from './read';
import { MADE_THERE, STATUTE_NAME_ENDS } from './vocabulary';

type TPlaceWord = ReturnType<typeof placeWordsIn>[number];

/** The place and every place it lies in ("Texas", "United States"). */
const withParents = (places: readonly string[]) => {
  const all = new Set<string>();
  for (let place of places)
    for (let depth = 0; place && depth < 4; depth += 1) {
      all.add(place);
      place = placeParent(place) as string;
    }
  return all;
};

const lawPlacesOf = (terms: readonly TTerm[]) =>
  terms.flatMap((t) => (t.kind === 'place' && t.role === 'governing-law' && !t.excluded ? t.places : []));

/**
 * The places of the old law that the new one does not cover: its place and the places it lies in, but
 * not the new place nor any place the new one lies in ("United States" stays right for New York law).
 */
export const staleLawPlaces = (oldLaw: readonly string[], newLaw: readonly string[]) => {
  if (newLaw.length === 0 || oldLaw.every((place) => newLaw.includes(place))) return new Set<string>();
  const kept = withParents(newLaw);
  return new Set([...withParents(oldLaw)].filter((place) => !kept.has(place)));
};

const words = (list: readonly string[]) => list.map((w) => w.replace(/ /g, '\\s+')).join('|');
/** "is entered into in", "shall be deemed to have been made in the", "executed and delivered at": up to the place. */
const MADE_THERE_BEFORE = new RegExp(
  `(\\b(?:${words(MADE_THERE.auxiliaries)})\\s+)?((?:${words(MADE_THERE.deemed)})\\s+)?\\b(?:${words(MADE_THERE.verbs)})\\s+(?:in|at)\\s+[^,;:.()]{0,60}$`,
  'i',
);

/** Words of a law's description that may follow a place's adjective in capitals ("English Common Law"). */
const LAW_WORDS = /^\s+(?:common|statutory|law|laws|courts?|civil|federal|substantive|procedural)\b/i;

/**
 * A place's name or adjective that opens another proper name ("the Canadian Radio-television and
 * Telecommunications Commission", "the Texas Business and Commerce Code"): no law chosen there.
 */
const opensAName = (text: string, word: TPlaceWord) => {
  const after = text.slice(word.end, word.end + 60);
  const inCapitals = text.slice(word.start, word.end) === text.slice(word.start, word.end).toUpperCase();
  // A statute's name is the old law's own ("the Ohio Revised Code"): no other name.
  const name = /^(?:[\s-]+\p{Lu}[\w'’-]*)+/u.exec(after)?.[0] ?? '';
  const statute = name
    .split(/[\s-]+/)
    .some((w) => STATUTE_NAME_ENDS.includes(w.toLowerCase()) || /^laws?$/i.test(w));
  return !inCapitals && name !== '' && !statute && !LAW_WORDS.test(after);
};

/** A place named after the forum its sentence chose ("venue … in Orlando, FL or the court having jurisdiction over Orlando"): the forum's. */
const afterTheForum = (reading: TTermReading, sentence: TSpan, word: TPlaceWord) =>
  reading.terms.some(
    (t) =>
      t.kind === 'place' &&
      t.role === 'venue' &&
      within(sentence, t.quote.start) &&
      t.quote.start < word.start,
  );

/** The sentences of a reading that state its governing law. */
const lawSentences = (reading: TTermReading) =>
  reading.tokenised.sentences.filter((s) =>
    reading.terms.some(
      (t) =>
        t.kind === 'place' && t.role === 'governing-law' && t.quote.start >= s.start && t.quote.start < s.end,
    ),
  );

const within = (span: TSpan, at: number) => span.start <= at && at < span.end;

/**
 * The words of a reading that name a stale place where the law is chosen: in the law's sentence, not
 * inside a place term (the new law, a forum the level leaves as it is); or anywhere, as where the
 * agreement was made.
 */
const staleMentions = (reading: TTermReading, stale: ReadonlySet<string>) => {
  const { text } = reading.tokenised;
  const sentences = lawSentences(reading);
  const inATerm = (word: TPlaceWord) =>
    reading.terms.some((t) => t.kind === 'place' && t.quote.start <= word.start && word.end <= t.quote.end);
  return placeWordsIn(reading.tokenised).filter((word) => {
    if (!stale.has(word.name) || inATerm(word) || opensAName(text, word)) return false;
    const sentence = reading.tokenised.sentences.find((s) => within(s, word.start));
    if (sentence && afterTheForum(reading, sentence, word)) return false;
    const recital = sentence && MADE_THERE_BEFORE.test(text.slice(sentence.start, word.start));
    return recital || sentences.some((s) => within(s, word.start));
  });
};

/**
 * (b) After the governing law's place is changed, the old place stays nowhere in the law's sentence —
 * as a name, a city or an adjective ("English", "Texan") — nor as where the agreement was made. What
 * fails, quoted.
 */
export const oldLawLeftBeside = (clause: TTermReading, rewrite: TTermReading) => {
  const stale = staleLawPlaces(lawPlacesOf(clause.terms), lawPlacesOf(rewrite.terms));
  if (stale.size === 0) return [];
  return staleMentions(rewrite, stale).map((w) => rewrite.tokenised.text.slice(w.start, w.end));
};

/**
 * A law the rewrite leaves floating with the forum or among alternatives ("the laws of the state where a
 * suit is filed", "Illinois or New York"), as written: beside a level's law or forum it is still no one law.
 */
export const floatingLawLeft = (rewrite: TTermReading): string[] => {
  const { text } = rewrite.tokenised;
  const alternatives = rewrite.terms.flatMap((t) =>
    t.kind === 'place' && t.role === 'governing-law' && t.floating ? [t.quote.text] : [],
  );
  const cues = floatingLawCues(rewrite.tokenised).map((cue) => text.slice(cue.start, cue.end));
  return [...new Set([...cues, ...alternatives])];
};

/** A parenthetical of the law's sentence ("(English common and statutory Law)"), no definition. */
const GLOSS = /\s*\([^()"“”]{1,120}\)/g;
/** A word as written in lower case or in capitals: "and|AND". */
const eitherCase = (...list: string[]) => list.flatMap((w) => [w, w.toUpperCase()]).join('|');
/** What may follow the place: its county or country ("Cook County", ", U.S.A."), in capitals or not. */
const PLACE_TAIL = '^(?:,?\\s+[A-Z][\\w.]*(?=[\\s,]))*?';
const AND = `\\s+(?:${eitherCase('and')})\\s+`;
/** After the place where the agreement was made: "and" before a second verb with its own auxiliary. */
const AND_OWN_AUXILIARY = new RegExp(
  `${PLACE_TAIL}\\s*,?${AND}(?=(?:${eitherCase('shall', 'will', 'is', 'are', 'must', 'may', 'be')})\\b)`,
);
/** After it, "and" before a second verb that shares the first's auxiliary ("deemed made in … and governed by"). */
const AND_SHARED_AUXILIARY = new RegExp(
  `${PLACE_TAIL}\\s*,?${AND}(?!(?:${eitherCase('the', 'a', 'an', 'this', 'that', 'each', 'any', 'all', 'its', 'their', 'such', 'it', 'these')})\\b)(?=\\p{L})`,
  'u',
);
/** After it, ", and" before a sentence of its own ("…, and the validity … of this Agreement will be governed"). */
const AND_NEW_SENTENCE = new RegExp(`${PLACE_TAIL}\\s*,${AND}`);
/** Before the recital, only the agreement as its subject ("This Agreement "). */
const SUBJECT_ONLY = /^\s*(?:this|the)\s+[\w-]+(?:\s+[\w-]+){0,3}\s*$/i;

/**
 * The words to strike for a recital that the agreement was made in a stale place, the grammar kept:
 * "is entered into in the State of Texas and shall be …" → "shall be …"; "shall be deemed made in Texas
 * and governed by …" → "shall be governed by …"; "This Agreement has been entered into in Tennessee,
 * and the validity … will be governed …" → "The validity … will be governed …" (and "…, and its
 * interpretation …" → "This Agreement's interpretation …"). None where it cannot.
 */
const recitalStrike = (
  text: string,
  sentence: TSpan,
  word: TPlaceWord,
): (TSpan & { subject?: string }) | undefined => {
  const before = MADE_THERE_BEFORE.exec(text.slice(sentence.start, word.start));
  if (!before) return undefined;
  const opening = sentence.start + before.index;
  const after = text.slice(word.end, sentence.end);
  const own = AND_OWN_AUXILIARY.exec(after);
  if (own) return { start: opening, end: word.end + own[0].length };
  const shared = AND_SHARED_AUXILIARY.exec(after);
  if (shared) return { start: opening + (before[1]?.length ?? 0), end: word.end + shared[0].length };
  const start = sentence.start + (/^\s*/.exec(text.slice(sentence.start))?.[0].length ?? 0);
  const subjectOnly = SUBJECT_ONLY.test(text.slice(start, opening));
  const next = AND_NEW_SENTENCE.exec(after);
  if (next && subjectOnly)
    return { start, end: word.end + next[0].length, subject: text.slice(start, opening).trim() };
  // A sentence that only recites it: "This Agreement was made in Texas."
  if (subjectOnly && /^[\s,]*[.;]?\s*$/.test(after)) return { start, end: sentence.end };
  return undefined;
};

/**
 * An exception to the conflicts exclusion for the old law's own statute ("… without regard to the
 * conflicts of law principles of such State other than Section 5-1401 of the New York General
 * Obligations Law"): it upholds the choice of that law alone, and goes with it. From its opening word
 * to the place, in one phrase.
 */
const OLD_LAW_EXCEPTION =
  /\s+(?:other\s+than|except(?:\s+for)?)\s+(?:sections?\s+[\w.-]+\s+of\s+)?(?:the\s+)?$/i;

/** A parenthetical right after the law's place: "the laws of Scotland (Scottish law and practice)". */
const lawGloss = (reading: TTermReading, span: TSpan) =>
  reading.terms.some(
    (t) =>
      t.kind === 'place' &&
      t.role === 'governing-law' &&
      t.quote.end <= span.start &&
      /^\s*$/.test(reading.tokenised.text.slice(t.quote.end, span.start)),
  );

/**
 * With the change of the governing law's place, the old place's remnants struck where that keeps the
 * grammar: a parenthetical gloss of the law's sentence that names it, and a recital that the agreement
 * was made there. What cannot be struck so stays, and verification sends the edit to judgment.
 */
export const strikeOldLawRemnants = (
  context: TContext,
  lawTerms: readonly TTerm[],
  newLaw: readonly string[],
) => {
  const { reading } = context.assessment;
  const stale = staleLawPlaces(lawPlacesOf(lawTerms), newLaw);
  if (stale.size === 0) return;
  const mentions = staleMentions(reading, stale);
  strikeGlosses(context, stale, mentions);
  for (const word of mentions) {
    const strike = ownStatuteStrike(reading, word) ?? madeThereStrike(reading, word);
    if (strike) add(context, strike);
  }
};

/** Parentheticals of the law's sentence that name a stale place ("(English common and statutory Law)"), struck whole. */
const strikeGlosses = (context: TContext, stale: ReadonlySet<string>, mentions: readonly TPlaceWord[]) => {
  const { reading } = context.assessment;
  const staleWords = placeWordsIn(reading.tokenised).filter((w) => stale.has(w.name));
  for (const gloss of reading.tokenised.text.matchAll(GLOSS)) {
    const span = { start: gloss.index ?? 0, end: (gloss.index ?? 0) + gloss[0].length };
    // A gloss may restate the old law ("(SCOTTISH LAW AND PRACTICE)"); one that names a forum is no gloss.
    const namesForum = reading.terms.some(
      (t) => t.kind === 'place' && t.role === 'venue' && within(span, t.quote.start),
    );
    const ofTheLaw = mentions.some((w) => within(span, w.start)) || lawGloss(reading, span);
    if (!namesForum && ofTheLaw && staleWords.some((w) => within(span, w.start)))
      add(context, { ...span, text: '' });
  }
};

/** Opening a sentence, the old law's statute cited as authority for the choice ("Pursuant to Section 5-1401 of the New York …, the Parties agree …"). */
const OPENING_AUTHORITY =
  /^\s*(?:pursuant\s+to|under)(?:\s+and\s+in\s+accordance\s+with)?\b(?:[^,;.()]|\.(?=\d))*$/i;

/**
 * The old law's own statute named as an exception to the conflicts exclusion ("… other than Section
 * 5-1401 of the New York General Obligations Law") or as the authority the sentence opens with
 * ("Pursuant to Section 5-1401 of the New York General Obligations Law, the Parties agree …"): struck.
 */
const ownStatuteStrike = ({ tokenised }: TTermReading, word: TPlaceWord): TEdit | undefined => {
  const { text } = tokenised;
  const exception = OLD_LAW_EXCEPTION.exec(text.slice(0, word.start));
  const rest = exception && /^[^,;.()]*?(?=\s*[,;.]|\s*$)/.exec(text.slice(word.end));
  if (exception && rest) return { start: exception.index, end: word.end + rest[0].length, text: '' };
  const sentence = tokenised.sentences.find((s) => within(s, word.start));
  const opening = sentence && OPENING_AUTHORITY.exec(text.slice(sentence.start, word.start));
  const toComma = opening && /^[^,;.()]*,\s*/.exec(text.slice(word.end));
  if (sentence && opening && toComma)
    return { start: sentence.start + opening.index, end: word.end + toComma[0].length, text: '' };
  return undefined;
};

/** A recital that the agreement was made in the stale place, struck with the grammar kept (recitalStrike). */
const madeThereStrike = ({ tokenised }: TTermReading, word: TPlaceWord): TEdit | undefined => {
  const sentence = tokenised.sentences.find((s) => within(s, word.start));
  const strike = sentence && recitalStrike(tokenised.text, sentence, word);
  if (!strike) return undefined;
  // "…, and its interpretation … shall be construed": "its" becomes the subject struck with the recital.
  const its = strike.subject ? /^its\b/i.exec(tokenised.text.slice(strike.end)) : null;
  return its
    ? { start: strike.start, end: strike.end + its[0].length, text: `${strike.subject}'s` }
    : { start: strike.start, end: strike.end, text: '' };
};
