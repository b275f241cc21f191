import { describe, expect, it } from 'vitest';
import { readTerms, type TTerm } from '../../terms/read-terms';
import { topicOf } from '..';
import { GOVERNING_LAW } from './topic';

/** Written variants (capitals, lists, provisos) of governing law and forum. */
const VARIANTS = [
  'This Agreement shall be governed by the laws of the State of New York.',
  'This Agreement is governed by the laws of England and Wales, and the courts of London shall have exclusive jurisdiction.',
  'THIS AGREEMENT SHALL BE GOVERNED BY THE LAWS OF THE STATE OF DELAWARE.',
];

const isOwnTerm = (t: TTerm) => t.kind === 'place';

describe('governing law topic', () => {
  it.each(VARIANTS)('reads its terms and owns them: %s', (text) => {
    const own = readTerms(text).terms.filter(isOwnTerm);
    expect(own.length).toBeGreaterThan(0);
    for (const term of own) expect(topicOf(term.id)).toBe(GOVERNING_LAW.id);
  });
});
