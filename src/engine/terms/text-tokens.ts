import { firstAtOrAfter } from '../first-at-or-after';

/**
 * Words of a text with their offsets, the sentence and the sentence part (split at ';') each belongs
 * to, and whole-word phrase matching on them. Words are lower-cased, curly quotes straightened, a
 * possessive "'s" or a trailing "'" dropped and hyphenated words split ("non-infringement" → "non",
 * "infringement"), so that phrases of the vocabulary match however a contract writes them.
 */

/** Whether the comma at `index` separates words, not the thousands of a number ("$1,000,000"). */
const separatesWords = (text: string, index: number) =>
  !(/\d/.test(text.charAt(index - 1)) && /\d/.test(text.charAt(index + 1)));

/** The first comma at or after `from` that separates words (-1: none). */
export const nextComma = (text: string, from: number) => {
  for (let at = text.indexOf(',', from); at >= 0; at = text.indexOf(',', at + 1))
    if (separatesWords(text, at)) return at;
  return -1;
};

/** The last comma at or before `from` that separates words (-1: none). */
export const previousComma = (text: string, from: number) => {
  for (let at = text.lastIndexOf(',', from); at >= 0; at = at === 0 ? -1 : text.lastIndexOf(',', at - 1))
    if (separatesWords(text, at)) return at;
  return -1;
};

/** The text as a regular expression that matches it literally. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export type TTokenKind = 'word' | 'number' | 'symbol';

export type TToken = {
  /** Normalised text: lower case, straight quotes, possessive dropped. */
  norm: string;
  /** As written. */
  text: string;
  start: number;
  end: number;
  kind: TTokenKind;
  /** Sentence number, and sentence part number (parts are split at ';'). */
  sentence: number;
  part: number;
  /** True when the token starts with a capital letter as written. */
  capitalised: boolean;
};

export type TSpan = { start: number; end: number };

export type TTokenised = {
  text: string;
  tokens: TToken[];
  /** Character spans of each sentence and each part. */
  sentences: TSpan[];
  parts: TSpan[];
};

const TOKEN_PATTERN = /\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|[\p{L}\p{M}]+(?:['’][\p{L}]+)*|[$€£¥%]/gu;

// Abbreviations whose full stop does not end a sentence.
const ABBREVIATIONS = new Set([
  'inc',
  'ltd',
  'co',
  'corp',
  'llc',
  'l.l.c',
  'no',
  'nos',
  'sec',
  'secs',
  'art',
  'arts',
  'st',
  'mr',
  'mrs',
  'ms',
  'dr',
  'e.g',
  'i.e',
  'etc',
  'vs',
  'v',
  'u.s',
  'u.s.a',
  'u.k',
  'n.v',
  'b.v',
  's.a',
  'a.g',
  'p.c',
  'l.p',
  'cf',
  'approx',
  'para',
  'paras',
]);

const normaliseWord = (word: string) => word.toLowerCase().replace(/’/g, "'").replace(/'s$/, '');

/** Sentence ends: '.', '!' or '?' followed by space and a capital, a quote, a digit or the end; or a blank line. */
export const sentenceBreaks = (text: string): number[] => {
  const breaks: number[] = [];
  const pattern = /[.!?]["”’)]*(?=\s+["“(]?[\p{Lu}\d]|\s*$)|\n\s*\n/gu;
  for (const match of text.matchAll(pattern)) {
    const at = match.index ?? 0;
    if (match[0].startsWith('.')) {
      const before = /([\p{L}.]+)$/u.exec(text.slice(Math.max(0, at - 12), at))?.[1]?.toLowerCase() ?? '';
      // "U.S." or a single initial ("J. Smith") does not end a sentence.
      if (ABBREVIATIONS.has(before) || /^\p{L}$/u.test(before)) continue;
      // Nor a section number spaced apart in a PDF's text ("clause 10. 3 above").
      if (/\d/.test(text.charAt(at - 1)) && /^\.\s+\d/.test(text.slice(at, at + 4))) continue;
    }
    breaks.push(at + match[0].length);
  }
  return breaks;
};

const spansBetween = (length: number, cuts: number[]): TSpan[] => {
  const spans: TSpan[] = [];
  let start = 0;
  for (const cut of [...cuts, length]) {
    if (cut > start) spans.push({ start, end: cut });
    start = cut;
  }
  return spans;
};

/** Where the parts of a text end: its sentence ends and its semicolons (list items, clauses of a sentence). */
export const partBreaks = (text: string, breaks = sentenceBreaks(text)): number[] => {
  const cuts = [...breaks];
  for (const match of text.matchAll(/;/g)) cuts.push((match.index ?? 0) + 1);
  return [...new Set(cuts)].sort((a, b) => a - b);
};

export const tokenise = (text: string): TTokenised => {
  const breaks = sentenceBreaks(text);
  const sentences = spansBetween(text.length, breaks);
  const parts = spansBetween(text.length, partBreaks(text, breaks));
  const tokens: TToken[] = [];
  let sentence = 0;
  let part = 0;
  for (const match of text.matchAll(TOKEN_PATTERN)) {
    const start = match.index ?? 0;
    while (sentence < sentences.length - 1 && start >= (sentences[sentence] as TSpan).end) sentence += 1;
    while (part < parts.length - 1 && start >= (parts[part] as TSpan).end) part += 1;
    const raw = match[0];
    const kind: TTokenKind = /^\d/.test(raw) ? 'number' : /^[$€£¥%]$/.test(raw) ? 'symbol' : 'word';
    tokens.push({
      norm: kind === 'word' ? normaliseWord(raw) : raw,
      text: raw,
      start,
      end: start + raw.length,
      kind,
      sentence,
      part,
      capitalised: /^\p{Lu}/u.test(raw),
    });
  }
  return { text, tokens, sentences, parts };
};

// Phrases are tokenised once: the vocabulary is matched against every clause. Bounded, since callers
// also match phrases taken from the text (party names).
const PHRASE_CACHE_LIMIT = 20_000;
const wordsOfPhrase = new Map<string, string[]>();

/**
 * In a phrase of the vocabulary, "…" stands for up to MAX_GAP_WORDS words of the same sentence: "hold
 * … harmless" matches "hold Client, its affiliates and their officers harmless".
 */
const GAP = '…';
const MAX_GAP_WORDS = 30;

/** A phrase of the vocabulary as the normalised words it must match (GAP where words may come between). */
export const phraseWords = (phrase: string): string[] => {
  let words = wordsOfPhrase.get(phrase);
  if (!words) {
    const segments = phrase.split(GAP).map((segment) => tokenise(segment).tokens.map((token) => token.norm));
    if (segments.length > 1 && segments.some((segment) => segment.length === 0))
      throw new Error(`A vocabulary phrase has words on both sides of each "${GAP}": "${phrase}"`);
    words = segments.flatMap((segment, i) => (i === 0 ? segment : [GAP, ...segment]));
    if (wordsOfPhrase.size >= PHRASE_CACHE_LIMIT) wordsOfPhrase.clear();
    wordsOfPhrase.set(phrase, words);
  }
  return words;
};

type TPhraseIndex = Map<string, { phrase: string; words: string[] }[]>;

/** Phrases by their first word, longest first; kept per list, so a vocabulary list is indexed once. */
const phraseIndexes = new WeakMap<readonly string[], TPhraseIndex>();

const phraseIndex = (phrases: readonly string[]): TPhraseIndex => {
  const cached = phraseIndexes.get(phrases);
  if (cached) return cached;
  const byFirstWord: TPhraseIndex = new Map();
  for (const phrase of phrases) {
    const words = phraseWords(phrase);
    const first = words[0];
    if (!first) continue;
    const list = byFirstWord.get(first) ?? [];
    list.push({ phrase, words });
    byFirstWord.set(first, list);
  }
  for (const list of byFirstWord.values()) list.sort((a, b) => b.words.length - a.words.length);
  phraseIndexes.set(phrases, byFirstWord);
  return byFirstWord;
};

export type TPhraseMatch = {
  phrase: string;
  /** Token indexes, end exclusive. */
  from: number;
  to: number;
  start: number;
  end: number;
};

/** What is read from a text, read once per text: a text's tokens never change. */
export const perText = <T>(read: (tokenised: TTokenised) => T) => {
  const cache = new WeakMap<TTokenised, T>();
  return (tokenised: TTokenised): T => {
    if (!cache.has(tokenised)) cache.set(tokenised, read(tokenised));
    return cache.get(tokenised) as T;
  };
};

/** What is read from a text for a phrase list, read once per text and list (the lists are constants). */
export const perTextAndList = <T>(read: (tokenised: TTokenised, phrases: readonly string[]) => T) => {
  const lists = perText(() => new Map<readonly string[], T>());
  return (tokenised: TTokenised, phrases: readonly string[]): T => {
    const found = lists(tokenised);
    if (!found.has(phrases)) found.set(phrases, read(tokenised, phrases));
    return found.get(phrases) as T;
  };
};

/**
 * The phrases found in the text, in order; the list returned is shared: do not change it. Read once
 * per text and list: a reading asks the same text for the same list many times.
 */
export const findPhrases: (tokenised: TTokenised, phrases: readonly string[]) => readonly TPhraseMatch[] =
  perTextAndList((tokenised, phrases) => matchPhrases(tokenised, phrases));

/** Whether two words differ by one letter at most: one changed, added or dropped ("taws" for "laws"). */
export const withinOneLetter = (a: string, b: string) => {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  const [restA, restB] = [a.slice(i), b.slice(i)];
  return restA.slice(1) === restB.slice(1) || restA.slice(1) === restB || restA === restB.slice(1);
};

/** Whether a word is `meant` with at most one letter changed ("SIATE" for "State"): no letter added or dropped. */
export const oneLetterChanged = (word: string, meant: string) =>
  word.length === meant.length && withinOneLetter(word.toLowerCase(), meant.toLowerCase());

/**
 * The text with the words a scan damaged read as the words meant ("conflict of taws" as "conflict of
 * laws"): a word one letter off one of `words`, and none of them itself, takes that word as its norm.
 * Which tokens were so read, by index.
 */
export const withDamagedWordsRead = (tokenised: TTokenised, words: readonly string[]) => {
  const repaired = new Set<number>();
  // Most texts have no damaged word: the tokens are copied only once one is found (else the text is
  // given back as it was read).
  let tokens: TToken[] | undefined;
  for (const [k, token] of tokenised.tokens.entries()) {
    if (token.kind !== 'word' || token.norm.length < 3 || words.includes(token.norm)) continue;
    const meant = words.find((word) => withinOneLetter(token.norm, word));
    if (meant === undefined) continue;
    repaired.add(k);
    tokens ??= [...tokenised.tokens];
    tokens[k] = { ...token, norm: meant };
  }
  return { tokenised: tokens ? { ...tokenised, tokens } : tokenised, repaired };
};

/** Per text, whether each token stands inside parentheses (read once). */
export const inParentheses = perText(({ text, tokens }) => {
  const inside = new Uint8Array(tokens.length);
  let depth = 0;
  let at = 0;
  tokens.forEach((token, k) => {
    for (const char of text.slice(at, token.start))
      depth = Math.max(0, depth + (char === '(' ? 1 : char === ')' ? -1 : 0));
    inside[k] = depth > 0 ? 1 : 0;
    at = token.start;
  });
  return inside;
});

/**
 * Where the phrase's words, matched from token `from` on, end (exclusive); -1 when they do not match.
 * Words in parentheses do not count toward a gap's reach ("limited (except for death or personal
 * injury …) to").
 */
const matchEnd = (tokenised: TTokenised, from: number, words: readonly string[]) => {
  const { tokens } = tokenised;
  const sentence = (tokens[from] as TToken).sentence;
  let at = from;
  let inside: Uint8Array | undefined;
  for (let k = 0; k < words.length; k += 1) {
    const word = words[k] as string;
    if (word === GAP) {
      // The nearest next word within reach, in the same sentence — before the phrase starts again
      // ("not hold Customer liable and … hold harmless" is the second "hold", not the first).
      const next = words[k + 1];
      const restart = words[0];
      inside ??= inParentheses(tokenised);
      let counted = 0;
      while (at < tokens.length && tokens[at]?.sentence === sentence && tokens[at]?.norm !== next) {
        if (tokens[at]?.norm === restart) return -1;
        if (!inside[at]) counted += 1;
        if (counted > MAX_GAP_WORDS) return -1;
        at += 1;
      }
      if (at >= tokens.length || tokens[at]?.sentence !== sentence) return -1;
      continue;
    }
    if (tokens[at]?.norm !== word) return -1;
    at += 1;
  }
  return at;
};

/** Per text, where each word stands (token indexes, in order): read once. */
const wordPositions = perText(({ tokens }) => {
  const positions = new Map<string, number[]>();
  tokens.forEach((token, i) => {
    const list = positions.get(token.norm);
    if (list) list.push(i);
    else positions.set(token.norm, [i]);
  });
  return positions;
});

/**
 * The tokens where a phrase of the list may start, in order: those whose word opens one. A text is asked
 * for a hundred lists, most of a few phrases: their first words are looked up in the text rather than
 * every word of the text in the list (a long list is still read word by word).
 */
const phraseStarts = (tokenised: TTokenised, byFirstWord: TPhraseIndex): Iterable<number> => {
  if (byFirstWord.size >= tokenised.tokens.length) return tokenised.tokens.keys();
  const positions = wordPositions(tokenised);
  const starts: number[] = [];
  for (const first of byFirstWord.keys()) for (const i of positions.get(first) ?? []) starts.push(i);
  return starts.sort((a, b) => a - b);
};

/**
 * Every whole-word occurrence of the phrases in the tokens, longest first where they overlap at the
 * same start. Matches may span sentence parts only when the phrase itself has punctuation in it.
 */
const matchPhrases = (tokenised: TTokenised, phrases: readonly string[]): TPhraseMatch[] => {
  const byFirstWord = phraseIndex(phrases);
  const { tokens } = tokenised;
  const matches: TPhraseMatch[] = [];
  for (const i of phraseStarts(tokenised, byFirstWord)) {
    const candidates = byFirstWord.get((tokens[i] as TToken).norm);
    if (!candidates) continue;
    for (const { phrase, words } of candidates) {
      const to = matchEnd(tokenised, i, words);
      if (to < 0) continue;
      const last = tokens[to - 1] as TToken;
      matches.push({ phrase, from: i, to, start: (tokens[i] as TToken).start, end: last.end });
      break;
    }
  }
  // A phrase inside a longer one found earlier ("negligence" in "gross negligence") is not a match of its
  // own. Matches start at increasing tokens, so an earlier one contains this one when it reaches as far.
  // A phrase with a gap covers the words in its gap only loosely: what is said there still counts.
  let reach = 0;
  return matches.filter((match) => {
    const inside = match.to <= reach;
    if (!match.phrase.includes(GAP)) reach = Math.max(reach, match.to);
    return !inside;
  });
};

/** The first token at or after a character offset (tokens are in text order). */
export const tokenAt = (tokenised: TTokenised, offset: number) =>
  firstAtOrAfter(tokenised.tokens, offset, (token) => token.start);
