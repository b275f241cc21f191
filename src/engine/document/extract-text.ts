import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import mammoth from 'mammoth';
import { getDocumentProxy } from 'unpdf';
import { acceptTrackedChanges, hasTrackedChanges } from './accept-tracked-changes';
import type { TFileKind } from './detect-file-kind';
import { DocumentError } from './document-error';
import { guardDocx } from './docx-guard';
import { layoutPdfText } from './pdf-layout';
import type { TPdfPage, TPdfTextItem } from './read-pdf-lines';

/** What a DOCX may unpack to before it is refused as a zip bomb. */
const DOCUMENT_PART = 'word/document.xml';

export const DOCX_LIMITS = { maxUncompressedBytes: 200 * 1024 * 1024, maxRatio: 100, maxEntries: 10_000 };

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
 * The package mammoth reads: word/document.xml with its tracked changes accepted (a document reviewed
 * before is read as it now stands) and line breaks as '\n' text; the bytes as they were when neither
 * applies.
 */
const readablePackage = (bytes: Uint8Array): Uint8Array => {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes);
  } catch {
    throw new DocumentError('The DOCX is damaged and could not be read.');
  }
  const document = files[DOCUMENT_PART];
  if (!document) return bytes;
  const xml = strFromU8(document);
  if (!hasTrackedChanges(xml) && xml.search(LINE_BREAK) < 0) return bytes;
  let accepted: string;
  try {
    accepted = acceptTrackedChanges(xml);
  } catch (error) {
    if (error instanceof DocumentError) throw error;
    throw new DocumentError('The DOCX is damaged and could not be read.');
  }
  files[DOCUMENT_PART] = strToU8(accepted.replace(LINE_BREAK, '<w:t xml:space="preserve">\n</w:t>'));
  return zipSync(files, { level: 0 });
};

const extractDocx = async (bytes: Uint8Array): Promise<TExtractedText> => {
  guardDocx(bytes, DOCX_LIMITS);
  const readable = readablePackage(bytes);
  let raw: string;
  try {
    const result = await mammoth.extractRawText({
      buffer: Buffer.from(readable.buffer, readable.byteOffset, readable.byteLength),
    });
    raw = result.value;
  } catch {
    throw new DocumentError('The DOCX is damaged and could not be read.');
  }
  return { text: normaliseText(raw) };
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

const extractPdf = async (bytes: Uint8Array): Promise<TExtractedText> => {
  const pages: TPdfPage[] = [];
  try {
    // pdf.js may take over (detach) the buffer it is given: hand it a copy, keep the caller's bytes intact.
    const pdf = await getDocumentProxy(bytes.slice(), { verbosity: 0, isEvalSupported: false });
    try {
      for (let number = 1; number <= pdf.numPages; number += 1) pages.push(await readPage(pdf, number));
    } finally {
      await pdf.destroy();
    }
  } catch (error) {
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
  return { text: normaliseText(layoutPdfText(pages)), pages: pages.length };
};

const extractPlainText = (bytes: Uint8Array): TExtractedText => {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new DocumentError('The text file is not UTF-8 encoded: save it as UTF-8 and upload it again.');
  }
  return { text: normaliseText(text) };
};

/**
 * The document's text. DOCX: zip-bomb and Word checks first, then mammoth's raw text of the document as
 * it stands with its tracked changes accepted (line breaks kept as '\n'). PDF: pdf.js via
 * unpdf, its text items laid out as paragraphs (`layoutPdfText`: one paragraph per source paragraph,
 * separated by a blank line; running headers, footers and page numbers removed).
 * txt: UTF-8. Failures are `DocumentError`s with a message for the reviewer.
 */
export const extractText = async (bytes: Uint8Array, kind: TFileKind): Promise<TExtractedText> => {
  switch (kind) {
    case 'docx':
      return extractDocx(bytes);
    case 'pdf':
      return extractPdf(bytes);
    case 'txt':
      return extractPlainText(bytes);
  }
};
