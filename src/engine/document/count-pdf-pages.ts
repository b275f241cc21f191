/**
 * The page objects of a PDF counted as its bytes go by (an upload read a piece at a time), so that a
 * PDF of too many pages is refused before it is accepted (decision 037). Pages inside compressed object
 * streams are not seen: the count is at least the PDF's, and the worker checks the real number.
 */
const PAGE_OBJECT = /\/Type\s*\/Page(?![A-Za-z])/g;
/** Longer than any match, so one cut by a piece boundary is found whole in the next. */
const CARRY = 64;

const latin1 = new TextDecoder('latin1');

export const createPdfPageCounter = () => {
  let carry = '';
  let pages = 0;
  return {
    push: (piece: Uint8Array) => {
      const text = carry + latin1.decode(piece);
      // A match ending in the carried text was counted with the piece before.
      for (const match of text.matchAll(PAGE_OBJECT))
        if (match.index + match[0].length > carry.length) pages += 1;
      carry = text.slice(-CARRY);
    },
    pages: () => pages,
  };
};
