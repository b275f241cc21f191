/**
 * Word comments on the reviewer's changes: word/comments.xml (created, or added to when the document has
 * comments already), wired in the content types and the body's relationships, and each comment's marks
 * in the body (`w:commentRangeStart` / `w:commentRangeEnd` around what it is about, then its
 * `w:commentReference`), as Word, LibreOffice and pandoc read them.
 */
import { DOCUMENT_PART, decoder, encoder } from './docx-package';
import { ensureContentType, ensureRelationship, resolveTarget } from './docx-parts';
import type { TCommentAnchor } from './docx-place-changes';
import { breakOut } from './docx-write-runs';
import { escapeAttribute, escapeText } from './xml-tree';

const COMMENTS_RELATIONSHIP = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/comments';
const COMMENTS_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.comments+xml';
const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

export type TDocxComment = { id: number; text: string };
export type TCommentAuthor = { author: string; date: string };

/** "alice@example.com" → "A", "Jane van Roe" → "JVR": Word shows them beside a comment. */
const initialsOf = (author: string) =>
  (
    author
      .split('@')[0]
      ?.split(/[\s._-]+/)
      .filter(Boolean)
      .map((word) => word[0])
      .join('') ?? ''
  )
    .slice(0, 3)
    .toUpperCase();

/** One comment: a paragraph per blank-line separated block of its text. */
const commentXml = ({ id, text }: TDocxComment, { author, date }: TCommentAuthor) => {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((block) => block.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .map(
      (block, n) =>
        `<w:p>${n === 0 ? '<w:r><w:annotationRef/></w:r>' : ''}<w:r><w:t xml:space="preserve">${escapeText(block)}</w:t></w:r></w:p>`,
    )
    .join('');
  return `<w:comment w:id="${id}" w:author="${escapeAttribute(author)}" w:date="${date}" w:initials="${escapeAttribute(initialsOf(author))}">${paragraphs || '<w:p/>'}</w:comment>`;
};

/** Adds the comments to the package's comments part (in place), creating and wiring it when missing. */
export function addComments(
  files: Record<string, Uint8Array>,
  comments: TDocxComment[],
  by: TCommentAuthor,
): void {
  if (comments.length === 0) return;
  const part = resolveTarget(
    DOCUMENT_PART,
    ensureRelationship(files, DOCUMENT_PART, COMMENTS_RELATIONSHIP, 'comments.xml'),
  );
  ensureContentType(files, part, COMMENTS_TYPE);
  const entries = comments.map((comment) => commentXml(comment, by)).join('');
  const existing = files[part] ? decoder.decode(files[part]) : '';
  let xml: string;
  if (/<\/w:comments>\s*$/.test(existing))
    xml = existing.replace(/<\/w:comments>\s*$/, (end) => entries + end);
  else if (/<w:comments\b[^>]*\/>\s*$/.test(existing))
    xml = existing.replace(
      /<w:comments\b([^>]*?)\s*\/>\s*$/,
      (_, attributes) => `<w:comments${attributes}>${entries}</w:comments>`,
    );
  else
    xml = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:comments xmlns:w="${W}">${entries}</w:comments>`;
  files[part] = encoder.encode(xml);
}

/** Each comment's marks, by where the writer puts them (ids in the order of `anchors`). */
export function commentMarks(anchors: TCommentAnchor[], ids: number[]) {
  const opens = new Map<number, string>();
  const closes = new Map<number, string>();
  const points = new Map<number, string>();
  const append = (map: Map<number, string>, key: number, xml: string) =>
    map.set(key, (map.get(key) ?? '') + breakOut(xml));
  anchors.forEach((anchor, n) => {
    const id = ids[n] as number;
    const start = `<w:commentRangeStart w:id="${id}"/>`;
    const end = `<w:commentRangeEnd w:id="${id}"/><w:r><w:commentReference w:id="${id}"/></w:r>`;
    if ('para' in anchor) append(points, anchor.para, start + end);
    else {
      append(opens, anchor.lo, start);
      append(closes, anchor.hi, end);
    }
  });
  return { opens, closes, points };
}
