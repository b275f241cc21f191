import { describe, expect, it } from 'vitest';
import { definedTermsUsedElsewhere } from './defined-terms';

const whole = (text: string, sentence: string) => {
  const start = text.indexOf(sentence);
  return { start, end: start + sentence.length };
};

describe('definedTermsUsedElsewhere', () => {
  it('finds a term defined in parentheses that the rest of the text uses', () => {
    const first = 'All work product (collectively, the “Derived Works”) shall be owned by NCM.';
    const text = `${first} NCM grants Customer a license to the Derived Works.`;
    expect(definedTermsUsedElsewhere(text, whole(text, first))).toEqual(['Derived Works']);
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
