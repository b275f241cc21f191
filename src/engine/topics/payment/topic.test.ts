import { describe, expect, it } from 'vitest';
import { readTerms, type TTerm } from '../../terms/read-terms';
import { topicOf } from '..';
import { PAYMENT } from './topic';

/** Written variants (capitals, lists, provisos) of payment periods and interest. */
const VARIANTS = [
  'Customer shall pay each undisputed invoice within thirty (30) days after receipt.',
  'Late payments shall bear interest at one percent (1%) per month.',
  'Customer shall pay each invoice within forty-five (45) days of receipt, and overdue amounts bear interest at 1.5% per month.',
];

const isOwnTerm = (t: TTerm) =>
  (t.kind === 'duration' && t.role === 'payment') || (t.kind === 'percentage' && t.role === 'interest');

describe('payment topic', () => {
  it.each(VARIANTS)('reads its terms and owns them: %s', (text) => {
    const own = readTerms(text).terms.filter(isOwnTerm);
    expect(own.length).toBeGreaterThan(0);
    for (const term of own) expect(topicOf(term.id)).toBe(PAYMENT.id);
  });
});
