import { describe, expect, it } from 'vitest';
import { readTerms, type TTerm } from '../../terms/read-terms';
import { topicOf } from '..';
import { CONFIDENTIALITY } from './topic';

/** Written variants (capitals, lists, provisos) of return of confidential information and residuals. */
const VARIANTS = [
  "Within thirty (30) days after the Disclosing Party's request, the Receiving Party shall return or destroy all Confidential Information.",
  'Nothing in this Agreement restricts the Receiving Party from using Residuals.',
  'WITHIN THIRTY (30) DAYS AFTER REQUEST, THE RECEIVING PARTY SHALL RETURN OR DESTROY ALL CONFIDENTIAL INFORMATION.',
];

const isOwnTerm = (t: TTerm) =>
  (t.kind === 'duration' && t.role === 'return') ||
  (t.kind === 'feature' && ['residuals', 'return-or-destroy'].includes(t.id.item));

describe('confidentiality topic', () => {
  it.each(VARIANTS)('reads its terms and owns them: %s', (text) => {
    const own = readTerms(text).terms.filter(isOwnTerm);
    expect(own.length).toBeGreaterThan(0);
    for (const term of own) expect(topicOf(term.id)).toBe(CONFIDENTIALITY.id);
  });
});
