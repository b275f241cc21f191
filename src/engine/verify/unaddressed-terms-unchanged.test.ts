import { describe, expect, it } from 'vitest';
import type { TGuidelines } from '../types';
import { unaddressedTermsUnchanged } from './unaddressed-terms-unchanged';
import { failuresOf } from './verify-test-helpers';

const ARBITRATION_LAW: TGuidelines = {
  preferred: 'This Agreement is governed by the laws of the State of New York.',
  acceptable: 'This Agreement is governed by the laws of the State of Delaware.',
  unacceptable: 'This Agreement is governed by the laws of the State of Texas.',
};

describe('rule: an edit changes only what the level states', () => {
  it.each([
    [
      'a revenue share the payment level says nothing of',
      'Customer shall pay each invoice within ten (10) days of its date, and Reseller shall receive 50% of net revenue.',
      'Customer shall pay each undisputed invoice within sixty (60) days of receipt, and Reseller shall receive 3% of net revenue.',
      undefined,
    ],
    [
      'a venue the governing-law level does not state',
      'This Agreement is governed by the laws of the State of Texas, and the courts of Harris County, Texas shall have exclusive jurisdiction.',
      'This Agreement is governed by the laws of the State of New York, and the courts of New York County, New York shall have exclusive jurisdiction.',
      ARBITRATION_LAW,
    ],
    [
      'a right struck with the words around it',
      'Customer shall pay each invoice within ten (10) days of its date. Customer may terminate this Agreement for convenience on thirty (30) days notice.',
      'Customer shall pay each undisputed invoice within sixty (60) days of receipt.',
      undefined,
    ],
    [
      'a notice period added that the level does not ask for',
      'Customer shall pay each invoice within ten (10) days of its date.',
      'Customer shall pay each undisputed invoice within sixty (60) days of receipt. Either party may terminate this Agreement on ninety (90) days notice.',
      undefined,
    ],
  ])('%s is refused', (_name, clause, rewrite, guidelines) => {
    expect(failuresOf(unaddressedTermsUnchanged, clause, rewrite, guidelines).join('\n')).toMatch(
      /which the level does not address|the level does not ask for/,
    );
  });

  it.each([
    [
      'the payment period changed, a revenue share kept',
      'Customer shall pay each invoice within ten (10) days of its date, and Reseller shall receive 50% of net revenue.',
      'Customer shall pay each undisputed invoice within sixty (60) days of receipt, and Reseller shall receive 50% of net revenue.',
      undefined,
    ],
    [
      'the law changed, the venue kept',
      'This Agreement is governed by the laws of the State of Texas, and the courts of Harris County, Texas shall have exclusive jurisdiction.',
      'This Agreement is governed by the laws of the State of New York, and the courts of Harris County, Texas shall have exclusive jurisdiction.',
      ARBITRATION_LAW,
    ],
  ])('%s passes', (_name, clause, rewrite, guidelines) => {
    expect(failuresOf(unaddressedTermsUnchanged, clause, rewrite, guidelines)).toEqual([]);
  });
});

describe('rule: an item a level carves out of liability is addressed in every scope it is carved out of', () => {
  const EXCLUDED_CLAIMS: TGuidelines = {
    preferred:
      'Except for Excluded Claims, neither party shall be liable for any indirect or consequential damages. "Excluded Claims" means a party\'s indemnification obligations and gross negligence, to which no exclusion or limitation of liability shall apply.',
    acceptable:
      'Neither party shall be liable for any indirect or consequential damages, except in respect of its indemnification obligations.',
    unacceptable: 'Supplier shall not be liable for any damages whatsoever.',
  };
  it.each([
    [
      'from the damages waiver',
      'Neither party shall be liable for any indirect or consequential damages.',
      'Neither party shall be liable for any indirect or consequential damages, except in respect of its indemnification obligations.',
    ],
    [
      'in capitals',
      'NEITHER PARTY SHALL BE LIABLE FOR ANY INDIRECT OR CONSEQUENTIAL DAMAGES.',
      'EXCEPT FOR A PARTY’S INDEMNIFICATION OBLIGATIONS, NEITHER PARTY SHALL BE LIABLE FOR ANY INDIRECT OR CONSEQUENTIAL DAMAGES.',
    ],
  ])('%s', (_name, clause, rewrite) => {
    expect(failuresOf(unaddressedTermsUnchanged, clause, rewrite, EXCLUDED_CLAIMS).join('\n')).not.toContain(
      'indemnification',
    );
  });
});
