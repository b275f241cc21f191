/**
 * Word output of a document review: the reviewer's rewrites as real tracked changes (`w:del`/`w:ins`).
 *
 * `redlineDocx` edits the uploaded DOCX in place. word/document.xml is read with a small tokenizer (no XML
 * library); only the paragraphs a change touches are rewritten, everything else (other parts of the zip,
 * other paragraphs, untouched runs, bookmarks, fields, drawings) is copied byte for byte.
 *
 * Second rounds. Tracked changes already in the upload (our own output, edited and uploaded again) are
 * accepted first in the copy we write, in the body, headers, footers and notes (`acceptTrackedChanges`),
 * as extraction reads the upload: the new changes never nest inside earlier ones, accepting all gives
 * the new rewrites and rejecting all gives the text as uploaded. Earlier changes that cannot be accepted
 * that way (table cells, a deleted section break) raise a `DocumentError` asking the reviewer to settle
 * them in Word first.
 *
 * Locating a change. The body's paragraphs (`w:p`, also inside tables and content controls) give one
 * text, built as mammoth's `extractRawText` reads it — the text the change's `original` was taken from:
 * `w:t`, `w:tab` → '\t', `w:noBreakHyphen`, `w:softHyphen`; runs inside `w:hyperlink`, `w:smartTag`,
 * `w:customXml`, `w:sdt`, `w:ins` and `w:moveTo`; not `w:del`, `w:moveFrom` or `w:fldSimple`; a paragraph
 * whose mark is already tracked as deleted runs on into the next. Line breaks (`w:br`, `w:cr`) are first
 * ignored (mammoth drops them), then read as whitespace. The change's `original` is found in that text
 * with all whitespace runs (paragraph ends included) collapsed to one space and the ends trimmed, at word
 * boundaries, not overlapping a change already placed; the search starts where the previous change ended
 * (clauses come in document order), then from the top; an occurrence that is whole paragraphs comes
 * before the same words inside a longer paragraph. Not found: its index is reported in `unplaced`.
 *
 * Applying it. `redline(original, revised)` gives unchanged, struck and added text; the non-whitespace
 * characters of `original` are matched one to one with the document's, so each struck stretch strikes
 * the document's own characters (whitespace in between included) and each addition lands between two
 * known characters. A whitespace-only replacement that does not change whether there is a line end
 * ("  " for " ", "\n" for "\n\n") is not a change: the document keeps its own spacing and breaks.
 * - Struck text: the run is split and the characters go into `<w:del>` runs with the same `w:rPr`
 *   (`w:delText`; tabs and breaks as they were). Other run content (fields, drawings, notes) stays.
 * - Added text: `<w:ins>` runs with the `w:rPr` of the run next to it (the first character of the change
 *   at its start, otherwise the character before). '\t' → `w:tab`, a single '\n' → `w:br`.
 * - Paragraphs: a struck paragraph end (paragraph text merged with the next one) is a tracked deletion
 *   of the paragraph mark (`w:pPr/w:rPr/w:del`), when both paragraphs share a container (not across table
 *   cells, where the break simply stays). A blank line in added text (a whitespace run with two '\n')
 *   splits the paragraph with a tracked inserted paragraph mark (`w:pPr/w:rPr/w:ins`; the new paragraphs
 *   copy the paragraph properties, without `w:sectPr` and `w14:paraId`); inside a hyperlink or content
 *   control, where a paragraph cannot be split, it becomes a line break instead.
 * Accepting all changes gives the revised texts, rejecting all gives the document as it was.
 * Every change carries `options.author` (the reviewer) and `options.date` (the review time). Revision ids
 * continue after the largest `w:id` in the package; `<w:trackRevisions/>` is added to word/settings.xml
 * so that further edits are tracked too; `options.note` is written as the custom document property
 * "Clausebook review".
 *
 * `textToRedlineDocx` builds a plain DOCX of extracted (PDF) text and applies the changes the same way.
 * `readDocxText` reads a DOCX body back with changes accepted, rejected or shown as they stand.
 */
import { unzipSync, type Zippable, zipSync } from 'fflate';
import { parseRedline, type TRedlineSegment } from '../../shared/redline-markup';
import { redline } from '../redline';
import { acceptTrackedChanges, hasTrackedChanges } from './accept-tracked-changes';
import { DocumentError } from './document-error';
import { headingLevel } from './line-shape';
import { setDocxProperty } from './set-docx-property';
import {
  childElements,
  escapeAttribute,
  escapeText,
  firstChild,
  parseXml,
  raw,
  type TXmlElement,
  type TXmlNode,
  textContent,
} from './xml-tree';

export type TDocxChange = { original: string; revised: string };
export type TDocxRedlineOptions = {
  /** `w:author` of every change (the reviewer); "Clausebook" when not given. */
  author?: string;
  /** `w:date` of every change (the review time); now when not given. */
  date?: Date;
  /** Recorded in the file as the custom document property "Clausebook review" (e.g. the playbook version applied). */
  note?: string;
};

/** The custom document property `note` is written to. */
export const REVIEW_NOTE_PROPERTY = 'Clausebook review';

const DOCUMENT_PART = 'word/document.xml';
const SETTINGS_PART = 'word/settings.xml';
const W_NAMESPACES = [
  'http://schemas.openxmlformats.org/wordprocessingml/2006/main',
  'http://purl.oclc.org/ooxml/wordprocessingml/main',
];

// ---------------------------------------------------------------------------------------------------
// The body's paragraphs and their text, as mammoth reads it.
// ---------------------------------------------------------------------------------------------------

/** Containers of runs inside a paragraph whose text mammoth reads. */
const INLINE_CONTAINERS = new Set([
  'w:hyperlink',
  'w:smartTag',
  'w:customXml',
  'w:ins',
  'w:moveTo',
  'w:sdt',
  'w:sdtContent',
]);

/** Kinds of characters of the body text. */
const CONTENT = 0;
const BREAK = 1;
const MARK = 2;

type TItemKind = 'text' | 'tab' | 'break' | 'char' | 'opaque';
/** One child of a run; `text` is what it adds to the body text, from offset `d0`. */
type TItem = { node: TXmlNode; kind: TItemKind; text: string; d0: number };
type TRun = {
  el: TXmlElement;
  rPr: TXmlElement | undefined;
  items: TItem[];
  /** A child of the paragraph itself (not inside a hyperlink, content control, …). */
  top: boolean;
  /** For a run inside a container: the container's text range [first, last] (body offsets). */
  edge: [number, number] | undefined;
};
type TPara = {
  el: TXmlElement;
  parent: TXmlElement | undefined;
  pPr: TXmlElement | undefined;
  runs: TRun[];
  /** Offset of its paragraph mark in the body text, -1 when the mark is already tracked as deleted. */
  mark: number;
};

type TBody = {
  xml: string;
  paras: TPara[];
  runs: Map<TXmlElement, TRun>;
  /** Containers that are children of a paragraph, with their text range [first, last]. */
  edges: Map<TXmlElement, [number, number]>;
  /** The run of each character (paragraph marks: none). */
  owner: Array<TRun | undefined>;
  /** The body text: paragraphs' text, each followed by '\n' for its mark. */
  text: string;
  kind: Uint8Array;
  para: Int32Array;
};

/**
 * Every `w:p` of the body in document order (not paragraphs nested in text boxes); without the rows of
 * tables tracked as deleted when `skipDeletedRows`, as mammoth reads them.
 */
function bodyParagraphs(body: TXmlElement, skipDeletedRows: boolean): TXmlElement[] {
  const out: TXmlElement[] = [];
  const walk = (element: TXmlElement) => {
    for (const child of childElements(element)) {
      if (child.name === 'w:p') out.push(child);
      else if (child.name === 'mc:AlternateContent') {
        const fallback = firstChild(child, 'mc:Fallback');
        if (fallback) walk(fallback);
      } else if (
        !(skipDeletedRows && child.name === 'w:tr' && firstChild(firstChild(child, 'w:trPr'), 'w:del'))
      )
        walk(child);
    }
  };
  walk(body);
  return out;
}

/** The paragraph mark's tracked change (`w:pPr/w:rPr/w:ins|w:del`), if any. */
function markRevision(pPr: TXmlElement | undefined): 'ins' | 'del' | undefined {
  const rPr = firstChild(pPr, 'w:rPr');
  if (firstChild(rPr, 'w:del') || firstChild(rPr, 'w:moveFrom')) return 'del';
  if (firstChild(rPr, 'w:ins') || firstChild(rPr, 'w:moveTo')) return 'ins';
  return undefined;
}

function findBody(xml: string, root: TXmlElement): TXmlElement | undefined {
  const document = firstChild(root, 'w:document');
  if (!document) return undefined;
  const tag = xml.slice(document.start, document.tagEnd);
  if (!W_NAMESPACES.some((uri) => tag.includes(`xmlns:w="${uri}"`) || tag.includes(`xmlns:w='${uri}'`)))
    return undefined;
  return firstChild(document, 'w:body');
}

function readBody(xml: string, body: TXmlElement): TBody {
  const paras: TPara[] = [];
  const runs = new Map<TXmlElement, TRun>();
  const edges = new Map<TXmlElement, [number, number]>();
  // Pieces of the body text, expanded to per-character arrays at the end.
  const chunks: Array<{ text: string; kind: number; para: number; run: TRun | undefined }> = [];
  let length = 0;
  const add = (text: string, kind: number, run?: TRun) => {
    if (text === '') return;
    chunks.push({ text, kind, para: paras.length - 1, run });
    length += text.length;
  };
  const readRun = (el: TXmlElement, edge: [number, number] | undefined): TRun => {
    const run: TRun = { el, rPr: undefined, items: [], top: edge === undefined, edge };
    for (const node of el.children) {
      let kind: TItemKind = 'opaque';
      let text = '';
      if (node.type === 'element') {
        if (node.name === 'w:rPr') {
          run.rPr = node;
          continue;
        }
        if (node.name === 'w:t') [kind, text] = ['text', textContent(xml, node)];
        else if (node.name === 'w:tab') [kind, text] = ['tab', '\t'];
        else if (node.name === 'w:br' || node.name === 'w:cr') [kind, text] = ['break', '\n'];
        else if (node.name === 'w:noBreakHyphen') [kind, text] = ['char', '\u2011'];
        else if (node.name === 'w:softHyphen') [kind, text] = ['char', '\u00ad'];
      }
      run.items.push({ node, kind, text, d0: length });
      add(text, kind === 'break' ? BREAK : CONTENT, run);
    }
    return run;
  };
  const readInline = (element: TXmlElement, para: TPara, edge: [number, number] | undefined) => {
    for (const child of childElements(element)) {
      if (child.name === 'w:r') {
        const run = readRun(child, edge);
        para.runs.push(run);
        runs.set(child, run);
        continue;
      }
      const inner = child.name === 'w:sdt' ? firstChild(child, 'w:sdtContent') : child;
      if (!inner || !INLINE_CONTAINERS.has(child.name)) continue;
      if (edge) readInline(inner, para, edge);
      else {
        const range: [number, number] = [length, -1];
        readInline(inner, para, range);
        range[1] = length - 1;
        if (range[1] >= range[0]) edges.set(child, range);
      }
    }
  };
  for (const el of bodyParagraphs(body, true)) {
    const pPr = firstChild(el, 'w:pPr');
    const para: TPara = { el, parent: el.parent, pPr, runs: [], mark: -1 };
    paras.push(para);
    readInline(el, para, undefined);
    if (markRevision(pPr) !== 'del') {
      para.mark = length;
      add('\n', MARK);
    }
  }
  const kind = new Uint8Array(length);
  const para = new Int32Array(length);
  const owner = new Array<TRun | undefined>(length);
  let d = 0;
  for (const chunk of chunks) {
    const end = d + chunk.text.length;
    kind.fill(chunk.kind, d, end);
    para.fill(chunk.para, d, end);
    owner.fill(chunk.run, d, end);
    d = end;
  }
  return { xml, paras, runs, edges, owner, text: chunks.map((chunk) => chunk.text).join(''), kind, para };
}

// ---------------------------------------------------------------------------------------------------
// Locating a change: whitespace-normalised search.
// ---------------------------------------------------------------------------------------------------

/** Whether a character is whitespace as `\s` reads it (ASCII answered without the regex). */
const isSpace = (ch: string) => {
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

const normaliseText = (text: string) => text.replace(/\s+/gu, ' ').trim();

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

// ---------------------------------------------------------------------------------------------------
// Edits on the body text: struck characters and additions anchored to a character or a paragraph.
// ---------------------------------------------------------------------------------------------------

type TInsertion = { text: string; order: number };

type TEdits = {
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
 * Records one change found at body range [start, end): matches the original's non-whitespace characters
 * to the body's, then maps the redline onto the body. False if the characters do not match.
 */
function applyChange(
  body: TBody,
  edits: TEdits,
  original: string,
  revised: string,
  [start, end]: [number, number],
  skipBreaks: boolean,
): boolean {
  const oToD = new Int32Array(original.length).fill(-1);
  let d = start;
  for (let k = 0; k < original.length; k++) {
    const ch = original[k] as string;
    if (isSpace(ch)) continue;
    while (d < end && ((skipBreaks && body.kind[d] === BREAK) || isSpace(body.text[d] as string))) d++;
    if (d >= end || body.text[d] !== ch) return false;
    oToD[k] = d++;
  }
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
  // An addition goes with the character after it at the start of the change, otherwise with the one
  // before it; in a paragraph without text, at its end.
  const anchor = (p: number, insertion: TInsertion) => {
    const textAfter = p < kind.length && kind[p] !== MARK;
    const textBefore = p > 0 && kind[p - 1] !== MARK;
    if (textAfter && (p === start || !textBefore)) {
      push(edits.before, p, insertion);
      edits.touched.add(para[p] as number);
    } else if (textBefore) {
      push(edits.after, p - 1, insertion);
      edits.touched.add(para[p - 1] as number);
    } else {
      const owner = para[Math.min(p, kind.length - 1)] as number;
      push(edits.atEnd, owner, insertion);
      edits.touched.add(owner);
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
    }
  }
  return true;
}

// ---------------------------------------------------------------------------------------------------
// Writing the touched paragraphs.
// ---------------------------------------------------------------------------------------------------

/** Marks where a paragraph is split; NUL cannot occur in XML. */
const SPLIT = '\u0000';
/** A blank line (a whitespace run with two line ends) in added text: a new paragraph. */
const PARAGRAPH_BREAK = /[^\S\n]*\n\s*\n\s*/gu;
const hasParagraphBreak = (list: TInsertion[] | undefined) => list?.some(({ text }) => /\n\s*\n/u.test(text));

type TWriter = {
  xml: string;
  body: TBody;
  edits: TEdits;
  revision: () => string;
};

function writeRevisionRun(writer: TWriter, text: string, rPr: string): string {
  let content = '';
  for (const piece of text.split(/(\t|\n)/)) {
    if (piece === '\t') content += '<w:tab/>';
    else if (piece === '\n') content += '<w:br/>';
    else if (piece !== '') content += `<w:t xml:space="preserve">${escapeText(piece)}</w:t>`;
  }
  return content === '' ? '' : `<w:ins ${writer.revision()}><w:r>${rPr}${content}</w:r></w:ins>`;
}

/** Added text as `w:ins` runs; blank lines split the paragraph (`top`) or become line breaks. */
function writeInsertions(writer: TWriter, list: TInsertion[] | undefined, rPr: string, top: boolean): string {
  if (!list) return '';
  let out = '';
  for (const { text } of list.sort((a, b) => a.order - b.order)) {
    if (top)
      out += text
        .split(PARAGRAPH_BREAK)
        .map((piece) => writeRevisionRun(writer, piece, rPr))
        .join(SPLIT);
    else out += writeRevisionRun(writer, text.replace(PARAGRAPH_BREAK, '\n'), rPr);
  }
  return out;
}

/**
 * Whether additions at character `d` of a run inside a container are written outside it: those with a
 * new paragraph at the container's first or last character, where the paragraph can be split.
 */
const outside = (run: TRun, d: number, list: TInsertion[], side: 0 | 1) =>
  run.edge !== undefined && d === run.edge[side] && hasParagraphBreak(list);

function writeRun(writer: TWriter, run: TRun): string {
  const { xml, edits } = writer;
  let touched = false;
  for (const { d0, text } of run.items) {
    for (let d = d0; d < d0 + text.length && !touched; d++)
      touched = edits.deleted[d] === 1 || edits.before.has(d) || edits.after.has(d);
  }
  if (!touched) return raw(xml, run.el);
  const startTag = xml.slice(run.el.start, run.el.tagEnd);
  const rPr = run.rPr ? raw(xml, run.rPr) : '';
  const out: string[] = [];
  let state: 'keep' | 'del' = 'keep';
  let content = '';
  let text = '';
  const flushText = () => {
    if (text === '') return;
    const tag = state === 'del' ? 'w:delText' : 'w:t';
    content += `<${tag} xml:space="preserve">${escapeText(text)}</${tag}>`;
    text = '';
  };
  const close = () => {
    flushText();
    if (content === '') return;
    const element = `${startTag}${rPr}${content}</w:r>`;
    out.push(state === 'del' ? `<w:del ${writer.revision()}>${element}</w:del>` : element);
    content = '';
  };
  const enter = (next: 'keep' | 'del') => {
    if (next === state) return;
    close();
    state = next;
  };
  for (const item of run.items) {
    // Layout whitespace and comments between a split run's children are dropped.
    if (item.node.type !== 'element') continue;
    if (item.kind === 'opaque') {
      enter('keep');
      flushText();
      content += raw(xml, item.node);
      continue;
    }
    for (let i = 0; i < item.text.length; i++) {
      const d = item.d0 + i;
      const before = edits.before.get(d);
      if (before && !outside(run, d, before, 0)) {
        close();
        out.push(writeInsertions(writer, before, rPr, run.top));
      }
      enter(edits.deleted[d] ? 'del' : 'keep');
      if (item.kind === 'text') text += item.text[i];
      else {
        flushText();
        content += raw(xml, item.node);
      }
      const after = edits.after.get(d);
      if (after && !outside(run, d, after, 1)) {
        close();
        out.push(writeInsertions(writer, after, rPr, run.top));
      }
    }
  }
  close();
  return out.join('');
}

function writeInline(writer: TWriter, node: TXmlNode): string {
  const { xml } = writer;
  if (node.type !== 'element' || node.selfClosing) return raw(xml, node);
  const run = writer.body.runs.get(node);
  if (run) return writeRun(writer, run);
  if (!INLINE_CONTAINERS.has(node.name)) return raw(xml, node);
  let out = xml.slice(node.start, node.tagEnd);
  for (const child of node.children) out += writeInline(writer, child);
  out += xml.slice(node.closeStart, node.end);
  // Additions with new paragraphs at the edges of a paragraph's container go just outside it.
  const edge = writer.body.edges.get(node);
  if (!edge) return out;
  const [first, last] = edge;
  const rPrAt = (d: number) => {
    const rPr = writer.body.owner[d]?.rPr;
    return rPr ? raw(xml, rPr) : '';
  };
  const before = writer.edits.before.get(first);
  const after = writer.edits.after.get(last);
  if (hasParagraphBreak(before)) out = writeInsertions(writer, before, rPrAt(first), true) + out;
  if (hasParagraphBreak(after)) out += writeInsertions(writer, after, rPrAt(last), true);
  return out;
}

const TRACKING = new Set(['w:ins', 'w:del', 'w:moveFrom', 'w:moveTo', 'w:rPrChange']);

/** `w:rPr` for text added to a paragraph without runs: its mark's properties, without tracking. */
function markRunProperties(xml: string, pPr: TXmlElement | undefined): string {
  const rPr = firstChild(pPr, 'w:rPr');
  if (!rPr || rPr.selfClosing) return '';
  const content = rPr.children
    .filter((child) => child.type !== 'element' || !TRACKING.has(child.name))
    .map((child) => raw(xml, child))
    .join('');
  return content.trim() === '' ? '' : `<w:rPr>${content}</w:rPr>`;
}

/**
 * `w:pPr` with a tracked paragraph mark: `kind` 'ins' for a new mark (copies: the mark's own revisions and
 * `w:sectPr` dropped), 'del' for a struck one. `w:rPr` sits before `w:sectPr` and `w:pPrChange`; in it,
 * `w:ins` comes before `w:del`.
 */
function markedParagraphProperties(
  xml: string,
  pPr: TXmlElement | undefined,
  kind: 'ins' | 'del',
  marker: string,
): string {
  if (!pPr) return `<w:pPr><w:rPr>${marker}</w:rPr></w:pPr>`;
  const markRun = (rPr: TXmlElement) => {
    if (rPr.selfClosing) return `<w:rPr>${marker}</w:rPr>`;
    let out = xml.slice(rPr.start, rPr.tagEnd);
    let placed = false;
    for (const child of rPr.children) {
      const name = child.type === 'element' ? child.name : '';
      if (kind === 'ins' && TRACKING.has(name) && name !== 'w:rPrChange') continue;
      if (!placed && child.type === 'element' && !(kind === 'del' && name === 'w:ins')) {
        out += marker;
        placed = true;
      }
      out += raw(xml, child);
    }
    return out + (placed ? '' : marker) + xml.slice(rPr.closeStart, rPr.end);
  };
  let out = pPr.selfClosing ? '<w:pPr>' : xml.slice(pPr.start, pPr.tagEnd);
  let placed = false;
  for (const child of pPr.children) {
    const name = child.type === 'element' ? child.name : '';
    if (!placed && (name === 'w:sectPr' || name === 'w:pPrChange')) {
      out += `<w:rPr>${marker}</w:rPr>`;
      placed = true;
    }
    if (name === 'w:rPr' && child.type === 'element') {
      out += markRun(child);
      placed = true;
    } else if (!(kind === 'ins' && name === 'w:sectPr')) out += raw(xml, child);
  }
  if (!placed) out += `<w:rPr>${marker}</w:rPr>`;
  return `${out}</w:pPr>`;
}

function writeParagraph(writer: TWriter, index: number): string {
  const { xml, body, edits } = writer;
  const para = body.paras[index] as TPara;
  const { el, pPr } = para;
  let content = '';
  for (const child of el.children) if (child !== pPr) content += writeInline(writer, child);
  content += writeInsertions(writer, edits.atEnd.get(index), markRunProperties(xml, pPr), true);
  const parts = content.split(SPLIT);
  const startTag = xml.slice(el.start, el.tagEnd).replace(/\s*\/>$/, '>');
  const copyTag = startTag.replace(/\s+w14:(?:paraId|textId)\s*=\s*("[^"]*"|'[^']*')/g, '');
  const properties = pPr ? raw(xml, pPr) : '';
  const markDeleted = para.mark >= 0 && edits.deleted[para.mark] === 1;
  return parts
    .map((part, n) => {
      const last = n === parts.length - 1;
      let pPrXml = properties;
      if (!last) pPrXml = markedParagraphProperties(xml, pPr, 'ins', `<w:ins ${writer.revision()}/>`);
      else if (markDeleted)
        pPrXml = markedParagraphProperties(xml, pPr, 'del', `<w:del ${writer.revision()}/>`);
      return `${n === 0 ? startTag : copyTag}${pPrXml}${part}</w:p>`;
    })
    .join('');
}

// ---------------------------------------------------------------------------------------------------
// Package handling.
// ---------------------------------------------------------------------------------------------------

const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
const encoder = new TextEncoder();

/** The zip's entries (only word/document.xml when `onlyDocument`). */
function unzipDocx(docx: Uint8Array, onlyDocument = false): Record<string, Uint8Array> {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(docx, onlyDocument ? { filter: (file) => file.name === DOCUMENT_PART } : undefined);
  } catch {
    throw new Error('The file is not a Word document (.docx): it cannot be unzipped.');
  }
  if (!files[DOCUMENT_PART])
    throw new Error('The file is not a Word document (.docx): no word/document.xml.');
  return files;
}

/** The largest `w:id` in the package's word/*.xml parts. */
function largestId(files: Record<string, Uint8Array>): number {
  let largest = 0;
  for (const [name, bytes] of Object.entries(files)) {
    if (!name.startsWith('word/') || !name.endsWith('.xml')) continue;
    for (const m of decoder.decode(bytes).matchAll(/\bw:id\s*=\s*["'](-?\d+)["']/g)) {
      largest = Math.max(largest, Number(m[1]));
    }
  }
  return largest;
}

/** Children of `w:settings` that come before `w:trackRevisions` (CT_Settings sequence). */
const BEFORE_TRACK_REVISIONS = new Set(
  [
    'writeProtection',
    'view',
    'zoom',
    'removePersonalInformation',
    'removeDateAndTime',
    'doNotDisplayPageBoundaries',
    'displayBackgroundShape',
    'printPostScriptOverText',
    'printFractionalCharacterWidth',
    'printFormsData',
    'embedTrueTypeFonts',
    'embedSystemFonts',
    'saveSubsetFonts',
    'saveFormsData',
    'mirrorMargins',
    'alignBordersAndEdges',
    'bordersDoNotSurroundHeader',
    'bordersDoNotSurroundFooter',
    'gutterAtTop',
    'hideSpellingErrors',
    'hideGrammaticalErrors',
    'activeWritingStyle',
    'proofState',
    'formsDesign',
    'attachedTemplate',
    'linkStyles',
    'stylePaneFormatFilter',
    'stylePaneSortMethod',
    'documentType',
    'mailMerge',
    'revisionView',
  ].map((name) => `w:${name}`),
);

/** word/settings.xml with `<w:trackRevisions/>` in its place; unchanged if present or unreadable. */
function withTrackRevisions(settings: string): string {
  let root: TXmlElement;
  try {
    root = parseXml(settings);
  } catch {
    return settings;
  }
  const element = firstChild(root, 'w:settings');
  if (!element || element.selfClosing || firstChild(element, 'w:trackRevisions')) return settings;
  let at = element.tagEnd;
  for (const child of childElements(element)) if (BEFORE_TRACK_REVISIONS.has(child.name)) at = child.end;
  return `${settings.slice(0, at)}<w:trackRevisions/>${settings.slice(at)}`;
}

/** Entries already compressed (media, embedded packages). */
const COMPRESSED =
  /\.(?:png|jpe?g|gif|webp|wdp|jxr|tiff?|mp3|mp4|m4a|wav|avi|mov|zip|docx|xlsx|pptx|odt|ods)$/i;

/** Parts besides the body whose text can hold tracked changes. */
const STORY_PART = /^word\/(?:header\d*|footer\d*|footnotes|endnotes)\.xml$/;

/** Story parts (headers, footers, notes) holding tracked changes that can be accepted. */
function acceptStories(files: Record<string, Uint8Array>): Set<string> {
  const names = new Set<string>();
  for (const [name, bytes] of Object.entries(files)) {
    if (!STORY_PART.test(name)) continue;
    const xml = decoder.decode(bytes);
    if (!hasTrackedChanges(xml)) continue;
    try {
      parseXml(xml);
    } catch {
      continue;
    }
    names.add(name);
  }
  return names;
}

const revisionDate = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * The uploaded DOCX with its earlier tracked changes accepted and each change applied in place as
 * tracked changes by `options.author` at `options.date`. `unplaced` lists the indexes of changes whose
 * original text was not found (or overlapped one placed before). Throws if the bytes are not a DOCX, and
 * a `DocumentError` when earlier tracked changes cannot be accepted.
 */
export const redlineDocx = (
  docx: Uint8Array,
  changes: TDocxChange[],
  options: TDocxRedlineOptions = {},
): { bytes: Uint8Array; unplaced: number[] } => {
  const files = unzipDocx(docx);
  const documentBytes = files[DOCUMENT_PART] as Uint8Array;
  const all = changes.map((_, index) => index);
  if (
    (documentBytes[0] === 0xff && documentBytes[1] === 0xfe) ||
    (documentBytes[0] === 0xfe && documentBytes[1] === 0xff)
  )
    return { bytes: docx.slice(), unplaced: all };
  // Earlier tracked changes (a second round) are accepted in the copy we write, so that the new changes
  // never nest inside them: accepting all gives the new rewrites, rejecting all the text as uploaded.
  const stories = acceptStories(files);
  const uploaded = decoder.decode(documentBytes);
  let xml: string;
  let root: TXmlElement;
  try {
    xml = acceptTrackedChanges(uploaded);
    root = parseXml(xml);
  } catch (error) {
    if (error instanceof DocumentError) throw error;
    return { bytes: docx.slice(), unplaced: all };
  }
  const bodyElement = findBody(xml, root);
  if (!bodyElement) return { bytes: docx.slice(), unplaced: all };
  const body = readBody(xml, bodyElement);

  const edits: TEdits = {
    deleted: new Uint8Array(body.text.length),
    before: new Map(),
    after: new Map(),
    atEnd: new Map(),
    touched: new Set(),
    order: 0,
  };
  const claims: TClaims = [];
  const normalised: Array<TNormalised | undefined> = [undefined, undefined];
  const unplaced: number[] = [];
  let cursor = 0;
  changes.forEach((change, index) => {
    const original = change.original.replace(/\r\n?/g, '\n');
    const revised = change.revised.replace(/\r\n?/g, '\n');
    const needle = normaliseText(original);
    if (needle === '') {
      unplaced.push(index);
      return;
    }
    for (const [variant, skipBreaks] of [
      [0, true],
      [1, false],
    ] as const) {
      const norm = normalised[variant] ?? normaliseBody(body, skipBreaks);
      normalised[variant] = norm;
      const range = locate(body, norm, needle, cursor, claims);
      if (range && applyChange(body, edits, original, revised, range, skipBreaks)) {
        claims.push(range);
        cursor = range[1];
        return;
      }
    }
    unplaced.push(index);
  });
  if (edits.touched.size === 0 && xml === uploaded && stories.size === 0 && options.note === undefined)
    return { bytes: docx.slice(), unplaced };

  let nextId = largestId(files) + 1;
  const author = escapeAttribute(options.author ?? 'Clausebook');
  const date = revisionDate(options.date ?? new Date());
  const writer: TWriter = {
    xml,
    body,
    edits,
    revision: () => `w:id="${nextId++}" w:author="${author}" w:date="${date}"`,
  };
  let out = '';
  let copied = 0;
  for (const index of [...edits.touched].sort((a, b) => a - b)) {
    const { el } = body.paras[index] as TPara;
    out += xml.slice(copied, el.start) + writeParagraph(writer, index);
    copied = el.end;
  }
  out += xml.slice(copied);

  for (const name of stories)
    files[name] = encoder.encode(acceptTrackedChanges(decoder.decode(files[name] as Uint8Array)));
  if (options.note !== undefined) setDocxProperty(files, REVIEW_NOTE_PROPERTY, options.note);
  const result: Zippable = {};
  for (const [name, bytes] of Object.entries(files)) {
    if (name === DOCUMENT_PART) result[name] = encoder.encode(out);
    else if (name === SETTINGS_PART) result[name] = encoder.encode(withTrackRevisions(decoder.decode(bytes)));
    // Images and other compressed media are stored as they are rather than deflated again.
    else result[name] = COMPRESSED.test(name) ? [bytes, { level: 0 }] : bytes;
  }
  return { bytes: zipSync(result), unplaced };
};

// ---------------------------------------------------------------------------------------------------
// A DOCX of plain text.
// ---------------------------------------------------------------------------------------------------

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

const CONTENT_TYPES = `${XML_DECLARATION}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/><Override PartName="/word/settings.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.settings+xml"/></Types>`;

const PACKAGE_RELS = `${XML_DECLARATION}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;

const DOCUMENT_RELS = `${XML_DECLARATION}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/settings" Target="settings.xml"/></Relationships>`;

/** Heading 1 and Heading 2: bold, kept with the next paragraph, in the document outline. */
const HEADING_STYLES = [1, 2]
  .map(
    (level) =>
      `<w:style w:type="paragraph" w:styleId="Heading${level}"><w:name w:val="heading ${level}"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:uiPriority w:val="9"/><w:qFormat/><w:pPr><w:keepNext/><w:keepLines/><w:spacing w:before="${level === 1 ? 240 : 160}" w:after="120"/><w:outlineLvl w:val="${level - 1}"/></w:pPr><w:rPr><w:b/><w:bCs/><w:sz w:val="${level === 1 ? 24 : 22}"/><w:szCs w:val="${level === 1 ? 24 : 22}"/></w:rPr></w:style>`,
  )
  .join('');

const STYLES = `${XML_DECLARATION}<w:styles xmlns:w="${W}"><w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Calibri" w:hAnsi="Calibri" w:eastAsia="Calibri" w:cs="Calibri"/><w:sz w:val="22"/><w:szCs w:val="22"/></w:rPr></w:rPrDefault><w:pPrDefault><w:pPr><w:spacing w:after="160" w:line="264" w:lineRule="auto"/></w:pPr></w:pPrDefault></w:docDefaults><w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/><w:qFormat/></w:style>${HEADING_STYLES}<w:style w:type="character" w:default="1" w:styleId="DefaultParagraphFont"><w:name w:val="Default Paragraph Font"/><w:uiPriority w:val="1"/><w:semiHidden/></w:style></w:styles>`;

const SETTINGS = `${XML_DECLARATION}<w:settings xmlns:w="${W}"><w:defaultTabStop w:val="720"/><w:characterSpacingControl w:val="doNotCompress"/><w:compat><w:compatSetting w:name="compatibilityMode" w:uri="http://schemas.microsoft.com/office/word" w:val="15"/></w:compat></w:settings>`;

/**
 * A paragraph of plain text: tabs as `w:tab`, line ends inside it as spaces; a paragraph that reads as
 * a heading ("7. WARRANTIES", "7.3 Product Warranty") in a Heading style, its numbering kept as text.
 */
function textParagraph(text: string): string {
  const pieces = text.replace(/[^\S\n]*\n[^\S\n]*/g, ' ').split('\t');
  const content = pieces
    .map((piece) => (piece === '' ? '' : `<w:t xml:space="preserve">${escapeText(piece)}</w:t>`))
    .join('<w:tab/>');
  if (content === '') return '<w:p/>';
  const level = headingLevel(text);
  const pPr = level > 0 ? `<w:pPr><w:pStyle w:val="Heading${level}"/></w:pPr>` : '';
  return `<w:p>${pPr}<w:r>${content}</w:r></w:p>`;
}

/** A minimal DOCX of `text`: one paragraph per blank-line separated block. */
function textDocx(text: string): Uint8Array {
  const blocks = text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/u)
    .map((block) => block.trim())
    .filter((block) => block !== '');
  const paragraphs = (blocks.length > 0 ? blocks : ['']).map(textParagraph).join('');
  const document = `${XML_DECLARATION}<w:document xmlns:w="${W}" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><w:body>${paragraphs}<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440" w:header="708" w:footer="708" w:gutter="0"/></w:sectPr></w:body></w:document>`;
  return zipSync({
    '[Content_Types].xml': encoder.encode(CONTENT_TYPES),
    '_rels/.rels': encoder.encode(PACKAGE_RELS),
    'word/document.xml': encoder.encode(document),
    'word/_rels/document.xml.rels': encoder.encode(DOCUMENT_RELS),
    'word/styles.xml': encoder.encode(STYLES),
    'word/settings.xml': encoder.encode(SETTINGS),
  });
}

/**
 * A new DOCX of extracted text (PDF upload): one paragraph per blank-line separated block (the source's
 * paragraphs), single line ends inside a block read as spaces, headings in Heading styles, with the
 * changes as tracked changes. A change whose original text is not in `text` is left out.
 */
export const textToRedlineDocx = (
  text: string,
  changes: TDocxChange[],
  options: TDocxRedlineOptions = {},
): Uint8Array => redlineDocx(textDocx(text), changes, options).bytes;

// ---------------------------------------------------------------------------------------------------
// Reading a DOCX back.
// ---------------------------------------------------------------------------------------------------

/**
 * The body text of a DOCX, paragraphs joined by '\n' (`w:tab` → '\t', `w:br` → '\n'): 'accept' with all
 * tracked changes accepted (inserted text kept, deleted text and struck paragraph marks dropped),
 * 'reject' with all rejected (the reverse), 'as-is' with both inserted and deleted text, every paragraph
 * on its own line.
 */
export const readDocxText = (docx: Uint8Array, mode: 'accept' | 'reject' | 'as-is'): string => {
  const files = unzipDocx(docx, true);
  const xml = decoder.decode(files[DOCUMENT_PART] as Uint8Array);
  const body = findBody(xml, parseXml(xml));
  if (!body) return '';
  const visible = (inserted: boolean, deleted: boolean) =>
    mode === 'as-is' || (mode === 'accept' ? !deleted : !inserted);
  const read = (element: TXmlElement, inserted: boolean, deleted: boolean): string => {
    let out = '';
    for (const child of childElements(element)) {
      const { name } = child;
      if (name === 'w:r') {
        if (!visible(inserted, deleted)) continue;
        for (const item of childElements(child)) {
          if (item.name === 'w:t' || item.name === 'w:delText') out += textContent(xml, item);
          else if (item.name === 'w:tab') out += '\t';
          else if (item.name === 'w:br' || item.name === 'w:cr') out += '\n';
          else if (item.name === 'w:noBreakHyphen') out += '\u2011';
          else if (item.name === 'w:softHyphen') out += '\u00ad';
        }
      } else if (name === 'w:ins' || name === 'w:moveTo') out += read(child, true, deleted);
      else if (name === 'w:del' || name === 'w:moveFrom') out += read(child, inserted, true);
      else if (INLINE_CONTAINERS.has(name) || name === 'w:fldSimple') out += read(child, inserted, deleted);
    }
    return out;
  };
  const lines: string[] = [];
  let line: string | undefined;
  for (const p of bodyParagraphs(body, mode === 'accept')) {
    line = (line ?? '') + read(p, false, false);
    const revision = markRevision(firstChild(p, 'w:pPr'));
    const joins = (mode === 'accept' && revision === 'del') || (mode === 'reject' && revision === 'ins');
    if (!joins) {
      lines.push(line);
      line = undefined;
    }
  }
  if (line !== undefined) lines.push(line);
  return lines.join('\n');
};
