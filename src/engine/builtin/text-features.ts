/**
 * What the built-in engine compares: normalised words and word pairs, and the values a clause states
 * (durations, amounts, percentages, counts) so that "thirty (30) days" and "30 days" are one value.
 */
const STOPWORDS = new Set(
  'a an and are as at be been by for from has have in into is it its of on or such that the their then there these this those to under upon was were which will with'.split(
    ' ',
  ),
);

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  'forty-five': 45,
  fifty: 50,
  sixty: 60,
  ninety: 90,
  hundred: 100,
};

const UNITS: Record<string, string> = {
  hour: 'hours',
  hours: 'hours',
  day: 'days',
  days: 'days',
  week: 'weeks',
  weeks: 'weeks',
  month: 'months',
  months: 'months',
  year: 'years',
  years: 'years',
  percent: '%',
  '%': '%',
  'per cent': '%',
};

/** Lower-case words with a light plural strip, stopwords out. */
export const contentWords = (text: string): string[] =>
  (text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? [])
    .filter((word) => !STOPWORDS.has(word))
    .map((word) =>
      word.length > 4 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word,
    );

/** Words and adjacent word pairs, with counts. */
export const termCounts = (text: string): Map<string, number> => {
  const words = contentWords(text);
  const counts = new Map<string, number>();
  const add = (term: string) => counts.set(term, (counts.get(term) ?? 0) + 1);
  words.forEach((word, index) => {
    add(word);
    const next = words[index + 1];
    if (next) add(`${word} ${next}`);
  });
  return counts;
};

export const cosine = (a: Map<string, number>, b: Map<string, number>): number => {
  let dot = 0;
  for (const [term, count] of a) dot += count * (b.get(term) ?? 0);
  const norm = (m: Map<string, number>) => Math.sqrt([...m.values()].reduce((sum, c) => sum + c * c, 0));
  const denominator = norm(a) * norm(b);
  return denominator === 0 ? 0 : dot / denominator;
};

/** A stated value: `30 days`, `$1000000`, `5 %`, `business 2 days`. */
export type TValue = { amount: number; unit: string; text: string };

const VALUE_PATTERN =
  /(?<currency>[$€£]|usd|eur|gbp)?\s?(?<number>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|\b(?:forty-five|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|ninety|hundred)\b)(?:\s*\((?<digits>\d+)\))?\s*(?<scale>million|thousand)?\s*(?<business>business\s+|calendar\s+)?(?<unit>hours?|days?|weeks?|months?|years?|percent|per cent|%)?/giu;

export const statedValues = (text: string): TValue[] => {
  const values: TValue[] = [];
  for (const match of text.matchAll(VALUE_PATTERN)) {
    const groups = match.groups ?? {};
    const raw = groups.digits ?? groups.number ?? '';
    let amount = NUMBER_WORDS[raw.toLowerCase()] ?? Number(raw.replace(/,/g, ''));
    if (!Number.isFinite(amount)) continue;
    if (groups.scale?.toLowerCase() === 'million') amount *= 1_000_000;
    if (groups.scale?.toLowerCase() === 'thousand') amount *= 1_000;
    const unitWord = groups.unit?.toLowerCase();
    const unit = groups.currency
      ? `currency:${groups.currency.toLowerCase().replace('usd', '$').replace('eur', '€').replace('gbp', '£')}`
      : unitWord
        ? `${groups.business ? `${groups.business.trim().toLowerCase()} ` : ''}${UNITS[unitWord] ?? unitWord}`
        : '';
    // Bare numbers (section numbers, list items) say little about a position; keep only measured values.
    if (!unit) continue;
    values.push({ amount, unit, text: match[0].trim() });
  }
  return values;
};
