import { parseRedline } from '../../shared/redline-markup';
import { cosine, termCounts } from '../builtin/text-features';
import { redline } from '../redline';
import { adaptGuidelineText } from './adapt-guideline-text';
import {
  assessClause,
  leavesUncapped,
  meets,
  meetsLevel,
  relatedToLevel,
  sharesWithLevel,
  shortInWordingOnly,
  type TClauseAssessment,
  type TRewriteLevel,
  type TTermCheck,
  unmetChecks,
} from './assess-clause';
import { definedTermsUsedElsewhere } from './defined-terms';
import {
  AGREEMENT_TERM_PHRASES,
  ANNIVERSARY,
  EXCEPTION_CUES,
  LONGSTOP_PHRASES,
  MUTUAL_PHRASES,
  OPPOSITE_SIDES,
  PERPETUAL_ADVERBS,
  PROVISO_CUES,
  SENTENCE_OPENINGS_REFERRING_BACK,
  TIME_UNITS,
  WORK_OWNERSHIP,
} from './legal-vocabulary';
import { oneSidedActor, type TPlaybookPositions, type TStatement } from './playbook-positions';
import { numberInWords, writeNumberLike } from './read-numbers';
import {
  actsAsSubject,
  featureDefinition,
  invertedSubject,
  isAgreementPeriod,
  isCarveOut,
  isHomePlace,
  isRedacted,
  mostSpecificPlaces,
  opensCondition,
  placeParent,
  statedKey,
  type TCapTerm,
  type TDurationTerm,
  type TFeatureTerm,
  type TTerm,
  type TTermReading,
} from './read-terms';
import { sidesOfTerms } from './sides-of-terms';
import type { TFeatureScope, TTermKey } from './term-key';
import {
  escapeRegExp,
  findPhrases,
  inParentheses,
  nextComma,
  previousComma,
  type TPhraseMatch,
  type TSpan,
  tokenAt,
} from './text-tokens';

/** An edit of the clause; insertions at one place go in order of `rank` (lowest first). */
type TEdit = { start: number; end: number; text: string; rank?: number };

/**
 * Insertions at one place: a changed value first, then a new exception (it closes the words it excepts
 * from), then guideline phrases, then carve-outs, then a sentence.
 */
const RANK = { value: 0, exception: 0.5, phrase: 1, list: 2, sentence: 3 } as const;

export type TRewrite = {
  text: string;
  /** The clause shared no term and little wording with the level: the rewrite is the guideline's text. */
  replacedWhole: boolean;
};

/** A guideline phrase longer than this goes in as its own sentence, not inside the clause's sentence. */
const MAX_PHRASE_WORDS = 40;
/** A "sentence" of fewer words is a heading or a list label, not a place to add a sentence after. */
const MIN_SENTENCE_WORDS = 5;
/** A sentence of at least this many letters, this share of them capitals, is written in capitals. */
const MIN_CAPITALS_SENTENCE = 20;
const CAPITALS_SHARE = 0.9;
/** Words after a party that still belong to its obligation's verbs and their object. */
const OBLIGATION_REACH_WORDS = 16;

const apply = (text: string, edits: TEdit[]) => {
  // Applied from the end; at one place the insertion that comes last in the text is applied first.
  const ordered = [...edits].sort(
    (a, b) => b.start - a.start || b.end - a.end || (b.rank ?? RANK.value) - (a.rank ?? RANK.value),
  );
  return ordered.reduce((out, e) => out.slice(0, e.start) + e.text + out.slice(e.end), text);
};

const overlaps = (edits: TEdit[], edit: TEdit) => edits.some((e) => edit.start < e.end && e.start < edit.end);

const sameCase = (like: string, text: string) =>
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

/** The clause's number (and unit) changed in place to `target`, in the clause's own style. */
const valueEdits = (clause: string, term: TTerm, target: TStatement): TEdit[] => {
  if (target.type !== 'number') return [];
  if (term.kind === 'duration' || (term.kind === 'cap' && term.basis === 'fees-period')) {
    const own = term as TDurationTerm | TCapTerm;
    const targetDays = term.kind === 'cap' ? target.value * 30 : target.value;
    if (term.kind === 'duration' && !own.number && (term.days === 0 || term.unmeasured)) {
      const period =
        target.term.kind === 'duration' && target.term.number ? target.term.quote.text : undefined;
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
    }
    // "survive indefinitely" → "survive for five (5) years".
    if (
      term.kind === 'duration' &&
      !own.number &&
      PERPETUAL_ADVERBS.includes(term.quote.text.toLowerCase()) &&
      target.term.kind === 'duration' &&
      target.term.number
    )
      return [{ start: term.quote.start, end: term.quote.end, text: `for ${target.term.quote.text}` }];
    if (!own.number || !own.unit || !Number.isFinite(targetDays)) return [];
    const after = clause.slice(own.unit.end, own.unit.end + 20);
    const targetTerm = target.term as TDurationTerm | TCapTerm;
    const count = targetDays / (TIME_UNITS[own.unit.unit]?.days ?? 1);
    // "sixty (60) days" to a guideline's "twelve (12) months" is "twelve (12) months", not "360 days".
    const sameFamily =
      !targetTerm.unit || TIME_UNITS[own.unit.unit]?.family === TIME_UNITS[targetTerm.unit.unit]?.family;
    // A longer period is not held back by a longstop date after it ("but in no event later than
    // December 31, 2024"): that goes.
    const longstop =
      term.kind === 'duration' && targetDays > term.days ? longstopAfter(clause, own.unit.end) : [];
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
      {
        start,
        end: own.unit.end,
        text: unitWordFor(own.unit.text, targetTerm.unit.unit, value, after, true),
      },
      ...longstop,
    ];
  }
  if (term.kind === 'cap' && term.basis === 'amount' && term.number) {
    // "ten thousand dollars ($10,000)": the words and the digits both change.
    const both = /^(.*?)\s+(dollars|euros|pounds)\s*\(\s*([$€£])\s*[\d,.]+\s*\)$/i.exec(term.quote.text);
    if (both) {
      const written = `${sameCase(term.quote.text, numberInWords(target.value))} ${both[2]} (${both[3]}${target.value.toLocaleString('en-US')})`;
      return [{ start: term.quote.start, end: term.quote.end, text: written }];
    }
  }
  // "USD 50,000 (fifty thousand United States dollars)": the words in parentheses change with the digits.
  const wordsAfter = term.kind === 'cap' && term.number ? AMOUNT_IN_WORDS_AFTER.exec(term.quote.text) : null;
  if (term.kind === 'cap' && term.number && wordsAfter?.[1] && wordsAfter.index !== undefined) {
    const wordsStart = term.quote.start + wordsAfter.index + wordsAfter[0].indexOf(wordsAfter[1]);
    return [
      { start: term.number.start, end: term.number.end, text: writeNumberLike(term.number, target.value) },
      {
        start: wordsStart,
        end: wordsStart + wordsAfter[1].length,
        text: inWordsLike(wordsAfter[1], numberInWords(target.value)),
      },
    ];
  }
  if ((term.kind === 'cap' || term.kind === 'percentage') && term.number) {
    const edits = [
      { start: term.number.start, end: term.number.end, text: writeNumberLike(term.number, target.value) },
    ];
    // "two percent (2%)": the rate restated in digits changes with its words.
    const restated =
      term.kind === 'percentage' ? RATE_IN_DIGITS_AFTER.exec(clause.slice(term.quote.end)) : null;
    if (restated?.[1] && Number(restated[1]) === term.value) {
      const start = term.quote.end + restated[0].indexOf(restated[1]);
      edits.push({ start, end: start + restated[1].length, text: String(target.value) });
    }
    return edits;
  }
  return [];
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
    return { start: term.quote.start, end: term.quote.end, text: inCapitalsLike(term.quote.text, text) };
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
      text: inCapitalsLike(term.quote.text, target.places[0] as string),
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
  return { start: term.quote.start, end: term.quote.end, text: inCapitalsLike(term.quote.text, cased) };
};

/** Text added to a sentence the clause writes in capitals ("EXCEPT FOR LIABILITY …") is written in capitals too. */
const inCapitalsOfSentence = (context: TContext, edit: TEdit): TEdit => {
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
const inCapitalsLike = (like: string, text: string) =>
  /\p{L}{2}/u.test(like) && like === like.toUpperCase() ? text.toUpperCase() : text;

/**
 * The level's place in place of the clause's own mentions of that role: the most specific mentions
 * take the level's words; "any law other than Nevada" takes its name; a country around the old place
 * ("Nevada (USA)") stays when the new place lies in it too, else it becomes the new place's country.
 */
const placeEdits = (clause: string, terms: TTerm[], target: TStatement): TEdit[] => {
  if (target.type !== 'places' || target.excluded) return [];
  const places = terms.filter((t): t is Extract<TTerm, { kind: 'place' }> => t.kind === 'place');
  const specific = mostSpecificPlaces(places.filter((t) => !t.excluded).flatMap((t) => t.places));
  const targetName = target.places[0] as string;
  const edits: TEdit[] = [];
  for (const place of places) {
    const name = place.places[0] as string;
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
const partiesToWrite = ({ reading, context }: TClauseAssessment) => [
  ...reading.parties,
  ...(context.parties ?? []).filter((party) => !reading.parties.some((own) => own.side === party.side)),
];

/** Trims a span to its words. */
const trimmed = (text: string, span: TSpan): TSpan => {
  let { start, end } = span;
  while (start < end && /\s/.test(text.charAt(start))) start += 1;
  while (end > start && /\s/.test(text.charAt(end - 1))) end -= 1;
  return { start, end };
};

const sentenceAt = (reading: TTermReading, at: number) =>
  trimmed(reading.tokenised.text, spanAt(reading.tokenised.sentences, at, reading.tokenised.text));
const partAt = (reading: TTermReading, at: number) =>
  trimmed(reading.tokenised.text, spanAt(reading.tokenised.parts, at, reading.tokenised.text));

/** Where a phrase goes at the end of a sentence part: before its closing punctuation. */
const endOfPart = (text: string, part: TSpan) =>
  /[.;:]/.test(text.charAt(part.end - 1)) ? part.end - 1 : part.end;

/** The comma-part of `span` around `at`: from the comma before it to the comma after it (or the span's ends). */
const commaPartAt = (text: string, span: TSpan, at: TSpan): TSpan => {
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
const conjunctAt = (text: string, sentence: TSpan, at: TSpan): TSpan => {
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

const joinItems = (items: string[], conjunction = 'or') =>
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
const itemWords = (guidelineText: string, term: TFeatureTerm): { words: string; span: TSpan } => {
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

const NOUN_DAMAGES = new Set(['lost-profits', 'lost-data', 'goodwill']);

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

type TContext = {
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

const add = (context: TContext, edit: TEdit | undefined) => {
  if (edit && !overlaps(context.edits, edit)) context.edits.push(edit);
};

/** Terms of a cap (its measures, carve-outs, higher caps for items) and of a damages waiver. */
const CAP_SCOPES: readonly (TFeatureScope | undefined)[] = [
  'carve-out',
  'cap-carve-out',
  'super-cap',
  'capped',
];
const CAP_FEATURES = ['cap', 'carve-outs', 'cap-based-on-fees'];
/** A term of a cap: its measure, the cap itself, its carve-outs, a higher cap, what it caps. */
const ofCap = (term: TTermKey) =>
  term.kind === 'cap' ||
  (term.kind === 'feature' &&
    (CAP_SCOPES.includes(term.scope) || (!term.scope && CAP_FEATURES.includes(term.item))));
const WAIVER_SCOPES: readonly (TFeatureScope | undefined)[] = ['waiver', 'waiver-carve-out', 'waiver-covers'];
/** A term of a waiver of damages: a damage waived, carved out of the waiver, a liability it covers. */
const ofWaiver = (term: TTermKey) => term.kind === 'feature' && WAIVER_SCOPES.includes(term.scope);

/**
 * A term of a cap or a waiver the clause states one-sided our way ("Customer's total liability shall
 * not exceed …", "In no event shall Customer be liable for … consequential damages"): its measure and
 * carve-outs are the customer's to keep, not the levels' to set.
 */
const ofFavourableLimit = (context: TContext, check: TTermCheck) => {
  const { term } = check.position;
  const anchoredIn = (anchor: (t: TTerm) => boolean) =>
    context.assessment.reading.terms.some((t) => anchor(t) && inFavourablePart(context, t.quote.start));
  const isWaiver = (t: TTerm) => t.kind === 'feature' && t.id.scope === 'waiver';
  // Carve-outs of no named limit ("Excluded Claims … to which no exclusion or limitation shall apply")
  // are carved out of the cap and the waiver alike.
  const generalCarveOut =
    term.kind === 'feature' && (term.scope === 'carve-out' || (!term.scope && term.item === 'carve-outs'));
  return (
    (ofCap(term) && anchoredIn((t) => t.kind === 'cap' || (generalCarveOut && isWaiver(t)))) ||
    (ofWaiver(term) && anchoredIn(isWaiver))
  );
};

/** Whether `at` lies inside a sentence part that states the clause's terms one-sided our way. */
const inFavourablePart = (context: TContext, at: number) =>
  (context.assessment.favourableParts ?? []).some(
    (part) => at > part.start && at < trimmed(context.clause, part).end,
  );

// A comma-part that starts so depends on its sentence: it can go inside the clause's own sentence.
const DEPENDENT_PHRASE =
  /^(except|excluding|without|provided|unless|which|subject to|including|other than|save|in each case|notwithstanding|for as long as|as long as|regardless|whether|so long as)\b/i;

/**
 * A phrase cut at the commas of a list inside it ("…, except that either party may assign … to a
 * successor in connection with a merger, acquisition or sale of … assets upon fifteen (15) days'
 * notice") starts where its dependent opener does, if one comes before it in the sentence.
 */
const openedPhrase = (text: string, sentence: TSpan, phrase: TSpan): TSpan => {
  // A part that opens a clause of its own ("and the United Nations Convention … shall not apply")
  // continues no list.
  if (/^(?:and|or|but|nor)\b/i.test(text.slice(phrase.start, phrase.end).trim())) return phrase;
  let start = phrase.start;
  for (let crossed = 0; !DEPENDENT_PHRASE.test(text.slice(start, phrase.end).trim()); crossed += 1) {
    const comma = text.lastIndexOf(',', start - 2);
    if (comma < sentence.start || crossed === LIST_COMMAS) return phrase;
    start = comma + 1;
  }
  return { start, end: phrase.end };
};

/** How many commas of a list a phrase may reach back over to its opener. */
const LIST_COMMAS = 2;

/** Words that open a condition on what the sentence said before them: "… renews … unless …". */
const CONDITION_OPENER = /\s(?=(?:unless|provided that|provided however|except|so long as|as long as)\b)/gi;

/**
 * The condition of a comma-part that holds the term, where one opens inside it without a comma and
 * after another term of the part ("… renews for successive one (1) year terms unless either party gives
 * notice of non-renewal at least sixty (60) days before …"): from its opening word on. Otherwise the
 * comma-part.
 */
const conditionPartAt = (reading: TTermReading, part: TSpan, at: TSpan): TSpan => {
  const { text } = reading.tokenised;
  const termsBefore = reading.terms.filter(
    (t) => t.kind !== 'who' && t.quote.start >= part.start && t.quote.end <= at.start,
  );
  let start = -1;
  for (const match of text.slice(part.start, at.start).matchAll(CONDITION_OPENER)) {
    const index = match.index ?? -1;
    if (termsBefore.some((t) => t.quote.end <= part.start + index)) start = index;
  }
  return start > 0 ? { start: part.start + start, end: part.end } : part;
};

/** The guideline conjunct that states a term, as a sentence of its own, without a leading exception naming a foreign defined term. */
const sentenceFromConjunct = (text: string, sentence: TSpan, at: TSpan, clause: string) => {
  let conjunct = conjunctAt(text, sentence, at);
  // "…, and that the Deliverables will conform …" continues "Supplier warrants": it needs its sentence.
  if (/^,?\s*(?:and|or|but)\s+that\b/i.test(text.slice(conjunct.start, conjunct.end))) conjunct = sentence;
  let words = text
    .slice(conjunct.start, conjunct.end)
    .replace(/^,?\s*(and|or|but|while|whereas)\s+/i, '')
    .replace(/,?\s*(and|or|but|while|whereas)?\s*$/i, '')
    .replace(/[.;:]$/, '')
    .trim();
  const opening = OPENING_EXCEPTION.exec(text.slice(sentence.start, sentence.end).trimStart());
  const foreignException = OPENING_EXCEPTION.exec(words);
  if (foreignException) words = words.slice(foreignException[0].length);
  // The sentence's opening exception governs each of its conjuncts: "Except for Excluded Claims, neither
  // party shall be liable …, and each party's total aggregate liability … shall not exceed …" caps no
  // excluded claim. A defined term the clause lacks is written out as the guideline defines it.
  const exception = foreignException ?? (conjunct.start > sentence.start ? opening : null);
  const excepted = exception && exceptedWords(text, (exception[1] as string).trim(), clause);
  if (excepted) words = `Except for ${excepted}, ${words.charAt(0).toLowerCase()}${words.slice(1)}`;
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}.`;
};

/** A sentence opening with an exception of capitalised words: "Except for Excluded Claims, …". */
const OPENING_EXCEPTION = /^(?:[Ee]xcept|[Oo]ther than|[Ss]ave)\s+(?:for\s+)?((?:[A-Z][a-z]+\s*)+),\s*/;

/**
 * The words of an exception as they can go into the clause: the clause's own defined term, or the
 * guideline's definition of one the clause lacks ("Excluded Claims" means a party's indemnification
 * obligations, …, fraud or willful misconduct), or none.
 */
const exceptedWords = (guidelineText: string, term: string, clause: string) => {
  if (clause.includes(term)) return term;
  const definition = new RegExp(`["“]${escapeRegExp(term)}["”]\\s+means\\s+([^.]+)`).exec(guidelineText)?.[1];
  // Without what the definition goes on to say of them (", to which no … limitation … shall apply").
  return definition?.replace(/,\s*(?:to|for|in)\s+which\b.*$/, '').trim() || null;
};

/**
 * Where a phrase continuing a term goes: after the term and the defined name or reference that follows
 * it ("one (1) year (the "Initial Term")"), before the rest of its comma part.
 */
const endOfTermPhrase = (clause: string, term: TTerm) => {
  const after = /^\s*\([^()]{0,80}\)/.exec(clause.slice(term.quote.end));
  return term.quote.end + (after?.[0].length ?? 0);
};

/**
 * Where a term's words end, with what follows them as part of them: a defined name or reference
 * (endOfTermPhrase), and for a place the places it lies in ("Victoria, Australia", "U.S.A." with the
 * full stop of its abbreviation).
 */
const endOfTermWords = (clause: string, reading: TTermReading, term: TTerm) =>
  term.kind !== 'place'
    ? endOfTermPhrase(clause, term)
    : reading.terms.reduce(
        (end, t) =>
          t.kind === 'place' && /^\s*,\s*$/.test(clause.slice(end, t.quote.start))
            ? t.quote.end + (/\.\p{L}$/u.test(t.quote.text) && clause[t.quote.end] === '.' ? 1 : 0)
            : end,
        endOfTermPhrase(clause, term),
      );

/** How far an "of" phrase after a noun may run: "of the other party", "of the Licensor". */
const OF_PHRASE = /^\s+of\s+[^,;.:()]{1,40}?(?=\s*[,;.:]|$)/;

/** Where a noun's "of" phrase ends, when one follows `at` to the end of its comma part; else `at`. */
const endOfOfPhrase = (clause: string, at: number) =>
  at + (OF_PHRASE.exec(clause.slice(at))?.[0].length ?? 0);

/**
 * Terms of one key stated for opposite sides: "provided that Supplier has first given … notice" on the
 * customer's interest does not go on interest the supplier pays.
 */
const ofOtherSides = (own: TTerm, guideline: TTerm) => {
  const [a, b] = [oneSidedActor(own), oneSidedActor(guideline)];
  return a !== undefined && b !== undefined && a !== b;
};

/**
 * The side a mutual guideline period is left to where the clause gives the other side a period of its
 * own ("Supplier may elect not to renew only by giving … one hundred eighty (180) days' notice"): the
 * guideline's "either party … sixty (60) days" would put a second, shorter period on the supplier.
 */
const sideLeftOpen = (reading: TTermReading, term: TTerm) => {
  if (term.kind !== 'duration' || term.actor !== 'mutual') return undefined;
  const own = reading.terms.find(
    (t): t is TDurationTerm =>
      t.kind === 'duration' && t.key === term.key && t.actor !== undefined && t.actor !== 'mutual',
  );
  return own && OPPOSITE_SIDES[own.actor as string];
};

/** A leave both parties get: "either party may assign …" (not "either party may not"). */
const MUTUAL_LEAVE = /\b(?:either|each) party may\b(?!\s+not\b)/i;

/**
 * A period of leave for the side the clause binds our way ("EFS shall not … assign … without the prior
 * written consent of Client"): the guideline's "either party may assign … without consent … upon
 * fifteen (15) days' prior written notice" would grant that side the leave the clause withholds.
 */
const withheldLeave = (context: TContext, check: TTermCheck, term: TTerm) => {
  const { freeSide } = context.assessment;
  return (
    freeSide !== undefined &&
    check.position.actor !== undefined &&
    check.position.actor !== freeSide &&
    grantsMutualLeave(context, term)
  );
};

/** Whether the guideline sentence that states `term` grants both parties a leave ("either party may …"). */
const grantsMutualLeave = ({ playbook, level }: TContext, term: TTerm) => {
  const guideline = playbook.readings[level];
  const sentence = sentenceAt(guideline, term.quote.start);
  return MUTUAL_LEAVE.test(guideline.tokenised.text.slice(sentence.start, sentence.end));
};

/** The opening of a phrase that excepts from a rule: "except that …", "provided that …". */
const EXCEPTION_OPENING = /^(?:except|excluding|other than|save|provided)\b/i;

/** Whether a term stands in an aside in parentheses, first word to last ("(as defined by Client at the time of acquisition)"). */
const asideInParentheses = ({ tokenised }: TTermReading, term: TTerm) => {
  const inside = inParentheses(tokenised);
  return (
    inside[tokenAt(tokenised, term.quote.start)] === 1 && inside[tokenAt(tokenised, term.quote.end) - 1] === 1
  );
};

/** Words of a sentence that defines a name or deems one thing another. */
const DEFINING_OR_DEEMING =
  /\bshall\s+be\s+deemed\b|\bis\s+deemed\b|\(\s*collectively\b|["“][^"”]{2,60}["”]\s+means\b/i;

/** Whether the term stands in a sentence that defines or deems ("… (collectively, a "Change of Control") shall be deemed an assignment"). */
const definesOrDeems = (reading: TTermReading, term: TTerm) => {
  const sentence = sentenceAt(reading, term.quote.start);
  return DEFINING_OR_DEEMING.test(reading.tokenised.text.slice(sentence.start, sentence.end));
};

/** How many characters a proviso may run after its last term for a period to go at its end. */
const PROVISO_TAIL = 80;

/** The words that open a period's own phrase: "upon fifteen (15) days' prior written notice". */
const PERIOD_OPENING =
  /\b(?:upon|on|with|by giving|after|within)\s+(?:at\s+least\s+|not\s+less\s+than\s+)?$/i;

/**
 * Where the clause states every other term of the guideline phrase that holds `term` ("except that
 * either party may assign … to a successor in connection with a merger … upon fifteen (15) days' prior
 * written notice" against the clause's own "except each Party may assign … to a successor to all or
 * substantially all of its business"), only the term's own words go in, at the end of the clause's
 * phrase: the exception is not added a second time. Whether it did.
 */
const addOwnWordsOnly = (context: TContext, term: TTerm, phrase: TSpan, adapt: (raw: string) => string) => {
  const { clause, assessment, playbook, level } = context;
  const guideline = playbook.readings[level];
  const text = guideline.tokenised.text;
  const others = guideline.terms.filter(
    (t) => t !== term && t.kind !== 'who' && t.quote.start >= phrase.start && t.quote.end <= phrase.end,
  );
  const own = others.map((t) => assessment.reading.terms.find((o) => o.key === t.key && o.kind !== 'who'));
  const opening = PERIOD_OPENING.exec(text.slice(phrase.start, term.quote.start));
  const last = own.filter((t): t is TTerm => t !== undefined).sort((a, b) => b.quote.end - a.quote.end)[0];
  // The clause's own words for them are an exception too ("except each Party may assign … to a
  // successor …", "provided that either Party shall have the right … to assign"), not a rule ("any
  // change of control … shall be deemed an assignment").
  const lastPart = last && partAt(assessment.reading, last.quote.start);
  // A proviso counts where it grants the act the guideline's phrase grants ("may assign"), not one of
  // another act ("provided however, that the acquisition of About … shall not be grounds for
  // termination"), and ends with the grant: the words go at its end, not after conditions on it ("but
  // only in the event that … (a) key EFS management …").
  const act = /\bmay\s+(\p{L}+)/iu.exec(text.slice(phrase.start, phrase.end))?.[1]?.toLowerCase();
  const tail = lastPart ? clause.slice((last as TTerm).quote.end, endOfPart(clause, lastPart)) : '';
  const grants = (cue: TPhraseMatch) =>
    !PROVISO_CUES.includes(cue.phrase) ||
    (act !== undefined &&
      !/[(;:]/.test(tail) &&
      tail.length <= PROVISO_TAIL &&
      clause
        .slice(cue.end, (last as TTerm).quote.start)
        .toLowerCase()
        .includes(act));
  const ownException =
    lastPart !== undefined &&
    findPhrases(assessment.reading.tokenised, [...EXCEPTION_CUES, ...PROVISO_CUES]).some(
      (cue) => cue.start >= lastPart.start && cue.end <= (last as TTerm).quote.start && grants(cue),
    );
  if (
    term.kind !== 'duration' ||
    !DEPENDENT_PHRASE.test(text.slice(phrase.start, phrase.end).trim()) ||
    others.length === 0 ||
    !own.every(Boolean) ||
    !opening ||
    !last ||
    !ownException ||
    others.some((t) => t.quote.start > term.quote.start)
  )
    return false;
  const words = adapt(
    text
      .slice(phrase.start + opening.index, phrase.end)
      .trim()
      .replace(/[.;,]$/, ''),
  );
  if (clause.includes(words)) return true;
  context.additions.set(` ${words}`, {
    at: endOfPart(clause, partAt(assessment.reading, last.quote.start)),
    inline: true,
  });
  return true;
};

/**
 * Whether the guideline's phrase holding `term` sets a higher cap for an item the clause leaves out of its
 * cap altogether: "except that Supplier's liability for breach of its confidentiality or data protection
 * obligations shall not exceed two (2) times that amount" would cap what "EXCEPT FOR BREACH OF
 * CONFIDENTIALITY" leaves unlimited.
 */
const capsWhatIsUncapped = ({ assessment, playbook, level }: TContext, term: TTerm) => {
  const guideline = playbook.readings[level];
  const part = commaPartAt(guideline.tokenised.text, sentenceAt(guideline, term.quote.start), term.quote);
  return guideline.terms.some(
    (t) =>
      t.kind === 'feature' &&
      t.id.scope === 'super-cap' &&
      t.quote.start >= part.start &&
      t.quote.end <= part.end &&
      leavesUncapped(assessment.reading, t.id.item),
  );
};

/**
 * Adds what a guideline states about `term` and the clause lacks, in the guideline's words: when the
 * guideline says it in a dependent phrase of a sentence whose other term the clause has ("…governed by
 * the laws of New York, without regard to its conflict of laws principles"), that phrase goes after
 * the clause's own term; otherwise the guideline's conjunct that states it goes in as a sentence,
 * after the clause sentence most like it.
 */
const addFromGuideline = (context: TContext, term: TTerm, withheld = false) => {
  const { clause, assessment, playbook, level } = context;
  const guideline = playbook.readings[level];
  if (capsWhatIsUncapped(context, term)) return;
  const guidelineText = guideline.tokenised.text;
  const sentence = sentenceAt(guideline, term.quote.start);
  // A clause that binds the other side our way and leaves ours free gets a mutual leave for our side
  // only: "either party may assign … without consent" would hand the other side what the clause withholds.
  const leaveForOurSide = grantsMutualLeave(context, term) ? assessment.freeSide : undefined;
  const forSide = sideLeftOpen(assessment.reading, term) ?? leaveForOurSide;
  const sideName = forSide && guideline.parties.find((party) => party.side === forSide)?.name;
  const phrase = openedPhrase(
    guidelineText,
    sentence,
    conditionPartAt(guideline, commaPartAt(guidelineText, sentence, term.quote), term.quote),
  );
  const adapt = (raw: string) =>
    adaptGuidelineText(
      sideName ? raw.replace(/\b(?:[Ee]ither|[Ee]ach) party\b/g, sideName) : raw,
      guideline.parties,
      partiesToWrite(assessment),
      clause,
    );
  const phraseText = guidelineText.slice(phrase.start, phrase.end).trim();
  // A relative clause ("which shall not be unreasonably withheld") goes only with the term it follows.
  const relative = /^which\b/i.test(phraseText);
  // An exception goes with a rule, not with words that define or deem ("any change of control … (a
  // "Change of Control") shall be deemed an assignment" takes no "except that either party may assign …").
  const exception = EXCEPTION_OPENING.test(phraseText);
  // The clause's own term for the guideline term nearest the phrase ("… renews for successive one (1)
  // year terms unless …": the renewal term, not the initial term before it).
  const anchor = guideline.terms
    .filter((t) => t.quote.start >= sentence.start && t.quote.end <= sentence.end)
    .filter((t) => t.quote.end <= phrase.start || t.quote.start >= phrase.end)
    .filter(
      (t) =>
        !relative ||
        /^\s*,?\s*$/.test(guidelineText.slice(endOfOfPhrase(guidelineText, t.quote.end), phrase.start)),
    )
    .sort(
      (a, b) =>
        Math.min(Math.abs(a.quote.end - phrase.start), Math.abs(a.quote.start - phrase.end)) -
        Math.min(Math.abs(b.quote.end - phrase.start), Math.abs(b.quote.start - phrase.end)),
    )
    .map((t) => ({
      guideline: t,
      // The clause's first words for it, not an aside in parentheses ("(as defined by Client at the
      // time of acquisition)").
      own: assessment.reading.terms
        .filter(
          (own) =>
            own.key === t.key &&
            own.kind !== 'who' &&
            !ofOtherSides(own, t) &&
            !(exception && definesOrDeems(assessment.reading, own)) &&
            !asideInParentheses(assessment.reading, own),
        )
        .sort((a, b) => a.quote.start - b.quote.start)[0],
    }))
    .find(({ own }) => own);
  if (addOwnWordsOnly(context, term, phrase, adapt)) return;
  // Leave the clause withholds from the side it binds gains only the term's words on the clause's own
  // exception (above), never a sentence that grants it.
  if (withheld) return;
  if (
    anchor?.own &&
    DEPENDENT_PHRASE.test(phraseText) &&
    phraseText.split(/\s+/).length <= MAX_PHRASE_WORDS
  ) {
    const { own } = anchor;
    // Right after the clause's term where the guideline has it right after its own and the clause's
    // term ends a comma part too ("the laws of the State of Illinois, and the courts …" takes "…
    // Illinois, without regard to its conflict of laws principles, and the courts …"); otherwise at the
    // end of the term's sentence part.
    // A relative clause ("which shall not be unreasonably withheld") qualifies the term's whole noun
    // phrase: "the prior written consent of the other party, which …".
    const ownEnd = endOfTermWords(clause, assessment.reading, own);
    const termEnd = relative ? endOfOfPhrase(clause, ownEnd) : ownEnd;
    const rightAfter =
      /^\s*,?\s*$/.test(guidelineText.slice(anchor.guideline.quote.end, phrase.start)) &&
      // Not inside a place's name ("New York, New York").
      /^\s*(?:[;.]|,(?!\s*\p{Lu}))/u.test(clause.slice(termEnd));
    const at = rightAfter ? termEnd : endOfPart(clause, partAt(assessment.reading, own.quote.start));
    // A second condition right after the clause's own joins it: "unless terminated as provided below or
    // either party gives notice of non-renewal …", not "…, unless …, unless …".
    const condition = phraseText.replace(/^unless\s+/i, '');
    const joinsOwn =
      condition !== phraseText &&
      /\bunless\b[^,;:.]*$/i.test(clause.slice(partAt(assessment.reading, own.quote.start).start, at));
    const text = joinsOwn ? ` or ${adapt(condition)}` : `, ${adapt(phraseText)}`;
    // Not again where an earlier pass put it in ("… or earlier terminated by either party …").
    if (!context.additions.has(text) && !clause.includes(condition))
      context.additions.set(text, {
        at,
        inline: true,
        from: phrase.start,
      });
    return;
  }
  // "This Agreement has an initial term of one (1) year and renews for successive one (1) year terms
  // unless …" where the clause states the initial term: the rest of the sentence continues the
  // clause's own, rather than the whole sentence coming in again.
  const continued = guideline.terms.find(
    (t) =>
      t.quote.start >= sentence.start &&
      t.quote.end <= term.quote.start &&
      /^\s+and\s+\p{Ll}/u.test(guidelineText.slice(t.quote.end, term.quote.start)),
  );
  const own = continued && assessment.reading.terms.find((t) => t.key === continued.key && t.kind !== 'who');
  const rest = continued && guidelineText.slice(continued.quote.end, sentence.end).replace(/[.;:]\s*$/, '');
  // Only where the clause's term ends its sentence ("… an initial term of one (1) year."): "continues
  // until terminated in accordance with this Section" or "one (1) year and shall not renew" go on.
  const endsItsSentence = own && /^\s*[.;]/.test(clause.slice(endOfTermPhrase(clause, own)));
  if (own && rest && endsItsSentence && rest.split(/\s+/).length <= MAX_PHRASE_WORDS && !/[.;:]/.test(rest)) {
    const text = adapt(rest);
    if (!context.additions.has(text))
      context.additions.set(text, { at: endOfTermPhrase(clause, own), inline: true });
    return;
  }
  // The agreement's period comes in as a sentence of its own only where the clause sets out none: beside
  // its own renewal ("… shall automatically renew for an additional one (1) year term …") or end ("shall
  // end on the 60th day following a written notice") the level's "continues until terminated", or its
  // "initial term of one (1) year and renews for successive one (1) year terms …", would set out a
  // second, contradicting term (the rewrite check reports it unmet).
  if (
    isAgreementPeriod(term) &&
    (assessment.reading.terms.some(isAgreementPeriod) ||
      findPhrases(assessment.reading.tokenised, AGREEMENT_TERM_PHRASES).length > 0)
  )
    return;
  const raw = sentenceFromConjunct(guidelineText, sentence, term.quote, clause);
  const text = adapt(raw);
  if (context.additions.has(text) || clause.includes(raw.slice(0, -1)) || clause.includes(text.slice(0, -1)))
    return;
  strikeDenials(context, sentence);
  // A definition whose words an added sentence already spells out (the excepted claims) adds nothing.
  const defined = /^["“]([^"”]+)["”]\s+means\s/.exec(raw);
  const spelledOut = defined && exceptedWords(guidelineText, defined[1] as string, '');
  if (spelledOut && [...context.additions.keys()].some((added) => added.includes(adapt(spelledOut)))) return;
  const counts = termCounts(text);
  const sentences = assessment.reading.tokenised.sentences.map((s) => trimmed(clause, s));
  let best = { index: sentences.length, score: 0.1 };
  sentences.forEach((span, index) => {
    const words = clause.slice(span.start, span.end);
    // A heading ("9. Termination.") is no sentence to add after.
    if ((words.match(/\p{L}+/gu)?.length ?? 0) < MIN_SENTENCE_WORDS) return;
    const score = cosine(counts, termCounts(words));
    if (score > best.score) best = { index, score };
  });
  // A sentence goes after a finished sentence, never inside a list: after an introduction ending in
  // ":" or an item ending in ";" ("…; and") the list goes on; and after a list's last item it would
  // read as part of that item. So it goes after the first finished sentence outside a list item, or
  // at the clause's end.
  const clauseEnd = trimmed(clause, { start: 0, end: clause.length }).end;
  // Nor between a sentence and the next that refers back to it ("… not to renew. Such notice must be
  // given …"): "such notice" would then mean what was added.
  const refersBack = (index: number) => {
    const next = sentences[index + 1];
    return next !== undefined && REFERS_BACK.test(clause.slice(next.start, next.end));
  };
  const finished = sentences.find(
    (span, index) =>
      index >= best.index &&
      /[.!?]["”’)\]]*$/.test(clause.slice(span.start, span.end)) &&
      !inListItem(clause, span) &&
      !refersBack(index),
  );
  // A clause that is an item of a longer list ("…; and") keeps its ending after what it gains.
  const itemEnd = finished ? null : LIST_ITEM_END.exec(clause.slice(0, clauseEnd));
  if (itemEnd)
    context.additions.set(`. ${text.slice(0, -1)}`, { at: itemEnd.index, inline: true, sentence: true });
  else context.additions.set(text, { at: finished?.end ?? clauseEnd, inline: false });
};

/** A sentence that opens with these words refers back to the one before it (SENTENCE_OPENINGS_REFERRING_BACK). */
const REFERS_BACK = new RegExp(
  `^(?:${SENTENCE_OPENINGS_REFERRING_BACK.map((words) => words.replace(/ /g, '\\s+')).join('|')})\\b`,
  'i',
);

/** How an item of a list ends: ";", "; and", "; or". */
const LIST_ITEM_END = /;(?:\s*(?:and|or))?\s*$/i;

/**
 * Whether a span lies in a paragraph (after the clause's first) that is an item of a list: "(v) each
 * Party will …", "b) …", "3. …". The clause's own first paragraph may start with its number.
 */
const inListItem = (clause: string, span: TSpan) => {
  const paragraph = clause.lastIndexOf('\n', span.start);
  return paragraph >= 0 && LIST_ITEM.test(clause.slice(paragraph + 1));
};

const LIST_ITEM = /^\s*(?:\(?(?:[a-z]{1,2}|[ivx]{1,5}|\d{1,2})\)|(?:[a-z]|[ivx]{1,5}|\d{1,2})\.)\s/i;

/**
 * "shall not exceed the fees paid …" → "shall not exceed the greater of the fees paid … or one
 * million dollars ($1,000,000)", when the guideline caps at the greater of the two.
 */
const addGreaterOfAmount = (context: TContext, target: TTerm) => {
  const { clause, assessment, playbook, level } = context;
  const guidelineText = playbook.readings[level].tokenised.text;
  const sentence = sentenceAt(playbook.readings[level], target.quote.start);
  if (!/greater of/i.test(guidelineText.slice(sentence.start, sentence.end))) return false;
  const fees = assessment.reading.terms.find((t) => t.key === 'cap:fees-period');
  if (!fees) return false;
  const part = partAt(assessment.reading, fees.quote.start);
  const exceed = /\bexceed\s+/i.exec(clause.slice(part.start, fees.quote.start));
  if (!exceed) return false;
  const at = part.start + exceed.index + exceed[0].length;
  const end = commaPartAt(clause, part, fees.quote).end;
  add(context, { start: at, end: at, text: 'the greater of ' });
  add(context, { start: end, end, text: ` or ${target.quote.text}`, rank: RANK.value });
  return true;
};

/** Words of a limit per claim, before its amount. */
const PER_CLAIM = /\b(?:any|each|a|per)\s+(?:single\s+)?(?:claim|incident|event|occurrence)\b/i;

/** Where a guideline's cap measure starts: after "shall not exceed", "limited to", "the greater of". */
const CAP_MEASURE_OPENING = /\b(?:exceed|limited to|capped at)\s+(?:the\s+greater\s+of\s+)?/gi;

/**
 * "limited to $5m" → "limited to the greater of $5m or the fees paid … in the twelve (12) months
 * preceding the claim", when the level caps by the fees and the clause by an amount: one cap that
 * meets the level and keeps the clause's amount, not a second cap sentence beside the first.
 */
const addGreaterOfFees = (context: TContext, target: TTerm) => {
  const { clause, assessment, playbook, level } = context;
  // The clause's cap, not a limit per claim ("any single claim shall not exceed $100,000, and … total
  // aggregate liability shall not exceed $5m"): its first amount that is not per claim.
  const ownAmounts = assessment.reading.terms.filter((t) => t.key === 'cap:amount');
  const perClaim = (t: TTerm) =>
    PER_CLAIM.test(
      clause.slice(
        Math.max(partAt(assessment.reading, t.quote.start).start, previousComma(clause, t.quote.start)),
        t.quote.start,
      ),
    );
  const own = ownAmounts.find((t) => !perClaim(t)) ?? ownAmounts[0];
  if (!own) return false;
  const ownPart = partAt(assessment.reading, own.quote.start);
  if (/\b(?:greater|lesser|higher|lower)\s+of\b/i.test(clause.slice(ownPart.start, ownPart.end)))
    return false;
  const guideline = playbook.readings[level];
  const text = guideline.tokenised.text;
  const part = commaPartAt(text, sentenceAt(guideline, target.quote.start), target.quote);
  const openings = [...text.slice(part.start, target.quote.start).matchAll(CAP_MEASURE_OPENING)];
  const opening = openings.at(-1);
  if (!opening) return false;
  // The fees measure alone, without the level's own amount before or after it ("the greater of one
  // million dollars ($1,000,000) or the fees paid …", "the greater of the fees paid … or one million").
  const openingEnd = part.start + (opening.index ?? 0) + opening[0].length;
  const amounts = guideline.terms.filter(
    (t) => t.key === 'cap:amount' && t.quote.start >= openingEnd && t.quote.end <= part.end,
  );
  const before = amounts.filter((t) => t.quote.end <= target.quote.start).at(-1);
  const after = amounts.find((t) => t.quote.start >= target.quote.end);
  const measure = text
    .slice(before ? before.quote.end : openingEnd, after ? after.quote.start : part.end)
    .replace(/^\s*(?:or|and)\s+/i, '')
    .replace(/\s+(?:or|and)\s*$/i, '')
    .replace(/[.;:]$/, '')
    .trim();
  if (measure === '') return false;
  const adapted = adaptGuidelineText(measure, guideline.parties, partiesToWrite(assessment), clause);
  add(context, { start: own.quote.start, end: own.quote.start, text: 'the greater of ' });
  add(context, { start: own.quote.end, end: own.quote.end, text: ` or ${adapted}`, rank: RANK.value });
  return true;
};

/**
 * Strikes "There is no cap on either party's liability" where the level's cap goes in, rather than
 * leave the two side by side. (Only the cap: a clause's "no refund of the Minimum Royalty" is another
 * refund than the one a level adds.)
 */
const strikeNoCap = (context: TContext) => {
  const { reading } = context.assessment;
  for (const term of reading.terms) {
    if (term.kind !== 'feature' || term.feature !== 'cap' || !term.negated) continue;
    // "There is no cap on Supplier's liability for its indemnification obligations" is a carve-out: it stays.
    const part = partAt(reading, term.quote.start);
    const items = reading.terms.some(
      (other) =>
        other.kind === 'feature' &&
        other.group === 'liability' &&
        other.quote.start >= part.start &&
        other.quote.end <= part.end,
    );
    if (!items) strike(context, term, true);
  }
};

/**
 * Whether adding the level's cap measure would give the clause a second cap: the clause caps the
 * liability already, by a measure the edits in place could not bring to the level ("shall not exceed
 * [***]", "limited to the damages the customer recovers"). That cap stays, and the unmet measure is
 * reported by the rewrite's check, rather than contradicted by a sentence capping it otherwise.
 */
const secondCap = ({ assessment }: TContext, target: TTerm) =>
  target.kind === 'cap' &&
  target.id.cap === 'cap' &&
  assessment.reading.terms.some((term) => term.kind === 'feature' && term.feature === 'cap' && !term.negated);

/**
 * Strikes what states an unacceptable term: its sentence, or when the sentence holds terms the level
 * needs or defines a term used elsewhere, the conjunct ("…, and Customer's liability shall be
 * unlimited") or the comma-part around it — or, in a sentence defining a term used elsewhere whose
 * conjunct cannot go alone, nothing (the rewrite check then warns that the rewrite still states it).
 */
/** The words that narrow a feature's phrase ("U.S. " of "U.S. trademark"), as an edit striking them alone. */
const narrowingWords = (clause: string, term: TTerm): TEdit | undefined => {
  const words = term.kind === 'feature' ? featureDefinition(term.feature)?.narrowedBy : undefined;
  const quote = clause.slice(term.quote.start, term.quote.end);
  for (const word of words ?? []) {
    const found = new RegExp(`^${escapeRegExp(word).replace(/ /g, '\\s+')}\\s+`, 'i').exec(quote);
    if (found) return { start: term.quote.start, end: term.quote.start + found[0].length, text: '' };
  }
  return undefined;
};

const strike = (context: TContext, term: TTerm, keepAll = false) => {
  const { clause, assessment, level } = context;
  const narrowing = narrowingWords(clause, term);
  if (narrowing) {
    add(context, narrowing);
    return;
  }
  const sentence = sentenceAt(assessment.reading, term.quote.start);
  // What the strike must leave standing: the terms that meet the level — or, with `keepAll`, every
  // other term (the rest gets edited in place).
  const neededIn = (span: TSpan) =>
    assessment.checks.some(
      (c) =>
        (keepAll || c.met[level] === true) &&
        !c.position.shared &&
        c.position.term.kind !== 'who' &&
        c.clauseTerms.some((t) => t !== term && t.quote.start >= span.start && t.quote.end <= span.end),
    );
  // Nor a term the clause defines there and uses elsewhere: its other uses would lose their meaning.
  const definesUsedTerm = (span: TSpan) => definedTermsUsedElsewhere(clause, span).length > 0;
  const sentenceDefines = definesUsedTerm(sentence);
  if (!neededIn(sentence) && !sentenceDefines) {
    let end = sentence.end;
    while (end < clause.length && /\s/.test(clause.charAt(end))) end += 1;
    add(context, { start: sentence.start, end, text: '' });
    return;
  }
  const conjunct = conjunctAt(clause, sentence, term.quote);
  if (conjunct !== sentence && !neededIn(conjunct) && !definesUsedTerm(conjunct)) {
    add(context, { start: conjunct.start, end: conjunct.end, text: '' });
    return;
  }
  // A comma-part is struck only to keep what the level needs: cut out of a definition it would leave
  // no sentence ("As between the parties~~, EFS retains ownership of~~, and all right … (the “EFS
  // Property”)").
  if (!sentenceDefines) strikeCommaPart(context, sentence, term);
};

/**
 * The clause's denials of what a guideline sentence it gains grants, struck: "Customer may not
 * terminate this Agreement for convenience" beside the added "Customer may terminate for convenience on
 * sixty (60) days' notice" — unless the denial is the other side's ("Supplier may not terminate …").
 */
const strikeDenials = (context: TContext, sentence: TSpan) => {
  const guideline = context.playbook.readings[context.level];
  const { reading } = context.assessment;
  const granted = guideline.terms.filter(
    (t) =>
      t.kind === 'feature' && !t.negated && t.quote.start >= sentence.start && t.quote.end <= sentence.end,
  );
  if (granted.length === 0) return;
  const [ownSides, guidelineSides] = [sidesOfTerms(reading), sidesOfTerms(guideline)];
  for (const own of reading.terms) {
    if (own.kind !== 'feature' || !own.negated || !granted.some((g) => g.key === own.key)) continue;
    const [whose, grantedTo] = [ownSides.get(statedKey(own)), guidelineSides.get(own.key)];
    if (whose && grantedTo && whose !== grantedTo) continue;
    strike(context, own, true);
  }
};

/**
 * Strikes the comma-part of `sentence` that holds `term`, with the comma before it — or, opening the
 * sentence, with the conjunction after it ("~~Title … shall vest in Supplier, and~~ Supplier grants …").
 */
const strikeCommaPart = (context: TContext, sentence: TSpan, term: TTerm) => {
  const piece = commaPartAt(context.clause, sentence, term.quote);
  const opening = piece.start <= sentence.start;
  const conjunction = opening ? /^\s*,\s*(?:and|or|but)\s+/i.exec(context.clause.slice(piece.end)) : null;
  add(context, {
    start: opening ? piece.start : piece.start - 1,
    end: piece.end + (conjunction?.[0].length ?? 0),
    text: '',
  });
};

/**
 * The party's mentions to make mutual (one party named as the subject becomes both: "Supplier's total
 * liability" → "Each party's total liability"): in each sentence part that states the category's
 * terms, its mention nearest before the first of them — "ENERGOUS will be responsible for all costs …,
 * provided that ENERGOUS' aggregate liability to DIALOG … will not exceed …" is about the second, whose
 * liability is to the other party; "In no event shall Supplier be liable for … consequential damages.
 * Supplier's total liability shall not exceed …" makes both the waiver and the cap mutual — or else its
 * first mention in a part that states the terms ("Supplier shall process personal data … . Supplier's
 * total liability … shall not exceed …": the cap is made mutual, not the processing).
 */
const subjectsOfTerms = (context: TContext, whoCheck: TTermCheck): TTerm[] => {
  const { reading, checks } = context.assessment;
  // A release names both parties where it stands: it is made mutual there, as it is.
  const releases = reading.terms.filter((t) => t.kind === 'who' && t.releasedBy);
  const subject = reading.terms.find((t) => t.kind === 'who' && t.side !== 'mutual' && !t.releasedBy);
  if (!subject) return releases;
  const stated = checks
    .filter((check) => check !== whoCheck)
    .flatMap((check) => check.clauseTerms)
    .filter((t) => t.kind !== 'who')
    .sort((a, b) => a.quote.start - b.quote.start);
  if (stated.length === 0) return [subject, ...releases];
  const { tokens, text } = reading.tokenised;
  // Only where the party acts: "requiring Ehave to correct such failure" is no obligation of Ehave's.
  const mentions = findPhrases(reading.tokenised, [subject.quote.text]).filter(
    (match) =>
      tokens[match.from]?.capitalised &&
      (actsAsSubject(reading.tokenised, match) || invertedSubject(reading.tokenised, match)),
  );
  const partOf = (offset: number) => tokens[tokenAt(reading.tokenised, offset)]?.part;
  // Each term's nearest acting mention before it in its part: "Supplier's total liability … shall not
  // exceed …, and Supplier excludes all liability for …" has two.
  const found = new Map<number | undefined, (typeof mentions)[number]>();
  for (const term of stated) {
    const part = partOf(term.quote.start);
    const there = mentions.filter((m) => m.end <= term.quote.start && partOf(m.start) === part).at(-1);
    if (there) found.set(there.start, there);
  }
  if (found.size === 0) {
    const statedParts = new Set(stated.map((term) => partOf(term.quote.start)));
    const first = mentions.find((m) => statedParts.has(partOf(m.start)));
    if (first) found.set(undefined, first);
  }
  return [
    ...[...found.values()].map((there) => ({
      ...subject,
      quote: { text: text.slice(there.start, there.end), start: there.start, end: there.end },
    })),
    ...releases,
  ];
};

/** The keys of the terms stated in a reading's sentence parts that hold `phrases`. */
const keysInPartsWith = (reading: TTermReading, phrases: readonly string[]) => {
  const parts = new Set(
    findPhrases(reading.tokenised, phrases).map((match) => partAt(reading, match.start).start),
  );
  return new Set(
    reading.terms
      .filter((t) => t.kind !== 'who' && parts.has(partAt(reading, t.quote.start).start))
      .map((t) => t.key),
  );
};

/**
 * Whether the level binds both parties to what the subject's sentence is about: "Supplier shall
 * provide transition assistance" stays the supplier's where the level's mutual wording is about
 * something else ("Either party may terminate for material breach …" — which the rewrite adds).
 */
const boundAlikeInGuideline = (context: TContext, subject: TTerm | undefined) => {
  if (!subject) return false;
  const mutualKeys = keysInPartsWith(context.playbook.readings[context.level], MUTUAL_PHRASES);
  if (mutualKeys.size === 0) return true;
  const { reading } = context.assessment;
  const part = partAt(reading, subject.quote.start).start;
  return reading.terms.some(
    (t) => t.kind !== 'who' && partAt(reading, t.quote.start).start === part && mutualKeys.has(t.key),
  );
};

/** Where a party's mention starts with its article: "The Disclosing Party" is replaced whole. */
const startWithArticle = (clause: string, at: number) =>
  at - (/\bthe\s+$/i.exec(clause.slice(Math.max(0, at - 4), at))?.[0].length ?? 0);

/** Whether a sentence starts at `at`. */
const opensSentence = (clause: string, at: number) => /(^|[.!?]\s+)$/.test(clause.slice(0, at));

const makeMutual = (context: TContext, subject: TTerm | undefined) => {
  if (subject?.kind !== 'who') return;
  const { clause } = context;
  // "Customer waives all claims against Supplier" → "Each party waives all claims against the other party".
  if (subject.releasedBy) {
    const by = startWithArticle(clause, subject.releasedBy.start);
    add(context, {
      start: by,
      end: subject.releasedBy.end,
      text: opensSentence(clause, by) ? 'Each party' : 'each party',
    });
    add(context, {
      start: startWithArticle(clause, subject.quote.start),
      end: subject.quote.end,
      text: 'the other party',
    });
    return;
  }
  const { reading } = context.assessment;
  // "Customer shall indemnify Supplier", "ENERGOUS agrees to indemnify, hold harmless and, in the case of
  // any third party claims, defend DIALOG": the other party named after the obligation is the one who
  // benefits, so "each party" would not make sense; the level's own reciprocal wording is added
  // instead, where the level states it. One named as an agent ("the fees paid by Customer") is not.
  const { tokens } = reading.tokenised;
  const partEnd = partAt(reading, subject.quote.start).end;
  const first = tokenAt(reading.tokenised, subject.quote.end);
  const other = findPhrases(
    reading.tokenised,
    reading.parties.filter((p) => p.side !== subject.side).map((p) => p.name),
  ).find(
    (match) =>
      match.from >= first &&
      match.from < first + OBLIGATION_REACH_WORDS &&
      match.end <= partEnd &&
      tokens[match.from - 1]?.norm !== 'by',
  );
  // "shall Supplier be liable to Customer for lost profits": the one it is liable to becomes "the other
  // party" ("shall either party be liable to the other party").
  const liableTo =
    other !== undefined && tokens[other.from - 1]?.norm === 'to' && tokens[other.from - 2]?.norm === 'liable';
  if (other && !liableTo) return;
  if (other && liableTo) add(context, { start: other.start, end: other.end, text: 'the other party' });
  // "without the prior written consent of the Manufacturer" → "… of the other party": the consent a
  // prohibition binding both asks is the other party's, not one party's for both.
  const partStart = partAt(reading, subject.quote.start).start;
  for (const party of reading.parties.filter((p) => p.side !== subject.side && p.side !== 'mutual')) {
    const name = escapeRegExp(party.name);
    const consent = new RegExp(
      `\\bconsent\\s+of\\s+((?:the\\s+)?${name})\\b|\\b((?:the\\s+)?${name}['’]s)\\s+(?:prior\\s+)?(?:written\\s+)?consent\\b`,
      'gi',
    );
    for (const match of clause.slice(partStart, partEnd).matchAll(consent)) {
      const words = (match[1] ?? match[2]) as string;
      const start = partStart + (match.index ?? 0) + match[0].indexOf(words);
      add(context, {
        start,
        end: start + words.length,
        text: match[1] ? 'the other party' : "the other party's",
      });
    }
  }
  const next = clause.slice(subject.quote.end, subject.quote.end + 20);
  const possessive = /['’]s?$/.test(subject.quote.text) || /^['’]/.test(next);
  // "Consultant may not assign" becomes "Neither party may assign", not "Either party may not assign".
  const negated = possessive ? null : /^(\s+(?:may|shall|will|must))\s+not\b/i.exec(next);
  if (negated) {
    const notAt = subject.quote.end + (negated[1] as string).length;
    add(context, { start: notAt, end: subject.quote.end + negated[0].length, text: '' });
  }
  // "In no event shall Supplier be liable" → "In no event shall either party be liable".
  const afterVerb = /\b(?:shall|will|may|can|would)\s+$/i.test(clause.slice(0, subject.quote.start));
  // "unless Customer gives notice" → "unless either party gives notice": one party's act suffices,
  // where "each party" would need both.
  const condition = opensCondition(clause.slice(0, subject.quote.start));
  const replacement = possessive
    ? "each party's"
    : negated
      ? 'neither party'
      : afterVerb || condition || /^\s+may\b/.test(next)
        ? 'either party'
        : 'each party';
  const end =
    !/['’]/.test(subject.quote.text) && /^['’]s/.test(next) ? subject.quote.end + 2 : subject.quote.end;
  // "The Disclosing Party may" → "Either party may", not "The either party may".
  const start = startWithArticle(clause, subject.quote.start);
  add(context, { start, end, text: opensSentence(clause, start) ? sameCase('E', replacement) : replacement });
};

/** ", and each party's total liability": words after the waived damages that begin the cap's own (matched where it stands: sticky). */
const CAP_BEGINS =
  /,?\s+(?:and|or|but)\s+(?:[^\s.;]+\s+){0,5}?(?:liability|liable)\s+(?:[^\s.;]+\s+){0,16}?(?:shall|will|exceed|exceeds|is\s+limited|are\s+limited)\b/iy;

/**
 * Where the words of a damages waiver end after its last waived damages (`from`): at its sentence's
 * end, or where the cap's own words begin ("… for lost profits, and each party's total liability …"),
 * else at the end of its part — never inside parentheses ("damages (however arising, including
 * negligence)").
 */
const endOfWaiver = (clause: string, part: TSpan, from: number) => {
  const end = endOfPart(clause, part);
  let depth = 0;
  for (let at = from; at < end; at += 1) {
    const char = clause.charAt(at);
    if (char === '(') depth += 1;
    else if (char === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0 && /[.;:]/.test(char) && /\s/.test(clause.charAt(at + 1) || ' ')) return at;
    else if (depth === 0 && /[,\s]/.test(char)) {
      CAP_BEGINS.lastIndex = at;
      if (CAP_BEGINS.test(clause)) return at;
    }
  }
  return end;
};

/** Queues an item for the clause's list of its kind (carve-outs of the cap or the waiver, waived damages, disclaimed warranties). */
const queueListItem = (context: TContext, term: TFeatureTerm) => {
  const reading = context.assessment.reading;
  const { scope, item } = term.id;
  const carveOut = term.group === 'liability';
  const anchor = reading.terms.find((t) =>
    carveOut
      ? scope === 'waiver-carve-out'
        ? t.kind === 'feature' && t.id.scope === 'waiver'
        : t.kind === 'cap' ||
          // Not "There is no cap on …": a carve-out from a cap needs a cap.
          (t.kind === 'feature' && ((t.feature === 'cap' && !t.negated) || t.id.scope === 'waiver'))
      : t.kind === 'feature' && scope !== undefined && t.id.scope === scope,
  );
  if (!anchor) {
    addFromGuideline(context, term);
    return;
  }
  const part = partAt(reading, anchor.quote.start);
  // The last damages the waiver names in its part: "any indirect, incidental or consequential damages,
  // including lost profits" is one list, its carve-outs after all of it.
  const lastWaived = reading.terms
    .filter(
      (t) =>
        t.kind === 'feature' &&
        t.id.scope === 'waiver' &&
        t.quote.start >= part.start &&
        t.quote.end <= part.end,
    )
    .reduce((last, t) => (t.quote.start > last.quote.start ? t : last), anchor);
  const entry = context.lists.get(part.start) ?? {
    part,
    // A waiver's carve-outs right after the damages it waives ("… for lost profits, except for …, and
    // each party's total liability …"), not after a cap in the same sentence part.
    exceptionAt:
      scope === 'waiver-carve-out'
        ? endOfWaiver(context.clause, part, lastWaived.quote.end)
        : endOfPart(context.clause, part),
    group: term.group,
    listed: reading.terms.filter(
      (t) =>
        t.quote.start >= part.start &&
        t.quote.end <= part.end &&
        t.kind === 'feature' &&
        (carveOut ? isCarveOut(t) : scope !== undefined && t.id.scope === scope) &&
        !(t.id.scope !== undefined && NOUN_DAMAGES.has(t.id.item)),
    ),
    items: [],
    itemSpans: [],
    nouns: [],
  };
  const { words, span } = itemWords(context.playbook.readings[context.level].tokenised.text, term);
  const within = (inner: TSpan, outer: TSpan) => outer.start <= inner.start && inner.end <= outer.end;
  if (!carveOut && NOUN_DAMAGES.has(item)) entry.nouns.push(words);
  else if (!entry.items.includes(words) && !entry.itemSpans.some((other) => within(span, other))) {
    const kept = entry.itemSpans.map((other) => !within(other, span));
    entry.items = entry.items.filter((_, i) => kept[i]);
    entry.itemSpans = entry.itemSpans.filter((_, i) => kept[i]);
    entry.items.push(words);
    entry.itemSpans.push(span);
  }
  context.lists.set(part.start, entry);
};

/** The queued list items as edits: into the clause's own list, after its noun, or as a new exception. */
const listEdits = (context: TContext) => {
  const { clause, assessment } = context;
  for (const { part, exceptionAt, group, listed, items, nouns } of context.lists.values()) {
    const carveOut = group === 'liability';
    // New items join the list after an item that ends a list element: not after one inside parentheses
    // (a section's title: "breaches of Section 8 (Confidentiality)") nor one that qualifies the words
    // after it ("indemnification claims under Section 5").
    const { tokenised } = assessment.reading;
    const parenthesised = (term: TTerm) =>
      inParentheses(tokenised)[tokenAt(tokenised, term.quote.start)] === 1;
    // Nor a modifier ("willful or grossly negligent disclosure"): it is part of the item it qualifies.
    const modifies = (term: TTerm) =>
      term.kind === 'feature' &&
      featureDefinition(term.id.item)?.modifiers?.includes(term.quote.text.toLowerCase());
    const isListElement = (term: TTerm) =>
      !parenthesised(term) &&
      !modifies(term) &&
      /^\s*(?:[,;)]|$|or\b|and\b)/i.test(clause.slice(term.quote.end, part.end));
    const elements = listed.filter(isListElement);
    const sorted = [...elements].sort((a, b) => a.quote.start - b.quote.start);
    const last = sorted.at(-1);
    // No item ends a list element ("the indemnification obligations of the parties under Article X"):
    // the new items follow the whole phrase, not the words it qualifies.
    const lastListed = [...listed].sort((a, b) => a.quote.start - b.quote.start).at(-1);
    if (items.length && !last && lastListed) {
      // A list in parentheses that is an exception ("(other than for the infringement of … rights
      // specified in clause 10.3 above)") takes them before its closing parenthesis; a section's title
      // ("breach of Section 8 (Confidentiality)") takes none.
      const open = clause.lastIndexOf('(', lastListed.quote.start);
      const isException =
        open >= 0 &&
        findPhrases(assessment.reading.tokenised, EXCEPTION_CUES).some(
          (cue) => cue.start > open && cue.end <= lastListed.quote.start,
        );
      const close = parenthesised(lastListed) && isException ? clause.indexOf(')', lastListed.quote.end) : -1;
      const at = close >= 0 && close < part.end ? close : commaPartAt(clause, part, lastListed.quote).end;
      add(context, { start: at, end: at, text: ` or ${joinItems(items)}`, rank: RANK.list });
    } else if (items.length && last) {
      const previous = sorted.at(-2);
      const between = previous ? clause.slice(previous.quote.end, last.quote.start) : '';
      if (previous && /^\s*,?\s*(or|and)\s+$/i.test(between))
        add(context, {
          start: previous.quote.end,
          end: previous.quote.end,
          text: `, ${items.join(', ')}`,
          rank: RANK.list,
        });
      else
        add(context, {
          start: last.quote.end,
          end: last.quote.end,
          text: ` or ${joinItems(items)}`,
          rank: RANK.list,
        });
    } else if (items.length && carveOut) {
      const at = exceptionAt;
      const mutual = assessment.reading.terms.some((t) => t.key === 'who:mutual');
      const text = `, except for liability arising from ${mutual ? "a party's " : ''}${joinItems(items)}`;
      add(context, { start: at, end: at, text, rank: RANK.exception });
    } else if (items.length && group === 'damages') {
      // No list of kinds of damages to join: "… for loss of data or indirect or consequential damages".
      const lastLoss = assessment.reading.terms
        .filter(
          (t) =>
            t.kind === 'feature' &&
            t.id.scope !== undefined &&
            NOUN_DAMAGES.has(t.id.item) &&
            t.quote.start >= part.start &&
            t.quote.end <= part.end,
        )
        .at(-1);
      const at = lastLoss ? lastLoss.quote.end : endOfPart(clause, part);
      add(context, {
        start: at,
        end: at,
        text: `${lastLoss ? ' or' : ','} ${joinItems(items)} damages`,
        rank: RANK.list,
      });
    } else if (items.length) {
      const at = endOfPart(clause, part);
      add(context, { start: at, end: at, text: `, ${joinItems(items)}`, rank: RANK.list });
    }
    if (nouns.length) {
      // "damages or lost profits": a loss named as a noun goes after the list's noun.
      const noun = /\b(damages|losses|loss)\b/i.exec(clause.slice(part.start, part.end));
      const at = noun ? part.start + noun.index + noun[0].length : endOfPart(clause, part);
      add(context, { start: at, end: at, text: ` or ${joinItems(nouns)}`, rank: RANK.list });
    }
  }
};

/** Where the word "indemnify" of the clause's duty to indemnify starts and ends. */
const indemnifyIn = (context: TContext) => {
  const term = context.assessment.reading.terms.find((t) => t.key === 'feature:indemnify');
  if (!term) return undefined;
  const at = term.quote.text.toLowerCase().indexOf('indemnif');
  const word = /^indemnif\w*/i.exec(term.quote.text.slice(at))?.[0] ?? '';
  return { quote: { text: word, start: term.quote.start + at, end: term.quote.start + at + word.length } };
};

/** Concepts with an edit of their own; the others are added from the guideline. */
const CONCEPT_EDITS: Record<string, (context: TContext) => boolean> = {
  // "indemnify" → "defend and indemnify", or "defend, indemnify" when hold harmless is added too.
  defend: (context) => {
    const indemnify = indemnifyIn(context);
    if (!indemnify) return false;
    const alsoHoldHarmless = unmetChecks(context.assessment, context.level).some(
      (c) => c.position.key === 'feature:hold-harmless',
    );
    add(context, {
      start: indemnify.quote.start,
      end: indemnify.quote.start,
      text: alsoHoldHarmless ? 'defend, ' : 'defend and ',
    });
    return true;
  },
  // "defend and indemnify" → "defend, indemnify and hold harmless".
  'hold-harmless': (context) => {
    const indemnify = indemnifyIn(context);
    if (!indemnify) return false;
    const conjunction = /(?<=defend)\s+and\s+$/i.exec(context.clause.slice(0, indemnify.quote.start));
    if (conjunction)
      add(context, {
        start: indemnify.quote.start - conjunction[0].length,
        end: indemnify.quote.start,
        text: ', ',
      });
    add(context, { start: indemnify.quote.end, end: indemnify.quote.end, text: ' and hold harmless' });
    return true;
  },
};

/** "shall not exceed the fees paid …" → "shall not exceed two times (2x) the fees paid …". */
const addMultipleOfFees = (context: TContext, target: TTerm) => {
  const fees = context.assessment.reading.terms.find((t) => t.kind === 'cap' || t.key === 'feature:cap');
  if (!fees) return false;
  const part = partAt(context.assessment.reading, fees.quote.start);
  const phrase = /\b(the\s+)?(fees|amounts|charges|sums)\s+(paid|payable)\b/i.exec(
    context.clause.slice(part.start, part.end),
  );
  if (!phrase) return false;
  const at = part.start + phrase.index;
  add(context, { start: at, end: at, text: `${target.quote.text} ` });
  return true;
};

/** Whether the level names carve-out items the clause lacks (each goes into the clause's exception). */
const namesCarveOutItems = ({ assessment, level }: TContext) =>
  unmetChecks(assessment, level).some((check) => {
    const statement = check.position.statements[level];
    return (
      statement?.type === 'feature' &&
      statement.present &&
      statement.term.kind === 'feature' &&
      statement.term.group === 'liability' &&
      isCarveOut(statement.term)
    );
  });

/**
 * A term the level says nothing of, where the clause states what the unacceptable level states: a value
 * goes to what the acceptable level states ("not later than 180 days" → "sixty (60) days"), which the
 * preferred level takes for granted, rather than be struck with its sentence.
 */
const fixUnstated = (context: TContext, check: TTermCheck) => {
  const [own] = check.clauseTerms;
  const accepted = check.position.statements.acceptable;
  if (own && check.unacceptable && accepted?.type === 'number') {
    const edits = check.clauseTerms
      .filter((term) => !meets(check.position, accepted, [term]))
      .flatMap((term) => valueEdits(context.clause, term, accepted));
    for (const edit of edits) add(context, edit);
    if (edits.length > 0) return;
  }
  if (own && check.unacceptable) strike(context, own);
};

/** A value the level states: every value of the clause that misses it changes, or the level's value comes in. */
const fixValue = (
  context: TContext,
  check: TTermCheck,
  statement: Extract<TStatement, { type: 'number' }>,
) => {
  const [own] = check.clauseTerms;
  // The level says there is none ("No late payment charges or interest shall apply"): the clause's
  // rate goes, and the level's words come in — not "0% per month".
  if (statement.term.kind === 'percentage' && !statement.term.number) {
    // Only the rates the clause states (a redacted one too): its own "no interest shall accrue on
    // disputed amounts" stays.
    for (const term of check.clauseTerms)
      if (term.kind === 'percentage' && (term.number || isRedacted(term))) strike(context, term, true);
    addFromGuideline(context, statement.term);
    return;
  }
  // Every value of the clause that misses the level changes, not only the first.
  const missing = check.clauseTerms.filter((term) => !meets(check.position, statement, [term]));
  if (own)
    for (const term of missing)
      for (const edit of valueEdits(context.clause, term, statement)) add(context, edit);
  else if (check.position.key === 'cap:amount' && addGreaterOfAmount(context, statement.term)) return;
  else if (check.position.key === 'cap:fees-period' && addGreaterOfFees(context, statement.term)) return;
  else if (check.position.key === 'cap:fees-multiple' && addMultipleOfFees(context, statement.term)) return;
  else if (!secondCap(context, statement.term)) {
    if (statement.term.kind === 'cap') strikeNoCap(context);
    addFromGuideline(context, statement.term, withheldLeave(context, check, statement.term));
  }
};

/** A place the level states (governing law, venue). */
const fixPlaces = (
  context: TContext,
  check: TTermCheck,
  statement: Extract<TStatement, { type: 'places' }>,
) => {
  // A clause that already takes the preferred place for another role (New York law) gets the
  // preferred place for this one too (New York courts, not the fallback's Delaware courts): what the
  // preferred level asks meets the acceptable level as well.
  const preferred = check.position.statements.preferred;
  const samePlaces =
    context.level === 'acceptable' &&
    preferred?.type === 'places' &&
    !preferred.excluded &&
    context.assessment.checks.some(
      (other) =>
        other !== check &&
        other.met.preferred === true &&
        other.position.statements.preferred?.type === 'places',
    );
  const target = samePlaces ? preferred : statement;
  const targetContext: TContext = samePlaces ? { ...context, level: 'preferred' } : context;
  const edits = placeEdits(context.clause, check.clauseTerms, target);
  if (edits.length === 0) addFromGuideline(targetContext, target.term);
  for (const edit of edits) add(context, edit);
};

/** A feature the level states as present or absent (a carve-out, a duty to defend, mutual wording). */
const fixFeature = (
  context: TContext,
  check: TTermCheck,
  statement: Extract<TStatement, { type: 'feature' }>,
) => {
  if (!statement.present) {
    for (const term of check.clauseTerms) if (term.kind !== 'feature' || !term.negated) strike(context, term);
    return;
  }
  const term = statement.term;
  if (term.kind === 'who') {
    for (const subject of subjectsOfTerms(context, check))
      if (boundAlikeInGuideline(context, subject)) makeMutual(context, subject);
    return;
  }
  // A higher cap for an item is the guideline's own phrase ("except that … shall not exceed twice that amount").
  if (term.kind === 'feature' && term.id.scope === 'super-cap') return addFromGuideline(context, term);
  if (term.kind === 'feature' && term.group !== 'concept') return queueListItem(context, term);
  // Carve-outs the level names go in as items of the clause's own exception: the level's sentence that
  // names them too would say them twice ("…, except for … fraud …. Nothing in this Agreement limits …
  // liability for … fraud").
  if (term.kind === 'feature' && term.feature === 'carve-outs' && namesCarveOutItems(context)) return;
  // The words that say the feature is absent ("…, subject to the posting of a bond") give way to the
  // level's ("…, without the necessity of posting a bond").
  for (const own of check.clauseTerms)
    if (own.kind === 'feature' && own.negated && featureDefinition(own.feature)?.absentWhen)
      strikeCommaPart(context, sentenceAt(context.assessment.reading, own.quote.start), own);
  const special = term.kind === 'feature' ? CONCEPT_EDITS[term.feature] : undefined;
  if (!special?.(context)) addFromGuideline(context, term);
};

const fix = (context: TContext, check: TTermCheck) => {
  const statement = check.position.statements[context.level];
  const [own] = check.clauseTerms;
  if (ofFavourableLimit(context, check)) return;
  if (own?.kind === 'who' && check.unacceptable) return makeMutual(context, own);
  if (!statement) return fixUnstated(context, check);
  if (statement.type === 'number') return fixValue(context, check, statement);
  if (statement.type === 'places') return fixPlaces(context, check, statement);
  return fixFeature(context, check, statement);
};

const withAdditions = (context: TContext) => {
  listEdits(context);
  const inserts: TEdit[] = [];
  // A phrase that a whole added sentence already says goes in once, with the sentence.
  const core = (text: string) => text.replace(/^[\s,;]+|[\s.;]+$/g, '').toLowerCase();
  const added = [...context.additions.keys()].map(core);
  // Phrases at one place in the guideline's order: "…consent, which shall not be unreasonably withheld,
  // except that …", not "…, except that … notice, which shall not be unreasonably withheld".
  const inOrder = [...context.additions].sort(([, a], [, b]) => a.at - b.at || (a.from ?? 0) - (b.from ?? 0));
  for (const [text, { at, inline, sentence }] of inOrder) {
    const own = core(text);
    if (added.some((other) => other !== own && other.includes(own))) continue;
    // A sentence added after words that end no sentence ("… shall continue perpetually") ends them first.
    const before = context.clause.slice(0, at).trimEnd();
    const piece = inline
      ? text
      : before !== '' && !/[.!?:;]["”’)\]]*$/.test(before)
        ? `. ${text}`
        : ` ${text}`;
    const rank = sentence ? RANK.sentence : RANK.phrase;
    const existing = inserts.find((i) => i.start === at && i.rank === rank);
    if (existing) existing.text += piece;
    else inserts.push({ start: at, end: at, text: piece, rank });
  }
  const edited = apply(
    context.clause,
    [...context.edits, ...inserts.filter((i) => !overlaps(context.edits, i))].map((edit) =>
      inCapitalsOfSentence(context, edit),
    ),
  )
    .replace(/ {2,}/g, ' ')
    .replace(/\s+([,.;])/g, '$1')
    .replace(/,\s*,/g, ',')
    // Nor does a struck first sentence leave its full stop before what was added.
    .replace(/^[\s,;.]+/, '')
    .trim();
  // A sentence that now starts where struck words were starts with a capital; one the clause itself
  // starts in lower case ("eBix shall…") stays as it is.
  const sentenceStart = /(^|[.!?]["”’)]?\s+)(\p{Ll})([\p{L}\p{N}]*)/gu;
  const ownLowerStarts = new Set([...context.clause.matchAll(sentenceStart)].map((m) => `${m[2]}${m[3]}`));
  return edited.replace(sentenceStart, (whole, before: string, letter: string, rest: string, at: number) =>
    ownLowerStarts.has(letter + rest) ||
    /\b(e\.g|i\.e|etc|cf|vs)\.\s+$/i.test(edited.slice(Math.max(0, at - 6), at + before.length))
      ? whole
      : before + letter.toUpperCase() + rest,
  );
};

const newContext = (
  clause: string,
  playbook: TPlaybookPositions,
  assessment: TClauseAssessment,
  level: TRewriteLevel,
): TContext => ({
  clause,
  playbook,
  assessment,
  level,
  edits: [],
  lists: new Map(),
  additions: new Map(),
});

/**
 * The clause with the owner of the work it names swapped for the other party where the level wants that
 * party to own it: "(collectively, “Derived Works”), shall be owned solely and exclusively by ~~NCM~~
 * **Network Affiliate**" — the lawyer's mark-up, which keeps the clause's words and its definitions,
 * where striking the statement would take them along. Only an owner named right after the words that
 * give ownership (WORK_OWNERSHIP.ownerAfter): one named as the subject ("Supplier retains …") or as
 * the one work is passed to ("Customer assigns … to Supplier") has another party beside it to change.
 */
const withOwnersSwapped = (
  clause: string,
  playbook: TPlaybookPositions,
  assessment: TClauseAssessment,
  level: TRewriteLevel,
) => {
  const parties = partiesToWrite(assessment);
  const wanted = playbook.readings[level].terms.flatMap((t) =>
    t.kind === 'feature' && t.feature === WORK_OWNERSHIP.id && t.actor ? [t.actor] : [],
  );
  const swaps = assessment.checks
    .filter((check) => check.unacceptable)
    .flatMap((check) => check.clauseTerms)
    .flatMap((own) => {
      if (own.kind !== 'feature' || own.feature !== WORK_OWNERSHIP.id || !own.actor) return [];
      const words = own.quote.text.toLowerCase();
      const owner = parties.find(
        (party) => party.side === own.actor && words.endsWith(` ${party.name.toLowerCase()}`),
      );
      const other = parties.find((party) => party.side === OPPOSITE_SIDES[own.actor ?? '']);
      const givenBy = WORK_OWNERSHIP.ownerAfter.some((phrase) => words.startsWith(`${phrase} `));
      if (!owner || !other || !givenBy || !wanted.includes(other.side)) return [];
      return [{ at: own.quote.end - owner.name.length, end: own.quote.end, name: other.name }];
    })
    .sort((a, b) => b.at - a.at);
  return swaps.reduce((text, { at, end, name }) => text.slice(0, at) + name + text.slice(end), clause);
};

/**
 * The clause rewritten to meet `level`: each value that misses the level changed in
 * place in the clause's own style, what the level requires and the clause lacks added where it
 * belongs in the guideline's words (with the clause's parties), what states an unacceptable term
 * struck. The clause comes back unchanged when it already meets the level; only a clause that shares
 * no term and little wording with the level is replaced by the guideline text.
 */
export const rewriteClause = (
  clause: string,
  playbook: TPlaybookPositions,
  assessment: TClauseAssessment,
  level: TRewriteLevel,
): TRewrite => {
  if (meetsLevel(assessment, level)) return { text: clause, replacedWhole: false };
  const replaced = (): TRewrite => ({
    text: adaptGuidelineText(
      playbook.guidelines[level],
      playbook.readings[level].parties,
      partiesToWrite(assessment),
      clause,
    ),
    replacedWhole: true,
  });
  if (!relatedToLevel(assessment, level) || assessment.wordingOnly || shortInWordingOnly(assessment, level))
    return replaced();
  const swapped = withOwnersSwapped(clause, playbook, assessment, level);
  if (swapped !== clause) {
    const rewrite = rewriteClause(
      swapped,
      playbook,
      assessClause(swapped, playbook, { ...assessment.context, parties: partiesToWrite(assessment) }),
      level,
    );
    return rewrite.replacedWhole ? replaced() : rewrite;
  }
  const first = newContext(clause, playbook, assessment, level);
  const toFix = assessment.checks.filter(
    (c) => !c.position.shared && (c.met[level] === false || c.unacceptable),
  );
  // Strikes first, so that no edit goes into words that are struck anyway.
  const strikes = (c: TTermCheck) => {
    const statement = c.position.statements[level];
    return c.unacceptable || (statement?.type === 'feature' && !statement.present);
  };
  for (const check of [...toFix.filter(strikes), ...toFix.filter((c) => !strikes(c))]) fix(first, check);
  let text = withAdditions(first);
  // What the edits in place could not reach (a term whose sentence the clause lacks) comes from the guideline.
  // Read with the parties the clause named, even where the first edits struck their only mention.
  const after = assessClause(text, playbook, { ...assessment.context, parties: partiesToWrite(assessment) });
  const second = newContext(text, playbook, after, level);
  for (const check of unmetChecks(after, level)) {
    const statement = check.position.statements[level];
    // A value or place the clause states of its own that could not be changed in place stays unmet (the
    // rewrite's check says so) rather than be met by a second, contradicting sentence.
    if (
      statement &&
      (statement.type === 'feature' || check.clauseTerms.length === 0) &&
      check.position.key !== 'who:mutual' &&
      !(statement.type === 'feature' && !statement.present) &&
      !ofFavourableLimit(second, check) &&
      !secondCap(second, statement.term)
    )
      addFromGuideline(second, statement.term, withheldLeave(second, check, statement.term));
  }
  text = withAdditions(second);
  // A clause that shares nothing with the level but the unacceptable position it states, struck word by
  // word: the level's whole text reads better than the pieces of it the edits add.
  if (!sharesWithLevel(assessment, level) && !keepsAWord(clause, text)) return replaced();
  return { text, replacedWhole: false };
};

/** Whether the rewrite keeps any word of the clause where it stood. */
const keepsAWord = (clause: string, rewrite: string) =>
  parseRedline(redline(clause, rewrite)).some(
    (segment) => segment.kind === 'same' && /[\p{L}\p{N}]/u.test(segment.text),
  );
