import { describe, expect, it } from 'vitest';
import { EngineError } from '../engine-error';
import { applyExplicitEdits, parseExplicitEdits } from './explicit-edits';

const edit = (clause: string, feedback: string) => applyExplicitEdits(clause, parseExplicitEdits(feedback));

describe('explicit edits find a value however the clause writes it', () => {
  it.each([
    // Words and digits, in either order, or words alone.
    ['within thirty (30) days after disclosure', 'within forty-five (45) days after disclosure'],
    ['within 30 (thirty) days after disclosure', 'within 45 (forty-five) days after disclosure'],
    ['within thirty days after disclosure', 'within forty-five days after disclosure'],
    ['within 30 days after disclosure', 'within 45 days after disclosure'],
    // Capitals as the clause writes them.
    ['within Thirty (30) Days after disclosure', 'within Forty-five (45) Days after disclosure'],
    ['WITHIN THIRTY (30) DAYS AFTER DISCLOSURE', 'WITHIN FORTY-FIVE (45) DAYS AFTER DISCLOSURE'],
    // A unit joined to its value, and a possessive.
    ['a 30-day cure period', 'a 45-day cure period'],
    ["on thirty (30) days' prior written notice", "on forty-five (45) days' prior written notice"],
  ])('replace "30 days" with "45 days" in "%s"', (clause, expected) => {
    expect(edit(clause, 'replace "30 days" with "45 days"')).toBe(expected);
  });

  it('finds a value quoted in words, or in words and digits, where the clause writes digits', () => {
    expect(edit('upon 30 days notice', 'replace "thirty days" with "sixty days"')).toBe(
      'upon 60 days notice',
    );
    expect(edit('upon thirty days notice', 'replace "thirty (30) days" with "sixty (60) days"')).toBe(
      'upon sixty days notice',
    );
  });

  it('changes every place the value is written, each in its own style', () => {
    const clause =
      'Either party may terminate on thirty (30) days notice; a breach not cured within 30 days ends it.';
    expect(edit(clause, 'replace "30 days" with "60 days"')).toBe(
      'Either party may terminate on sixty (60) days notice; a breach not cured within 60 days ends it.',
    );
  });

  it('takes the unit of the replacement when it changes ("1 month" → "2 months")', () => {
    expect(edit('for one (1) month after delivery', 'replace "1 month" with "2 months"')).toBe(
      'for two (2) months after delivery',
    );
  });

  it('keeps the capital of a unit the clause capitalises', () => {
    expect(edit('for One (1) Month after delivery', 'replace "1 month" with "2 months"')).toBe(
      'for Two (2) Months after delivery',
    );
  });

  it('writes a replacement with other words in the style of the value it replaces', () => {
    expect(edit('within thirty (30) days after notice', 'replace "30 days" with "2 months"')).toBe(
      'within two (2) months after notice',
    );
  });

  it('keeps the reviewer’s own text where the clause writes exactly what they quoted', () => {
    expect(edit('within 30 days after notice', 'replace "30 days" with "forty-five (45) days"')).toBe(
      'within forty-five (45) days after notice',
    );
  });

  it('finds a value for delete and insert too', () => {
    expect(edit('payable within thirty (30) days of invoice', 'delete "within 30 days"')).toBe(
      'payable of invoice',
    );
    expect(edit('on thirty (30) days notice', 'insert "written" after "30 days"')).toBe(
      'on thirty (30) days written notice',
    );
    expect(edit('on thirty (30) days notice', 'insert "at least" before "30 days"')).toBe(
      'on at least thirty (30) days notice',
    );
  });

  it('finds words in British or American spelling, and in other capitals when not written as quoted', () => {
    expect(
      edit(
        'the licence fee for 12 months',
        'replace "license fee for 12 months" with "license fee for 24 months"',
      ),
    ).toBe('the licence fee for 24 months');
    expect(edit('the Organisation shall pay', 'replace "organization" with "customer"')).toBe(
      'the Customer shall pay',
    );
  });

  it('does not take another value, a part of a number or a value across a sentence end', () => {
    const refuse = (clause: string, feedback: string) => {
      expect(() => edit(clause, feedback)).toThrow(EngineError);
      expect(() => edit(clause, feedback)).toThrow(/^Could not find "[^"]+" in the clause\.$/);
    };
    refuse('within ninety (90) days', 'replace "30 days" with "45 days"');
    refuse('within one hundred thirty (130) days', 'replace "30 days" with "45 days"');
    refuse('within 30 business days', 'replace "30 days" with "45 days"');
    refuse('Fees are due in 30. Days are counted from receipt.', 'replace "30 days" with "45 days"');
  });

  it('keeps matching words as quoted: a defined term written as quoted is not also changed elsewhere', () => {
    expect(edit('the Party and any party', 'replace "Party" with "Supplier"')).toBe(
      'the Supplier and any party',
    );
  });
});
