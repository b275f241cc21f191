import { describe, expect, it } from 'vitest';
import { definedTermsUsedElsewhere } from './defined-terms';

const whole = (text: string, sentence: string) => {
  const start = text.indexOf(sentence);
  return { start, end: start + sentence.length };
};

describe('definedTermsUsedElsewhere', () => {
  it.each([
    [
      'All work product (collectively, the “Derived Works”) shall be owned by Northwind.',
      'Northwind grants Customer a license to the Derived Works.',
      'Derived Works',
    ],
    [
      'The Supplier shall deliver monthly reports (the "Reports") to the Customer.',
      'The Customer may publish the Reports.',
      'Reports',
    ],
    [
      'ALL WORK PRODUCT (COLLECTIVELY, THE “DERIVED WORKS”) SHALL BE OWNED BY NORTHWIND.',
      'NORTHWIND GRANTS CUSTOMER A LICENCE TO THE DERIVED WORKS.',
      'DERIVED WORKS',
    ],
    [
      'The Supplier shall provide the services listed in Schedule 1 (the “Services”), provided that the Customer pays the Fees.',
      'The Services shall be performed with reasonable skill and care.',
      'Services',
    ],
  ])('finds a term defined in parentheses that the rest of the text uses: "%s"', (first, rest, term) => {
    const text = `${first} ${rest}`;
    expect(definedTermsUsedElsewhere(text, whole(text, first))).toEqual([term]);
  });

  it('finds a term a definition opens with, in straight or curly quotes', () => {
    const first = '"Deliverables" means all work product made for Customer.';
    const text = `${first} Supplier assigns the Deliverables to Customer.`;
    expect(definedTermsUsedElsewhere(text, whole(text, first))).toEqual(['Deliverables']);
  });

  it('ignores a term used nowhere else, a use inside a longer word and quoted words that define nothing', () => {
    const first = 'Supplier owns the tools (the “Tools”) and says "hello" to them.';
    expect(
      definedTermsUsedElsewhere(`${first} Toolset is separate.`, whole(`${first} Toolset`, first)),
    ).toEqual([]);
  });
});
