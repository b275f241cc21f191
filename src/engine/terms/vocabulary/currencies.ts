/**
 * Currencies as contracts write them, each read as its ISO 4217 code: a symbol ("$", "£"), a symbol with
 * the country's letters glued to it ("US$", "C$", "A$"), a code ("USD 500,000", "500,000 EUR"), or a word
 * after the amount ("500,000 euros"), maybe with whose it is ("US dollars", "pounds sterling"). Plain data
 * (see legal-vocabulary.ts). An amount with none of these has no currency the engine knows: it is not
 * assumed to be dollars.
 */

/** Symbols written before an amount ("$1,000,000", "£1m", "¥100,000,000"). */
export const CURRENCY_SYMBOLS: Record<string, string> = {
  $: 'USD',
  '€': 'EUR',
  '£': 'GBP',
  '¥': 'JPY',
};

/** A country's letters glued to a symbol ("US$", "C$", "A$", "NZ$", "HK$", "S$"): whose dollar it is. */
export const GLUED_SYMBOL_PREFIXES: Record<string, string> = {
  us: 'USD',
  c: 'CAD',
  ca: 'CAD',
  can: 'CAD',
  a: 'AUD',
  au: 'AUD',
  nz: 'NZD',
  hk: 'HKD',
  s: 'SGD',
};

/** ISO codes, before or after the amount ("USD 500,000", "500,000 EUR"). */
export const CURRENCY_CODES: Record<string, string> = {
  usd: 'USD',
  eur: 'EUR',
  gbp: 'GBP',
  cad: 'CAD',
  aud: 'AUD',
  nzd: 'NZD',
  hkd: 'HKD',
  sgd: 'SGD',
  jpy: 'JPY',
  chf: 'CHF',
  cny: 'CNY',
  rmb: 'CNY',
  inr: 'INR',
};

/**
 * Currency words after an amount ("five million dollars", "500,000 euros"): a dollar whose country is
 * not named is taken as the US dollar, as US drafting writes it; "Canadian dollars" names its own.
 */
export const CURRENCY_WORDS: Record<string, string> = {
  dollar: 'USD',
  dollars: 'USD',
  euro: 'EUR',
  euros: 'EUR',
  pound: 'GBP',
  pounds: 'GBP',
  sterling: 'GBP',
  yen: 'JPY',
  franc: 'CHF',
  francs: 'CHF',
  yuan: 'CNY',
  renminbi: 'CNY',
  rupee: 'INR',
  rupees: 'INR',
};

/**
 * Whose currency it is, before a currency word ("five million US Dollars", "Canadian dollars") or a
 * symbol ("U.S. $1,000,000", "Canadian $500,000").
 */
export const CURRENCY_QUALIFIERS: Record<string, string> = {
  us: 'USD',
  'u.s.': 'USD',
  'united states': 'USD',
  american: 'USD',
  canadian: 'CAD',
  australian: 'AUD',
  'new zealand': 'NZD',
  'hong kong': 'HKD',
  singapore: 'SGD',
  swiss: 'CHF',
  japanese: 'JPY',
  british: 'GBP',
  indian: 'INR',
  chinese: 'CNY',
};

/** Words after a currency word that restate it ("pounds sterling"). */
export const CURRENCY_WORD_TAILS = ['sterling'];

/** How a currency is named to the reviewer ("the clause states US dollars, the position pounds sterling"). */
export const CURRENCY_NAMES: Record<string, string> = {
  USD: 'US dollars',
  EUR: 'euros',
  GBP: 'pounds sterling',
  CAD: 'Canadian dollars',
  AUD: 'Australian dollars',
  NZD: 'New Zealand dollars',
  HKD: 'Hong Kong dollars',
  SGD: 'Singapore dollars',
  JPY: 'Japanese yen',
  CHF: 'Swiss francs',
  CNY: 'Chinese yuan',
  INR: 'Indian rupees',
};
