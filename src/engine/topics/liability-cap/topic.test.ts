import { describe, expect, it } from 'vitest';
import { readTerms, type TTerm } from '../../terms/read-terms';
import { topicOf } from '..';
import { LIABILITY_CAP } from './topic';
import { LIMITS_AN_AMOUNT } from './vocabulary';

/** Written variants (capitals, lists, provisos) of a cap and what is carved out of it. */
const VARIANTS = [
  "Each party's total liability under this Agreement shall not exceed the fees paid in the twelve (12) months before the claim.",
  "EACH PARTY'S TOTAL LIABILITY UNDER THIS AGREEMENT SHALL NOT EXCEED ONE MILLION DOLLARS ($1,000,000).",
  "Supplier's aggregate liability shall be limited to two (2) times the fees paid, except for liability arising from fraud or wilful misconduct.",
];

const isOwnTerm = (t: TTerm) =>
  t.kind === 'cap' ||
  (t.kind === 'feature' &&
    (t.id.scope === 'cap-carve-out' || t.id.scope === 'carve-out' || t.id.item === 'cap'));

describe('liability cap topic', () => {
  it.each(VARIANTS)('reads its terms and owns them: %s', (text) => {
    const own = readTerms(text).terms.filter(isOwnTerm);
    expect(own.length).toBeGreaterThan(0);
    for (const term of own) expect(topicOf(term.id)).toBe(LIABILITY_CAP.id);
  });
});

describe('rule: a clause says it caps an amount in any words', () => {
  it.each([
    'Provider shall not be liable for any amount which in the aggregate exceeds the amount paid to Provider.',
    "Supplier's liability is limited to the fees paid hereunder.",
    'IN NO EVENT SHALL LIABILITY BE IN EXCESS OF THE AMOUNTS PAID.',
    "The Supplier's maximum aggregate liability is the price of the Goods.",
    'Liability is capped at the fees paid in the previous year.',
  ])('%s', (clause) => {
    expect(LIMITS_AN_AMOUNT.test(clause)).toBe(true);
  });

  it.each([
    "There is no cap on either party's liability under this Agreement.",
    'Neither party shall be liable for indirect or consequential damages.',
  ])('not: %s', (clause) => {
    expect(LIMITS_AN_AMOUNT.test(clause)).toBe(false);
  });
});
