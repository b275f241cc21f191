/** A DOCX body read back as text, with its tracked changes accepted, rejected or shown as they stand. */
import { bodyParagraphs, findBody, INLINE_CONTAINERS, markRevision } from './docx-body';
import { DOCUMENT_PART, decoder, unzipDocx } from './docx-package';
import { childElements, firstChild, parseXml, type TXmlElement, textContent } from './xml-tree';

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
