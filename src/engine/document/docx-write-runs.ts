/**
 * Writing the paragraphs a change touches: struck characters as `w:del` runs, additions as `w:ins` runs,
 * struck and added paragraph marks, comment ranges; every other node copied from the source byte for byte.
 *
 * Tracked changes already there (the counterparty's) stay theirs. Our deletion of text they inserted is
 * nested in their insertion, as Word does it (`w:ins` › `w:del`); our addition, a comment's marks and a
 * new paragraph inside their insertion close it and open it again after (with a new id), so that
 * nothing of ours is attributed to them.
 */
import { INLINE_CONTAINERS, type TBody, type TPara, TRACKED_WRAPPERS, type TRun } from './docx-body';
import type { TEdits, TInsertion } from './docx-place-changes';
import { escapeText, firstChild, raw, type TXmlElement, type TXmlNode } from './xml-tree';

/** Marks where a paragraph is split; NUL cannot occur in XML. */
const SPLIT = '\u0000';
/** A blank line (a whitespace run with two line ends) in added text: a new paragraph. */
const PARAGRAPH_BREAK = /[^\S\n]*\n\s*\n\s*/gu;
const hasParagraphBreak = (list: TInsertion[] | undefined) => list?.some(({ text }) => /\n\s*\n/u.test(text));

/**
 * Brackets content of ours that must not sit inside the counterparty's insertion (our additions, comment
 * marks): their wrapper is closed before it and opened again after. Neither character can occur in XML.
 */
const OUT_OPEN = '\u0001';
const OUT_CLOSE = '\u0002';
export const breakOut = (content: string) => (content === '' ? '' : `${OUT_OPEN}${content}${OUT_CLOSE}`);
// biome-ignore lint/suspicious/noControlCharactersInRegex: our own markers, which XML cannot hold.
const OUT_PIECE = /(\u0000|\u0001[^\u0002]*\u0002)/;

export type TWriter = {
  xml: string;
  body: TBody;
  edits: TEdits;
  /** A new revision or comment id. */
  nextId: () => number;
  /** The attributes of one new revision by the reviewer (`w:id`, `w:author`, `w:date`). */
  revision: () => string;
  /** Comment marks to write before a character of the body text (comment range starts). */
  opens: Map<number, string>;
  /** Comment marks to write after a character (range ends with their references). */
  closes: Map<number, string>;
  /** Comment marks at the end of a paragraph without text to anchor to, by paragraph index. */
  points: Map<number, string>;
};

/** Run properties for our added text: those of the run beside it, without its formatting changes. */
const withoutFormatChanges = (rPr: string) =>
  rPr.replace(/<w:rPrChange\b[^>]*\/>|<w:rPrChange\b[\s\S]*?<\/w:rPrChange>/g, '');

function writeRevisionRun(writer: TWriter, text: string, rPr: string): string {
  let content = '';
  for (const piece of text.split(/(\t|\n)/)) {
    if (piece === '\t') content += '<w:tab/>';
    else if (piece === '\n') content += '<w:br/>';
    else if (piece !== '') content += `<w:t xml:space="preserve">${escapeText(piece)}</w:t>`;
  }
  if (content === '') return '';
  return breakOut(`<w:ins ${writer.revision()}><w:r>${withoutFormatChanges(rPr)}${content}</w:r></w:ins>`);
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
  const { xml, edits, opens, closes } = writer;
  let touched = false;
  for (const { d0, text } of run.items) {
    for (let d = d0; d < d0 + text.length && !touched; d++)
      touched =
        edits.deleted[d] === 1 || edits.before.has(d) || edits.after.has(d) || opens.has(d) || closes.has(d);
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
      const open = opens.get(d);
      if (open) {
        close();
        out.push(open);
      }
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
      const shut = closes.get(d);
      if (shut) {
        close();
        out.push(shut);
      }
    }
  }
  close();
  return out.join('');
}

/**
 * The counterparty's insertion around its written content: closed before each piece of ours and each
 * paragraph split, opened again after (a new id), empty pieces dropped; as it was when nothing of ours
 * is inside.
 */
function rewrap(writer: TWriter, node: TXmlElement, content: string): string {
  const { xml } = writer;
  const startTag = xml.slice(node.start, node.tagEnd);
  const endTag = xml.slice(node.closeStart, node.end);
  if (!OUT_PIECE.test(content)) return startTag + content + endTag;
  let opened = false;
  return content
    .split(OUT_PIECE)
    .map((piece) => {
      if (piece === SPLIT || piece.startsWith(OUT_OPEN)) return piece;
      if (!/<w:/.test(piece)) return '';
      const tag = opened
        ? startTag.replace(/\sw:id\s*=\s*("[^"]*"|'[^']*')/, ` w:id="${writer.nextId()}"`)
        : startTag;
      opened = true;
      return tag + piece + endTag;
    })
    .join('');
}

function writeInline(writer: TWriter, node: TXmlNode): string {
  const { xml } = writer;
  if (node.type !== 'element' || node.selfClosing) return raw(xml, node);
  const run = writer.body.runs.get(node);
  if (run) return writeRun(writer, run);
  if (!INLINE_CONTAINERS.has(node.name)) return raw(xml, node);
  if (TRACKED_WRAPPERS.has(node.name)) {
    let content = '';
    for (const child of node.children) content += writeInline(writer, child);
    return rewrap(writer, node, content);
  }
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

export function writeParagraph(writer: TWriter, index: number): string {
  const { xml, body, edits } = writer;
  const para = body.paras[index] as TPara;
  const { el, pPr } = para;
  let content = '';
  for (const child of el.children) if (child !== pPr) content += writeInline(writer, child);
  content += writeInsertions(writer, edits.atEnd.get(index), markRunProperties(xml, pPr), true);
  content += writer.points.get(index) ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: our own markers, which XML cannot hold.
  const parts = content.replace(/[\u0001\u0002]/g, '').split(SPLIT);
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

/** The body's XML with each touched paragraph rewritten, everything between them copied. */
export function writeBody(writer: TWriter): string {
  const { xml, body, edits } = writer;
  let out = '';
  let copied = 0;
  for (const index of [...edits.touched].sort((a, b) => a - b)) {
    const { el } = body.paras[index] as TPara;
    out += xml.slice(copied, el.start) + writeParagraph(writer, index);
    copied = el.end;
  }
  return out + xml.slice(copied);
}
