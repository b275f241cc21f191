import { DocumentLimitError } from './document-error';

/**
 * What one document may become while it is read (decision 037), counted on what is actually produced,
 * whatever the file's headers declare: the bytes its compressed parts unpack to (a DOCX's zip entries,
 * a PDF's decoded streams), its pages and the characters of its text.
 */
export type TDocumentLimits = {
  maxUnpackedBytes: number;
  maxPages: number;
  maxCharacters: number;
  /** Files in a DOCX's zip. */
  maxEntries: number;
};

export const DEFAULT_DOCUMENT_LIMITS: TDocumentLimits = {
  maxUnpackedBytes: 100 * 1024 * 1024,
  maxPages: 2_000,
  maxCharacters: 5_000_000,
  maxEntries: 10_000,
};

const MB = 1024 * 1024;
const count = (n: number) => n.toLocaleString('en-US');

/** Every refusal says the same first words, as a worker that ran out of memory or time does. */
export const TOO_LARGE = 'The document is too large to review';

export const unpackedTooLarge = (limits: TDocumentLimits, what: string) =>
  new DocumentLimitError(
    `${TOO_LARGE}: ${what} unpack to more than ${count(Math.round(limits.maxUnpackedBytes / MB))} MB, the limit for one document (a "zip bomb" does this too). Remove large embedded files or split the document, then upload it again.`,
  );

export const tooManyPages = (limits: TDocumentLimits, pages: number) =>
  new DocumentLimitError(
    `${TOO_LARGE}: it has ${count(pages)} pages and at most ${count(limits.maxPages)} can be reviewed at once. Split it into parts of up to ${count(limits.maxPages)} pages and upload each.`,
  );

export const tooManyCharacters = (limits: TDocumentLimits, characters?: number) =>
  new DocumentLimitError(
    `${TOO_LARGE}: its text has ${
      characters === undefined
        ? `more than ${count(limits.maxCharacters)} characters, the most that`
        : `${count(characters)} characters and at most ${count(limits.maxCharacters)}`
    } can be reviewed at once. Split it into smaller documents and upload each.`,
  );

/** Refuses a text longer than the limit. */
export const checkCharacters = (text: string, limits: TDocumentLimits) => {
  if (text.length > limits.maxCharacters) throw tooManyCharacters(limits, text.length);
};
