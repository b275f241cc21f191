/** What an upload is, judged by its content (never by its name or declared type). */
export type TFileKind = 'pdf' | 'docx' | 'txt';

/** How much of the file's start `detectFileKind` looks at. */
export const FILE_HEAD_BYTES = 8 * 1024;

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const ZIP_LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04]; // PK\3\4
/** PDF readers accept a little junk before the header; pdf.js looks at the first 1024 bytes. */
const PDF_HEADER_WINDOW = 1024;

const startsWith = (bytes: Uint8Array, magic: number[], at = 0) =>
  magic.every((byte, i) => bytes[at + i] === byte);

const findPdfHeader = (head: Uint8Array) => {
  const last = Math.min(head.length - PDF_MAGIC.length, PDF_HEADER_WINDOW);
  for (let at = 0; at <= last; at += 1) if (startsWith(head, PDF_MAGIC, at)) return true;
  return false;
};

/**
 * Whether `bytes` is valid UTF-8. A multi-byte sequence cut off by the end of `bytes` counts as valid
 * (the head may end mid-character).
 */
const isUtf8 = (bytes: Uint8Array): boolean => {
  let i = 0;
  while (i < bytes.length) {
    const byte = bytes[i] as number;
    const length =
      byte < 0x80
        ? 1
        : byte >= 0xc2 && byte <= 0xdf
          ? 2
          : byte >= 0xe0 && byte <= 0xef
            ? 3
            : byte >= 0xf0 && byte <= 0xf4
              ? 4
              : 0;
    if (length === 0) return false;
    for (let k = 1; k < length; k += 1) {
      if (i + k >= bytes.length) return true;
      const next = bytes[i + k] as number;
      if ((next & 0xc0) !== 0x80) return false;
      // Overlong forms and surrogates.
      if (k === 1 && byte === 0xe0 && next < 0xa0) return false;
      if (k === 1 && byte === 0xed && next > 0x9f) return false;
      if (k === 1 && byte === 0xf0 && next < 0x90) return false;
      if (k === 1 && byte === 0xf4 && next > 0x8f) return false;
    }
    i += length;
  }
  return true;
};

/** Plain text: valid UTF-8, no NUL bytes, and hardly any control characters other than whitespace. */
const looksLikeText = (head: Uint8Array) => {
  let controls = 0;
  for (const byte of head) {
    if (byte === 0) return false;
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) controls += 1;
  }
  return controls <= head.length / 100 && isUtf8(head);
};

/**
 * The file's kind by content: `%PDF-` → pdf; a zip (`PK\x03\x04`) → docx candidate (extractText checks
 * that it really is a Word document); UTF-8 text without NUL bytes → txt; anything else → undefined.
 * `head` is the first ≤ 8 KiB of the file.
 */
export const detectFileKind = (head: Uint8Array): TFileKind | undefined => {
  if (head.length === 0) return undefined;
  if (findPdfHeader(head)) return 'pdf';
  if (startsWith(head, ZIP_LOCAL_HEADER)) return 'docx';
  return looksLikeText(head.subarray(0, FILE_HEAD_BYTES)) ? 'txt' : undefined;
};
