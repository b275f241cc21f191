import { describe, expect, it } from 'vitest';
import { readTerms } from '../../terms/read-terms';
import { topicOf } from '..';
import { AUDIT } from './topic';

const auditFrequency = (text: string) =>
  readTerms(text).terms.filter((t) => t.kind === 'duration' && t.role === 'audit-frequency');

describe('audit topic: audit frequency', () => {
  it.each([
    'Customer may audit Supplier no more than once in any twelve (12) month period.',
    'CUSTOMER MAY AUDIT SUPPLIER NO MORE THAN ONCE IN ANY TWELVE (12) MONTH PERIOD.',
    'Licensor may, once every twelve (12) months and on thirty (30) days notice, inspect the books of Licensee.',
    'Such audits shall take place, during normal business hours, no more than once in each twelve (12) month period.',
  ])('reads how often a party may audit: %s', (text) => {
    const [term] = auditFrequency(text);
    expect(term?.kind === 'duration' && term.days).toBe(360);
    expect(topicOf(term?.id ?? { kind: 'who', side: 'mutual' })).toBe(AUDIT.id);
  });

  it('leaves how often anything else may happen to the general frequency', () => {
    const text = 'Fees may be increased no more than once in any twelve (12) month period.';
    expect(auditFrequency(text)).toEqual([]);
    expect(readTerms(text).terms.some((t) => t.kind === 'duration' && t.role === 'frequency')).toBe(true);
  });
});
