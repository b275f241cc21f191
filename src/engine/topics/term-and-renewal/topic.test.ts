import { describe, expect, it } from 'vitest';
import { readTerms, type TTerm } from '../../terms/read-terms';
import { topicOf } from '..';
import { TERM_AND_RENEWAL } from './topic';

/** Written variants (capitals, lists, provisos) of the agreement's term and its renewals. */
const VARIANTS = [
  'This Agreement shall continue for an initial term of two (2) years.',
  'This Agreement shall renew automatically for successive one (1) year terms unless either party gives notice of non-renewal at least ninety (90) days before the end of the then-current term.',
  'THIS AGREEMENT SHALL CONTINUE FOR AN INITIAL TERM OF THREE (3) YEARS.',
];

const isOwnTerm = (t: TTerm) =>
  t.kind === 'duration' && ['term', 'renewal', 'non-renewal-notice'].includes(t.role);

describe('term and renewal topic', () => {
  it.each(VARIANTS)('reads its terms and owns them: %s', (text) => {
    const own = readTerms(text).terms.filter(isOwnTerm);
    expect(own.length).toBeGreaterThan(0);
    for (const term of own) expect(topicOf(term.id)).toBe(TERM_AND_RENEWAL.id);
  });
});
