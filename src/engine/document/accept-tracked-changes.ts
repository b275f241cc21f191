/**
 * A Word part (word/document.xml, headers, footers, notes) with its tracked changes accepted, as Word's
 * "Accept All Changes" leaves it: inserted and moved-in content kept (the `w:ins`/`w:moveTo` wrappers
 * gone), deleted and moved-out content dropped, formatting and property changes (`w:rPrChange`,
 * `w:pPrChange`, …) dropped with the current formatting kept, rows tracked as deleted removed, and a
 * paragraph whose mark is tracked as deleted merged into the paragraph after it (which keeps its own
 * properties). Nodes without changes are copied byte for byte.
 *
 * Changes to table cells (`w:cellIns`, `w:cellDel`, `w:cellMerge`) and a deleted paragraph mark that
 * carries a section break cannot be accepted this way: `DocumentError` asks the reviewer to accept or
 * reject the changes in Word first.
 */
import { DocumentError } from './document-error';
import { childElements, firstChild, parseXml, raw, type TXmlElement, type TXmlNode } from './xml-tree';

/** Elements that hold content added by a change: kept, without the wrapper. */
const INSERTED = new Set(['w:ins', 'w:moveTo']);
/** Elements that hold content removed by a change: dropped with their content. */
const DELETED = new Set(['w:del', 'w:moveFrom']);
/** Records of earlier properties and range marks of moves: dropped. */
const RECORDS = new Set([
  'w:rPrChange',
  'w:pPrChange',
  'w:sectPrChange',
  'w:tblPrChange',
  'w:tblPrExChange',
  'w:trPrChange',
  'w:tcPrChange',
  'w:tblGridChange',
  'w:numberingChange',
  'w:moveFromRangeStart',
  'w:moveFromRangeEnd',
  'w:moveToRangeStart',
  'w:moveToRangeEnd',
  'w:customXmlInsRangeStart',
  'w:customXmlInsRangeEnd',
  'w:customXmlDelRangeStart',
  'w:customXmlDelRangeEnd',
  'w:customXmlMoveFromRangeStart',
  'w:customXmlMoveFromRangeEnd',
  'w:customXmlMoveToRangeStart',
  'w:customXmlMoveToRangeEnd',
]);
const UNSUPPORTED = new Set(['w:cellIns', 'w:cellDel', 'w:cellMerge']);

const REVISION_TAG =
  /<w:(?:ins|del|moveFrom|moveTo|rPrChange|pPrChange|sectPrChange|tblPrChange|tblPrExChange|trPrChange|tcPrChange|tblGridChange|numberingChange|cellIns|cellDel|cellMerge|customXml(?:Ins|Del|MoveFrom|MoveTo)Range(?:Start|End)|move(?:From|To)Range(?:Start|End))\b/;

/** Whether a part holds any tracked change. */
export const hasTrackedChanges = (xml: string) => REVISION_TAG.test(xml);

const refuse = (what: string) =>
  new DocumentError(
    `The Word document holds tracked changes that cannot be carried over (${what}): accept or reject the existing tracked changes in Word, then upload it again.`,
  );

/**
 * Refuses a part with tracked changes whose text cannot be read as it stands with them accepted
 * (inserted, deleted or merged table cells): the reviewer settles them in Word first.
 */
export const refuseUncarriedChanges = (xml: string) => {
  if (/<w:cell(?:Ins|Del|Merge)\b/.test(xml)) throw refuse('inserted, deleted or merged table cells');
};

/** A change marker inside properties (`w:pPr/w:rPr/w:del`, `w:trPr/w:ins`), not a wrapper of content. */
const isMarker = (element: TXmlElement) => element.selfClosing || /Pr$/.test(element.parent?.name ?? '');

const isTracked = (element: TXmlElement) =>
  INSERTED.has(element.name) ||
  DELETED.has(element.name) ||
  RECORDS.has(element.name) ||
  UNSUPPORTED.has(element.name);

/** Whether the paragraph's mark is tracked as deleted (or moved away). */
const markDeleted = (paragraph: TXmlElement) => {
  const rPr = firstChild(firstChild(paragraph, 'w:pPr'), 'w:rPr');
  return Boolean(firstChild(rPr, 'w:del') ?? firstChild(rPr, 'w:moveFrom'));
};

const rowDeleted = (row: TXmlElement) => Boolean(firstChild(firstChild(row, 'w:trPr'), 'w:del'));

/**
 * `xml` with every tracked change accepted (see the module comment); unchanged when it holds none.
 * Throws `DocumentError` for changes that cannot be accepted here, and a plain error for XML it cannot
 * read.
 */
export const acceptTrackedChanges = (xml: string): string => {
  if (!hasTrackedChanges(xml)) return xml;
  const root = parseXml(xml);

  // Elements with a tracked change at or below them; everything else is copied as it is.
  const dirty = new Set<TXmlElement>();
  const mark = (element: TXmlElement): boolean => {
    let found = isTracked(element);
    for (const child of childElements(element)) if (mark(child)) found = true;
    if (found) dirty.add(element);
    return found;
  };
  mark(root);

  const writeNode = (node: TXmlNode): string =>
    node.type === 'element' ? writeElement(node) : raw(xml, node);

  const writeElement = (element: TXmlElement): string => {
    if (!dirty.has(element)) return raw(xml, element);
    const { name } = element;
    if (UNSUPPORTED.has(name)) throw refuse('inserted, deleted or merged table cells');
    if (RECORDS.has(name) || DELETED.has(name)) return '';
    if (INSERTED.has(name)) return isMarker(element) ? '' : writeChildren(element);
    if (name === 'w:tr' && rowDeleted(element)) return '';
    if (element.selfClosing) return raw(xml, element);
    return (
      xml.slice(element.start, element.tagEnd) +
      writeChildren(element) +
      xml.slice(element.closeStart, element.end)
    );
  };

  /** A run of paragraphs whose marks are deleted, with the paragraph they run into: one paragraph. */
  const writeMerged = (paragraphs: TXmlElement[]): string => {
    const last = paragraphs[paragraphs.length - 1] as TXmlElement;
    for (const paragraph of paragraphs.slice(0, -1)) {
      if (firstChild(firstChild(paragraph, 'w:pPr'), 'w:sectPr')) throw refuse('a deleted section break');
    }
    const pPr = firstChild(last, 'w:pPr');
    let out = xml.slice(last.start, last.tagEnd).replace(/\s*\/>$/, '>') + (pPr ? writeElement(pPr) : '');
    for (const paragraph of paragraphs) {
      for (const child of paragraph.children)
        if (child.type !== 'element' || child.name !== 'w:pPr') out += writeNode(child);
    }
    return `${out}</w:p>`;
  };

  const writeChildren = (element: TXmlElement): string => {
    let out = '';
    let merging: TXmlElement[] = [];
    const children = element.children;
    children.forEach((child, i) => {
      if (child.type !== 'element' || child.name !== 'w:p') {
        // Layout whitespace between paragraphs that are being merged is dropped with them.
        if (merging.length === 0 || child.type === 'element') out += writeNode(child);
        return;
      }
      const next = children.slice(i + 1).find((node): node is TXmlElement => node.type === 'element');
      if (markDeleted(child) && next?.name === 'w:p') {
        merging.push(child);
        return;
      }
      if (merging.length > 0) {
        out += writeMerged([...merging, child]);
        merging = [];
      } else out += writeElement(child);
    });
    return out;
  };

  return writeChildren(root);
};
