import { strFromU8, strToU8, zipSync } from 'fflate';
import type { getDocumentProxy } from 'unpdf';
import { acceptTrackedChanges, hasTrackedChanges } from './accept-tracked-changes';
import type { TFileKind } from './detect-file-kind';
import { DocumentError } from './document-error';
import {
  checkCharacters,
  DEFAULT_DOCUMENT_LIMITS,
  type TDocumentLimits,
  tooManyCharacters,
  tooManyPages,
} from './document-limits';
import { guardDocx } from './docx-guard';
import { unzipWithin } from './docx-zip';
import { layoutPdfText } from './pdf-layout';
import { checkPdfStreams } from './pdf-streams';
import type { TPdfPage, TPdfTextItem } from './read-pdf-lines';

const DOCUMENT_PART = 'word/document.xml';
/** Parts no text is read from: a DOCX's pictures and embedded files are neither unpacked nor counted here. */
const NOT_TEXT = /^word\/(?:media|embeddings)\//;

/** Fewer words than this over the whole PDF, or fewer per page, means there is no text layer. */
const MIN_PDF_WORDS = 20;
const MIN_PDF_WORDS_PER_PAGE = 5;

export type TExtractedText = { text: string; pages?: number };

/** One newline convention, no trailing spaces, at most one blank line in a row, trimmed. */
const normaliseText = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    .replace(/[\f\v\u2028\u2029]/g, '\n')
    .split(String.fromCharCode(0))
    .join('')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

const countWords = (text: string) => text.match(/\p{L}{2,}/gu)?.length ?? 0;

/** Word's line breaks inside a paragraph, which mammoth would drop ("2.8<br/>Ownership" → "2.8Ownership"). */
const LINE_BREAK = /<w:(?:br|cr)\b[^>]*?\/>|<w:(?:br|cr)\b[^>]*>\s*<\/w:(?:br|cr)>/g;

/**
 * The package mammoth reads, made of the parts unpacked within the limits (so mammoth reads nothing
 * else, stored): word/document.xml with its tracked changes accepted (a document reviewed before is
 * read as it now stands) and line breaks as '\n' text.
 */
const readablePackage = (files: Record<string, Uint8Array>): Uint8Array => {
  const document = files[DOCUMENT_PART];
  if (document) {
    const xml = strFromU8(document);
    if (hasTrackedChanges(xml) || xml.search(LINE_BREAK) >= 0) {
      let accepted: string;
      try {
        accepted = acceptTrackedChanges(xml);
      } catch (error) {
        if (error instanceof DocumentError) throw error;
        throw new DocumentError('The DOCX is damaged and could not be read.');
      }
      files[DOCUMENT_PART] = strToU8(accepted.replace(LINE_BREAK, '<w:t xml:space="preserve">\n</w:t>'));
    }
  }
  return zipSync(files, { level: 0 });
};

const extractDocx = async (bytes: Uint8Array, limits: TDocumentLimits): Promise<TExtractedText> => {
  guardDocx(bytes, limits);
  const readable = readablePackage(unzipWithin(bytes, limits, (name) => !NOT_TEXT.test(name)));
  let raw: string;
  try {
    // Loaded when a DOCX is read (as pdf.js for a PDF): a document worker loads only its kind's reader.
    const { default: mammoth } = await import('mammoth');
    const result = await mammoth.extractRawText({
      buffer: Buffer.from(readable.buffer, readable.byteOffset, readable.byteLength),
    });
    raw = result.value;
  } catch {
    throw new DocumentError('The DOCX is damaged and could not be read.');
  }
  const text = normaliseText(raw);
  checkCharacters(text, limits);
  return { text };
};

const errorName = (error: unknown) =>
  typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';

type TPdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;

/** The page's text items as the layout reads them; rotated items (margin stamps, watermarks) are left out. */
const readPage = async (pdf: TPdfDocument, number: number): Promise<TPdfPage> => {
  const page = await pdf.getPage(number);
  const [, , width = 0, height = 0] = page.view;
  const content = await page.getTextContent();
  const items: TPdfTextItem[] = [];
  for (const item of content.items) {
    if (!('str' in item) || item.str === '') continue;
    const [a = 0, b = 0, c = 0, d = 0, x = 0, y = 0] = item.transform as number[];
    if (a <= 0 || Math.abs(b) > Math.abs(a) * 0.01) continue;
    items.push({ str: item.str, x, y, width: item.width, size: Math.hypot(c, d), font: item.fontName });
  }
  page.cleanup();
  return { width, height, items };
};

/** The pages' text items, refused past the page limit or once their text passes the character limit. */
const readPages = async (pdf: TPdfDocument, limits: TDocumentLimits) => {
  if (pdf.numPages > limits.maxPages) throw tooManyPages(limits, pdf.numPages);
  const pages: TPdfPage[] = [];
  let characters = 0;
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const page = await readPage(pdf, number);
    characters += page.items.reduce((sum, item) => sum + item.str.length + 1, 0);
    if (characters > limits.maxCharacters) throw tooManyCharacters(limits);
    pages.push(page);
  }
  return pages;
};

const extractPdf = async (bytes: Uint8Array, limits: TDocumentLimits): Promise<TExtractedText> => {
  checkPdfStreams(bytes, limits);
  let pages: TPdfPage[];
  try {
    // pdf.js may take over (detach) the buffer it is given: hand it a copy, keep the caller's bytes intact.
    const { getDocumentProxy } = await import('unpdf');
    const pdf = await getDocumentProxy(bytes.slice(), { verbosity: 0, isEvalSupported: false });
    try {
      pages = await readPages(pdf, limits);
    } finally {
      await pdf.destroy();
    }
  } catch (error) {
    if (error instanceof DocumentError) throw error;
    if (errorName(error) === 'PasswordException') {
      throw new DocumentError(
        'The PDF is password-protected (encrypted): remove the password and upload it again.',
      );
    }
    throw new DocumentError('The PDF is damaged and could not be read.');
  }
  const words = countWords(pages.map((page) => page.items.map((item) => item.str).join(' ')).join(' '));
  if (words < MIN_PDF_WORDS || words < MIN_PDF_WORDS_PER_PAGE * pages.length) {
    throw new DocumentError(
      'The PDF has no text layer (it looks scanned): run it through OCR and upload it again.',
    );
  }
  const text = normaliseText(layoutPdfText(pages));
  checkCharacters(text, limits);
  return { text, pages: pages.length };
};

/** The characters UTF-8 `bytes` decode to (every byte but a continuation byte starts one). */
export const countUtf8Characters = (bytes: Uint8Array) => {
  let continuations = 0;
  for (const byte of bytes) if ((byte & 0xc0) === 0x80) continuations += 1;
  return bytes.length - continuations;
};

const extractPlainText = (bytes: Uint8Array, limits: TDocumentLimits): TExtractedText => {
  const characters = countUtf8Characters(bytes);
  if (characters > limits.maxCharacters) throw tooManyCharacters(limits, characters);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new DocumentError('The text file is not UTF-8 encoded: save it as UTF-8 and upload it again.');
  }
  return { text: normaliseText(text) };
};

/**
 * The document's text, within the document's limits (refused past them). DOCX: zip-bomb and Word checks first, then mammoth's raw text of the document as
 * it stands with its tracked changes accepted (line breaks kept as '\n'). PDF: pdf.js via
 * unpdf, its text items laid out as paragraphs (`layoutPdfText`: one paragraph per source paragraph,
 * separated by a blank line; running headers, footers and page numbers removed).
 * txt: UTF-8. Failures are `DocumentError`s with a message for the reviewer.
 */
export const extractText = async (
  bytes: Uint8Array,
  kind: TFileKind,
  limits: TDocumentLimits = DEFAULT_DOCUMENT_LIMITS,
): Promise<TExtractedText> => {
  switch (kind) {
    case 'docx':
      return extractDocx(bytes, limits);
    case 'pdf':
      return extractPdf(bytes, limits);
    case 'txt':
      return extractPlainText(bytes, limits);
  }
};
