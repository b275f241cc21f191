/**
 * Amounts of money and their currency, as a contract writes them: a symbol or code before the number
 * ("$1,000,000", "US$500,000", "C$2m", "USD 500,000", "U.S. $1,000,000"), a code or word after it
 * ("500,000 EUR", "five million US dollars", "one million pounds sterling (£1,000,000)"). A number with
 * no currency stated is no amount of money here: its currency is unknown, not assumed.
 */
import {
  CURRENCY_CODES,
  CURRENCY_QUALIFIERS,
  CURRENCY_SYMBOLS,
  CURRENCY_WORD_TAILS,
  CURRENCY_WORDS,
  GLUED_SYMBOL_PREFIXES,
} from './legal-vocabulary';
import { gluedToSymbol, readNumbers, type TNumber } from './read-numbers';
import { findPhrases, type TToken, type TTokenised, tokenise } from './text-tokens';

export type TMoney = {
  /** ISO 4217 code ("USD", "GBP"). */
  currency: string;
  /** Where the amount's words start and end, its currency and any restatement in parentheses included. */
  start: number;
  end: number;
};

const QUALIFIER_PHRASES = Object.keys(CURRENCY_QUALIFIERS);

/** The currency one token states by itself before an amount: a symbol, a code, a currency word. */
const currencyBefore = (token: TToken | undefined) => {
  if (!token) return undefined;
  if (token.kind === 'symbol') return CURRENCY_SYMBOLS[token.norm];
  return CURRENCY_CODES[token.norm] ?? CURRENCY_WORDS[token.norm];
};

/** The currency one token states after an amount: a code or a currency word (a symbol after digits too: "500.000 €"). */
const currencyAfter = (token: TToken | undefined, number: TNumber) => {
  if (!token) return undefined;
  if (token.kind === 'symbol') return number.style === 'digits' ? CURRENCY_SYMBOLS[token.norm] : undefined;
  return CURRENCY_CODES[token.norm] ?? CURRENCY_WORDS[token.norm];
};

/** Whose currency a symbol is, from the letters glued to it or a qualifier before it ("U.S. $1,000,000"). */
const symbolOwner = (tokenised: TTokenised, symbol: number) => {
  const { tokens, text } = tokenised;
  const token = tokens[symbol] as TToken;
  const glued = tokens[symbol - 1];
  if (gluedToSymbol(tokens, symbol - 1) && glued)
    return { currency: GLUED_SYMBOL_PREFIXES[glued.norm] as string, start: glued.start };
  const qualifier = findPhrases(tokenised, QUALIFIER_PHRASES).find(
    (match) => match.to === symbol && /^\.?\s?$/.test(text.slice(match.end, token.start)),
  );
  if (qualifier) return { currency: CURRENCY_QUALIFIERS[qualifier.phrase] as string, start: qualifier.start };
  return undefined;
};
/** "$1,000,000 (one million U.S. dollars)": the amount in words, in parentheses after the digits. */
const wordsAfterDigits = (tokenised: TTokenised, number: TNumber) => {
  const { tokens, text } = tokenised;
  if (!/^\s*\($/.test(text.slice(number.end, (tokens[number.to] as TToken | undefined)?.start)))
    return undefined;
  for (let k = number.to; k < tokens.length && k < number.to + 12; k += 1) {
    const token = tokens[k] as TToken;
    const close = /^\.?\s*\)/.exec(text.slice(token.end));
    if (close)
      return token.norm in CURRENCY_WORDS || token.norm in CURRENCY_CODES
        ? token.end + close[0].length
        : undefined;
  }
  return undefined;
};

/** "(£1,000,000)", "(US$1,000,000)", "(USD 1,000,000)": the same amount restated in parentheses. */
const RESTATED_IN_FIGURES = /^\s*\(\s*(?:[A-Z]{1,3}\s?)?[$€£¥]?\s*[\d,.]+\s*(?:[A-Z]{3})?\s*\)/;

/** A currency before the number: a symbol (with whose it is), a code or a word ("(pounds)500,000", as EDGAR writes "£"). */
const moneyBefore = (tokenised: TTokenised, number: TNumber): TMoney | undefined => {
  const { tokens, text } = tokenised;
  const before = tokens[number.from - 1];
  const own = currencyBefore(before);
  if (!before || !own || before.end < number.start - 2) return undefined;
  const owner = before.kind === 'symbol' ? symbolOwner(tokenised, number.from - 1) : undefined;
  const inParentheses = text[before.start - 1] === '(' && text[before.end] === ')';
  return {
    currency: owner?.currency ?? own,
    start: owner?.start ?? (inParentheses ? before.start - 1 : before.start),
    end: wordsAfterDigits(tokenised, number) ?? number.end,
  };
};

/** A currency after the number: "500,000 EUR", "five million US dollars", "one million pounds sterling (£1,000,000)". */
const moneyAfter = (tokenised: TTokenised, number: TNumber): TMoney | undefined => {
  const { tokens, text } = tokenised;
  const qualifier = findPhrases(tokenised, QUALIFIER_PHRASES).find((match) => match.from === number.to);
  const word = tokens[qualifier?.to ?? number.to];
  const own = currencyAfter(word, number);
  if (!word || !own) return undefined;
  // "US dollars" names whose dollar; "British pounds" the pound it is anyway.
  const currency =
    qualifier && word.norm.startsWith('dollar') ? (CURRENCY_QUALIFIERS[qualifier.phrase] as string) : own;
  const tail = tokens[(qualifier?.to ?? number.to) + 1];
  const end =
    tail && CURRENCY_WORD_TAILS.includes(tail.norm) && tail.start - word.end <= 1 ? tail.end : word.end;
  const restated = RESTATED_IN_FIGURES.exec(text.slice(end));
  return { currency, start: number.start, end: restated ? end + restated[0].length : end };
};

/** The amount of money a number states, with its currency; undefined where no currency is stated with it. */
export const moneyAround = (tokenised: TTokenised, number: TNumber): TMoney | undefined =>
  moneyBefore(tokenised, number) ?? moneyAfter(tokenised, number);

/**
 * Every amount of money a text states, with its currency (read once per number; restatements claimed).
 * A text already tokenised (a reading's) is not tokenised again.
 */
export const readMoney = (text: string | TTokenised): (TMoney & { value: number })[] => {
  const tokenised = typeof text === 'string' ? tokenise(text) : text;
  const amounts: (TMoney & { value: number })[] = [];
  for (const number of readNumbers(tokenised)) {
    if (amounts.some((amount) => number.start >= amount.start && number.end <= amount.end)) continue;
    const money = moneyAround(tokenised, number);
    if (money) amounts.push({ ...money, value: number.value });
  }
  return amounts;
};

/** The currencies a text's amounts are stated in. */
export const currenciesOf = (text: string | TTokenised) =>
  new Set(readMoney(text).map((amount) => amount.currency));
