/**
 * Shapes of a line (or paragraph) of contract text: how it ends, whether it reads as a heading. Shared
 * by the clause splitter, the PDF layout and the Word writer, so that all three agree on what a
 * heading is.
 */
import { parseMarker } from './numbering';

const SMALL_WORDS = new Set(
  'a an and as at by for from in into of on or per the to under upon with without vs. v.'.split(' '),
);

/** Ends a sentence or a list item. */
export const endsTerminal = (text: string) => /[.;:!?](?:["”’)\]]*)$/.test(text);
/** The line ends in a cross-reference ("… pursuant to Section"), so a number on the next line continues it. */
export const endsInReference = (text: string) =>
  /\b(?:sections?|articles?|clauses?|paragraphs?|subsections?|exhibits?|schedules?|annex|appendix|items?|§)$/i.test(
    text,
  );
export const startsSentence = (text: string) => /^[\p{Lu}\p{N}“"'‘([]/u.test(text);

export type THeadingShape = {
  /** Most words allowed. */
  maxWords: number;
  /** Share of significant words (not "of", "and", …) that must be capitalised in Title Case. */
  titleCase: number;
  /** A heading standing alone on its line, without numbering: stricter (no final period, no quotes, no addresses). */
  alone: boolean;
};

export const NUMBERED_TITLE: THeadingShape = { maxWords: 14, titleCase: 0.5, alone: false };
export const LINE_HEADING: THeadingShape = { maxWords: 12, titleCase: 0.8, alone: false };
export const LONE_HEADING: THeadingShape = { maxWords: 12, titleCase: 0.9, alone: true };

/** A short line of capitals or Title Case words, with no sentence punctuation inside. */
export const isHeadingText = (text: string, shape: THeadingShape = LINE_HEADING) => {
  const words = text.split(/\s+/).filter(Boolean);
  if (words.length === 0 || words.length > shape.maxWords || text.length > 100) return false;
  if (/[,;]$/.test(text)) return false;
  const letters = text.match(/\p{L}/gu) ?? [];
  if (letters.length < 3) return false;
  if (shape.alone) {
    // Not a defined term, an address line, a contact line or an e-mail.
    if (/^["“'‘]/.test(text) || /\d{3,}|@|:|\b(?:attn|attention|tel|fax|phone|e-?mail)\b/i.test(text))
      return false;
  }
  const upper = text.match(/\p{Lu}/gu)?.length ?? 0;
  if (upper / letters.length >= 0.8) return true;
  if (shape.alone && /[.,]/.test(text.replace(/\b(?:Inc|Ltd|Co|Corp|No|St)\./g, ''))) return false;
  const significant = words.filter((word) => /\p{L}/u.test(word) && !SMALL_WORDS.has(word.toLowerCase()));
  if (significant.length === 0) return false;
  if (!/^["“'‘(]?[\p{Lu}\p{N}]/u.test(words[0] as string)) return false;
  const capitalised = significant.filter((word) => /^["“'‘(]?[\p{Lu}\p{N}]/u.test(word)).length;
  return capitalised / significant.length >= shape.titleCase;
};

/** Mostly capital letters ("LIMITATION OF LIABILITY"). */
export const isCapitals = (text: string) => {
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  return letters > 0 && (text.match(/\p{Lu}/gu)?.length ?? 0) / letters >= 0.8;
};

/**
 * A title does not end in an article, preposition or conjunction (a capital "A" is a letter: "EXHIBIT
 * A"), nor hold a finished sentence followed by more text.
 */
const NOT_TITLE =
  /\b(?:an?|and|as|at|by|for|from|in|into|of|on|or|the|to|with|AN|AND|AS|AT|BY|FOR|FROM|IN|INTO|OF|ON|OR|THE|TO|WITH)$|[.;:!?]["”’)]*\s+\S/;

export const readsAsTitle = (text: string) => !NOT_TITLE.test(text.trim());

/**
 * How a paragraph of its own reads as a heading, from its text alone: 1 for a top-level heading
 * ("ARTICLE IV", "7. WARRANTIES", "BACKGROUND"), 2 for a numbered sub-heading ("7.3 Product Warranty"),
 * 0 for anything else (sentences, list items, a line introducing what follows with a colon).
 */
export const headingLevel = (paragraph: string): 0 | 1 | 2 => {
  const text = paragraph.trim();
  if (text === '' || /\n/.test(text) || /:["”’)]*$/.test(text)) return 0;
  const marker = parseMarker(text);
  if (marker?.type === 'article') return marker.rest === '' || isHeadingText(marker.rest) ? 1 : 0;
  if (marker?.type === 'decimal') {
    if (marker.rest === '' || /^["“'‘]/.test(marker.rest) || !readsAsTitle(marker.rest)) return 0;
    if (!isHeadingText(marker.rest, NUMBERED_TITLE)) return 0;
    return marker.path.length === 1 ? 1 : 2;
  }
  if (marker) return 0;
  return isCapitals(text) && readsAsTitle(text) && isHeadingText(text) ? 1 : 0;
};
