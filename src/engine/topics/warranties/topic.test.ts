import { describe, expect, it } from 'vitest';
import { readTerms, type TTerm } from '../../terms/read-terms';
import { topicOf } from '..';
import { WARRANTIES } from './topic';

/** Written variants (capitals, lists, provisos) of warranties and their disclaimers. */
const VARIANTS = [
  'EXCEPT AS EXPRESSLY SET FORTH HEREIN, SUPPLIER DISCLAIMS ALL IMPLIED WARRANTIES, INCLUDING MERCHANTABILITY AND FITNESS FOR A PARTICULAR PURPOSE.',
  'Supplier disclaims all implied warranties of merchantability and fitness for a particular purpose.',
  'The Software is provided as is, and Supplier disclaims all implied warranties of merchantability.',
];

const isOwnTerm = (t: TTerm) => t.kind === 'feature' && t.id.scope === 'disclaimer';

describe('warranties topic', () => {
  it.each(VARIANTS)('reads its terms and owns them: %s', (text) => {
    const own = readTerms(text).terms.filter(isOwnTerm);
    expect(own.length).toBeGreaterThan(0);
    for (const term of own) expect(topicOf(term.id)).toBe(WARRANTIES.id);
  });
});
