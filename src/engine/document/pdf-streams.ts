/**
 * What a PDF's compressed streams decode to, counted before pdf.js reads them (decision 037): pdf.js
 * decodes a stream whole, into memory outside the worker's heap limit, so a content stream inflating
 * to a gigabyte is refused here. Every FlateDecode stream is inflated a step at a time and its output
 * counted and dropped, with one running total for the document.
 */
import { Unzlib } from 'fflate';
import { type TDocumentLimits, unpackedTooLarge } from './document-limits';

const latin1 = new TextDecoder('latin1');
const STREAM = [0x73, 0x74, 0x72, 0x65, 0x61, 0x6d]; // stream
const END_STREAM = [0x65, 0x6e, 0x64, 0x73, 0x74, 0x72, 0x65, 0x61, 0x6d]; // endstream
/** How far before `stream` its dictionary is looked for. */
const DICTIONARY_WINDOW = 2048;
const INFLATE_STEP = 4 * 1024;
/** The dictionary's filter, or the first of its filters, is FlateDecode (the others are not counted). */
const FLATE_FIRST = /\/Filter\s*(?:\[\s*)?\/(?:FlateDecode|Fl)\b/;

const indexOfSequence = (bytes: Uint8Array, sequence: number[], from: number) => {
  const [first] = sequence as [number];
  for (let at = bytes.indexOf(first, from); at >= 0; at = bytes.indexOf(first, at + 1)) {
    if (sequence.every((byte, k) => bytes[at + k] === byte)) return at;
  }
  return -1;
};

/** Where each stream's data lie, with whether its dictionary asks for FlateDecode first. */
function* streamsOf(bytes: Uint8Array) {
  let from = 0;
  for (;;) {
    const keyword = indexOfSequence(bytes, STREAM, from);
    if (keyword < 0) return;
    from = keyword + STREAM.length;
    // `endstream` contains `stream`; a keyword stands after `>>` (and whitespace) and before an EOL.
    if (bytes[keyword - 1] === 0x64) continue;
    let start = from;
    if (bytes[start] === 0x0d) start += 1;
    if (bytes[start] === 0x0a) start += 1;
    if (start === from) continue;
    const end = indexOfSequence(bytes, END_STREAM, start);
    if (end < 0) return;
    const dictionary = latin1.decode(bytes.subarray(Math.max(0, keyword - DICTIONARY_WINDOW), keyword));
    const ownDictionary = dictionary.slice(dictionary.lastIndexOf('obj') + 1);
    yield { start, end, flate: FLATE_FIRST.test(ownDictionary) };
    from = end + END_STREAM.length;
  }
}

/**
 * Inflates one stream's data, counting its output against what is left of the limit; returns what is
 * left. Data that does not inflate cleanly stops counting there (pdf.js stops decoding it too).
 */
const countInflated = (data: Uint8Array, left: number, limits: TDocumentLimits) => {
  let remaining = left;
  const inflate = new Unzlib((piece) => {
    remaining -= piece.length;
    if (remaining < 0) throw unpackedTooLarge(limits, "the PDF's compressed streams");
  });
  try {
    for (let at = 0; at < data.length; at += INFLATE_STEP)
      inflate.push(data.subarray(at, at + INFLATE_STEP), at + INFLATE_STEP >= data.length);
  } catch (error) {
    if (remaining < 0) throw error;
  }
  return remaining;
};

/** Refuses a PDF whose FlateDecode streams decode to more than the document's unpacked limit. */
export const checkPdfStreams = (bytes: Uint8Array, limits: TDocumentLimits) => {
  let left = limits.maxUnpackedBytes;
  for (const stream of streamsOf(bytes)) {
    if (stream.flate) left = countInflated(bytes.subarray(stream.start, stream.end), left, limits);
  }
};
