import { DocumentError, DocumentLimitError } from './document-error';
import { type TDocumentLimits, unpackedTooLarge } from './document-limits';
import { listZipEntries, NOT_WORD, readCentralDirectory, type TDirectoryRecord } from './docx-zip';

/** Largest unpacked/packed size ratio of an entry (entries under 1 MiB unpacked are not judged). */
export const MAX_DOCX_RATIO = 100;
const RATIO_FLOOR_BYTES = 1024 * 1024;

/** Refuses what the directory itself declares: too much unpacked, too dense, no word/document.xml. */
const checkDeclared = (records: TDirectoryRecord[], limits: TDocumentLimits) => {
  const declared = records.reduce((sum, entry) => sum + entry.declaredSize, 0);
  if (declared > limits.maxUnpackedBytes) throw unpackedTooLarge(limits, "the DOCX's files");
  const dense = records.find(
    (entry) =>
      entry.declaredSize > RATIO_FLOOR_BYTES &&
      entry.declaredSize > MAX_DOCX_RATIO * Math.max(entry.compressedSize, 1),
  );
  if (dense) {
    throw new DocumentLimitError(
      `The DOCX is compressed more than ${MAX_DOCX_RATIO} to 1 (a "zip bomb"); it was not processed.`,
    );
  }
  if (!records.some((entry) => entry.name === 'word/document.xml')) throw new DocumentError(NOT_WORD);
};

/**
 * Refuses a zip bomb or a zip that is not a Word document before anything is inflated, from the
 * central directory as Word reads it: entry count, entries hidden in another's data, declared unpacked
 * sizes and compression ratios. What the entries really unpack to is counted when they are read
 * (`unzipWithin`).
 */
export const guardDocx = (bytes: Uint8Array, limits: TDocumentLimits) =>
  checkDeclared(listZipEntries(bytes, limits), limits);

/**
 * The same checks from an upload's last bytes (`tail`, of a file of `size` bytes), where the central
 * directory is, without reading the rest: cheap enough to refuse an upload before it is accepted. A
 * directory that starts before the tail is left to `guardDocx`.
 */
export const guardDocxDirectory = (tail: Uint8Array, size: number, limits: TDocumentLimits) => {
  const directory = readCentralDirectory(tail, limits, size - tail.length);
  if (directory) checkDeclared(directory.records, limits);
};
