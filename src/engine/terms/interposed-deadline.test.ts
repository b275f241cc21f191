import { describe, expect, it } from 'vitest';
import { readTerms } from './read-terms';

const periods = (text: string) =>
  readTerms(text)
    .terms.filter((term) => term.kind === 'duration')
    .map((term) => (term.kind === 'duration' ? `${term.role} ${term.days}` : ''));

describe("a deadline set off by commas after the duty's modal bounds the action after it", () => {
  it.each([
    ['Customer shall, within ten (10) days of its date, pay each invoice.', 'payment 10'],
    [
      'The Recipient shall, within 120 days after termination, return all Confidential Information.',
      'return 120',
    ],
    ['The Licensee will, within sixty (60) days, return or destroy the materials.', 'return 60'],
    ['Customer agrees to, within 45 days of receipt, pay the fees.', 'payment 45'],
  ])('%s', (text, period) => {
    expect(periods(text)).toContain(period);
  });

  it('as the same words in the plain order read', () => {
    expect(periods('Customer shall pay each invoice within ten (10) days of its date.')).toEqual(
      periods('Customer shall, within ten (10) days of its date, pay each invoice.'),
    );
  });
});
