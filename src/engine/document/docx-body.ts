/**
 * Reading word/document.xml's body as mammoth reads it (the text a change's `original` was taken from):
 * every paragraph (`w:p`, also inside tables and content controls) with its runs, and one body text of
 * their characters — `w:t`, `w:tab` → '\t', `w:noBreakHyphen`, `w:softHyphen`; runs inside `w:hyperlink`,
 * `w:smartTag`, `w:customXml`, `w:sdt`, `w:ins` and `w:moveTo`; not `w:del`, `w:moveFrom` or
 * `w:fldSimple`; each paragraph followed by '\n' for its mark, unless the mark is already tracked as
 * deleted (the paragraph runs on into the next). Line breaks (`w:br`, `w:cr`) are '\n' of their own kind.
 */
import { childElements, firstChild, type TXmlElement, type TXmlNode, textContent } from './xml-tree';

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

export function readBody(xml: string, body: TXmlElement): TBody {
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
