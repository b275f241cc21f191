import { foldQuotes } from './locate-plan';

type TToken = { start: number; end: number; text: string };

const tokensOf = (text: string): TToken[] =>
  [...text.matchAll(/\S+/g)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    text: foldQuotes(match[0]),
  }));

/** Where a clause of the review is in the document's text, and how its offsets map onto that text. */
export type TClausePlace = {
  start: number;
  end: number;
  /** An offset of the clause's text as the review read it → the same place in the document's text. */
  map: (offset: number) => number;
};

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

const placeAt = (text: TToken[], clause: TToken[], first: number, textLength: number): TClausePlace => {
  const at = (i: number) => text[first + i] as TToken;
  const map = (offset: number) => {
    const i = clause.findIndex((token) => offset < token.end);
    if (i === -1) {
      const last = clause.length - 1;
      return clamp(at(last).end + offset - (clause[last] as TToken).end, at(last).end, textLength);
    }
    const token = clause[i] as TToken;
    if (offset >= token.start) return at(i).start + offset - token.start;
    // In the spaces before token i: as far into the document's spaces, no further.
    const gapStart = i === 0 ? 0 : at(i - 1).end;
    const clauseGapStart = i === 0 ? 0 : (clause[i - 1] as TToken).end;
    if (i === 0) return clamp(at(0).start - (token.start - offset), 0, at(0).start);
    return clamp(gapStart + offset - clauseGapStart, gapStart, at(i).start);
  };
  return { start: at(0).start, end: at(clause.length - 1).end, map };
};

/**
 * Finds a clause the review read from the document (mammoth's text: paragraphs apart by blank lines)
 * in Word's text of the same document (paragraphs apart by one line break): word for word, spaces of
 * any kind and length read alike. `occurrence` picks among identical clauses (0 = the first).
 * Undefined when the document no longer reads so.
 */
export const findClause = (text: string, clause: string, occurrence = 0): TClausePlace | undefined => {
  const clauseTokens = tokensOf(clause);
  const textTokens = tokensOf(text);
  if (clauseTokens.length === 0) return undefined;
  const starts: number[] = [];
  for (let first = 0; first + clauseTokens.length <= textTokens.length; first += 1) {
    if (clauseTokens.every((token, i) => textTokens[first + i]?.text === token.text)) {
      starts.push(first);
      first += clauseTokens.length - 1;
    }
  }
  const first = starts[Math.min(occurrence, starts.length - 1)];
  return first === undefined ? undefined : placeAt(textTokens, clauseTokens, first, text.length);
};
