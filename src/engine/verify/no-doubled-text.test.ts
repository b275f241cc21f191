import { describe, expect, it } from 'vitest';
import { noDoubledText } from './no-doubled-text';
import { failuresOf } from './verify-test-helpers';

const check = (clause: string, rewrite: string) => failuresOf(noDoubledText, clause, rewrite);

describe('rule: an edit doubles no possessive or phrase and writes nothing across page furniture', () => {
  it.each([
    [
      'in capitals',
      "IN NO EVENT SHALL ACME'S LIABILITY EXCEED THE FEES.",
      "IN NO EVENT SHALL EACH PARTY'S'S LIABILITY EXCEED THE FEES.",
    ],
    ['in lower case, curly', 'The Licensee’s liability is limited.', 'Each party’s’s liability is limited.'],
  ])('a doubled possessive %s is refused', (_name, clause, rewrite) => {
    expect(check(clause, rewrite).join('\n')).toMatch(/doubles a possessive/);
  });

  it.each([
    [
      'a qualifier stated twice with a word changed',
      'Neither party may assign this Agreement without consent, which shall not be unreasonably withheld.',
      'Neither party may assign this Agreement without consent, which shall not be unreasonably withheld, which shall not be unreasonable withheld.',
    ],
    [
      'a phrase stated twice at the ends of two sentences',
      'Customer shall pay within thirty (30) days after receipt of a valid invoice.',
      'Customer shall pay within sixty (60) days after receipt of a valid invoice. Disputed amounts are due within sixty (60) days after receipt of a valid invoice.',
    ],
    [
      'a long run stated twice inside sentences',
      'Either party may terminate this Agreement upon written notice to the other party if the other party breaches.',
      'Either party may terminate this Agreement upon written notice to the other party if the other party breaches, and either party may terminate this Agreement upon written notice to the other party on insolvency.',
    ],
  ])('%s is refused', (_name, clause, rewrite) => {
    expect(check(clause, rewrite).join('\n')).toMatch(/states a phrase twice/);
  });

  it.each([
    ['a page number', 'Customer shall pay each invoice within thirty (30)\n12\ndays of its receipt.'],
    [
      'a running heading',
      'Customer shall pay each invoice within thirty (30)\nMASTER SERVICES AGREEMENT\ndays of its receipt.',
    ],
    ['"Page 3 of 9"', 'Customer shall pay each invoice\nPage 3 of 9\nwithin thirty (30) days.'],
  ])('an edit of a sentence broken by %s is refused', (_name, clause) => {
    expect(check(clause, clause.replace('thirty (30)', 'sixty (60)')).join('\n')).toMatch(/page furniture/);
  });

  it.each([
    [
      'parallel sentences for each side',
      'Supplier may terminate this Agreement for material breach.',
      'Supplier may terminate this Agreement for material breach. Customer may terminate this Agreement for convenience.',
    ],
    [
      'a value changed in place',
      'Customer shall pay within thirty (30) days.',
      'Customer shall pay within sixty (60) days.',
    ],
    [
      'a phrase the clause itself already states twice',
      'Payment is due within thirty (30) days of the invoice date. Credits are due within thirty (30) days of the invoice date.',
      'Payment is due within sixty (60) days of the invoice date. Credits are due within thirty (30) days of the invoice date.',
    ],
    [
      'a place named again, for the law and then the courts',
      'This Agreement is governed by the laws of the State of Texas.',
      'This Agreement is governed by the laws of the State of New York. Each party submits to the courts located in the State of New York.',
    ],
  ])('%s pass', (_name, clause, rewrite) => {
    expect(check(clause, rewrite)).toEqual([]);
  });
});

describe('rule: an edit states a number one way', () => {
  it.each([
    ['for a period of up to 2 (two) years', 'for a period of up to 2 (three) years'],
    ['within thirty (30) days', 'within sixty (30) days'],
    ['WITHIN THIRTY (30) DAYS', 'WITHIN FORTY-FIVE (30) DAYS'],
  ])('refuses figures and words at odds: "%s" → "%s"', (clause, rewrite) => {
    expect(check(clause, rewrite).join(' ')).toContain('states a number two ways');
  });

  it.each([
    ['within thirty (30) days', 'within sixty (60) days'],
    ['for 2 (two) years', 'for 3 (three) years'],
    [
      'within forty-five (45) days and one hundred (100) units',
      'within sixty (60) days and one hundred (100) units',
    ],
  ])('passes figures and words that agree: "%s" → "%s"', (clause, rewrite) => {
    expect(check(clause, rewrite).join(' ')).not.toContain('states a number two ways');
  });
});

/**
 * Rule: each rewrite is measured against its own clause — rewrites of one clause after another, and of
 * other clauses in between, are each judged as if alone.
 */
describe('rule: each rewrite is measured against its own clause', () => {
  const doubled = 'The Licensee’s liability is limited.';
  const whole = "IN NO EVENT SHALL EACH PARTY'S'S LIABILITY EXCEED THE FEES.";
  it('judges interleaved rewrites as if alone', () => {
    const first = check(doubled, 'Each party’s’s liability is limited.');
    const second = check(doubled, 'The Licensee’s liability is limited to the fees.');
    const other = check(whole, "IN NO EVENT SHALL EACH PARTY'S'S LIABILITY EXCEED TWICE THE FEES.");
    expect(first.join('\n')).toMatch(/doubles a possessive/);
    expect(second).toStrictEqual([]);
    expect(other).toStrictEqual([]);
    expect(check(doubled, 'Each party’s’s liability is limited.')).toStrictEqual(first);
  });
});
