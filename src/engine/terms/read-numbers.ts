import {
  AMOUNT_SCALE_ABBREVIATIONS,
  ANNIVERSARY,
  CURRENCY_CODES,
  CURRENCY_SYMBOLS,
  FRACTION_WORDS,
  GLUED_SYMBOL_PREFIXES,
  NUMBER_SCALES,
  NUMBER_WORDS,
  ONE_WORDS,
  ORDINAL_WORDS,
} from './legal-vocabulary';
import type { TToken, TTokenised } from './text-tokens';

/**
 * A number as a contract writes it: in words ("thirty"), in digits ("30", "1,000,000"), or both
 * ("thirty (30)"). `style` is kept so that a changed value is written back the same way.
 */
export type TNumber = {
  value: number;
  /** Token indexes, end exclusive. */
  from: number;
  to: number;
  start: number;
  end: number;
  style:
    | 'words'
    | 'digits'
    | 'words-digits'
    | 'digits-words'
    | 'one-word'
    | 'ordinal'
    | 'ordinal-digits'
    | 'ordinal-words-digits';
  /** Digits were written with thousands separators. */
  grouped: boolean;
  /** The words were capitalised ("Thirty"). */
  capitalised: boolean;
};

const wordValue = (token: TToken | undefined) =>
  token?.kind === 'word' && token.norm in NUMBER_WORDS ? NUMBER_WORDS[token.norm] : undefined;
const scaleValue = (token: TToken | undefined) =>
  token?.kind === 'word' && token.norm in NUMBER_SCALES ? NUMBER_SCALES[token.norm] : undefined;

/** Reads "one hundred twenty", "forty-five", "two million" from token `i`; undefined when no number word starts there. */
const readWords = (tokens: readonly TToken[], i: number): { value: number; to: number } | undefined => {
  let total = 0;
  let current = 0;
  let j = i;
  let any = false;
  while (j < tokens.length) {
    const token = tokens[j] as TToken;
    const word = wordValue(token);
    const scale = scaleValue(token);
    if (word !== undefined) {
      current += word;
      any = true;
      j += 1;
    } else if (scale !== undefined && any) {
      current = (current || 1) * scale;
      if (scale >= 1000) {
        total += current;
        current = 0;
      }
      j += 1;
    } else if (token.norm === 'and' && any && fractionAt(tokens, j + 1)) {
      // "one and one-half": the fraction ends the number.
      const fraction = fractionAt(tokens, j + 1) as { value: number; to: number };
      return { value: total + current + fraction.value, to: fraction.to };
    } else if (
      token.norm === 'and' &&
      any &&
      (wordValue(tokens[j + 1]) !== undefined || scaleValue(tokens[j + 1]))
    ) {
      j += 1;
    } else break;
  }
  return any ? { value: total + current, to: j } : undefined;
};

/** "one-half", "a half", "three quarters" from token `i`: its value and the token after it. */
const fractionAt = (tokens: readonly TToken[], i: number) => {
  const count = tokens[i];
  const part = tokens[i + 1];
  const denominator = part?.kind === 'word' ? FRACTION_WORDS[part.norm] : undefined;
  if (!count || denominator === undefined) return undefined;
  const times = ONE_WORDS.includes(count.norm) ? 1 : wordValue(count);
  return times === undefined ? undefined : { value: times / denominator, to: i + 2 };
};

/** "m" in "$5m": a scale abbreviation written onto the digits of an amount (token `i`). */
const abbreviatedScale = (tokens: readonly TToken[], i: number) => {
  const digits = tokens[i] as TToken;
  const next = tokens[i + 1];
  const before = tokens[i - 1];
  if (next?.kind !== 'word' || next.start !== digits.end) return undefined;
  if (!before || !(before.norm in CURRENCY_SYMBOLS || before.norm in CURRENCY_CODES)) return undefined;
  return AMOUNT_SCALE_ABBREVIATIONS[next.norm.toLowerCase()];
};

/**
 * Whether token `i` is a country's letters glued to the currency symbol after it ("US$", "C$", "A$"):
 * the "A" of "A$1,000,000" is no article counting one.
 */
export const gluedToSymbol = (tokens: readonly TToken[], i: number) => {
  const token = tokens[i];
  const symbol = tokens[i + 1];
  return (
    token?.kind === 'word' &&
    token.capitalised &&
    token.norm in GLUED_SYMBOL_PREFIXES &&
    symbol?.kind === 'symbol' &&
    symbol.norm in CURRENCY_SYMBOLS &&
    symbol.start === token.end
  );
};

const digitsValue = (token: TToken | undefined) =>
  token?.kind === 'number' ? Number(token.text.replace(/,/g, '')) : undefined;

/** A value read at token `i`: its value and the token after it. */
type TReadValue = (tokens: readonly TToken[], i: number) => { value: number; to: number } | undefined;

const digitsAt: TReadValue = (tokens, i) => {
  const value = digitsValue(tokens[i]);
  return value === undefined ? undefined : { value, to: i + 1 };
};

/**
 * What `read` reads in parentheses right after token `to - 1` ("thirty (30)", "twentieth (20th)"): its
 * value, the token after it and where the closing parenthesis ends.
 */
const inParenthesesAfter = (tokenised: TTokenised, to: number, read: TReadValue) => {
  const { text, tokens } = tokenised;
  const previous = tokens[to - 1];
  const next = tokens[to];
  if (!previous || !next || !/^\s*\(\s*$/.test(text.slice(previous.end, next.start))) return undefined;
  const inner = read(tokens, to);
  const last = inner && (tokens[inner.to - 1] as TToken);
  const close = last && /^\s*\)/.exec(text.slice(last.end, last.end + 2));
  return inner && last && close
    ? { value: inner.value, to: inner.to, end: last.end + close[0].length }
    : undefined;
};

const ORDINAL_SUFFIXES = new Set(['st', 'nd', 'rd', 'th']);

/** "5th" from token `i`: its value and the token after it. */
const ordinalDigits: TReadValue = (tokens, i) => {
  const digits = tokens[i];
  const suffix = tokens[i + 1];
  return digits?.kind === 'number' &&
    suffix &&
    suffix.start === digits.end &&
    ORDINAL_SUFFIXES.has(suffix.norm)
    ? { value: digitsValue(digits) as number, to: i + 2 }
    : undefined;
};

/** The ordinal one token writes: "fifth", "twenty-fifth". */
const ordinalToken = (token: TToken | undefined): number | undefined => {
  if (token?.kind !== 'word') return undefined;
  // Most words have no hyphen: looked up as they are, without splitting (read for every word of a text).
  if (!token.norm.includes('-')) return ORDINAL_WORDS[token.norm];
  const [tens = '', unit] = token.norm.split('-');
  if (unit === undefined) return ORDINAL_WORDS[tens];
  const [tensValue, unitValue] = [NUMBER_WORDS[tens], ORDINAL_WORDS[unit]];
  return tensValue !== undefined && unitValue !== undefined ? tensValue + unitValue : undefined;
};

/** "fifth", "twenty-fifth", "twenty fifth" from token `i`: its value and the token after it. */
const ordinalWords = (tokens: readonly TToken[], i: number) => {
  const own = ordinalToken(tokens[i]);
  if (own !== undefined) return { value: own, to: i + 1 };
  const tens = wordValue(tokens[i]);
  if (tens === undefined || tens < 20 || tens % 10 !== 0) return undefined;
  const unit = ordinalToken(tokens[i + 1]);
  return unit !== undefined && unit < 10 ? { value: tens + unit, to: i + 2 } : undefined;
};

/**
 * An ordinal before an anniversary, in words, digits or both: "the twentieth (20th) anniversary", "the
 * 5th anniversary". Elsewhere an ordinal is no number ("the first year", "a third party").
 */
const readOrdinal = (tokenised: TTokenised, i: number): TNumber | undefined => {
  const { tokens } = tokenised;
  const words = ordinalWords(tokens, i);
  const own = words ?? ordinalDigits(tokens, i);
  if (!own) return undefined;
  const bracketed = words ? inParenthesesAfter(tokenised, own.to, ordinalDigits) : undefined;
  const to = bracketed?.to ?? own.to;
  if (tokens[to]?.norm !== ANNIVERSARY) return undefined;
  const first = tokens[i] as TToken;
  return {
    value: own.value,
    from: i,
    to,
    start: first.start,
    end: bracketed?.end ?? (tokens[to - 1] as TToken).end,
    style: bracketed ? 'ordinal-words-digits' : words ? 'ordinal' : 'ordinal-digits',
    grouped: false,
    capitalised: first.capitalised,
  };
};

/**
 * Every number of the text, in words, digits or both, with a following scale word ("2 million")
 * applied. "One" as an article ("one of the parties") is a number too: callers decide by what
 * follows it (a unit, a currency).
 */
export const readNumbers = (tokenised: TTokenised): TNumber[] => {
  const { tokens } = tokenised;
  const numbers: TNumber[] = [];
  let i = 0;
  while (i < tokens.length) {
    const token = tokens[i] as TToken;
    const ordinal = readOrdinal(tokenised, i);
    if (ordinal) {
      numbers.push(ordinal);
      i = ordinal.to;
      continue;
    }
    const words = readWords(tokens, i);
    if (words) {
      const digits = inParenthesesAfter(tokenised, words.to, digitsAt);
      numbers.push({
        value: digits?.value ?? words.value,
        from: i,
        to: digits?.to ?? words.to,
        start: token.start,
        end: digits?.end ?? (tokens[words.to - 1] as TToken).end,
        style: digits ? 'words-digits' : 'words',
        grouped: /,/.test(tokens[(digits?.to ?? 0) - 1]?.text ?? ''),
        capitalised: token.capitalised,
      });
      i = digits?.to ?? words.to;
      continue;
    }
    const value = digitsValue(token);
    // "24 (twenty-four)": the words restate the digits; one number, so that an edit changes both.
    const restated = value === undefined ? undefined : inParenthesesAfter(tokenised, i + 1, readWords);
    if (value !== undefined && restated) {
      numbers.push({
        value,
        from: i,
        to: restated.to,
        start: token.start,
        end: restated.end,
        style: 'digits-words',
        grouped: token.text.includes(','),
        capitalised: (tokens[i + 1] as TToken).capitalised,
      });
      i = restated.to;
      continue;
    }
    if (value !== undefined) {
      const scale = scaleValue(tokens[i + 1]) ?? abbreviatedScale(tokens, i);
      numbers.push({
        value: scale ? value * scale : value,
        from: i,
        to: scale ? i + 2 : i + 1,
        start: token.start,
        end: scale ? (tokens[i + 1] as TToken).end : token.end,
        style: 'digits',
        grouped: token.text.includes(','),
        capitalised: false,
      });
      i += scale ? 2 : 1;
      continue;
    }
    // Nor is "a)" of a list ("a) [ * ] Euros").
    const listMarker = tokenised.text.charAt(token.end) === ')';
    if (ONE_WORDS.includes(token.norm) && token.norm !== 'one' && !gluedToSymbol(tokens, i) && !listMarker) {
      numbers.push({
        value: 1,
        from: i,
        to: i + 1,
        start: token.start,
        end: token.end,
        style: 'one-word',
        grouped: false,
        capitalised: token.capitalised,
      });
    }
    i += 1;
  }
  return numbers;
};

const SMALL = Object.entries(NUMBER_WORDS)
  .filter(([, v]) => v < 20)
  .sort((a, b) => a[1] - b[1]);
const TENS = Object.entries(NUMBER_WORDS)
  .filter(([, v]) => v >= 20)
  .sort((a, b) => a[1] - b[1]);

/** 45 → "forty-five", 120 → "one hundred twenty", 2,000,000 → "two million". */
export const numberInWords = (value: number): string => {
  if (!Number.isInteger(value) || value < 0) return String(value);
  if (value < 20) return SMALL.find(([, v]) => v === value)?.[0] ?? String(value);
  if (value < 100) {
    const tens = TENS.find(([, v]) => v === Math.floor(value / 10) * 10)?.[0] ?? '';
    return value % 10 ? `${tens}-${numberInWords(value % 10)}` : tens;
  }
  for (const [scale, size] of Object.entries(NUMBER_SCALES).sort((a, b) => b[1] - a[1])) {
    if (value >= size) {
      const head = `${numberInWords(Math.floor(value / size))} ${scale}`;
      return value % size ? `${head} ${numberInWords(value % size)}` : head;
    }
  }
  return String(value);
};

const withGrouping = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 2 });

const IRREGULAR_ORDINALS = new Map(
  Object.entries(ORDINAL_WORDS).map(([word, v]) => [numberInWords(v), word]),
);

/** 5 → "fifth", 25 → "twenty-fifth", 100 → "one hundredth". */
export const ordinalInWords = (value: number): string => {
  const words = numberInWords(value);
  const cut = Math.max(words.lastIndexOf(' '), words.lastIndexOf('-')) + 1;
  const last = words.slice(cut);
  return words.slice(0, cut) + (IRREGULAR_ORDINALS.get(last) ?? `${last.replace(/y$/, 'ie')}th`);
};

/** 1 → "1st", 12 → "12th", 23 → "23rd". */
const ordinalInDigits = (value: number) => {
  const teen = value % 100 >= 11 && value % 100 <= 13;
  const suffix = teen ? 'th' : (['th', 'st', 'nd', 'rd'][value % 10] ?? 'th');
  return `${value}${suffix}`;
};

/** A value written in the style of `like`: "thirty (30)" → "sixty (60)", "30" → "60", "fifth (5th)" → "third (3rd)". */
export const writeNumberLike = (like: TNumber, value: number): string => {
  const digits = like.grouped || value >= 10_000 ? withGrouping(value) : String(value);
  const ordinal = like.style.startsWith('ordinal');
  const words = ordinal ? ordinalInWords(value) : numberInWords(value);
  const cased = like.capitalised ? words.charAt(0).toUpperCase() + words.slice(1) : words;
  switch (like.style) {
    case 'ordinal':
      return cased;
    case 'ordinal-digits':
      return ordinalInDigits(value);
    case 'ordinal-words-digits':
      return `${cased} (${ordinalInDigits(value)})`;
    case 'digits':
      return digits;
    case 'words':
    case 'one-word':
      return Number.isInteger(value) ? cased : digits;
    case 'words-digits':
      return Number.isInteger(value) ? `${cased} (${digits})` : digits;
    case 'digits-words':
      return Number.isInteger(value) ? `${digits} (${cased})` : digits;
  }
};
