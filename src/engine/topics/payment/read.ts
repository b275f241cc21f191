/** Rates read from a text: interest, price increases, discounts, royalties. */
import { nearestRole } from '../../terms/duration-roles';
import { PERCENT_ROLES, type TRoleDefinition } from '../../terms/legal-vocabulary';
import type { TNumber } from '../../terms/read-numbers';
import { keyed, type TPercentKey } from '../../terms/term-key';
import {
  claim,
  isUsed,
  quoteOf,
  REDACTED_RATE,
  redactions,
  type TReadState,
  type TTerm,
} from '../../terms/term-reading';
import { findPhrases, type TToken, type TTokenised } from '../../terms/text-tokens';

export const readPercentages = (state: TReadState, numbers: TNumber[]): TTerm[] => {
  const terms: TTerm[] = [];
  addStatedRates(state, numbers, terms);
  addRedactedRates(state.tokenised, terms);
  addRatesOfNone(state.tokenised, terms);
  return terms;
};

/** "1.5% per month", "ten percent": a number with percent after it, its role the nearest cue's. */
const addStatedRates = (state: TReadState, numbers: TNumber[], terms: TTerm[]) => {
  const { tokenised } = state;
  for (const number of numbers) {
    if (isUsed(state, number)) continue;
    const next = tokenised.tokens[number.to];
    const percentWords =
      next?.norm === 'percent' || next?.text === '%'
        ? 1
        : next?.norm === 'per' && tokenised.tokens[number.to + 1]?.norm === 'cent'
          ? 2
          : 0;
    if (!percentWords) continue;
    claim(state, number);
    const end = (tokenised.tokens[number.to + percentWords - 1] as TToken).end;
    const role =
      nearestRole(tokenised, PERCENT_ROLES, number, number.to + percentWords) ??
      (PERCENT_ROLES.at(-1) as TRoleDefinition);
    if (restatesRate(tokenised, terms, number, role)) continue;
    terms.push({
      kind: 'percentage',
      ...keyed<TPercentKey>({ kind: 'percentage', role: role.id }),
      label: role.label,
      role: role.id,
      value: number.value,
      number,
      quote: quoteOf(tokenised.text, number.start, end),
    });
  }
};

/**
 * "1% per month … (12.68% per annum)": the same rate restated in parentheses — the same value, or
 * the yearly rate of a monthly one — is no second rate ("5% (10% in Japan)" is).
 */
const restatesRate = (
  tokenised: TTokenised,
  terms: readonly TTerm[],
  number: TNumber,
  role: TRoleDefinition,
) => {
  const sentence = (tokenised.tokens[number.from] as TToken).sentence;
  const inParentheses = /\(\s*$/.test(tokenised.text.slice(Math.max(0, number.start - 3), number.start));
  const perYear = /^\s*%?\s*(?:percent\s+)?(?:per\s+annum|per\s+year|a\s+year|annually)\b/i.test(
    tokenised.text.slice(number.end, number.end + 24),
  );
  return (
    inParentheses &&
    terms.some(
      (t) =>
        t.kind === 'percentage' &&
        t.role === role.id &&
        (t.value === number.value || perYear) &&
        (tokenised.tokens[t.number?.from ?? -1] as TToken | undefined)?.sentence === sentence,
    )
  );
};

/**
 * "a late payment fee of [***] per month", "[*]%": a rate the filed copy redacted, where a rate's role
 * is named in its part.
 */
const addRedactedRates = (tokenised: TTokenised, terms: TTerm[]) => {
  for (const { start, end, next } of redactions(tokenised)) {
    const rate = REDACTED_RATE.exec(tokenised.text.slice(end));
    if (!rate || next < 0) continue;
    const role = nearestRole(tokenised, PERCENT_ROLES, { from: next, to: next }, next);
    if (!role) continue;
    terms.push({
      kind: 'percentage',
      ...keyed<TPercentKey>({ kind: 'percentage', role: role.id }),
      label: role.label,
      role: role.id,
      value: Number.NaN,
      redacted: true,
      quote: quoteOf(tokenised.text, start, end + rate[0].length),
    });
  }
};

/** A rate stated as none ("no late payment charges"), where its sentence states no rate of the role. */
const addRatesOfNone = (tokenised: TTokenised, terms: TTerm[]) => {
  for (const role of PERCENT_ROLES) {
    for (const match of role.none ? findPhrases(tokenised, role.none) : []) {
      const sentence = (tokenised.tokens[match.from] as TToken).sentence;
      const stated = terms.some(
        (t) =>
          t.kind === 'percentage' &&
          t.role === role.id &&
          t.number &&
          tokenised.tokens[t.number.from]?.sentence === sentence,
      );
      if (stated || terms.some((t) => t.kind === 'percentage' && t.role === role.id && !t.number)) continue;
      terms.push({
        kind: 'percentage',
        ...keyed<TPercentKey>({ kind: 'percentage', role: role.id }),
        label: role.label,
        role: role.id,
        value: 0,
        quote: quoteOf(tokenised.text, match.start, match.end),
      });
    }
  }
};
