import { describe, expect, it } from 'vitest';
import { readTerms, type TTerm } from '../../terms/read-terms';
import { topicOf } from '..';
import { DAMAGES_EXCLUSION } from './topic';

/** Written variants (capitals, lists, provisos) of damages a party waives. */
const VARIANTS = [
  'Neither party shall be liable for any indirect, incidental or consequential damages.',
  'IN NO EVENT SHALL EITHER PARTY BE LIABLE FOR LOST PROFITS OR CONSEQUENTIAL DAMAGES.',
  'Neither party shall be liable for any special or punitive damages, howsoever arising.',
];

const isOwnTerm = (t: TTerm) => t.kind === 'feature' && t.id.scope === 'waiver';

describe('damages exclusion topic', () => {
  it.each(VARIANTS)('reads its terms and owns them: %s', (text) => {
    const own = readTerms(text).terms.filter(isOwnTerm);
    expect(own.length).toBeGreaterThan(0);
    for (const term of own) expect(topicOf(term.id)).toBe(DAMAGES_EXCLUSION.id);
  });
});
