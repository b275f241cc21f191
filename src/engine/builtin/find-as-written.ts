import { readNumbers, type TNumber, writeNumberLike } from '../terms/read-numbers';
import { tokenise } from '../terms/text-tokens';

/**
 * Finds what a reviewer quotes in a clause however the clause writes it: a value in words, digits or
 * both ("30 days" finds "thirty (30) days", "30 (thirty) days", "thirty days" and "30-day"), in any
 * capitals, in British or American spelling; and writes a new value in the clause's own style
 * ("45 days" becomes "forty-five (45) days" there).
 */

type TNumberPiece = {
  kind: 'number';
  value: number;
  start: number;
  end: number;
  /** How the clause writes it ("thirty (30)", "30 (thirty)", "30"). */
  like: TNumber;
};
type TWordPiece = { kind: 'word'; word: string; text: string; start: number; end: number };
type TPiece = TNumberPiece | TWordPiece;

/** A place in the clause that matches the quoted text: its span and its pieces, aligned with the quote's. */
export type TFound = { start: number; end: number; pieces: TPiece[]; literal: boolean };

// Words British and American contracts spell differently; suffix rules below cover -ise/-ize, -yse/-yze.
const BRITISH_SPELLINGS: Record<string, string> = {
  licence: 'license',
  licences: 'licenses',
  licenced: 'licensed',
  licencee: 'licensee',
  licencor: 'licensor',
  defence: 'defense',
  offence: 'offense',
  judgement: 'judgment',
  acknowledgement: 'acknowledgment',
  labour: 'labor',
  favour: 'favor',
  favourable: 'favorable',
  honour: 'honor',
  endeavour: 'endeavor',
  endeavours: 'endeavors',
  behaviour: 'behavior',
  cancelled: 'canceled',
  cancelling: 'canceling',
  programme: 'program',
  centre: 'center',
  fulfil: 'fulfill',
  fulfilment: 'fulfillment',
  instalment: 'installment',
  instalments: 'installments',
};

/** One spelling for both: "licence" → "license", "organisation" → "organization", "analysed" → "analyzed". */
const commonSpelling = (word: string) =>
  BRITISH_SPELLINGS[word] ??
  word.replace(/^(\p{L}{3,})is(e|es|ed|ing|ation|ations)$/u, '$1iz$2').replace(/ys(e|es|ed|ing)$/, 'yz$1');

/** A unit after a value is the same word in the singular: "30-day" is "30 days". */
const singular = (word: string) => (word.length > 3 && /[^s]s$/.test(word) ? word.slice(0, -1) : word);

/** The words and values of a text, in order; punctuation left out. */
const piecesOf = (text: string): TPiece[] => {
  const tokenised = tokenise(text);
  // "a", "an" are words here: "a month" is not "one (1) month" as a reviewer quotes it.
  const numbers = new Map(
    readNumbers(tokenised)
      .filter((number) => number.style !== 'one-word')
      .map((number) => [number.from, number]),
  );
  const pieces: TPiece[] = [];
  for (let i = 0; i < tokenised.tokens.length; ) {
    const number = numbers.get(i);
    if (number) {
      const { value, start, end } = number;
      pieces.push({ kind: 'number', value, start, end, like: number });
      i = number.to;
      continue;
    }
    const token = tokenised.tokens[i];
    if (token) {
      const { start, end } = token;
      pieces.push({ kind: 'word', word: commonSpelling(token.norm), text: token.text, start, end });
    }
    i += 1;
  }
  return pieces;
};

const samePiece = (quoted: TPiece, written: TPiece, afterValue: boolean) => {
  if (quoted.kind === 'number') return written.kind === 'number' && quoted.value === written.value;
  if (written.kind === 'number') return false;
  return afterValue ? singular(quoted.word) === singular(written.word) : quoted.word === written.word;
};

/** Punctuation between two pieces, spaces, hyphens and apostrophes aside ("30-day", "days' notice"). */
const joint = (text: string, from: number, to: number) => text.slice(from, to).replace(/[\s\-–—'’]/g, '');

/** Whether the clause's pieces from `at` are the quote's, joined by the same punctuation. */
const matchesAt = (clause: string, pieces: TPiece[], at: number, quote: string, quoted: TPiece[]) =>
  quoted.every((piece, k) => {
    const written = pieces[at + k];
    const before = quoted[k - 1];
    if (!written || !samePiece(piece, written, before?.kind === 'number')) return false;
    if (!before) return true;
    const writtenBefore = pieces[at + k - 1] as TPiece;
    return joint(clause, writtenBefore.end, written.start) === joint(quote, before.end, piece.start);
  });

/** Every place the quote is written in the clause, by its words and values (none overlapping). */
const findByPieces = (clause: string, quote: string): TFound[] => {
  const quoted = piecesOf(quote);
  const first = quoted[0];
  const last = quoted.at(-1);
  // Leading or trailing punctuation of the quote ("(30)", "days.") is only found as it is written.
  if (!first || !last || /\S/.test(quote.slice(0, first.start) + quote.slice(last.end))) return [];
  const lead = quote.slice(0, first.start);
  const trail = quote.slice(last.end);
  const pieces = piecesOf(clause);
  const found: TFound[] = [];
  for (let at = 0; at + quoted.length <= pieces.length; ) {
    if (!matchesAt(clause, pieces, at, quote, quoted)) {
      at += 1;
      continue;
    }
    const matched = pieces.slice(at, at + quoted.length);
    let start = (matched[0] as TPiece).start;
    let end = (matched.at(-1) as TPiece).end;
    // The quote's own spaces at its ends ("delete "Either party may "") go with it.
    if (clause.slice(start - lead.length, start) === lead) start -= lead.length;
    if (clause.slice(end, end + trail.length) === trail) end += trail.length;
    found.push({ start, end, pieces: matched, literal: clause.slice(start, end) === quote });
    at += quoted.length;
  }
  return found;
};

/** Every literal occurrence of the quote. */
const findLiterally = (clause: string, quote: string): TFound[] => {
  const found: TFound[] = [];
  for (let at = clause.indexOf(quote); at >= 0 && quote; at = clause.indexOf(quote, at + quote.length))
    found.push({ start: at, end: at + quote.length, pieces: [], literal: true });
  return found;
};

/**
 * Where the quote is in the clause. A quote with a value is found however the clause writes the value
 * (and its words however capitalised or spelled); a quote of words only is found as written, and
 * only failing that by its words.
 */
export const findAsWritten = (clause: string, quote: string): TFound[] => {
  const hasValue = piecesOf(quote).some((piece) => piece.kind === 'number');
  const [first, second] = hasValue ? [findByPieces, findLiterally] : [findLiterally, findByPieces];
  const found = first(clause, quote);
  return found.length ? found : second(clause, quote);
};

/** A value as the clause writes its own: "thirty (30)" → "forty-five (45)", "30 (thirty)" → "45 (forty-five)". */
const writeValueLike = (written: TNumberPiece, clause: string, value: number) => {
  const { like } = written;
  const text = writeNumberLike(like, value);
  const asWritten = clause.slice(written.start, written.end);
  return /\p{L}/u.test(asWritten) && asWritten === asWritten.toUpperCase() ? text.toUpperCase() : text;
};

/** `text` starting with a capital where `like` does ("agreement" for the clause's "Agreement"). */
const capitalLike = (like: string, text: string) =>
  /^\p{Lu}/u.test(like) && /^\p{Ll}/u.test(text) ? text.charAt(0).toUpperCase() + text.slice(1) : text;

/** `text` with its pieces at `changes` replaced (offsets into `text`). */
const spliceAll = (text: string, offset: number, changes: { start: number; end: number; text: string }[]) =>
  changes
    .sort((a, b) => b.start - a.start)
    .reduce((out, c) => out.slice(0, c.start - offset) + c.text + out.slice(c.end - offset), text);

/**
 * The replacement for one place found: the reviewer's text as typed where the clause wrote exactly
 * what they quoted; otherwise in the clause's style. When the replacement only changes values (and the
 * inflection of a word), the clause's own wording is kept around them ("30-day" → "45-day");
 * otherwise each value of the replacement is written like the clause's value in its place.
 */
export const replacementFor = (clause: string, found: TFound, quote: string, replacement: string) => {
  if (found.literal) return replacement;
  const quoted = piecesOf(quote);
  const wanted = piecesOf(replacement);
  const sameShape =
    wanted.length === quoted.length &&
    wanted.every((piece, k) => {
      const was = quoted[k] as TPiece;
      return piece.kind === 'number'
        ? was.kind === 'number'
        : samePiece(was, piece, quoted[k - 1]?.kind === 'number');
    });
  const own = clause.slice(found.start, found.end);
  if (sameShape) {
    const changes = wanted.flatMap((piece, k) => {
      const written = found.pieces[k] as TPiece;
      const was = quoted[k] as TPiece;
      if (piece.kind === 'number' && written.kind === 'number')
        return piece.value === written.value
          ? []
          : [{ start: written.start, end: written.end, text: writeValueLike(written, clause, piece.value) }];
      if (piece.kind === 'word' && was.kind === 'word' && written.kind === 'word' && piece.word !== was.word)
        return [{ start: written.start, end: written.end, text: capitalLike(written.text, piece.text) }];
      return [];
    });
    return spliceAll(own, found.start, changes);
  }
  const values = found.pieces.filter((piece): piece is TNumberPiece => piece.kind === 'number');
  const changes = wanted
    .filter((piece): piece is TNumberPiece => piece.kind === 'number')
    .flatMap((piece, k) => {
      const written = values[k];
      return written
        ? [{ start: piece.start, end: piece.end, text: writeValueLike(written, clause, piece.value) }]
        : [];
    });
  return capitalLike(own, spliceAll(replacement, 0, changes));
};
