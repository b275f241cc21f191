import { describe, expect, it } from 'vitest';
import { readTerms, type TTerm } from '../../terms/read-terms';
import { topicOf } from '..';
import { INDEMNITY } from './topic';

/** Written variants (capitals, lists, provisos) of a duty to defend, indemnify and hold harmless. */
const VARIANTS = [
  'Supplier shall defend, indemnify and hold harmless Customer from any third-party claim.',
  'SUPPLIER SHALL INDEMNIFY CUSTOMER AGAINST ALL LOSSES ARISING FROM ITS NEGLIGENCE.',
  'The Supplier shall indemnify and hold the Customer harmless from claims of infringement.',
];

const isOwnTerm = (t: TTerm) =>
  t.kind === 'feature' && ['indemnify', 'defend', 'hold-harmless'].includes(t.id.item);

describe('indemnity topic', () => {
  it.each(VARIANTS)('reads its terms and owns them: %s', (text) => {
    const own = readTerms(text).terms.filter(isOwnTerm);
    expect(own.length).toBeGreaterThan(0);
    for (const term of own) expect(topicOf(term.id)).toBe(INDEMNITY.id);
  });
});
