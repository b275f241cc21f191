import { describe, expect, it } from 'vitest';
import { readTerms, type TTerm } from '../../terms/read-terms';
import { topicOf } from '..';
import { NOTICE_AND_CURE } from './topic';

/** Written variants (capitals, lists, provisos) of notice and cure periods. */
const VARIANTS = [
  "Either party may terminate this Agreement on thirty (30) days' prior written notice.",
  'Either party may terminate this Agreement if the other party fails to cure a material breach within thirty (30) days after written notice.',
  "EITHER PARTY MAY TERMINATE THIS AGREEMENT ON SIXTY (60) DAYS' WRITTEN NOTICE.",
];

const isOwnTerm = (t: TTerm) => t.kind === 'duration' && ['notice', 'cure'].includes(t.role);

describe('notice and cure topic', () => {
  it.each(VARIANTS)('reads its terms and owns them: %s', (text) => {
    const own = readTerms(text).terms.filter(isOwnTerm);
    expect(own.length).toBeGreaterThan(0);
    for (const term of own) expect(topicOf(term.id)).toBe(NOTICE_AND_CURE.id);
  });
});
