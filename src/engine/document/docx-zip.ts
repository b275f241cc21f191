/**
 * A DOCX's zip read as Word reads it (decision 037): through the central directory at its end, each
 * entry's data found from the local header the directory points at. The entries are inflated with a
 * running count of the bytes actually produced, whatever the headers declare, which stops the reading
 * once the document's limit is passed.
 */
import { Inflate } from 'fflate';
import { DocumentError, DocumentLimitError } from './document-error';
import { type TDocumentLimits, unpackedTooLarge } from './document-limits';

export type TZipEntry = {
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  compressedSize: number;
  /** The unpacked size the directory declares: a zip bomb may state anything. */
  declaredSize: number;
  headerOffset: number;
  dataStart: number;
  dataEnd: number;
};

export const NOT_WORD = 'The file is not a Word document (DOCX).';
export const DAMAGED = 'The DOCX is damaged and could not be read.';
const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
/** The end record is 22 bytes and may be followed by a comment of up to 65,535. */
const END_SEARCH = 22 + 0xffff;
/** Compressed bytes inflated at a time: one step produces at most ~1,000 times as much. */
const INFLATE_STEP = 4 * 1024;

const utf8 = new TextDecoder('utf-8');

const findEndOfDirectory = (view: DataView) => {
  const last = view.byteLength - 22;
  for (let at = last; at >= Math.max(0, last - END_SEARCH); at -= 1)
    if (view.getUint32(at, true) === END_OF_DIRECTORY) return at;
  throw new DocumentError(NOT_WORD);
};

/** The local header an entry's directory record points at, and where its data lies. */
const dataRange = (view: DataView, headerOffset: number, compressedSize: number, directoryStart: number) => {
  if (headerOffset + 30 > directoryStart || view.getUint32(headerOffset, true) !== LOCAL_HEADER)
    throw new DocumentError(DAMAGED);
  const dataStart =
    headerOffset + 30 + view.getUint16(headerOffset + 26, true) + view.getUint16(headerOffset + 28, true);
  const dataEnd = dataStart + compressedSize;
  if (dataEnd > directoryStart) throw new DocumentError(DAMAGED);
  return { dataStart, dataEnd };
};

export type TDirectoryRecord = Omit<TZipEntry, 'dataStart' | 'dataEnd'>;

/**
 * The central directory's records, nothing inflated. `bytes` are the file's last bytes, starting at
 * `base` in the file (0: the whole file), so an upload's tail is enough. Refuses ZIP64 and encrypted
 * entries (Word writes neither) and more entries than the limit. Undefined when the directory starts
 * before `bytes`.
 */
export const readCentralDirectory = (
  bytes: Uint8Array,
  limits: TDocumentLimits,
  base = 0,
): { records: TDirectoryRecord[]; directoryStart: number } | undefined => {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 22) throw new DocumentError(NOT_WORD);
  const end = findEndOfDirectory(view);
  const count = view.getUint16(end + 10, true);
  const directoryStart = view.getUint32(end + 16, true);
  if (count === 0xffff || directoryStart === 0xffffffff) throw new DocumentError(DAMAGED);
  if (count > limits.maxEntries) {
    throw new DocumentLimitError(
      `The DOCX holds more than ${limits.maxEntries.toLocaleString('en-US')} files (a "zip bomb"); it was not processed.`,
    );
  }
  if (directoryStart < base) return undefined;
  const records: TDirectoryRecord[] = [];
  for (let at = directoryStart - base, k = 0; k < count; k += 1) {
    if (at + 46 > end || view.getUint32(at, true) !== DIRECTORY_ENTRY) throw new DocumentError(DAMAGED);
    if (view.getUint16(at + 8, true) & 1) throw new DocumentError(`${DAMAGED} It is encrypted.`);
    const nameLength = view.getUint16(at + 28, true);
    records.push({
      name: utf8.decode(bytes.subarray(at + 46, at + 46 + nameLength)),
      method: view.getUint16(at + 10, true),
      compressedSize: view.getUint32(at + 20, true),
      declaredSize: view.getUint32(at + 24, true),
      headerOffset: view.getUint32(at + 42, true),
    });
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return { records, directoryStart };
};

/**
 * The zip's entries with where their data lie, nothing inflated. Refuses entries whose data overlap:
 * a file hidden in another's data is how a bomb gets past a reader that walks the local headers.
 */
export const listZipEntries = (bytes: Uint8Array, limits: TDocumentLimits): TZipEntry[] => {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const { records, directoryStart } = readCentralDirectory(bytes, limits) as {
    records: TDirectoryRecord[];
    directoryStart: number;
  };
  const entries = records.map((record) => ({
    ...record,
    ...dataRange(view, record.headerOffset, record.compressedSize, directoryStart),
  }));
  const inOrder = [...entries].sort((a, b) => a.headerOffset - b.headerOffset);
  inOrder.forEach((entry, k) => {
    const next = inOrder[k + 1];
    if (next && entry.dataEnd > next.headerOffset) {
      throw new DocumentLimitError(
        `The DOCX hides one file inside another ("${next.name}" inside "${entry.name}"), as "zip bombs" do; it was not processed.`,
      );
    }
  });
  return entries;
};

/** Counts unpacked bytes against the document's limit, across every entry read. */
export type TUnpackBudget = { left: number; limits: TDocumentLimits };

export const unpackBudget = (limits: TDocumentLimits): TUnpackBudget => ({
  left: limits.maxUnpackedBytes,
  limits,
});

const charge = (budget: TUnpackBudget, bytes: number) => {
  budget.left -= bytes;
  if (budget.left < 0) throw unpackedTooLarge(budget.limits, "the DOCX's files");
};

const joined = (pieces: Uint8Array[]) => {
  if (pieces.length === 1) return pieces[0] as Uint8Array;
  const out = new Uint8Array(pieces.reduce((sum, piece) => sum + piece.length, 0));
  let at = 0;
  for (const piece of pieces) {
    out.set(piece, at);
    at += piece.length;
  }
  return out;
};

/** One entry's bytes, inflated a step at a time and counted as they are produced. */
export const unpackEntry = (bytes: Uint8Array, entry: TZipEntry, budget: TUnpackBudget): Uint8Array => {
  const data = bytes.subarray(entry.dataStart, entry.dataEnd);
  if (entry.method === 0) {
    charge(budget, data.length);
    return data.slice();
  }
  if (entry.method !== 8) throw new DocumentError(DAMAGED);
  const pieces: Uint8Array[] = [];
  const inflate = new Inflate((piece) => {
    charge(budget, piece.length);
    pieces.push(piece);
  });
  try {
    for (let at = 0; at < data.length; at += INFLATE_STEP)
      inflate.push(data.subarray(at, at + INFLATE_STEP), at + INFLATE_STEP >= data.length);
    if (data.length === 0) inflate.push(data, true);
  } catch (error) {
    if (error instanceof DocumentError) throw error;
    throw new DocumentError(DAMAGED);
  }
  return joined(pieces);
};

/** The entries `wanted` keeps (all by default), unpacked within the document's limit. */
export const unzipWithin = (
  bytes: Uint8Array,
  limits: TDocumentLimits,
  wanted: (name: string) => boolean = () => true,
): Record<string, Uint8Array> => {
  const budget = unpackBudget(limits);
  const files: Record<string, Uint8Array> = {};
  for (const entry of listZipEntries(bytes, limits)) {
    if (entry.name.endsWith('/') || !wanted(entry.name)) continue;
    files[entry.name] = unpackEntry(bytes, entry, budget);
  }
  return files;
};
