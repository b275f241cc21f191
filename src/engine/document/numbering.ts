/**
 * Section numbering at the start of a line: "ARTICLE V", "Section 4.2", "12.", "1.1", "2.3(a)", "(a)",
 * "(iv)", "a)", "B.", "IV.", bullets. Which list a letter such as "i" belongs to (the letters or the
 * roman numerals) depends on what came before, so the raw token is kept and resolved by the outline.
 */
export type TMarkerStyle = 'paren' | 'dot' | 'bullet';

export type TRawMarker =
  | { type: 'article'; label: string; ordinal: number; rest: string }
  | { type: 'decimal'; label: string; path: number[]; rest: string; explicit: boolean }
  | { type: 'enum'; label: string; style: TMarkerStyle; token: string; rest: string };

const ROMAN_VALUES: Record<string, number> = { i: 1, v: 5, x: 10, l: 50, c: 100, d: 500, m: 1000 };

/** The value of a roman numeral, or undefined when the token is not a well-formed one. */
export const romanValue = (token: string): number | undefined => {
  const lower = token.toLowerCase();
  if (!/^[ivxlcdm]+$/.test(lower)) return undefined;
  let total = 0;
  for (let i = 0; i < lower.length; i += 1) {
    const value = ROMAN_VALUES[lower[i] as string] as number;
    const next = ROMAN_VALUES[lower[i + 1] as string] ?? 0;
    total += value < next ? -value : value;
  }
  // Round-trip check rejects things like "iiii" or "vx".
  return toRoman(total) === lower ? total : undefined;
};

const toRoman = (value: number) => {
  const table: [number, string][] = [
    [1000, 'm'],
    [900, 'cm'],
    [500, 'd'],
    [400, 'cd'],
    [100, 'c'],
    [90, 'xc'],
    [50, 'l'],
    [40, 'xl'],
    [10, 'x'],
    [9, 'ix'],
    [5, 'v'],
    [4, 'iv'],
    [1, 'i'],
  ];
  let out = '';
  let rest = value;
  for (const [amount, letters] of table) {
    while (rest >= amount) {
      out += letters;
      rest -= amount;
    }
  }
  return out;
};

/** a → 1, z → 26, aa → 27 (the "aa", "bb" continuation used by long lists). */
export const letterValue = (token: string) => {
  const lower = token.toLowerCase();
  if (lower.length === 1) return lower.charCodeAt(0) - 96;
  return lower.length === 2 && lower[0] === lower[1] ? 26 + lower.charCodeAt(0) - 96 : undefined;
};

const ARTICLE = /^(?:ARTICLE|Article|ARTICLE\s+NO\.|PART|Part)\s+([IVXLC]+|\d{1,3})\b[.:]?/;
const SECTION =
  /^(?:SECTION|Section|Sec\.|Clause|CLAUSE|§{1,2})\s*(\d{1,3}(?:\.\d{1,3}){0,4})\.?((?:\([a-zA-Z0-9]{1,5}\))*)(?=[\s.:]|$)/;
const DECIMAL = /^(\d{1,3}(?:\.\d{1,3}){0,4})(\.(?!\d)|\))?((?:\([a-zA-Z0-9]{1,5}\))*)(?=\s|$)/;
const PAREN = /^\((\d{1,2}|[a-z]{1,2}|[A-Z]{1,2}|[ivxlcdm]{1,7}|[IVXLCDM]{1,7})\)(?=\s|$)/;
const DOT = /^(\d{1,2}|[a-z]|[A-Z]|[ivxlc]{2,7}|[IVXLC]{2,7})([.)])(?=\s)/;
const BULLET = /^[•·▪◦●■□➢►❖◆‣⁃*\-–—](?=\s)/;

const lastParen = (suffix: string) => /\(([a-zA-Z0-9]{1,5})\)$/.exec(suffix)?.[1];

/** The numbering at the start of `line` (already trimmed), or undefined. */
export const parseMarker = (line: string): TRawMarker | undefined => {
  let match = ARTICLE.exec(line);
  if (match) {
    const token = match[1] as string;
    const ordinal = /^\d+$/.test(token) ? Number(token) : romanValue(token);
    if (ordinal !== undefined) {
      return {
        type: 'article',
        label: match[0].replace(/[.:]$/, ''),
        ordinal,
        rest: line.slice(match[0].length).trim(),
      };
    }
  }
  match = SECTION.exec(line) ?? DECIMAL.exec(line);
  if (match) {
    const isSection = !/^\d/.test(line);
    const path = (match[1] as string).split('.').map(Number);
    const suffix = isSection ? (match[2] ?? '') : (match[3] ?? '');
    const explicit = isSection || path.length > 1 || Boolean(match[2]) || suffix !== '';
    const rest = line
      .slice(match[0].length)
      .replace(/^[.:]\s*/, '')
      .trim();
    const label = match[0].trim();
    const sub = lastParen(suffix);
    if (sub) return { type: 'enum', label, style: 'paren', token: sub, rest };
    // "2019 revenue" or "30 days" at the start of a wrapped line is not numbering: a bare number needs "1." or "1)".
    if (!explicit) return undefined;
    return { type: 'decimal', label, path, rest, explicit };
  }
  match = PAREN.exec(line);
  if (match)
    return {
      type: 'enum',
      label: match[0],
      style: 'paren',
      token: match[1] as string,
      rest: line.slice(match[0].length).trim(),
    };
  match = DOT.exec(line);
  if (match)
    return {
      type: 'enum',
      label: match[0],
      style: 'dot',
      token: match[1] as string,
      rest: line.slice(match[0].length).trim(),
    };
  match = BULLET.exec(line);
  if (match)
    return {
      type: 'enum',
      label: match[0],
      style: 'bullet',
      token: '',
      rest: line.slice(match[0].length).trim(),
    };
  return undefined;
};

export type TResolvedEnum = { kind: string; ordinal: number };

/**
 * Which list an enumeration token belongs to. `expects(kind, ordinal)` tells whether the open list of
 * that kind continues with that ordinal; "i" is a letter only when it continues a list of letters at "h".
 */
export const resolveEnum = (
  style: TMarkerStyle,
  token: string,
  expects: (kind: string, ordinal: number) => boolean,
): TResolvedEnum => {
  if (style === 'bullet') return { kind: 'bullet', ordinal: 0 };
  if (/^\d+$/.test(token)) return { kind: `${style}-digit`, ordinal: Number(token) };
  const upper = token === token.toUpperCase();
  const letterKind = `${style}-${upper ? 'upper' : 'lower'}`;
  const romanKind = `${style}-${upper ? 'roman-upper' : 'roman'}`;
  const letter = letterValue(token);
  const roman = romanValue(token);
  if (letter !== undefined && roman !== undefined) {
    if (expects(letterKind, letter)) return { kind: letterKind, ordinal: letter };
    if (expects(romanKind, roman)) return { kind: romanKind, ordinal: roman };
    // A fresh list: "i" and "ii" are roman numerals; "v", "x", "c", "l", "d", "m" are far more often letters.
    return token.length > 1 || token.toLowerCase() === 'i'
      ? { kind: romanKind, ordinal: roman }
      : { kind: letterKind, ordinal: letter };
  }
  if (roman !== undefined) return { kind: romanKind, ordinal: roman };
  return { kind: letterKind, ordinal: letter ?? 0 };
};
