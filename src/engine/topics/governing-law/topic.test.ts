import { describe, expect, it } from 'vitest';
import { adaptGuidelineText } from '../../terms/adapt-guideline-text';
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

describe('a law or convention keeps its name when guideline words go into a clause', () => {
  it.each([
    'The United Nations Convention on Contracts for the International Sale of Goods shall not apply.',
    'the united nations convention on contracts for the international sale of goods is excluded, and the Uniform Computer Information Transactions Act shall not apply',
    'Neither the Uniform Commercial Code nor the UNITED NATIONS CONVENTION ON CONTRACTS FOR THE INTERNATIONAL SALE OF GOODS governs.',
  ])('%s', (guideline) => {
    const adapted = adaptGuidelineText(
      guideline,
      [],
      [],
      'This Agreement is governed by the laws of Ontario.',
    );
    expect(adapted).toBe(guideline);
  });

  it('still writes a defined term the clause lacks in lower case beside it', () => {
    const adapted = adaptGuidelineText(
      'The United Nations Convention on Contracts for the International Sale of Goods shall not apply to the Deliverables.',
      [],
      [],
      'This Agreement is governed by the laws of Ontario.',
    );
    expect(adapted).toBe(
      'The United Nations Convention on Contracts for the International Sale of Goods shall not apply to the deliverables.',
    );
  });
});
