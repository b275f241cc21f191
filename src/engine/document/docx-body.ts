/**
 * Reading word/document.xml's body as mammoth reads it (the text a change's `original` was taken from):
 * every paragraph (`w:p`, also inside tables and content controls) with its runs, and one body text of
 * their characters — `w:t`, `w:tab` → '\t', `w:noBreakHyphen`, `w:softHyphen`; runs inside `w:hyperlink`,
 * `w:smartTag`, `w:customXml`, `w:sdt`, `w:ins` and `w:moveTo`; not `w:del`, `w:moveFrom` or
 * `w:fldSimple`; each paragraph followed by '\n' for its mark, unless the mark is already tracked as
 * deleted (the paragraph runs on into the next). Line breaks (`w:br`, `w:cr`) are '\n' of their own kind.
 */
import {
  childElements,
  decodeXml,
  firstChild,
  type TXmlElement,
  type TXmlNode,
  textContent,
} from './xml-tree';

const W_NAMESPACES = [
  'http://schemas.openxmlformats.org/wordprocessingml/2006/main',
  'http://purl.oclc.org/ooxml/wordprocessingml/main',
];

/** Containers of runs inside a paragraph whose text mammoth reads. */
export const INLINE_CONTAINERS = new Set([
  'w:hyperlink',
  'w:smartTag',
  'w:customXml',
  'w:ins',
  'w:moveTo',
  'w:sdt',
  'w:sdtContent',
]);

/** Kinds of characters of the body text. */
export const CONTENT = 0;
export const BREAK = 1;
export const MARK = 2;

export type TItemKind = 'text' | 'tab' | 'break' | 'char' | 'opaque';
/** One child of a run; `text` is what it adds to the body text, from offset `d0`. */
export type TItem = { node: TXmlNode; kind: TItemKind; text: string; d0: number };
export type TRun = {
  el: TXmlElement;
  rPr: TXmlElement | undefined;
  items: TItem[];
  /** A child of the paragraph itself (not inside a hyperlink, content control, …). */
  top: boolean;
  /** For a run inside a container: the container's text range [first, last] (body offsets). */
  edge: [number, number] | undefined;
};
export type TPara = {
  el: TXmlElement;
  parent: TXmlElement | undefined;
  pPr: TXmlElement | undefined;
  runs: TRun[];
  /** Offset of its paragraph mark in the body text, -1 when the mark is already tracked as deleted. */
  mark: number;
};

export type TBody = {
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
  /** Tracked changes already in the body (the counterparty's), in document order. */
  revisions: TBodyRevision[];
};

/**
 * Every `w:p` of the body in document order (not paragraphs nested in text boxes); without the rows of
 * tables tracked as deleted when `skipDeletedRows`, as mammoth reads them.
 */
export function bodyParagraphs(body: TXmlElement, skipDeletedRows: boolean): TXmlElement[] {
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
export function markRevision(pPr: TXmlElement | undefined): 'ins' | 'del' | undefined {
  const rPr = firstChild(pPr, 'w:rPr');
  if (firstChild(rPr, 'w:del') || firstChild(rPr, 'w:moveFrom')) return 'del';
  if (firstChild(rPr, 'w:ins') || firstChild(rPr, 'w:moveTo')) return 'ins';
  return undefined;
}

export function findBody(xml: string, root: TXmlElement): TXmlElement | undefined {
  const document = firstChild(root, 'w:document');
  if (!document) return undefined;
  const tag = xml.slice(document.start, document.tagEnd);
  if (!W_NAMESPACES.some((uri) => tag.includes(`xmlns:w="${uri}"`) || tag.includes(`xmlns:w='${uri}'`)))
    return undefined;
  return firstChild(document, 'w:body');
}

/** A tracked change already in the document (the counterparty's), as the body text reads it. */
export type TBodyRevision = {
  kind: 'inserted' | 'deleted';
  author: string;
  date: string | undefined;
  /** Deleted: the words it struck (not in the body text); inserted: its words, body text [at, end). */
  text: string;
  /** Body offsets of what it inserted; a deletion: where its words stood (`at === end`). */
  at: number;
  end: number;
};

/** Wrappers of content added by a tracked change: their runs are read, and are the paragraph's own. */
export const TRACKED_WRAPPERS = new Set(['w:ins', 'w:moveTo']);
/** Wrappers of content removed by a tracked change: not in the body text. */
const REMOVED_WRAPPERS = new Set(['w:del', 'w:moveFrom']);

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`)
    .exec(tag)
    ?.slice(1)
    .find((v) => v !== undefined);

type TChunk = { text: string; kind: number; para: number; run: TRun | undefined };

/** The state of one reading of a body: paragraphs, runs and text pieces so far. */
type TReader = {
  xml: string;
  paras: TPara[];
  runs: Map<TXmlElement, TRun>;
  edges: Map<TXmlElement, [number, number]>;
  revisions: TBodyRevision[];
  /** Pieces of the body text, expanded to per-character arrays at the end. */
  chunks: TChunk[];
  length: number;
};

const add = (reader: TReader, text: string, kind: number, run?: TRun) => {
  if (text === '') return;
  reader.chunks.push({ text, kind, para: reader.paras.length - 1, run });
  reader.length += text.length;
};

function readRun(reader: TReader, el: TXmlElement, edge: [number, number] | undefined): TRun {
  const { xml } = reader;
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
    run.items.push({ node, kind, text, d0: reader.length });
    add(reader, text, kind === 'break' ? BREAK : CONTENT, run);
  }
  return run;
}

/** The words of removed content (`w:delText`, tabs and breaks as spaces). */
function removedText(xml: string, element: TXmlElement): string {
  let out = '';
  for (const child of childElements(element)) {
    if (child.name === 'w:delText' || child.name === 'w:t') out += textContent(xml, child);
    else if (child.name === 'w:tab' || child.name === 'w:br' || child.name === 'w:cr') out += ' ';
    else out += removedText(xml, child);
  }
  return out;
}

/** Records a tracked insertion or deletion found in a paragraph (the counterparty's). */
function recordRevision(reader: TReader, element: TXmlElement, kind: TBodyRevision['kind']) {
  const tag = reader.xml.slice(element.start, element.tagEnd);
  const revision: TBodyRevision = {
    kind,
    author: decodeXml(attribute(tag, 'w:author') ?? ''),
    date: attribute(tag, 'w:date'),
    text: kind === 'deleted' ? removedText(reader.xml, element) : '',
    at: reader.length,
    end: reader.length,
  };
  reader.revisions.push(revision);
  return revision;
}

function readInline(reader: TReader, element: TXmlElement, para: TPara, edge: [number, number] | undefined) {
  for (const child of childElements(element)) {
    if (child.name === 'w:r') {
      const run = readRun(reader, child, edge);
      para.runs.push(run);
      reader.runs.set(child, run);
      continue;
    }
    if (REMOVED_WRAPPERS.has(child.name)) {
      recordRevision(reader, child, 'deleted');
      continue;
    }
    const inner = child.name === 'w:sdt' ? firstChild(child, 'w:sdtContent') : child;
    if (!inner || !INLINE_CONTAINERS.has(child.name)) continue;
    if (TRACKED_WRAPPERS.has(child.name)) {
      // An insertion's runs are the paragraph's own: split and added to as any other run.
      const revision = recordRevision(reader, child, 'inserted');
      readInline(reader, inner, para, edge);
      revision.end = reader.length;
    } else if (edge) readInline(reader, inner, para, edge);
    else {
      const range: [number, number] = [reader.length, -1];
      readInline(reader, inner, para, range);
      range[1] = reader.length - 1;
      if (range[1] >= range[0]) reader.edges.set(child, range);
    }
  }
}

/**
 * The body's paragraphs, runs and text as mammoth reads it (tracked insertions in, deletions out), and
 * the tracked changes already in it.
 */
export function readBody(xml: string, body: TXmlElement): TBody {
  const reader: TReader = {
    xml,
    paras: [],
    runs: new Map(),
    edges: new Map(),
    revisions: [],
    chunks: [],
    length: 0,
  };
  for (const el of bodyParagraphs(body, true)) {
    const pPr = firstChild(el, 'w:pPr');
    const para: TPara = { el, parent: el.parent, pPr, runs: [], mark: -1 };
    reader.paras.push(para);
    readInline(reader, el, para, undefined);
    if (markRevision(pPr) !== 'del') {
      para.mark = reader.length;
      add(reader, '\n', MARK);
    }
  }
  const { length, chunks, paras, runs, edges, revisions } = reader;
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
  const text = chunks.map((chunk) => chunk.text).join('');
  for (const revision of revisions)
    if (revision.kind === 'inserted') revision.text = text.slice(revision.at, revision.end);
  return { xml, paras, runs, edges, owner, text, kind, para, revisions };
}
