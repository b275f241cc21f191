import { describe, expect, it } from 'vitest';
import { readTerms, type TTerm } from '../../terms/read-terms';
import { topicOf } from '..';
import { LIABILITY_CAP } from './topic';

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
