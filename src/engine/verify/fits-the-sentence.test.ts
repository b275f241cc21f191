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

describe('rule: no item named twice in one list', () => {
  it.each([
    [
      'an item added that the list already names',
      'Neither party shall be liable for consequential damages, except for liability arising from death, indemnification obligations or amounts due.',
      'Neither party shall be liable for consequential damages, except for liability arising from death, indemnification obligations, personal injury, indemnification obligations or amounts due.',
    ],
    [
      'in capitals, with a possessive',
      'EXCEPT FOR A PARTY’S BREACH OF CONFIDENTIALITY, NEITHER PARTY SHALL BE LIABLE FOR INDIRECT DAMAGES.',
      'EXCEPT FOR A PARTY’S BREACH OF CONFIDENTIALITY OR BREACH OF CONFIDENTIALITY, NEITHER PARTY SHALL BE LIABLE FOR INDIRECT DAMAGES.',
    ],
  ])('refuses %s', (_name, clause, rewrite) => {
    expect(check(clause, rewrite).join('\n')).toContain('twice in one list');
  });

  it('keeps the same words in two sentences, and a list the clause itself doubled', () => {
    expect(
      check(
        'Supplier shall keep Confidential Information secret.',
        'Supplier shall keep Confidential Information secret. Customer shall keep Confidential Information secret.',
      ).join('\n'),
    ).not.toContain('twice in one list');
    const doubled = 'Liability for gross negligence, fraud or gross negligence is not limited.';
    expect(check(doubled, `${doubled} Each party may terminate.`).join('\n')).not.toContain(
      'twice in one list',
    );
  });
});

describe('rule: no broken punctuation where an edit joins the clause', () => {
  it.each([
    [
      'a doubled stop',
      'Either party may assign to an affiliate.',
      'Either party may assign to an affiliate.. Neither party may assign otherwise.',
    ],
    [
      'a stop run into a comma',
      'The Convention shall not apply.',
      'The Convention shall not apply., without regard to its conflict of laws principles.',
    ],
    [
      'a comma before a stop',
      'Neither party may assign without consent.',
      'Neither party may assign without consent, which shall not be unreasonably withheld,.',
    ],
  ])('refuses %s', (_name, clause, rewrite) => {
    expect(check(clause, rewrite).join('\n')).toContain('broken punctuation');
  });

  it.each([
    [
      'The laws of Ohio, U.S.A. govern this Agreement.',
      'The laws of Ohio, U.S.A., without regard to its conflict of laws principles, govern this Agreement.',
    ],
    [
      'THE LAWS OF THE STATE OF OHIO, U.S.A. GOVERN THIS AGREEMENT.',
      'THE LAWS OF THE STATE OF OHIO, U.S.A., WITHOUT REGARD TO ITS CONFLICT OF LAWS PRINCIPLES, GOVERN THIS AGREEMENT.',
    ],
    [
      'Any action shall be brought in New York, N.Y. only.',
      'Any action shall be brought in New York, N.Y., exclusively, only.',
    ],
  ])('lets a comma follow the full stop of initials: %s', (clause, rewrite) => {
    expect(check(clause, rewrite).join('\n')).not.toContain('broken punctuation');
  });

  it('keeps punctuation the clause itself had broken', () => {
    const clause = 'Neither party may assign without consent.. Any assignment is void.';
    expect(check(clause, `${clause} Either party may assign to an affiliate.`).join('\n')).not.toContain(
      'broken punctuation',
    );
  });
});

describe('rule: a place named again is no list item named twice', () => {
  it.each([
    'This Agreement is governed by the laws of the State of New York, and the courts of New York County, New York have exclusive jurisdiction.',
    'This Agreement is governed by the laws of England and Wales, and the courts of London, England have exclusive jurisdiction.',
  ])('%s', (rewrite) => {
    expect(check('This Agreement is governed by the laws of Texas.', rewrite).join('\n')).not.toContain(
      'twice in one list',
    );
  });
});
