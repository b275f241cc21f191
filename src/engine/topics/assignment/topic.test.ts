import { describe, expect, it } from 'vitest';
import { readTerms, type TTerm } from '../../terms/read-terms';
import { topicOf } from '..';
import { ASSIGNMENT } from './topic';

/** Written variants (capitals, lists, provisos) of consent to assign and change of control. */
const VARIANTS = [
  'Neither party may assign this Agreement without the prior written consent of the other party.',
  "Neither party may assign this Agreement without the other party's prior written consent, which shall not be unreasonably withheld.",
  'NEITHER PARTY MAY ASSIGN THIS AGREEMENT WITHOUT THE PRIOR WRITTEN CONSENT OF THE OTHER PARTY.',
];

const isOwnTerm = (t: TTerm) =>
  t.kind === 'feature' && ['prior-written-consent', 'consent-not-unreasonably-withheld'].includes(t.id.item);

describe('assignment topic', () => {
  it.each(VARIANTS)('reads its terms and owns them: %s', (text) => {
    const own = readTerms(text).terms.filter(isOwnTerm);
    expect(own.length).toBeGreaterThan(0);
    for (const term of own) expect(topicOf(term.id)).toBe(ASSIGNMENT.id);
  });
});
