/**
 * A clause's heading and its body, so that a rewrite replaces the body and leaves the heading as it is
 * written ("2.8<tab>Ownership. " stays "2.8<tab>Ownership. ").
 */
import { headingLevel } from './line-shape';
import { parseMarker } from './numbering';

/** What `splitClauseHeading` needs of a clause: its section heading and its text. */
export type THeadedClause = { heading: string; text: string };
/** `heading + body === text`; `heading` ends with the punctuation and whitespace after the title. */
export type TClauseHeadingSplit = { heading: string; body: string };

const isSpace = (ch: string | undefined) => ch !== undefined && /\s/u.test(ch);

/**
 * Where `title` ends when it is written at `at` in `text`, reading any run of whitespace (spaces, tabs,
 * line breaks) in either as one space; -1 if `text` does not continue with it there.
 */
const matchTitle = (text: string, at: number, title: string): number => {
  let t = at;
  let h = 0;
  while (h < title.length) {
    if (isSpace(title[h])) {
      if (!isSpace(text[t])) return -1;
      while (isSpace(title[h])) h += 1;
      while (isSpace(text[t])) t += 1;
      continue;
    }
    if (text[t] !== title[h]) return -1;
    t += 1;
    h += 1;
  }
  // The title ends at a word's end, not inside one ("2.1" is not the start of "2.10").
  return /[\p{L}\p{N}]/u.test(text[t] ?? '') && /[\p{L}\p{N}]/u.test(title[title.length - 1] ?? '') ? -1 : t;
};

/** Punctuation and whitespace after a title ("2.8 Ownership. " / "9 LIMITATION OF LIABILITY:\n"). */
const TITLE_END = /^[\s.:\-–—]*/;

/**
 * Splits a clause into its heading and body. The heading is (1) any heading paragraphs the clause opens
 * with (a section's "2. GRANT OF RIGHTS." merged above its first sub-clause; a heading line followed by
 * a blank line, or a numbered one), then (2) the clause's own
 * number and title (`clause.heading`) where the text starts with it, with the punctuation and whitespace
 * after it. Any whitespace after the number (a tab, several spaces, a line break) counts as one space.
 * A clause that is only headings keeps its last paragraph as the body.
 */
export const splitClauseHeading = (clause: THeadedClause): TClauseHeadingSplit => {
  const { text } = clause;
  let at = 0;
  for (;;) {
    const lineEnd = text.indexOf('\n', at);
    const line = text.slice(at, lineEnd);
    const gap = /^\s*/u.exec(text.slice(lineEnd))?.[0] ?? '';
    // A heading stands alone: a paragraph of its own, or a numbered line (a wrapped line of capitals is not one).
    const alone = /\n[^\S\n]*\n/.test(gap) || parseMarker(line.trim()) !== undefined;
    if (lineEnd < 0 || !alone || headingLevel(line) === 0 || lineEnd + gap.length >= text.length) break;
    at = lineEnd + gap.length;
  }
  const title = clause.heading.trim();
  const end = title ? matchTitle(text, at, title) : -1;
  if (end >= 0) at = end + (TITLE_END.exec(text.slice(end))?.[0].length ?? 0);
  return { heading: text.slice(0, at), body: text.slice(at) };
};
