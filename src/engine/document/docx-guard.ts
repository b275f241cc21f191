import { Unzip, UnzipInflate, unzipSync } from 'fflate';
import { DocumentError } from './document-error';

export type TDocxLimits = {
  /** Total size of all entries once unpacked. */
  maxUncompressedBytes: number;
  /** Largest unpacked/packed size ratio of an entry (entries under 1 MiB unpacked are not judged). */
  maxRatio: number;
  maxEntries: number;
};

const RATIO_FLOOR_BYTES = 1024 * 1024;
/** Compressed bytes fed to the streaming check at a time: bounds each inflated chunk (~1000× at most). */
const VERIFY_CHUNK_BYTES = 16 * 1024;

const NOT_WORD = 'The file is not a Word document (DOCX).';
const DAMAGED = 'The DOCX is damaged and could not be read.';

const tooBig = (limits: TDocxLimits) =>
  new DocumentError(
    `The DOCX expands to more than ${Math.round(limits.maxUncompressedBytes / (1024 * 1024))} MB when unpacked (a "zip bomb"); it was not processed.`,
  );

type TEntry = { name: string; size: number; originalSize: number };

/** The zip's central directory, read without inflating anything. */
const listEntries = (bytes: Uint8Array, limits: TDocxLimits): TEntry[] => {
  const entries: TEntry[] = [];
  try {
    unzipSync(bytes, {
      filter: (file) => {
        entries.push({ name: file.name, size: file.size, originalSize: file.originalSize });
        if (entries.length > limits.maxEntries) throw new DocumentError('too-many');
        return false;
      },
    });
  } catch (error) {
    if (error instanceof DocumentError) {
      throw new DocumentError(
        `The DOCX holds more than ${limits.maxEntries.toLocaleString('en-US')} files (a "zip bomb"); it was not processed.`,
      );
    }
    throw new DocumentError(NOT_WORD);
  }
  return entries;
};

/**
 * Inflates every entry as a stream, counting and discarding the output, and stops as soon as the real
 * unpacked size passes the limit: a zip whose directory under-declares its sizes is caught too, with
 * bounded memory. Chunks are small, so no single inflated piece is large.
 */
const verifyInflatedSize = (bytes: Uint8Array, limits: TDocxLimits) => {
  let total = 0;
  let exceeded = false;
  let failed = false;
  const unzip = new Unzip((file) => {
    file.ondata = (error, chunk) => {
      if (error) {
        failed = true;
        return;
      }
      total += chunk.length;
      if (total > limits.maxUncompressedBytes && !exceeded) {
        exceeded = true;
        file.terminate();
      }
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let at = 0; at < bytes.length && !exceeded && !failed; at += VERIFY_CHUNK_BYTES) {
      unzip.push(bytes.subarray(at, at + VERIFY_CHUNK_BYTES), at + VERIFY_CHUNK_BYTES >= bytes.length);
    }
  } catch {
    if (!exceeded) failed = true;
  }
  if (exceeded) throw tooBig(limits);
  if (failed) throw new DocumentError(DAMAGED);
};

/**
 * Refuses a zip bomb or a zip that is not a Word document before anything is inflated: entry count,
 * declared unpacked sizes and compression ratios come from the central directory. Then checks the
 * real unpacked size with a bounded streaming pass.
 */
export const guardDocx = (bytes: Uint8Array, limits: TDocxLimits) => {
  const entries = listEntries(bytes, limits);
  const declared = entries.reduce((sum, entry) => sum + entry.originalSize, 0);
  if (declared > limits.maxUncompressedBytes) throw tooBig(limits);
  const dense = entries.find(
    (entry) =>
      entry.originalSize > RATIO_FLOOR_BYTES &&
      entry.originalSize > limits.maxRatio * Math.max(entry.size, 1),
  );
  if (dense) {
    throw new DocumentError(
      `The DOCX is compressed more than ${limits.maxRatio} to 1 (a "zip bomb"); it was not processed.`,
    );
  }
  if (!entries.some((entry) => entry.name === 'word/document.xml')) throw new DocumentError(NOT_WORD);
  verifyInflatedSize(bytes, limits);
};
