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
 *
 * The work is split by concern: `docx-package` (the zip, revision ids, settings), `docx-body` (reading
 * the body's paragraphs and text), `docx-place-changes` (locating and mapping each change),
 * `docx-write-runs` (writing the touched paragraphs), `docx-of-text` (the DOCX of a PDF's text) and
 * `read-docx-text`.
 */
import { type Zippable, zipSync } from 'fflate';
import { acceptTrackedChanges } from './accept-tracked-changes';
import { DocumentError } from './document-error';
import { findBody, readBody } from './docx-body';
import { textDocx } from './docx-of-text';
import {
  acceptStories,
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
import { escapeAttribute, parseXml, type TXmlElement } from './xml-tree';

export { readDocxText } from './read-docx-text';

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
  if (isUtf16(documentBytes)) return { bytes: docx.slice(), unplaced: all };
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
  const { edits, unplaced } = placeChanges(body, changes);
  if (edits.touched.size === 0 && xml === uploaded && stories.size === 0 && options.note === undefined)
    return { bytes: docx.slice(), unplaced };

  let nextId = largestId(files) + 1;
  const author = escapeAttribute(options.author ?? 'Clausebook');
  const date = revisionDate(options.date ?? new Date());
  const out = writeBody({
    xml,
    body,
    edits,
    revision: () => `w:id="${nextId++}" w:author="${author}" w:date="${date}"`,
  });
  for (const name of stories)
    files[name] = encoder.encode(acceptTrackedChanges(decoder.decode(files[name] as Uint8Array)));
  if (options.note !== undefined) setDocxProperty(files, REVIEW_NOTE_PROPERTY, options.note);
  return { bytes: zipPackage(files, out), unplaced };
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
