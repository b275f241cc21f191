/** Edits of a clause's text shared by every topic: values and places in the clause's style, the spans edits go in, the edit context. */
import type { TClauseAssessment, TRewriteLevel } from './assess-clause';
import { ANNIVERSARY, LONGSTOP_PHRASES, PERPETUAL_ADVERBS, TIME_UNITS } from './legal-vocabulary';
import type { TPlaybookPositions, TStatement } from './playbook-positions';
import { numberInWords, type TNumber, writeNumberLike } from './read-numbers';
import {
  featureDefinition,
  isHomePlace,
  mostSpecificPlaces,
  placeParent,
  type TCapTerm,
  type TDurationTerm,
  type TFeatureTerm,
  type TTerm,
  type TTermReading,
  type TUnitWord,
} from './read-terms';
import { nextComma, previousComma, type TSpan } from './text-tokens';

/** An edit of the clause; insertions at one place go in order of `rank` (lowest first). */
export type TEdit = { start: number; end: number; text: string; rank?: number };

/**
 * Insertions at one place: a changed value first, then a new exception (it closes the words it excepts
 * from), then guideline phrases, then carve-outs, then a sentence.
 */
export const RANK = { value: 0, exception: 0.5, phrase: 1, list: 2, sentence: 3 } as const;

/** A guideline phrase longer than this goes in as its own sentence, not inside the clause's sentence. */
export const MAX_PHRASE_WORDS = 40;
/** A "sentence" of fewer words is a heading or a list label, not a place to add a sentence after. */
export const MIN_SENTENCE_WORDS = 5;
/** A sentence of at least this many letters, this share of them capitals, is written in capitals. */
const MIN_CAPITALS_SENTENCE = 20;
export const CAPITALS_SHARE = 0.9;
/** Words after a party that still belong to its obligation's verbs and their object. */
export const OBLIGATION_REACH_WORDS = 16;

export const apply = (text: string, edits: TEdit[]) => {
  // Applied from the end; at one place the insertion that comes last in the text is applied first.
  const ordered = [...edits].sort(
    (a, b) => b.start - a.start || b.end - a.end || (b.rank ?? RANK.value) - (a.rank ?? RANK.value),
  );
  return ordered.reduce((out, e) => out.slice(0, e.start) + e.text + out.slice(e.end), text);
};

export const overlaps = (edits: TEdit[], edit: TEdit) =>
  edits.some((e) => edit.start < e.end && e.start < edit.end);

export const sameCase = (like: string, text: string) =>
  /^\p{Lu}/u.test(like)
    ? text.charAt(0).toUpperCase() + text.slice(1)
    : /^\p{Ll}/u.test(like)
      ? text.charAt(0).toLowerCase() + text.slice(1)
      : text;

const lowerFirst = (text: string) =>
  /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;

// A unit word followed by one of these is an adjective ("a one year term"): it stays singular.
const ADJECTIVE_NOUNS =
  /^[\s-]*(term|terms|period|periods|notice|renewal|extension|anniversary|cure|warranty|window|lookback|look-back)\b/i;

/** The unit's word for `value` in the clause's style; `whole`: with its qualifier ("business days"). */
const unitWordFor = (unitText: string, unit: string, value: number, after: string, whole = false) => {
  const forms = TIME_UNITS[unit];
  // "the fifth anniversary" → "the third anniversary": the ordinal counts the years.
  if (!forms || unitText.toLowerCase() === ANNIVERSARY) return unitText;
  const singular = whole ? forms.singular : (forms.singular.split(' ').at(-1) as string);
  const plural = whole ? forms.plural : (forms.plural.split(' ').at(-1) as string);
  // "30 days notice" stays plural; "a one year term" stays singular; "one year" becomes "two years".
  const wasPlural = /s$/i.test(unitText);
  const word = value === 1 ? singular : wasPlural || !ADJECTIVE_NOUNS.test(after) ? plural : singular;
  return unitText.length > 1 && unitText === unitText.toUpperCase()
    ? word.toUpperCase()
    : sameCase(unitText, word);
};

/** How far after a period its longstop may begin ("sixty (60) days from delivery, but in no event …"). */
const LONGSTOP_REACH = 60;
const LONGSTOP = new RegExp(
  `^[^.;]{0,${LONGSTOP_REACH}}?(,?\\s*(?:${LONGSTOP_PHRASES.map((p) => p.replace(/ /g, '\\s+')).join('|')})\\s+[^,.;()]+)`,
  'i',
);

/** The longstop date that caps a period ending at `from`, struck: "…, but in no event later than December 31, 2024". */
const longstopAfter = (clause: string, from: number): TEdit[] => {
  const match = LONGSTOP.exec(clause.slice(from));
  if (!match?.[1]) return [];
  const start = from + match[0].length - match[1].length;
  // The date runs on past its own comma: "December 31, 2024".
  const year = /^,\s*\d{4}\b/.exec(clause.slice(from + match[0].length));
  return [{ start, end: from + match[0].length + (year?.[0].length ?? 0), text: '' }];
};

/** A statement of a number ("thirty (30) days", "$1,000,000"). */
type TNumberStatement = Extract<TStatement, { type: 'number' }>;

/** The clause's number (and unit) changed in place to `target`, in the clause's own style. */
export const valueEdits = (clause: string, term: TTerm, target: TStatement): TEdit[] => {
  if (target.type !== 'number') return [];
  if (term.kind === 'duration' || (term.kind === 'cap' && term.basis === 'fees-period'))
    return periodEdits(clause, term as TDurationTerm | TCapTerm, target);
  return amountEdits(term, target) ?? rateEdits(clause, term, target);
};

/** A period (or a cap of the fees of a period) brought to the level's: its number and unit, or a period where it has none. */
const periodEdits = (clause: string, term: TDurationTerm | TCapTerm, target: TNumberStatement): TEdit[] => {
  const targetDays = term.kind === 'cap' ? target.value * 30 : target.value;
  if (term.kind === 'duration' && !term.number && (term.days === 0 || term.unmeasured))
    return periodWhereNoneIs(clause, term, target);
  // "survive indefinitely" → "survive for five (5) years".
  if (
    term.kind === 'duration' &&
    !term.number &&
    PERPETUAL_ADVERBS.includes(term.quote.text.toLowerCase()) &&
    target.term.kind === 'duration' &&
    target.term.number
  )
    return [{ start: term.quote.start, end: term.quote.end, text: `for ${target.term.quote.text}` }];
  if (!term.number || !term.unit || !Number.isFinite(targetDays)) return [];
  return numberAndUnitEdits(clause, term as TMeasuredPeriod, target, targetDays);
};

/** The level's period put in where the clause states none: "upon written notice", "promptly return". */
const periodWhereNoneIs = (clause: string, term: TDurationTerm, target: TNumberStatement): TEdit[] => {
  const period = target.term.kind === 'duration' && target.term.number ? target.term.quote.text : undefined;
  if (!period) return [];
  // "upon written notice" → "upon ninety (90) days' written notice": the level's period goes in.
  const noticeWord = /\b(?:prior|written|notice)\b/i.exec(term.quote.text);
  if (noticeWord) {
    const at = term.quote.start + noticeWord.index;
    // "thirty (30) days' written notice", "one (1) month's written notice".
    const own = period.replace(/['’]s?$/u, '');
    return [{ start: at, end: at, text: `${own}${/s$/i.test(own) ? "'" : "'s"} ` }];
  }
  // "promptly return" → "within thirty (30) days return"; "promptly upon the request" → "within
  // thirty (30) days after the request".
  const upon = /^\s+(?:upon|on)\b/i.exec(clause.slice(term.quote.end));
  return [
    {
      start: term.quote.start,
      end: term.quote.end + (upon?.[0].length ?? 0),
      text: sameCase(term.quote.text, `within ${period}${upon ? ' after' : ''}`),
    },
  ];
};

/** A period with its number and unit. */
type TMeasuredPeriod = (TDurationTerm | TCapTerm) & { number: TNumber; unit: TUnitWord };

/** The clause's number and unit of a period rewritten to `targetDays`, in its own unit where it can be. */
const numberAndUnitEdits = (
  clause: string,
  own: TMeasuredPeriod,
  target: TNumberStatement,
  targetDays: number,
): TEdit[] => {
  const after = clause.slice(own.unit.end, own.unit.end + 20);
  const targetTerm = target.term as TDurationTerm | TCapTerm;
  const count = targetDays / (TIME_UNITS[own.unit.unit]?.days ?? 1);
  // "sixty (60) days" to a guideline's "twelve (12) months" is "twelve (12) months", not "360 days".
  const sameFamily =
    !targetTerm.unit || TIME_UNITS[own.unit.unit]?.family === TIME_UNITS[targetTerm.unit.unit]?.family;
  // A longer period is not held back by a longstop date after it ("but in no event later than
  // December 31, 2024"): that goes.
  const longstop =
    own.kind === 'duration' && targetDays > own.days ? longstopAfter(clause, own.unit.end) : [];
  if (sameFamily && Math.abs(count - Math.round(count)) < 1e-6 && count >= 1) {
    const value = Math.round(count);
    return [
      { start: own.number.start, end: own.number.end, text: writeNumberLike(own.number, value) },
      {
        start: own.unit.start,
        end: own.unit.end,
        text: unitWordFor(own.unit.text, own.unit.unit, value, after),
      },
      ...longstop,
    ];
  }
  // Another family of unit, or not a whole number of the clause's: the guideline's own value and
  // unit, in the clause's style — the unit's qualifier too ("twenty (20) Business Days" → "five (5)
  // years", not "Business Years").
  if (!targetTerm.number || !targetTerm.unit) return [];
  const value = targetTerm.number.value;
  const qualifier = /\b(?:business|calendar|working)\s+$/i.exec(clause.slice(0, own.unit.start));
  const start = own.unit.unit.includes(' ') && qualifier ? qualifier.index : own.unit.start;
  return [
    { start: own.number.start, end: own.number.end, text: writeNumberLike(own.number, value) },
    { start, end: own.unit.end, text: unitWordFor(own.unit.text, targetTerm.unit.unit, value, after, true) },
    ...longstop,
  ];
};

/**
 * A cap's amount written with its words ("ten thousand dollars ($10,000)", "USD 50,000 (fifty thousand
 * United States dollars)"): words and digits both change. Undefined for any other term.
 */
const amountEdits = (term: TTerm, target: TNumberStatement): TEdit[] | undefined => {
  if (term.kind !== 'cap' || !term.number) return undefined;
  if (term.basis === 'amount') {
    const both = /^(.*?)\s+(dollars|euros|pounds)\s*\(\s*([$€£])\s*[\d,.]+\s*\)$/i.exec(term.quote.text);
    if (both) {
      const written = `${sameCase(term.quote.text, numberInWords(target.value))} ${both[2]} (${both[3]}${target.value.toLocaleString('en-US')})`;
      return [{ start: term.quote.start, end: term.quote.end, text: written }];
    }
  }
  const wordsAfter = AMOUNT_IN_WORDS_AFTER.exec(term.quote.text);
  if (!wordsAfter?.[1] || wordsAfter.index === undefined) return undefined;
  const wordsStart = term.quote.start + wordsAfter.index + wordsAfter[0].indexOf(wordsAfter[1]);
  return [
    { start: term.number.start, end: term.number.end, text: writeNumberLike(term.number, target.value) },
    {
      start: wordsStart,
      end: wordsStart + wordsAfter[1].length,
      text: inWordsLike(wordsAfter[1], numberInWords(target.value)),
    },
  ];
};

/** A cap's or a rate's number changed to the level's; "two percent (2%)": the digits restated with it. */
const rateEdits = (clause: string, term: TTerm, target: TNumberStatement): TEdit[] => {
  if ((term.kind !== 'cap' && term.kind !== 'percentage') || !term.number) return [];
  const edits = [
    { start: term.number.start, end: term.number.end, text: writeNumberLike(term.number, target.value) },
  ];
  const restated =
    term.kind === 'percentage' ? RATE_IN_DIGITS_AFTER.exec(clause.slice(term.quote.end)) : null;
  if (restated?.[1] && Number(restated[1]) === term.value) {
    const start = term.quote.end + restated[0].indexOf(restated[1]);
    edits.push({ start, end: start + restated[1].length, text: String(target.value) });
  }
  return edits;
};

/** A rate restated in digits in parentheses right after its words: " (2%)", " (1.5 percent)". */
const RATE_IN_DIGITS_AFTER = /^\s*\(\s*(\d+(?:\.\d+)?)\s*(?:%|percent\b)/i;

/** Words in the case of `like`: "One Hundred Thousand" → "One Million", "fifty thousand" → "one million". */
const inWordsLike = (like: string, words: string) =>
  /^(?:[A-Z][\w-]*\s*)+$/.test(like)
    ? words.replace(/(^|[\s-])(\p{L})/gu, (_, gap: string, letter: string) => gap + letter.toUpperCase())
    : sameCase(like, words);

/** The amount in words in parentheses after its digits: "(fifty thousand United States dollars)". */
const AMOUNT_IN_WORDS_AFTER =
  /\(\s*([a-z][a-z\s-]*?)\s+(?:(?:u\.\s?s\.|us|united\s+states|canadian|australian)\s+)?(?:dollars|euros|pounds)(?:\s+sterling)?\s*\.?\)$/i;

const US_STATE_PREFIX = /^(the\s+)?(State|Commonwealth)\s+of\s+/i;
/** Words after a place that do not make it an adjective ("New York without regard to …", "Ohio and"). */
const NOT_A_NOUN =
  /^(?:which|that|without|with|and|or|in|as|applicable|to|for|except|excluding|including|under|by|on|at|shall|will|is|are|between|where|but|if|regardless|notwithstanding|then|from|of|law|laws)$/i;

/** The level's place written where the clause names its own, keeping the clause's grammar ("English law" → "New York law"). */
const placeEdit = (clause: string, term: TTerm, target: TStatement): TEdit | undefined => {
  if (target.type !== 'places' || target.excluded || term.kind !== 'place') return undefined;
  const targetText = target.term.quote.text;
  if (/\blaw$/i.test(term.quote.text) || /^\s+law\b/i.test(clause.slice(term.quote.end))) {
    const name = target.places[0] as string;
    // A party's home has no adjective: "New York law" → "the law of the jurisdiction in which …".
    if (isHomePlace(name)) {
      const end = term.quote.end + (/^\s+law\b/i.exec(clause.slice(term.quote.end))?.[0].length ?? 0);
      return { start: term.quote.start, end, text: `the law of ${targetText}` };
    }
    const text = /\blaw$/i.test(term.quote.text) ? `${name} law` : name;
    return {
      start: term.quote.start,
      end: term.quote.end,
      text: inCapitalsLikePlace(clause, term.quote, text),
    };
  }
  const ownPrefix = US_STATE_PREFIX.exec(term.quote.text);
  const targetPrefix = US_STATE_PREFIX.exec(targetText);
  // A bare name used before a noun ("between Ohio residents", "the New York General Obligations Law")
  // takes the bare name: "New York residents".
  const nextWord = /^[ \t]+(\p{L}+)/u.exec(clause.slice(term.quote.end))?.[1];
  if (!ownPrefix && nextWord && !NOT_A_NOUN.test(nextWord))
    return {
      start: term.quote.start,
      end: term.quote.end,
      text: inCapitalsLikePlace(clause, term.quote, target.places[0] as string),
    };
  // The clause's own article, the level's own word: "the Commonwealth of Pennsylvania" → "the State of
  // New York", not "the Commonwealth of New York".
  const text =
    ownPrefix && targetPrefix
      ? (ownPrefix[1] ?? '') + targetText.slice(targetPrefix[1]?.length ?? 0)
      : targetText;
  const midSentence = /[\p{L},(]\s*$/u.test(
    clause.slice(Math.max(0, term.quote.start - 3), term.quote.start),
  );
  // "the laws of the Illinois" takes "State of New York", not "the the State of New York".
  const articleBefore = /\bthe\s+$/i.test(clause.slice(Math.max(0, term.quote.start - 4), term.quote.start));
  const cased = articleBefore
    ? text.replace(/^the\s+/i, '')
    : midSentence
      ? text.replace(/^The\s/, 'the ')
      : text;
  return {
    start: term.quote.start,
    end: term.quote.end,
    text: inCapitalsLikePlace(clause, term.quote, cased),
  };
};

/** Text added to a sentence the clause writes in capitals ("EXCEPT FOR LIABILITY …") is written in capitals too. */
export const inCapitalsOfSentence = (context: TContext, edit: TEdit): TEdit => {
  const sentence = context.assessment.reading.tokenised.sentences.find(
    (s) => s.start <= edit.start && edit.start <= s.end,
  );
  if (!sentence) return edit;
  const letters = context.clause.slice(sentence.start, sentence.end).replace(/[^\p{L}]/gu, '');
  const capitals = letters.replace(/[^\p{Lu}]/gu, '').length;
  return letters.length >= MIN_CAPITALS_SENTENCE && capitals >= CAPITALS_SHARE * letters.length
    ? { ...edit, text: edit.text.toUpperCase() }
    : edit;
};
/** Written in capitals when the clause writes the words it replaces in capitals. */
export const inCapitalsLike = (like: string, text: string) =>
  /\p{L}{2}/u.test(like) && like === like.toUpperCase() ? text.toUpperCase() : text;

/** Letters either side of a replaced name that tell whether the clause is written in capitals. */
const AROUND_LETTERS = 40;

/**
 * A place's name written as the clause writes the one it replaces: in capitals where the clause is. An
 * acronym ("the PRC", "the UK") is in capitals whatever the clause's style, so only the words around it
 * tell: "the laws of the PRC, without regard …" takes "the State of New York".
 */
const inCapitalsLikePlace = (
  clause: string,
  quote: { text: string; start: number; end: number },
  text: string,
) => {
  if (!/^\p{Lu}{2,4}$/u.test(quote.text.replace(/^the\s+/i, '').replace(/\./g, '')))
    return inCapitalsLike(quote.text, text);
  const around = `${clause.slice(Math.max(0, quote.start - AROUND_LETTERS), quote.start)}${clause.slice(quote.end, quote.end + AROUND_LETTERS)}`;
  const letters = around.replace(/[^\p{L}]/gu, '');
  return letters.length > 0 && letters === letters.toUpperCase() ? text.toUpperCase() : text;
};

type TPlaceTerm = Extract<TTerm, { kind: 'place' }>;
/** Between the places of a list: ", ", " or ", ", and ", "; or". */
const PLACE_LIST_JOIN = /^\s*(?:[,;]|[,;]?\s+(?:or|and)\s)\s*(?:the\s+)?$/i;

/**
 * A list of forums ("the courts located in Dallas, Houston or Austin") as one mention, so that the
 * level's place is written once in their stead, not once for each.
 */
/** One place lies in the other ("Delaware" and "United States"). */
const nested = (a: TPlaceTerm, b: TPlaceTerm) =>
  a.places.some((p) => b.places.some((q) => placeParent(p) === q || placeParent(q) === p));

const placeLists = (clause: string, places: TPlaceTerm[]): TPlaceTerm[] => {
  const merged: TPlaceTerm[] = [];
  for (const place of places) {
    const last = merged.at(-1);
    // Only forums: "the laws of the United States and the State of California" are two laws that
    // apply together, and "Delaware, United States of America" is a place with its country.
    const listed =
      last !== undefined &&
      last.role === 'venue' &&
      place.role === 'venue' &&
      !nested(last, place) &&
      !last.excluded &&
      !place.excluded &&
      !last.inCourtName &&
      !place.inCourtName &&
      PLACE_LIST_JOIN.test(clause.slice(last.quote.end, place.quote.start));
    if (!listed) {
      merged.push(place);
      continue;
    }
    const quote = {
      start: last.quote.start,
      end: place.quote.end,
      text: clause.slice(last.quote.start, place.quote.end),
    };
    merged[merged.length - 1] = { ...last, places: [...last.places, ...place.places], quote };
  }
  return merged;
};

/**
 * The level's place in place of the clause's own mentions of that role: the most specific mentions
 * take the level's words; "any law other than Nevada" takes its name; a country around the old place
 * ("Nevada (USA)") stays when the new place lies in it too, else it becomes the new place's country.
 */
export const placeEdits = (clause: string, terms: TTerm[], target: TStatement): TEdit[] => {
  if (target.type !== 'places' || target.excluded) return [];
  const places = placeLists(
    clause,
    terms.filter((t): t is Extract<TTerm, { kind: 'place' }> => t.kind === 'place'),
  );
  const specific = mostSpecificPlaces(places.filter((t) => !t.excluded).flatMap((t) => t.places));
  const targetName = target.places[0] as string;
  const edits: TEdit[] = [];
  for (const place of places) {
    const name = place.places[0] as string;
    // A place inside a court's proper name is the court's: "the Eastern District of Virginia" never
    // becomes "the Eastern District of New York County, New York".
    if (place.inCourtName) continue;
    if (!specific.includes(name)) {
      const targetParent = placeParent(targetName);
      if (!place.excluded && targetParent && targetParent !== name)
        edits.push({
          start: place.quote.start,
          end: place.quote.end,
          text: inCapitalsLike(place.quote.text, targetParent),
        });
      continue;
    }
    if (place.excluded)
      edits.push({
        start: place.quote.start,
        end: place.quote.end,
        text: inCapitalsLike(place.quote.text, targetName),
      });
    else {
      const edit = placeEdit(clause, place, target);
      if (edit) edits.push(edit);
    }
  }
  return edits;
};

const spanAt = (spans: TSpan[], at: number, text: string): TSpan =>
  spans.find((s) => s.start <= at && at < s.end) ?? { start: 0, end: text.length };

/**
 * The parties guideline words are written with: the clause's own, then the document's (a clause that
 * says "either party" gets "DIALOG may assign …", not "The customer may assign …").
 */
export const partiesToWrite = ({ reading, context }: TClauseAssessment) => [
  ...reading.parties,
  ...(context.parties ?? []).filter((party) => !reading.parties.some((own) => own.side === party.side)),
];

/** Trims a span to its words. */
export const trimmed = (text: string, span: TSpan): TSpan => {
  let { start, end } = span;
  while (start < end && /\s/.test(text.charAt(start))) start += 1;
  while (end > start && /\s/.test(text.charAt(end - 1))) end -= 1;
  return { start, end };
};

export const sentenceAt = (reading: TTermReading, at: number) =>
  trimmed(reading.tokenised.text, spanAt(reading.tokenised.sentences, at, reading.tokenised.text));
export const partAt = (reading: TTermReading, at: number) =>
  trimmed(reading.tokenised.text, spanAt(reading.tokenised.parts, at, reading.tokenised.text));

/** Where a phrase goes at the end of a sentence part: before its closing punctuation. */
export const endOfPart = (text: string, part: TSpan) =>
  /[.;:]/.test(text.charAt(part.end - 1)) ? part.end - 1 : part.end;

/** The comma-part of `span` around `at`: from the comma before it to the comma after it (or the span's ends). */
export const commaPartAt = (text: string, span: TSpan, at: TSpan): TSpan => {
  const before = previousComma(text, at.start);
  const after = nextComma(text, at.end);
  return {
    start: before >= span.start ? before + 1 : span.start,
    end: after >= 0 && after < span.end ? after : endOfPart(text, span),
  };
};

const VERB = /\b(shall|will|may|must|is|are|has|have|agrees?)\b/i;

/**
 * The conjunct of a sentence around `at`: split at ", and", ", or", ", but", ", while" where both sides
 * have a verb of their own (not inside a list such as "defend, indemnify, and hold harmless").
 */
export const conjunctAt = (text: string, sentence: TSpan, at: TSpan): TSpan => {
  const inside = text.slice(sentence.start, sentence.end);
  const candidates = [...inside.matchAll(/,\s*(?:and|or|but|while|whereas)\s+/gi)].map((m) => ({
    start: sentence.start + (m.index ?? 0),
    end: sentence.start + (m.index ?? 0) + m[0].length,
  }));
  const cuts = candidates.filter((cut, i) => {
    const before = text.slice(candidates[i - 1]?.end ?? sentence.start, cut.start);
    const after = text.slice(cut.end, candidates[i + 1]?.start ?? sentence.end);
    return VERB.test(before) && VERB.test(after);
  });
  const previous = cuts.filter((c) => c.end <= at.start).at(-1);
  const next = cuts.find((c) => c.start >= at.end);
  // The first conjunct takes the joining words after it with it; a later one the joining words before it.
  if (!previous && next) return { start: sentence.start, end: next.end };
  if (previous) return { start: previous.start, end: next ? next.start : endOfPart(text, sentence) };
  return sentence;
};

export const joinItems = (items: string[], conjunction = 'or') =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1)}`;

/** Where a list element of a guideline ends: at its punctuation, or past this many words. */
const ITEM_END = /[,;.:()]/;
const MAX_ITEM_WORDS = 12;

/** The guideline's words from `start` to the end of their list element. */
const restOfElement = (text: string, start: number) => {
  const rest = text.slice(start);
  const end = ITEM_END.exec(rest)?.index ?? rest.length;
  const words = rest.slice(0, end).trimEnd().split(/\s+/);
  return words.slice(0, MAX_ITEM_WORDS).join(' ');
};

/**
 * The words a list item is written with, and the span of the guideline they are taken from: the
 * guideline's own words, with what they need to say the item — the thing an act is of ("unauthorized
 * use or disclosure of Confidential Information"), the noun a modifier qualifies ("willful or grossly
 * negligent disclosure of Confidential Information"). The vocabulary's label instead for a one-word
 * carve-out, a clause ("cannot be limited"), a thing rather than its breach ("Confidential
 * Information"), or a part of the label ("data protection" of "data protection obligations").
 */
export const itemWords = (guidelineText: string, term: TFeatureTerm): { words: string; span: TSpan } => {
  const quote = term.quote.text;
  const span = { start: term.quote.start, end: term.quote.end };
  if (term.group !== 'liability') return { words: lowerFirst(quote), span };
  const definition = featureDefinition(term.id.item);
  const label = definition?.label ?? quote;
  const lower = quote.toLowerCase();
  if (definition?.modifiers?.includes(lower)) {
    const element = restOfElement(guidelineText, span.start);
    if (element.length > quote.length)
      return { words: lowerFirst(element), span: { start: span.start, end: span.start + element.length } };
  }
  const fragment = label.length > quote.length && label.toLowerCase().includes(lower);
  if (!/\s/.test(quote) || definition?.clausal || fragment || definition?.things?.includes(lower))
    return { words: lowerFirst(label), span };
  const of = endOfOfPhrase(guidelineText, span.end);
  return { words: lowerFirst(guidelineText.slice(span.start, of)), span: { start: span.start, end: of } };
};

export const NOUN_DAMAGES = new Set(['lost-profits', 'lost-data', 'goodwill']);

type TListInsertion = {
  part: TSpan;
  /** Where a new exception goes when the clause has no list to join: the end of the limit's own words. */
  exceptionAt: number;
  group: TFeatureTerm['group'];
  listed: TTerm[];
  items: string[];
  /** Where each item's words stand in the guideline: an item inside another's is said by it. */
  itemSpans: TSpan[];
  nouns: string[];
};

export type TContext = {
  clause: string;
  playbook: TPlaybookPositions;
  assessment: TClauseAssessment;
  level: TRewriteLevel;
  edits: TEdit[];
  /** Items to add to a list of the clause, by the start of the sentence part that holds the list. */
  lists: Map<number, TListInsertion>;
  /**
   * Guideline words to add, by their text (added once): at `at`, a phrase of the sentence there
   * (`inline`), or a sentence of its own (a space before it). A sentence joined inside a list item's
   * ending (`sentence`) goes after the phrases and list items added at the same place, so that each
   * stays with the words it qualifies; phrases at one place keep their order in the guideline (`from`).
   */
  additions: Map<string, { at: number; inline: boolean; sentence?: true; from?: number }>;
};

export const add = (context: TContext, edit: TEdit | undefined) => {
  if (edit && !overlaps(context.edits, edit)) context.edits.push(edit);
};

/** How far an "of" phrase after a noun may run: "of the other party", "of the Licensor". */
const OF_PHRASE = /^\s+of\s+[^,;.:()]{1,40}?(?=\s*[,;.:]|$)/;

/** Where a noun's "of" phrase ends, when one follows `at` to the end of its comma part; else `at`. */
export const endOfOfPhrase = (clause: string, at: number) =>
  at + (OF_PHRASE.exec(clause.slice(at))?.[0].length ?? 0);
