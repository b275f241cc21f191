/**
 * Word output of a document review: the reviewer's rewrites as real tracked changes (`w:del`/`w:ins`).
 *
 * `redlineDocx` edits the uploaded DOCX in place. word/document.xml is read with a small tokenizer (no XML
 * library); only the paragraphs a change touches are rewritten, everything else (other parts of the zip,
 * other paragraphs, untouched runs, bookmarks, fields, drawings) is copied byte for byte.
 *
 * Tracked changes already in the upload (the counterparty's markup, or our own earlier round edited and
 * sent back) are kept as they are, with their authors and dates, in the body, headers, footers and notes.
 * The new changes are placed in the text as it reads with them accepted (what extraction read, what
 * they propose) and added beside them under the reviewer's name; where ours fall on text they inserted,
 * our deletion nests in their insertion as Word writes it (`w:ins` › `w:del`) and our additions split
 * their insertion rather than sit inside it. Accepting all gives the new rewrites of their proposal,
 * rejecting all the text before either of us changed it. Changes to table cells (which extraction
 * cannot read either) raise a `DocumentError` asking the reviewer to settle them in Word first.
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
 * Comments. A change with a `comment` gets a Word comment by the reviewer, anchored around what it changed
 * (whole words, across paragraphs where the change spans them; see `docx-comments`); a comment on a
 * change that changes nothing (a suggestion) is anchored around the clause.
 * Every change carries `options.author` (the reviewer) and `options.date` (the review time). Revision ids
 * continue after the largest `w:id` in the package; `<w:trackRevisions/>` is added to word/settings.xml
 * so that further edits are tracked too; `options.note` is written as the custom document property
 * "Clausebook review".
 *
 * `textToRedlineDocx` builds a plain DOCX of extracted (PDF) text and applies the changes the same way.
 * `readDocxText` reads a DOCX body back with changes accepted, rejected or shown as they stand.
 *
 * The work is split by concern: `docx-package` (the zip, revision ids, settings) and `docx-parts`
 * (relationships, content types), `docx-body` (reading the body's paragraphs, text and existing tracked
 * changes), `docx-place-changes` (locating and mapping each change), `docx-write-runs` (writing the
 * touched paragraphs), `docx-comments`, `docx-of-text` (the DOCX of a PDF's text) and `read-docx-text`.
 */
import { type Zippable, zipSync } from 'fflate';
import { refuseUncarriedChanges } from './accept-tracked-changes';
import type { TDocumentLimits } from './document-limits';
import { findBody, readBody, type TBody } from './docx-body';
import { addComments, commentMarks } from './docx-comments';
import { textDocx } from './docx-of-text';
import {
  COMPRESSED,
  DOCUMENT_PART,
  decoder,
  encoder,
  largestId,
  revisionDate,
  SETTINGS_PART,
  unzipDocx,
  withTrackRevisions,
} from './docx-package';
import { placeChanges } from './docx-place-changes';
import { writeBody } from './docx-write-runs';
import { setDocxProperty } from './set-docx-property';
import { escapeAttribute, parseXml } from './xml-tree';

export { readDocxText } from './read-docx-text';

/**
 * One change: the clause's text as the document has it and as revised, and what the reviewer's comment
 * on it says (none: no comment). A change whose `revised` is its `original` with a comment is a
 * suggestion: the comment alone, anchored around the clause.
 */
export type TDocxChange = { original: string; revised: string; comment?: string };
export type TDocxRedlineOptions = {
  /** `w:author` of every change and comment (the reviewer); "Clausebook" when not given. */
  author?: string;
  /** `w:date` of every change and comment (the review time); now when not given. */
  date?: Date;
  /** Recorded in the file as the custom document property "Clausebook review" (e.g. the playbook version applied). */
  note?: string;
  /** What the uploaded DOCX may unpack to; the defaults when not given. */
  limits?: TDocumentLimits;
};

/** The custom document property `note` is written to. */
export const REVIEW_NOTE_PROPERTY = 'Clausebook review';

/** A document.xml in UTF-16 (a byte-order mark): not read, left as it is. */
const isUtf16 = (bytes: Uint8Array) =>
  (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);

/** The package with the new body and settings; images and other compressed media stored as they are. */
const zipPackage = (files: Record<string, Uint8Array>, documentXml: string): Uint8Array => {
  const result: Zippable = {};
  for (const [name, bytes] of Object.entries(files)) {
    if (name === DOCUMENT_PART) result[name] = encoder.encode(documentXml);
    else if (name === SETTINGS_PART) result[name] = encoder.encode(withTrackRevisions(decoder.decode(bytes)));
    else result[name] = COMPRESSED.test(name) ? [bytes, { level: 0 }] : bytes;
  }
  return zipSync(result);
};

/**
 * The body with the placed changes written as the reviewer's tracked changes and their comments, the
 * comments added to the package's comments part.
 */
const writeReview = (
  files: Record<string, Uint8Array>,
  body: TBody,
  changes: TDocxChange[],
  placed: ReturnType<typeof placeChanges>,
  options: TDocxRedlineOptions,
): string => {
  let nextId = largestId(files) + 1;
  const author = options.author ?? 'Clausebook';
  const date = revisionDate(options.date ?? new Date());
  const ids = placed.anchors.map(() => nextId++);
  const out = writeBody({
    xml: body.xml,
    body,
    edits: placed.edits,
    nextId: () => nextId++,
    revision: () => `w:id="${nextId++}" w:author="${escapeAttribute(author)}" w:date="${date}"`,
    ...commentMarks(placed.anchors, ids),
  });
  const comments = placed.anchors.map((anchor, n) => ({
    id: ids[n] as number,
    text: changes[anchor.change]?.comment ?? '',
  }));
  addComments(files, comments, { author, date });
  return out;
};

/**
 * The uploaded DOCX with each change applied in place as tracked changes by `options.author` at
 * `options.date`, each with its comment. Tracked changes already in the document (the counterparty's)
 * are kept as they are, with their authors and dates: the changes are placed in the text as it reads with
 * them accepted, and ours on text they inserted nest in their insertion. `unplaced` lists the indexes of
 * changes whose original text was not found (or overlapped one placed before). Throws if the bytes are
 * not a DOCX, and a `DocumentError` for tracked changes it cannot read (table cells).
 */
export const redlineDocx = (
  docx: Uint8Array,
  changes: TDocxChange[],
  options: TDocxRedlineOptions = {},
): { bytes: Uint8Array; unplaced: number[] } => {
  const files = unzipDocx(docx, false, options.limits);
  const documentBytes = files[DOCUMENT_PART] as Uint8Array;
  const unchanged = { bytes: docx.slice(), unplaced: changes.map((_, index) => index) };
  if (isUtf16(documentBytes)) return unchanged;
  const xml = decoder.decode(documentBytes);
  refuseUncarriedChanges(xml);
  let bodyElement: ReturnType<typeof findBody>;
  try {
    bodyElement = findBody(xml, parseXml(xml));
  } catch {
    return unchanged;
  }
  if (!bodyElement) return unchanged;
  const body = readBody(xml, bodyElement);
  const placed = placeChanges(body, changes);
  if (placed.edits.touched.size === 0 && options.note === undefined)
    return { bytes: docx.slice(), unplaced: placed.unplaced };
  const out = writeReview(files, body, changes, placed, options);
  if (options.note !== undefined) setDocxProperty(files, REVIEW_NOTE_PROPERTY, options.note);
  return { bytes: zipPackage(files, out), unplaced: placed.unplaced };
};

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
