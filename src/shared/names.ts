/**
 * How names (companies, contract types, categories) compare: two names that look the same are the
 * same — composed accents (NFC) and decomposed ones, a no-break space and a space, one space and two,
 * with or without an invisible character, in any case.
 */

// Invisible format characters: zero-width space, word joiner, byte order mark, soft hyphen, direction
// marks, embeddings and isolates. Zero-width (non-)joiners are left alone: Persian and Indic names and
// emoji need them.
const INVISIBLE = /[\u200B\u2060\uFEFF\u00AD\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
const EVERY_INVISIBLE = new RegExp(INVISIBLE.source, 'gu');

export const hasInvisibleCharacters = (name: string) => INVISIBLE.test(name);

/** The name as it is stored: composed, single spaces, trimmed (invisible characters are refused). */
export const cleanName = (name: string) =>
  name
    .normalize('NFC')
    .replace(/\p{Zs}+/gu, ' ')
    .trim();

/** What two names are compared by. */
export const nameKey = (name: string) => cleanName(name.replace(EVERY_INVISIBLE, '')).toLowerCase();
