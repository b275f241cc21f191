/** Caps read from a text: amounts, months of fees, multiples, with their currency. */
import { durationDays, unitAt } from '../../terms/duration-roles';
import {
  BOILERPLATE_PHRASES,
  CAP_BASES,
  CAP_CUES,
  CAP_LABELS,
  CAP_STATEMENT_CUES,
  EXCEPTION_CUES,
  FEE_PERIOD_STEMS,
  FEE_WORD_STEMS,
  LIABILITY_WORDS,
  MULTIPLE_WORDS,
} from '../../terms/legal-vocabulary';
import { moneyAround } from '../../terms/read-money';
import type { TNumber } from '../../terms/read-numbers';
import { keyed, type TCapKey } from '../../terms/term-key';
import {
  claim,
  isUsed,
  mentionsAny,
  partsWith,
  quoteOf,
  type TReadState,
  type TTerm,
} from '../../terms/term-reading';
import {
  findPhrases,
  type TPhraseMatch,
  type TSpan,
  type TToken,
  type TTokenised,
} from '../../terms/text-tokens';

/** A cap stated in words, with or without a figure ("shall not exceed … the amounts paid under this Agreement"). */
export const capStatement = (tokenised: TTokenised) => {
  const liabilityParts = partsWith(tokenised, LIABILITY_WORDS);
  const strong = findPhrases(tokenised, CAP_STATEMENT_CUES);
  // "including, but not limited to, the manufacture of the Products" limits nothing.
  const boilerplate = findPhrases(tokenised, BOILERPLATE_PHRASES);
  return strong.find(
    (cue) =>
      liabilityParts.has((tokenised.tokens[cue.from] as TToken).part) &&
      !boilerplate.some((b) => b.start <= cue.start && cue.end <= b.end),
  );
};

/** Which cap a value states: the clause's own, or a higher cap for an item. */
type TWhichCap = ReturnType<typeof capOf>;

/** Caps: money amounts, multiples of fees and fees over a period in the parts that state a cap. */
export const readCaps = (state: TReadState, numbers: TNumber[]): TTerm[] => {
  const { tokenised } = state;
  const capParts = partsWith(tokenised, CAP_CUES);
  const liabilityParts = partsWith(tokenised, LIABILITY_WORDS);
  const exceptions = findPhrases(tokenised, EXCEPTION_CUES);
  const terms: TTerm[] = [];
  for (const [part] of capParts) {
    if (!liabilityParts.has(part)) continue;
    const partSpan = tokenised.parts[part] as TSpan;
    const inPart = numbers.filter(
      (n) => (tokenised.tokens[n.from] as TToken).part === part && !isUsed(state, n),
    );
    const partText = tokenised.text.slice(partSpan.start, partSpan.end).toLowerCase();
    for (const number of inPart) {
      if (isUsed(state, number)) continue;
      const cap = capOf(tokenised, exceptions, number);
      const term =
        amountCap(state, number, inPart, cap) ??
        multipleOfFeesCap(state, number, inPart, partText, cap) ??
        feesOfPeriodCap(state, number, partText, cap);
      if (term) terms.push(term);
    }
  }
  return terms;
};

/**
 * "except that Supplier's liability for breach of confidentiality shall not exceed two (2) times that
 * amount": a value after an exception word, with no comma between them, caps that item higher; it is
 * not the clause's own cap.
 */
const capOf = (tokenised: TTokenised, exceptions: readonly TPhraseMatch[], number: TNumber) => {
  const part = (tokenised.tokens[number.from] as TToken).part;
  const higher = exceptions.some(
    (cue) =>
      (tokenised.tokens[cue.from] as TToken).part === part &&
      cue.end <= number.start &&
      // Nor one whose parenthesis closes before the value: "limited (except for death …) to five
      // million US Dollars" is the cap itself.
      !/[,;)]/.test(tokenised.text.slice(cue.end, number.start)),
  );
  return higher
    ? { cap: 'higher-cap' as const, label: CAP_LABELS['higher-cap'] }
    : { cap: 'cap' as const, label: CAP_LABELS.cap };
};

/** "one million dollars ($1,000,000)": an amount of money, the numbers inside it claimed with it. */
const amountCap = (
  state: TReadState,
  number: TNumber,
  inPart: readonly TNumber[],
  cap: TWhichCap,
): TTerm | undefined => {
  const { tokenised } = state;
  const money = moneyAround(tokenised, number);
  if (!money) return undefined;
  claim(state, number);
  for (const other of inPart) if (other.start >= money.start && other.end <= money.end) claim(state, other);
  return {
    kind: 'cap',
    ...keyed<TCapKey>({ kind: 'cap', cap: cap.cap, basis: 'amount' }),
    label: `${cap.label} (${CAP_BASES.amount})`,
    basis: 'amount',
    value: number.value,
    currency: money.currency,
    number,
    quote: quoteOf(tokenised.text, money.start, money.end),
  };
};

/** "two times the fees": a multiple of the fees, in a part that speaks of fees. */
const multipleOfFeesCap = (
  state: TReadState,
  number: TNumber,
  inPart: readonly TNumber[],
  partText: string,
  cap: TWhichCap,
): TTerm | undefined => {
  const { tokenised } = state;
  const next = tokenised.tokens[number.to];
  if (!next || !MULTIPLE_WORDS.includes(next.norm) || !mentionsAny(partText, FEE_WORD_STEMS))
    return undefined;
  claim(state, number);
  // "two times (2x)": the figure in parentheses belongs to it.
  const figure = /^\s*\(\s*[\d.]+\s*x\s*\)/i.exec(tokenised.text.slice(next.end));
  for (const other of inPart)
    if (figure && other.start >= next.end && other.end <= next.end + figure[0].length) claim(state, other);
  return {
    kind: 'cap',
    ...keyed<TCapKey>({ kind: 'cap', cap: cap.cap, basis: 'fees-multiple' }),
    label: `${cap.label} (${CAP_BASES['fees-multiple']})`,
    basis: 'fees-multiple',
    value: number.value,
    number,
    quote: quoteOf(tokenised.text, number.start, next.end + (figure?.[0].length ?? 0)),
  };
};

/** "the fees paid in the twelve (12) months before the claim": the fees of a period, in months. */
const feesOfPeriodCap = (
  state: TReadState,
  number: TNumber,
  partText: string,
  cap: TWhichCap,
): TTerm | undefined => {
  const { tokenised } = state;
  const unit = unitAt(tokenised, number.to);
  const lookBack = tokenised.tokens
    .slice(Math.max(0, number.from - 6), number.from)
    .map((t) => t.norm)
    .join(' ');
  const lookAround = `${lookBack} ${tokenised.tokens
    .slice(number.to, number.to + 5)
    .map((t) => t.norm)
    .join(' ')}`;
  if (
    !unit ||
    (unit.unit !== 'month' && unit.unit !== 'year') ||
    !mentionsAny(lookAround, FEE_PERIOD_STEMS) ||
    !mentionsAny(partText, FEE_WORD_STEMS)
  )
    return undefined;
  claim(state, number);
  return {
    kind: 'cap',
    ...keyed<TCapKey>({ kind: 'cap', cap: cap.cap, basis: 'fees-period' }),
    label: `${cap.label} (${CAP_BASES['fees-period']})`,
    basis: 'fees-period',
    value: durationDays(number.value, unit.unit) / 30,
    number,
    unit: unit.word,
    quote: quoteOf(tokenised.text, number.start, unit.word.end),
  };
};
