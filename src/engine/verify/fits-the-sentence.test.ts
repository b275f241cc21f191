import { describe, expect, it } from 'vitest';
import type { TGuidelines } from '../types';
import { fitsTheSentence } from './fits-the-sentence';
import { failuresOf } from './verify-test-helpers';

const ASSIGNMENT: TGuidelines = {
  preferred:
    "Neither party may assign this Agreement without the other party's prior written consent, which shall not be unreasonably withheld.",
  acceptable: "Neither party may assign this Agreement without the other party's prior written consent.",
  unacceptable: 'Supplier may assign this Agreement at any time without consent.',
};
const check = (clause: string, rewrite: string) => failuresOf(fitsTheSentence, clause, rewrite, ASSIGNMENT);

describe('rule: an edit fits the sentence it goes into', () => {
  it.each([
    [
      'a sentence spliced before the next item of a list',
      'Owner may terminate this Agreement upon any of the following: (a) a default; (b) an Operator Change of Control; (c) insolvency.',
      'Owner may terminate this Agreement upon any of the following: (a) a default; (b) an Operator Change of Control. Neither party may assign this Agreement without consent; (c) insolvency.',
    ],
    [
      'a sentence spliced before "or (ii)"',
      'Licensee shall not (i) sublicense the Software or (ii) transfer it.',
      'Licensee shall not (i) sublicense the Software. Either party may assign to an affiliate or (ii) transfer it.',
    ],
    [
      "a consent's qualifier after the sentence's last words",
      'Any assignment made without the written consent of the other party shall be null and void and of no force or effect.',
      'Any assignment made without the written consent of the other party shall be null and void and of no force or effect, which shall not be unreasonably withheld.',
    ],
    [
      'the qualifier in capitals after a remedy',
      'ANY ATTEMPTED ASSIGNMENT WITHOUT CONSENT SHALL BE VOID.',
      'ANY ATTEMPTED ASSIGNMENT WITHOUT CONSENT SHALL BE VOID, WHICH CONSENT SHALL NOT BE UNREASONABLY WITHHELD.',
    ],
  ])('refuses %s', (_name, clause, rewrite) => {
    expect(check(clause, rewrite)).toHaveLength(1);
  });

  it.each([
    [
      'a qualifier right after the consent and who gives it',
      'Neither party may assign this Agreement without the prior written consent of the other party.',
      'Neither party may assign this Agreement without the prior written consent of the other party, which shall not be unreasonably withheld.',
    ],
    [
      'a qualifier after "approval thereto"',
      'Distributor shall not assign this Agreement unless it first obtains the approval thereto.',
      'Distributor shall not assign this Agreement unless it first obtains the approval thereto, such approval not to be unreasonably withheld.',
    ],
    [
      'a sentence added after the last item of a list',
      'Either party may terminate if the other (a) breaches this Agreement; or (b) becomes insolvent.',
      'Either party may terminate if the other (a) breaches this Agreement; or (b) becomes insolvent. Customer may terminate for convenience on thirty (30) days notice.',
    ],
    [
      'a sentence added between two full sentences',
      'Supplier shall not assign this Agreement. Any assignment in breach is void.',
      'Supplier shall not assign this Agreement. Customer may assign to an affiliate. Any assignment in breach is void.',
    ],
  ])('keeps %s', (_name, clause, rewrite) => {
    expect(check(clause, rewrite)).toEqual([]);
  });
});
