import { PLACE_FRAMES, PLACES } from '../terms/legal-vocabulary';
import { readNumbers } from '../terms/read-numbers';
import { oneLetterChanged, tokenise } from '../terms/text-tokens';
import { insertedText, quoted } from './inserted-text';
import type { TRewriteCheck } from './verify-input';

/** A number in figures and in words that say two values: "2 (three)", "thirty (60)". */
const FIGURES_THEN_WORDS = /\b(\d[\d,]*)\s*\(\s*([a-z][a-z -]*?)\s*\)/gi;
const WORDS_THEN_FIGURES = /\b([a-z][a-z -]*?)\s*\(\s*(\d[\d,]*)\s*\)/gi;
const valueOfWords = (words: string) => {
  const tokenised = tokenise(words);
  const numbers = readNumbers(tokenised);
  const [only] = numbers;
  return numbers.length === 1 && only?.style === 'words' && only.to === tokenised.tokens.length
    ? only.value
    : undefined;
};
const numbersAtOdds = (text: string) =>
  [
    ...[...text.matchAll(FIGURES_THEN_WORDS)].map((m) => [m[0], m[1], m[2]] as const),
    ...[...text.matchAll(WORDS_THEN_FIGURES)].map((m) => [m[0], m[2], m[1]] as const),
  ].flatMap(([whole, figures, words]) => {
    // "within thirty (30)": only the number's own words count, not the words before them.
    const tail = (words as string).split(/\s+/).slice(-4);
    for (let from = 0; from < tail.length; from += 1) {
      const value = valueOfWords(tail.slice(from).join(' '));
      if (value !== undefined) return value === Number((figures as string).replace(/,/g, '')) ? [] : [whole];
    }
    return [];
  });

/** Words shorter than a phrase are not "stated twice"; a qualifier ("which shall not be unreasonably withheld") is longer. */
const PHRASE_WORDS = 5;
/** A run this long stated twice is doubled wherever it stands. */
const LONG_RUN_WORDS = 8;

const DOUBLED_POSSESSIVE = /[\p{L}\p{N}]+['’]s['’]s\b/giu;

/** A word's stem, so that "unreasonably" and "unreasonable" are the same word of a phrase. */
const stem = (word: string) => word.toLowerCase().slice(0, 6);

/** The stems of place names: "the State of New York" named again (law, then courts) is no doubling. */
const PLACE_STEMS = new Set(
  Object.values(PLACES)
    .flat()
    .flatMap((name) => name.split(/\s+/))
    .filter((word) => word.length > 2)
    .map(stem),
);

type TWord = { stem: string; start: number; end: number };
const wordsOf = (text: string): TWord[] =>
  [...text.matchAll(/[\p{L}\p{N}]+/gu)].map((m) => ({
    stem: stem(m[0]),
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
  }));

/** What follows a word: a qualifier or phrase ends at punctuation or the end of the text. */
const endsPhrase = (text: string, end: number) => /^\s*([,;.:)]|$)/.test(text.slice(end, end + 3));

/**
 * The phrases of five or more words a text states twice as a whole phrase (each time ending at
 * punctuation), or eight or more words twice anywhere: counted by their stems.
 */
const doubledPhrases = (text: string) => {
  const words = wordsOf(text);
  const seen = new Map<string, number>();
  const doubled = new Map<string, { count: number; text: string }>();
  for (let i = 0; i + PHRASE_WORDS <= words.length; i += 1) {
    for (const length of [PHRASE_WORDS, LONG_RUN_WORDS]) {
      const run = words.slice(i, i + length);
      if (run.length < length) continue;
      const last = run[length - 1] as TWord;
      if (length === PHRASE_WORDS && !endsPhrase(text, last.end)) continue;
      if (run.some((w) => PLACE_STEMS.has(w.stem))) continue;
      const key = run.map((w) => w.stem).join(' ');
      const count = (seen.get(key) ?? 0) + 1;
      seen.set(key, count);
      if (count > 1) doubled.set(key, { count, text: text.slice((run[0] as TWord).start, last.end) });
    }
  }
  return doubled;
};

/** A word and "of" before a frame of a place: "SIATE OF THE STATE OF", "Province of the State of". */
const WORD_BEFORE_A_FRAME = new RegExp(
  `\\b([\\p{L}\\p{N}]+)\\s+of\\s+(?=((?:the\\s+)?(?:${PLACE_FRAMES.join('|')})\\s+of)\\b)`,
  'giu',
);

/** Two frames of a place stacked ("the Siate of the State of New York"): the first a frame word, or one letter off one. */
const stackedFrames = (text: string) =>
  [...text.matchAll(WORD_BEFORE_A_FRAME)]
    .filter((m) => PLACE_FRAMES.some((frame) => oneLetterChanged(m[1] as string, frame)))
    .map((m) => `${m[0]}${m[2]}`);

/** Lines a PDF repeats on each page, or a heading on a line of its own: page numbers, "Page 3 of 10", "ARTICLE 9". */
const FURNITURE_LINE =
  /\n[ \t]*(?:-?\s*\d{1,3}\s*-?|page \d+(?: of \d+)?|[A-Z][A-Z0-9 ,.&'’-]{3,60}|\d+(?:\.\d+)*\.?\s+[A-Z][A-Z ,&'’-]{3,60})[ \t]*\n/gi;

/** The sentences of a clause that page furniture or a heading breaks in two (the line splits a sentence). */
const brokenSentences = (clause: string) =>
  [...clause.matchAll(FURNITURE_LINE)]
    .filter((m) => {
      const before = clause.slice(0, m.index).trimEnd();
      const line = m[0].trim();
      const allCaps = /[A-Z]/.test(line) && line === line.toUpperCase();
      return (allCaps || /^(-?\s*\d|page)/i.test(line)) && before !== '' && !/[.:;!?]$/.test(before);
    })
    .map((m) => m[0].trim());

/** What the clause itself already doubles or breaks: each rewrite is measured against it. */
const readClauseAsItStands = (clause: string) => ({
  clausePossessives: new Set((clause.match(DOUBLED_POSSESSIVE) ?? []).map((p) => p.toLowerCase())),
  before: doubledPhrases(clause),
  clauseFrames: stackedFrames(clause).length,
  clauseMismatches: new Set(numbersAtOdds(clause)),
  broken: brokenSentences(clause),
});

/** The last clause's reading, kept (one entry): its preferred and acceptable rewrites come one after the other. */
let lastClause: { clause: string; read: ReturnType<typeof readClauseAsItStands> } | undefined;
const clauseAsItStands = (clause: string) => {
  if (lastClause?.clause !== clause) lastClause = { clause, read: readClauseAsItStands(clause) };
  return lastClause.read;
};

/**
 * (e) An edit leaves the text whole: no doubled possessive ("EACH PARTY'S'S"), no qualifier or phrase of
 * five or more words stated twice ("which shall not be unreasonably withheld, which shall not be
 * unreasonable withheld"), no place framed twice ("the Siate of the State of New York"), and nothing written into a sentence that a page footer or heading breaks.
 */
export const noDoubledText: TRewriteCheck = {
  id: 'no-doubled-or-spliced-text',
  rule: 'an edit doubles no possessive or phrase and writes nothing across page furniture or a heading',
  check: ({ clause, rewrite }) => {
    const failures: string[] = [];
    const { clausePossessives, before, clauseFrames, clauseMismatches, broken } = clauseAsItStands(clause);
    for (const possessive of rewrite.match(DOUBLED_POSSESSIVE) ?? [])
      if (!clausePossessives.has(possessive.toLowerCase()))
        failures.push(`doubles a possessive: ${quoted(possessive)}`);
    for (const [phrase, { count, text }] of doubledPhrases(rewrite))
      if (count > (before.get(phrase)?.count ?? 1)) failures.push(`states a phrase twice: ${quoted(text)}`);
    const frames = stackedFrames(rewrite);
    if (frames.length > clauseFrames) failures.push(`frames a place twice: ${quoted(frames[0] as string)}`);
    for (const pair of numbersAtOdds(rewrite))
      if (!clauseMismatches.has(pair)) failures.push(`states a number two ways: ${quoted(pair)}`);
    if (broken.length > 0 && insertedText(clause, rewrite).length > 0)
      failures.push(`edits a clause broken by page furniture or a heading (${quoted(broken[0] as string)})`);
    return failures;
  },
};
