/**
 * How a span of a paragraph's text is found with Word's search, which cannot take more than 255
 * characters (Word for Windows refuses longer needles; decision 032): by a short needle that occurs
 * once in the text searched (the span itself, or the span with a few words around it), and inside it
 * the span, which then occurs once too. Pure: the Word calls are in apply-rewrite.ts.
 */

/** The longest needle Word's search takes. */
export const MAX_SEARCH_CHARS = 255;
/** A longer span is found piece by piece, each short enough to leave room for the words around it. */
export const PIECE_CHARS = 120;

/** Word's search reads `^` as a special character (`^^` is a caret, `^t` a tab). */
export const escapeSearchText = (text: string) => text.replace(/\^/g, '^^').replace(/\t/g, '^t');

/**
 * Straight and typographic quotes read as one: Word's search may match either for either, so a needle
 * counts as unique only when it is unique with them folded together.
 */
export const foldQuotes = (text: string) => text.replace(/[‘’‚‛′]/g, "'").replace(/[“”„‟″]/g, '"');

/** Where `needle` occurs in `text`, left to right and not overlapping, as Word's search finds it. */
export const occurrencesOf = (text: string, needle: string): number[] => {
  const found: number[] = [];
  if (needle === '') return found;
  const haystack = foldQuotes(text);
  const folded = foldQuotes(needle);
  for (let at = haystack.indexOf(folded); at !== -1; at = haystack.indexOf(folded, at + folded.length)) {
    found.push(at);
  }
  return found;
};

/** One search: `window` occurs once in the text searched and `target` once inside `window`. */
export type TSearchStep = { window: string; target: string };

const isSpace = (char: string | undefined) => char !== undefined && /\s/.test(char);

/** The start of the word before `at` (with the spaces between), not before `floor`. */
export const wordStartBefore = (text: string, at: number, floor: number) => {
  let i = at;
  while (i > floor && isSpace(text[i - 1]) && text[i - 1] !== '\n') i -= 1;
  while (i > floor && !isSpace(text[i - 1])) i -= 1;
  return i;
};

/** The end of the word after `at` (with the spaces between), not after `ceiling`. */
export const wordEndAfter = (text: string, at: number, ceiling: number) => {
  let i = at;
  while (i < ceiling && isSpace(text[i]) && text[i] !== '\n') i += 1;
  while (i < ceiling && !isSpace(text[i])) i += 1;
  return i;
};

/** The line (paragraph) of `text` holding `at`: from after the line break before it to the next one. */
export const lineAround = (text: string, start: number, end = start) => {
  const from = start === 0 ? 0 : text.lastIndexOf('\n', start - 1) + 1;
  const next = text.indexOf('\n', end);
  return { start: from, end: next === -1 ? text.length : next };
};

const isUniqueAt = (text: string, needle: string, at: number) => {
  const found = occurrencesOf(text, needle);
  return found.length === 1 && found[0] === at;
};

/** The search step for `text[start, end)` (no line break inside), or undefined when none is unique. */
const planPiece = (text: string, start: number, end: number): TSearchStep | undefined => {
  const line = lineAround(text, start, end);
  const target = text.slice(start, end);
  let from = start;
  let to = end;
  for (let step = 0; ; step += 1) {
    const window = text.slice(from, to);
    if (escapeSearchText(window).length > MAX_SEARCH_CHARS) return undefined;
    if (isUniqueAt(text, window, from) && occurrencesOf(window, target).length === 1)
      return { window, target };
    const left = wordStartBefore(text, from, line.start);
    const right = wordEndAfter(text, to, line.end);
    if (left === from && right === to) return undefined;
    // Grow one word at a time, to the right first (a span's own sentence usually follows it).
    if ((step % 2 === 0 && right !== to) || left === from) to = right;
    else from = left;
  }
};

/**
 * The searches that find `text[start, end)` (a span on one line): one step per piece, pieces of at
 * most PIECE_CHARS cut after a space; undefined when a piece cannot be found uniquely.
 */
export const planSpan = (text: string, start: number, end: number): TSearchStep[] | undefined => {
  if (end <= start || text.slice(start, end).includes('\n')) return undefined;
  const steps: TSearchStep[] = [];
  for (let from = start; from < end; ) {
    let to = Math.min(end, from + PIECE_CHARS);
    if (to < end) {
      const space = text.lastIndexOf(' ', to - 1);
      if (space > from) to = space + 1;
    }
    const step = planPiece(text, from, to);
    if (!step) return undefined;
    steps.push(step);
    from = to;
  }
  return steps;
};

const SENTENCE_END = /[.;:?!]["'”’)]*(?=\s|$)/g;

/**
 * The sentences of `text`'s line that hold `[start, end)`: from after the sentence end before `start`
 * (or the line's start, and past the spaces) to the sentence end at or after `end` (or the line's end).
 */
export const sentencesAround = (text: string, start: number, end: number) => {
  const line = lineAround(text, start, end);
  const ends = [...text.slice(line.start, line.end).matchAll(SENTENCE_END)].map(
    (match) => line.start + match.index + match[0].length,
  );
  let from = Math.max(line.start, ...ends.filter((at) => at <= start));
  while (from < start && isSpace(text[from])) from += 1;
  const to = ends.find((at) => at >= end && at > from) ?? line.end;
  return { start: from, end: to };
};
