import { romanValue } from './numbering';

/** A heading's number and title: "9 LIMITATION OF LIABILITY", "Section 10.2 …", "ARTICLE XIV …", "IV. …". */
const NUMBERED_HEADING =
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
