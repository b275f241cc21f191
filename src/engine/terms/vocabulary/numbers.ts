/** Numbers, time units and currencies as written in contracts. Plain data (see legal-vocabulary.ts). */

/**
 * Ordinal words, read as a count only before an anniversary: "until the twentieth (20th) anniversary of
 * the Effective Date" is a term of twenty years ("the first year", "a third party" are no periods).
 * Compounds join a tens word: "twenty-fifth".
 */
export const ORDINAL_WORDS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  eleventh: 11,
  twelfth: 12,
  thirteenth: 13,
  fourteenth: 14,
  fifteenth: 15,
  sixteenth: 16,
  seventeenth: 17,
  eighteenth: 18,
  nineteenth: 19,
  twentieth: 20,
  thirtieth: 30,
  fortieth: 40,
  fiftieth: 50,
  sixtieth: 60,
  seventieth: 70,
  eightieth: 80,
  ninetieth: 90,
};

/** What an ordinal counts years to: "the fifth anniversary" is five years on. */
export const ANNIVERSARY = 'anniversary';

/** Numbers written in words. Compounds ("forty-five", "one hundred twenty") are read from these. */
export const NUMBER_WORDS: Record<string, number> = {
  zero: 0,
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
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};

/** Words that multiply the number before them. */
export const NUMBER_SCALES: Record<string, number> = {
  hundred: 100,
  thousand: 1_000,
  million: 1_000_000,
  billion: 1_000_000_000,
};

/**
 * Scales abbreviated right after an amount's digits ("$5m", "USD 2.5bn", "$500k"): read only after a
 * currency, where "5m" cannot be five metres.
 */
export const AMOUNT_SCALE_ABBREVIATIONS: Record<string, number> = {
  k: 1_000,
  m: 1_000_000,
  mm: 1_000_000,
  mn: 1_000_000,
  bn: 1_000_000_000,
};

/** Words that stand for a count of one before a unit ("a month", "an additional year", "another year"). */
export const ONE_WORDS = ['a', 'an', 'one', 'single', 'another'];

/** Parts of a whole a number may add ("one and one-half percent", "two and a half times"): their denominators. */
export const FRACTION_WORDS: Record<string, number> = {
  half: 2,
  halves: 2,
  third: 3,
  thirds: 3,
  quarter: 4,
  quarters: 4,
};

/**
 * Units of time, with their length in days (for comparing) and their family. Months and years count
 * 30 and 360 days so that "one year" and "twelve (12) months" are the same value; durations within 2%
 * of each other are equal ("365 days" is one year). Units of one family
 * count each other exactly (a week is seven days, a year twelve months), units of different families
 * do not (twelve months is not 360 days, nor ten business days two weeks), so a rewrite changes a
 * value into the clause's own unit only within its family.
 */
export const TIME_UNITS: Record<
  string,
  { days: number; singular: string; plural: string; family: 'elapsed' | 'working' | 'calendar' }
> = {
  hour: { days: 1 / 24, singular: 'hour', plural: 'hours', family: 'elapsed' },
  day: { days: 1, singular: 'day', plural: 'days', family: 'elapsed' },
  'calendar day': { days: 1, singular: 'calendar day', plural: 'calendar days', family: 'elapsed' },
  'business day': { days: 7 / 5, singular: 'business day', plural: 'business days', family: 'working' },
  'working day': { days: 7 / 5, singular: 'working day', plural: 'working days', family: 'working' },
  week: { days: 7, singular: 'week', plural: 'weeks', family: 'elapsed' },
  'calendar week': { days: 7, singular: 'calendar week', plural: 'calendar weeks', family: 'elapsed' },
  month: { days: 30, singular: 'month', plural: 'months', family: 'calendar' },
  'calendar month': { days: 30, singular: 'calendar month', plural: 'calendar months', family: 'calendar' },
  year: { days: 360, singular: 'year', plural: 'years', family: 'calendar' },
  'calendar year': { days: 360, singular: 'calendar year', plural: 'calendar years', family: 'calendar' },
  'contract year': { days: 360, singular: 'contract year', plural: 'contract years', family: 'calendar' },
};

/**
 * Words that may stand between a number and its unit without changing the length counted: "two (2)
 * additional years", "one further year", "three successive months".
 */
export const PERIOD_QUALIFIERS = ['additional', 'further', 'successive', 'consecutive', 'subsequent'];

/**
 * Words that state a duration by themselves — only as the period of a term or a renewal
 * (DURATION_WORD_ROLES): elsewhere they say how often ("audit once annually", "invoice monthly").
 */
export const DURATION_WORDS: Record<string, number> = {
  'each year': 360,
  'every year': 360,
  'each month': 30,
  annual: 360,
  annually: 360,
  yearly: 360,
  monthly: 30,
  'month to month': 30,
  'month-to-month': 30,
  'year to year': 360,
  'year-to-year': 360,
};

/** Words after a number of years that make it an age, not a period: "under eighteen (18) years of age". */
export const AGE_WORDS = ['of age', 'old', 'of age or older'];
