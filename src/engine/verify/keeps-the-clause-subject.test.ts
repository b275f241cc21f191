import { describe, expect, it } from 'vitest';
import type { TGuidelines } from '../types';
import { keepsTheClauseSubject } from './keeps-the-clause-subject';
import { failuresOf } from './verify-test-helpers';

const ASSIGNMENT: TGuidelines = {
  preferred:
    "Neither party may assign this Agreement without the other party's prior written consent, which shall not be unreasonably withheld.",
  acceptable: "Neither party may assign this Agreement without the other party's prior written consent.",
  unacceptable: 'Supplier may assign this Agreement at any time without consent.',
};
const check = (clause: string, rewrite: string) =>
  failuresOf(keepsTheClauseSubject, clause, rewrite, ASSIGNMENT).join('\n');
const RULE = ' Neither party may assign this Agreement without the prior written consent of the other party.';

describe('rule: no assignment rule added to a clause that states none of its own', () => {
  it.each([
    [
      'a definition of change of control',
      '"Change of Control" means any transaction by which a third party acquires control of a Party.',
    ],
    [
      'a termination right a change of control triggers',
      'If a Change of Control occurs, the Licensor shall have the right to terminate this Agreement immediately on notice.',
    ],
    [
      'a notice duty, in capitals',
      'THE COMPANY WILL NOTIFY THE DISTRIBUTOR IN WRITING PROMPTLY FOLLOWING ANY CHANGE OF CONTROL.',
    ],
    [
      'terms for an assignment the contract allows elsewhere',
      'Any assignment to an Affiliate shall require the assigning Party to guarantee the performance of that Affiliate.',
    ],
  ])('refused for %s', (_name, clause) => {
    expect(check(clause, clause + RULE)).toContain('states no assignment rule of its own');
  });

  it.each([
    ['a bar on assigning', 'Distributor shall not assign this Agreement without consent.'],
    [
      'a list of transfers',
      'Licensee shall not sell, assign, sublicense or otherwise transfer this Agreement.',
    ],
    ['the passive', 'This Agreement may not be assigned by either party without consent.'],
    ['a freedom to assign', 'Either Party may freely assign this Agreement to an affiliate.'],
    ['"no party"', 'No party shall, without the consent of the others, assign its rights.'],
  ])('kept for %s', (_name, clause) => {
    expect(check(clause, `${clause} Either party may assign this Agreement to a successor.`)).not.toContain(
      'states no assignment rule',
    );
  });
});

describe('rule: a consent has one standard', () => {
  it.each([
    [
      'discretion beside an added qualification',
      "Supplier shall not assign this Agreement without Customer's consent, which may be withheld in Customer's sole discretion.",
      "Supplier shall not assign this Agreement without Customer's consent, which shall not be unreasonably withheld, which may be withheld in Customer's sole discretion.",
    ],
    [
      'a qualification beside added absolute discretion (British spelling, capitals)',
      'THE LICENSEE SHALL NOT ASSIGN WITHOUT CONSENT, SUCH CONSENT NOT TO BE UNREASONABLY WITHHELD.',
      'THE LICENSEE SHALL NOT ASSIGN WITHOUT CONSENT, SUCH CONSENT NOT TO BE UNREASONABLY WITHHELD, AND THE LICENSOR MAY ACT IN ITS ABSOLUTE DISCRETION.',
    ],
  ])('refused: %s', (_name, clause, rewrite) => {
    expect(check(clause, rewrite)).toContain('second standard');
  });

  it('keeps an edit that replaces the standard, or adds one to a consent that had none', () => {
    expect(
      check(
        'Supplier shall not assign without consent, which may be withheld in its sole discretion.',
        'Supplier shall not assign without consent, which shall not be unreasonably withheld.',
      ),
    ).toBe('');
    expect(
      check(
        'Supplier shall not assign without consent.',
        'Supplier shall not assign without consent, which shall not be unreasonably withheld.',
      ),
    ).toBe('');
  });
});
