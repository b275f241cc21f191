import { romanValue } from './numbering';

/** A heading's number and title: "9 LIMITATION OF LIABILITY", "Section 10.2 …", "ARTICLE XIV …", "IV. …". */
export const NUMBERED_HEADING =
  /^(?:(?:section|article|clause)\s+(\d+(?:\.\d+)*|[ivxlc]+)|(\d+(?:\.\d+)*)|([ivxlc]+)(?=[.)]))[.:)]?\s+(\S.*)$/i;

/**
 * The titles of a contract's numbered sections, by number as references write it ("8" → "INDEMNIFICATION",
 * "10.2" → "NCM General Indemnification", "xiv" and "14" → "CONFIDENTIALITY" for "ARTICLE XIV"): a
 * clause that carves out "liability arising under Section 8" carves out what Section 8 is about. The
 * first section of a number keeps it (an exhibit's "1." does not rename the contract's Section 1).
 */
export const readSectionTitles = (clauses: readonly { heading: string }[]): Record<string, string> => {
  const titles: Record<string, string> = {};
  const add = (key: string, title: string) => {
    if (titles[key] === undefined) titles[key] = title;
  };
  for (const { heading } of clauses) {
    const match = NUMBERED_HEADING.exec(heading.trim());
    if (!match) continue;
    const number = (match[1] ?? match[2] ?? match[3] ?? '').toLowerCase();
    const title = (match[4] ?? '').replace(/[.:]\s*$/, '').trim();
    if (title === '') continue;
    add(number, title);
    const ordinal = /^[ivxlc]+$/.test(number) ? romanValue(number) : undefined;
    if (ordinal !== undefined) add(String(ordinal), title);
  }
  return titles;
};

/** "Section(s)", "Article(s)", "Clause(s)" before the numbers a reference names. */
const REFERENCE_WORD = /\b(?:sections?|articles?|clauses?)\s+/giu;
/**
 * One number of a reference list and what may follow it before the next: "10", "15.3", "2(c)", a
 * parenthesised title ("6 (Intellectual Property Ownership)"), then a comma, "and" or "or".
 */
const REFERENCED_NUMBER =
  /^(\d+(?:\.\d+)*)(?:\([a-z0-9]{1,4}\))*(?:\s*\([^()]{0,80}\))?\s*(?:,\s*(?:and|or)?|\band\b|\bor\b)?\s*/iu;

/**
 * The section numbers a text refers to, each as far as a list of them goes ("Sections 6 (Intellectual
 * Property Ownership), 9 (Royalties), 15.3 (Effect of Termination) and 19" → 6, 9, 15.3, 19; "Sections
 * 2(c), 5(b), 11, 13 or 16" → 2, 5, 11, 13, 16).
 */
export const referencedSections = (text: string): string[] => {
  const numbers: string[] = [];
  for (const word of text.matchAll(REFERENCE_WORD)) {
    let rest = text.slice((word.index ?? 0) + word[0].length);
    for (let match = REFERENCED_NUMBER.exec(rest); match; match = REFERENCED_NUMBER.exec(rest)) {
      numbers.push(match[1] as string);
      rest = rest.slice(match[0].length);
    }
  }
  return [...new Set(numbers)];
};
