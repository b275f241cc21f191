import { createReadStream } from 'node:fs';
import { createPdfPageCounter } from '../../../engine/document/count-pdf-pages';
import type { TFileKind } from '../../../engine/document/detect-file-kind';
import { DocumentLimitError } from '../../../engine/document/document-error';
import {
  type TDocumentLimits,
  tooManyCharacters,
  tooManyPages,
} from '../../../engine/document/document-limits';
import { guardDocxDirectory } from '../../../engine/document/docx-guard';
import { countUtf8Characters } from '../../../engine/document/extract-text';
import { AppError } from '../../errors';

/** Reads the stored upload a piece at a time, each piece handed to `read` (the event loop breathes between). */
const readPieces = async (file: string, read: (piece: Uint8Array) => void) => {
  for await (const piece of createReadStream(file, { highWaterMark: 1024 * 1024 })) read(piece as Buffer);
};

/**
 * Refuses an upload that is sure to be past the document limits (decision 037) with 413 before it is
 * accepted, where that is cheap to tell: a DOCX's central directory (declared sizes, entries, ratios),
 * a PDF's page objects, a text's characters. What only reading tells is counted in the worker.
 */
export const checkUploadLimits = async (
  file: string,
  kind: TFileKind,
  tail: Uint8Array,
  size: number,
  limits: TDocumentLimits,
) => {
  try {
    if (kind === 'docx') return await guardDocxDirectory(tail, size, limits);
    if (kind === 'pdf') {
      const counter = createPdfPageCounter();
      await readPieces(file, counter.push);
      if (counter.pages() > limits.maxPages) throw tooManyPages(limits, counter.pages());
      return;
    }
    let characters = 0;
    await readPieces(file, (piece) => {
      characters += countUtf8Characters(piece);
    });
    if (characters > limits.maxCharacters) throw tooManyCharacters(limits, characters);
  } catch (error) {
    if (error instanceof DocumentLimitError) throw new AppError('PAYLOAD_TOO_LARGE', error.message);
    // Anything else (a damaged DOCX) is left to the review, which says what is wrong with it.
  }
};
