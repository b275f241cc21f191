/**
 * Placing changes in the body text (see `docx-redline.ts`): each change's `original` found with all
 * whitespace runs collapsed, at word boundaries, not overlapping a change already placed, then its redline
 * mapped onto the body's own characters as struck characters and additions anchored to a character or a
 * paragraph.
 */
import { parseRedline, type TRedlineSegment } from '../../shared/redline-markup';
import { redline } from '../redline';
import { BREAK, MARK, type TBody } from './docx-body';

/** Whether a character is whitespace as `\s` reads it (ASCII answered without the regex). */
export const isSpace = (ch: string) => {
  const code = ch.charCodeAt(0);
  if (code < 0x80) return code === 0x20 || (code >= 0x09 && code <= 0x0d);
  return /\s/u.test(ch);
};
const isWordChar = (ch: string | undefined) => ch !== undefined && /[\p{L}\p{N}\p{M}_]/u.test(ch);

/** The body text with whitespace runs collapsed to one space (line breaks skipped, or read as spaces). */
type TNormalised = { text: string; map: Int32Array };

function normaliseBody(body: TBody, skipBreaks: boolean): TNormalised {
  const out: string[] = [];
  const map: number[] = [];
  let pending = -1;
  for (let d = 0; d < body.text.length; d++) {
    if (skipBreaks && body.kind[d] === BREAK) continue;
    const ch = body.text[d] as string;
    if (isSpace(ch)) {
      if (pending < 0 && out.length > 0) pending = d;
      continue;
    }
    if (pending >= 0) {
      out.push(' ');
      map.push(pending);
      pending = -1;
    }
    out.push(ch);
    map.push(d);
  }
  return { text: out.join(''), map: Int32Array.from(map) };
}

export const normaliseText = (text: string) => text.replace(/\s+/gu, ' ').trim();

/** Body-text ranges [from, to) already changed. */
type TClaims = Array<[number, number]>;

/** Whether body range [start, end) is whole paragraphs: only whitespace between it and paragraph ends. */
function wholeParagraphs(body: TBody, start: number, end: number): boolean {
  let d = start - 1;
  while (d >= 0 && body.kind[d] !== MARK && isSpace(body.text[d] as string)) d--;
  if (d >= 0 && body.kind[d] !== MARK) return false;
  d = end;
  while (d < body.text.length && body.kind[d] !== MARK && isSpace(body.text[d] as string)) d++;
  return d >= body.text.length || body.kind[d] === MARK;
}

/**
 * The body-text range holding `needle` (normalised): the first occurrence at word boundaries, not
 * overlapping a claimed range, at or after body offset `from` (and, if `whole`, spanning whole
 * paragraphs); undefined when there is none.
 */
function search(
  body: TBody,
  norm: TNormalised,
  needle: string,
  from: number,
  claims: TClaims,
  whole: boolean,
): [number, number] | undefined {
  let lo = 0;
  let hi = norm.map.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((norm.map[mid] as number) < from) lo = mid + 1;
    else hi = mid;
  }
  for (let n = norm.text.indexOf(needle, lo); n >= 0; n = norm.text.indexOf(needle, n + 1)) {
    const last = n + needle.length - 1;
    if (isWordChar(norm.text[n - 1]) && isWordChar(needle[0])) continue;
    if (isWordChar(norm.text[last + 1]) && isWordChar(needle[needle.length - 1])) continue;
    const start = norm.map[n] as number;
    const end = (norm.map[last] as number) + 1;
    if (claims.some(([a, b]) => start < b && a < end)) continue;
    if (whole && !wholeParagraphs(body, start, end)) continue;
    return [start, end];
  }
  return undefined;
}

/**
 * Where a change's text is: preferably whole paragraphs (a clause that is a paragraph of its own rather
 * than the same words inside a longer one), then part of a paragraph; each first after the previous change
 * (clauses come in document order), then from the top.
 */
function locate(
  body: TBody,
  norm: TNormalised,
  needle: string,
  cursor: number,
  claims: TClaims,
): [number, number] | undefined {
  return (
    search(body, norm, needle, cursor, claims, true) ??
    search(body, norm, needle, 0, claims, true) ??
    search(body, norm, needle, cursor, claims, false) ??
    search(body, norm, needle, 0, claims, false)
  );
}

export type TInsertion = { text: string; order: number };

export type TEdits = {
  deleted: Uint8Array;
  before: Map<number, TInsertion[]>;
  after: Map<number, TInsertion[]>;
  /** Additions in a paragraph without text, by paragraph index. */
  atEnd: Map<number, TInsertion[]>;
  touched: Set<number>;
  order: number;
};

const push = <K>(map: Map<K, TInsertion[]>, key: K, insertion: TInsertion) => {
  const list = map.get(key);
  if (list) list.push(insertion);
  else map.set(key, [insertion]);
};

/** Redline segments, with whitespace-for-whitespace replacements that keep line ends undone. */
function segmentsOf(original: string, revised: string): TRedlineSegment[] {
  const segments = parseRedline(redline(original, revised));
  let read = '';
  for (const segment of segments) if (segment.kind !== 'inserted') read += segment.text;
  if (read !== original) {
    // Never expected (redline is exact); a whole replacement is still correct.
    return [
      { kind: 'deleted', text: original },
      { kind: 'inserted', text: revised },
    ];
  }
  const out: TRedlineSegment[] = [];
  for (let n = 0; n < segments.length; n++) {
    const segment = segments[n] as TRedlineSegment;
    const next = segments[n + 1];
    if (
      segment.kind === 'deleted' &&
      next?.kind === 'inserted' &&
      /^\s+$/u.test(segment.text) &&
      /^\s+$/u.test(next.text) &&
      segment.text.includes('\n') === next.text.includes('\n')
    ) {
      out.push({ kind: 'same', text: segment.text });
      n++;
      continue;
    }
    out.push(segment);
  }
  return out;
}

/**
 * For each character of `original`, the body offset of the same character in range [start, end) (-1 for
 * whitespace, which may differ); undefined if the non-whitespace characters do not match one to one.
 */
function matchCharacters(
  body: TBody,
  original: string,
  [start, end]: [number, number],
  skipBreaks: boolean,
): Int32Array | undefined {
  const oToD = new Int32Array(original.length).fill(-1);
  let d = start;
  for (let k = 0; k < original.length; k++) {
    const ch = original[k] as string;
    if (isSpace(ch)) continue;
    while (d < end && ((skipBreaks && body.kind[d] === BREAK) || isSpace(body.text[d] as string))) d++;
    if (d >= end || body.text[d] !== ch) return undefined;
    oToD[k] = d++;
  }
  return oToD;
}

/** What a change touched: body offsets [lo, hi] of its struck characters and anchors; `para`, an addition to a paragraph without text. */
type TExtent = { lo: number; hi: number; para: number };

/**
 * Records one change found at body range [start, end): matches the original's non-whitespace characters
 * to the body's, then maps the redline onto the body. Undefined if the characters do not match.
 */
function applyChange(
  body: TBody,
  edits: TEdits,
  original: string,
  revised: string,
  [start, end]: [number, number],
  skipBreaks: boolean,
): TExtent | undefined {
  const oToD = matchCharacters(body, original, [start, end], skipBreaks);
  if (!oToD) return undefined;
  // nextD[k]: body offset of the first non-whitespace character of `original` at or after k.
  const nextD = new Int32Array(original.length + 1);
  nextD[original.length] = end;
  for (let k = original.length - 1; k >= 0; k--)
    nextD[k] = (oToD[k] as number) >= 0 ? (oToD[k] as number) : (nextD[k + 1] as number);
  // Where boundary k of `original` sits in the body: right after the character before it, or (after
  // whitespace) right before the next one, so that whitespace goes with the stretch it is part of.
  const at = (k: number): number =>
    k > 0 && (oToD[k - 1] as number) >= 0 ? (oToD[k - 1] as number) + 1 : (nextD[k] as number);
  const { paras, kind, para } = body;
  const extent: TExtent = { lo: Number.MAX_SAFE_INTEGER, hi: -1, para: -1 };
  const reach = (d: number) => {
    extent.lo = Math.min(extent.lo, d);
    extent.hi = Math.max(extent.hi, d);
  };
  // An addition goes with the character after it at the start of the change, otherwise with the one
  // before it; in a paragraph without text, at its end.
  const anchor = (p: number, insertion: TInsertion) => {
    const textAfter = p < kind.length && kind[p] !== MARK;
    const textBefore = p > 0 && kind[p - 1] !== MARK;
    if (textAfter && (p === start || !textBefore)) {
      push(edits.before, p, insertion);
      edits.touched.add(para[p] as number);
      reach(p);
    } else if (textBefore) {
      push(edits.after, p - 1, insertion);
      edits.touched.add(para[p - 1] as number);
      reach(p - 1);
    } else {
      const owner = para[Math.min(p, kind.length - 1)] as number;
      push(edits.atEnd, owner, insertion);
      edits.touched.add(owner);
      extent.para = owner;
    }
  };
  let k = 0;
  for (const segment of segmentsOf(original, revised)) {
    if (segment.kind === 'inserted') {
      anchor(at(k), { text: segment.text, order: edits.order++ });
      continue;
    }
    const from = at(k);
    k += segment.text.length;
    if (segment.kind === 'same') continue;
    const to = at(k);
    for (let i = from; i < to; i++) {
      const owner = para[i] as number;
      if (kind[i] === MARK) {
        // A paragraph mark is struck only where the two paragraphs can merge (same container).
        const next = paras[owner + 1];
        if (!next || next.parent !== paras[owner]?.parent) continue;
      }
      edits.deleted[i] = 1;
      edits.touched.add(owner);
      reach(i);
    }
  }
  return extent;
}

/** Where a change's comment is anchored: around body characters [lo, hi], or at a paragraph's end. */
export type TCommentAnchor = { change: number } & ({ lo: number; hi: number } | { para: number });

/**
 * The comment's anchor of a change placed at `range`: around what it changed, widened to whole words
 * ("writing" rather than its last letter, where words are added after it) and narrowed to characters
 * runs hold (not paragraph marks or surrounding whitespace); around the whole range when nothing is
 * changed (a suggestion).
 */
function commentAnchor(
  body: TBody,
  change: number,
  extent: TExtent,
  range: [number, number],
): TCommentAnchor {
  const { kind, text, para } = body;
  if (extent.hi < 0 && extent.para >= 0) return { change, para: extent.para };
  let [lo, hi] = extent.hi >= 0 ? [extent.lo, extent.hi] : [range[0], range[1] - 1];
  const blank = (d: number) => kind[d] === MARK || isSpace(text[d] as string);
  while (lo < hi && blank(lo)) lo++;
  while (hi > lo && blank(hi)) hi--;
  if (kind[lo] === MARK || kind[hi] === MARK) return { change, para: para[lo] as number };
  while (lo > 0 && kind[lo - 1] !== MARK && isWordChar(text[lo - 1]) && isWordChar(text[lo])) lo--;
  while (hi + 1 < kind.length && kind[hi + 1] !== MARK && isWordChar(text[hi + 1]) && isWordChar(text[hi]))
    hi++;
  return { change, lo, hi };
}

/**
 * Finds each text in the body in turn (clauses come in document order) and hands its range to `take`,
 * which may refuse it (its characters do not match); line breaks are first skipped as mammoth skips them,
 * then read as whitespace. The indexes of texts not found (or overlapping one taken before) are returned.
 */
function findInTurn(
  body: TBody,
  texts: readonly string[],
  take: (index: number, range: [number, number], skipBreaks: boolean) => boolean,
): number[] {
  const claims: TClaims = [];
  const normalised: Array<TNormalised | undefined> = [undefined, undefined];
  const missing: number[] = [];
  let cursor = 0;
  texts.forEach((text, index) => {
    const needle = normaliseText(text);
    if (needle === '') {
      missing.push(index);
      return;
    }
    for (const [variant, skipBreaks] of [
      [0, true],
      [1, false],
    ] as const) {
      const norm = normalised[variant] ?? normaliseBody(body, skipBreaks);
      normalised[variant] = norm;
      const range = locate(body, norm, needle, cursor, claims);
      if (range && take(index, range, skipBreaks)) {
        claims.push(range);
        cursor = range[1];
        return;
      }
    }
    missing.push(index);
  });
  return missing;
}

/** Where each text is in the body (as changes are placed), undefined where it is not found. */
export function locateTexts(body: TBody, texts: readonly string[]): Array<[number, number] | undefined> {
  const ranges: Array<[number, number] | undefined> = texts.map(() => undefined);
  findInTurn(body, texts, (index, range) => {
    ranges[index] = range;
    return true;
  });
  return ranges;
}

/**
 * Every change placed in the body in turn: its edits recorded, its comment's anchor noted, or its index
 * in `unplaced` when its original text is not found (or overlaps one placed before).
 */
export function placeChanges(
  body: TBody,
  changes: ReadonlyArray<{ original: string; revised: string; comment?: string }>,
): { edits: TEdits; unplaced: number[]; anchors: TCommentAnchor[] } {
  const edits: TEdits = {
    deleted: new Uint8Array(body.text.length),
    before: new Map(),
    after: new Map(),
    atEnd: new Map(),
    touched: new Set(),
    order: 0,
  };
  const anchors: TCommentAnchor[] = [];
  const crlf = (text: string) => text.replace(/\r\n?/g, '\n');
  const originals = changes.map((change) => crlf(change.original));
  const unplaced = findInTurn(body, originals, (index, range, skipBreaks) => {
    const change = changes[index] as (typeof changes)[number];
    const extent = applyChange(
      body,
      edits,
      originals[index] as string,
      crlf(change.revised),
      range,
      skipBreaks,
    );
    if (extent && change.comment) anchors.push(commentAnchor(body, index, extent, range));
    return extent !== undefined;
  });
  for (const anchor of anchors) {
    if ('para' in anchor) edits.touched.add(anchor.para);
    else {
      edits.touched.add(body.para[anchor.lo] as number);
      edits.touched.add(body.para[anchor.hi] as number);
    }
  }
  return { edits, unplaced, anchors };
}
