import { describe, expect, it } from 'vitest';
import { assessClause } from '../../terms/assess-clause';
import { buildPlaybookPositions } from '../../terms/playbook-positions';
import { readTerms, type TTerm } from '../../terms/read-terms';
import type { TGuidelines } from '../../types';
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

describe('rule: where a higher cap is better for us, a waiver that caps nothing is above every floor', () => {
  const LIABILITY: TGuidelines = {
    preferred:
      "Neither party shall be liable for indirect or consequential damages, except for fraud. Each party's total liability shall not exceed the fees paid in the twelve (12) months before the claim.",
    acceptable:
      "Neither party shall be liable for indirect or consequential damages, except for fraud. Each party's total liability shall not exceed the fees paid in the six (6) months before the claim.",
    unacceptable:
      "Supplier's total liability shall not exceed the fees paid in the one (1) month before the claim.",
  };
  const capRows = (clause: string) =>
    assessClause(clause, buildPlaybookPositions(LIABILITY)).checks.filter(
      (c) => c.position.term.kind === 'cap',
    );

  it.each([
    'Neither party shall be liable for any indirect or consequential damages.',
    'IN NO EVENT SHALL EITHER PARTY BE LIABLE FOR LOST PROFITS OR SPECIAL, INCIDENTAL OR CONSEQUENTIAL DAMAGES.',
    'Neither Party shall be liable for any loss of profit or any indirect loss, whether in contract, tort (including negligence) or otherwise, save for fraud.',
  ])('the cap rows are met, by that rule: %s', (clause) => {
    const rows = capRows(clause);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.met.acceptable).toBe(true);
      expect(row.rule).toBe('liability-cap.no-cap-above-every-floor');
    }
  });

  it.each([
    'The remedies above are the sole and exclusive remedies of the Customer, and neither party shall be liable for consequential damages.',
    "Each party's total liability shall not exceed the fees paid in the one (1) month before the claim, and neither party shall be liable for consequential damages.",
  ])('an exclusive remedy or a cap of its own is no such waiver: %s', (clause) => {
    expect(capRows(clause).some((row) => row.rule === 'liability-cap.no-cap-above-every-floor')).toBe(false);
  });
});
