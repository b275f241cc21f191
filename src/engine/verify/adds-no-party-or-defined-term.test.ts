import { describe, expect, it } from 'vitest';
import type { TGuidelines } from '../types';
import { addsNoPartyOrDefinedTerm } from './adds-no-party-or-defined-term';
import { failuresOf } from './verify-test-helpers';

const check = (clause: string, rewrite: string) => failuresOf(addsNoPartyOrDefinedTerm, clause, rewrite);

describe('rule: an edit brings in no party, role or defined term the clause lacks, and keeps capitals', () => {
  it.each([
    [
      'a role of the playbook put into a deal between other parties',
      'Distributor shall pay each invoice within thirty (30) days.',
      'Distributor shall pay each invoice within sixty (60) days. Customer may dispute any invoice in good faith.',
      'Customer',
    ],
    [
      'a role in lower case',
      'The Licensee shall pay the royalties within thirty (30) days after each quarter.',
      'The Licensee shall pay the royalties within sixty (60) days after each quarter, and the supplier shall invoice them.',
      'supplier',
    ],
    [
      'a defined term the clause never defines',
      'Buyer shall pay for the goods within thirty (30) days of delivery.',
      'Buyer shall pay for the goods within sixty (60) days of delivery, save for amounts under a Statement of Work.',
      'Statement',
    ],
  ])('%s is refused', (_name, clause, rewrite, word) => {
    expect(check(clause, rewrite).join('\n')).toContain(`"${word}"`);
  });

  it.each([
    [
      'the defined term "Supplier" written "the supplier"',
      'Customer shall pay the Supplier within thirty (30) days of receipt of an invoice.',
      'Customer shall pay the Supplier within sixty (60) days of receipt of an invoice, which the supplier shall send monthly.',
    ],
    [
      'a two-word defined term in lower case',
      'Client shall pay the Monthly Fee within thirty (30) days.',
      'Client shall pay the Monthly Fee within sixty (60) days, and the monthly fee shall not increase.',
    ],
  ])('%s is refused', (_name, clause, rewrite) => {
    expect(check(clause, rewrite).join('\n')).toMatch(/defined term/);
  });

  it.each([
    [
      "the clause's own parties, in any case and as possessives",
      'Customer shall pay each invoice within thirty (30) days.',
      "Customer shall pay each undisputed invoice within sixty (60) days of Customer's receipt.",
    ],
    [
      'a place the level asks for, and months',
      'Customer shall pay within thirty (30) days.',
      'Customer shall pay within sixty (60) days, and in any event by 31 January each year.',
    ],
    [
      'a term the rewrite defines itself',
      'Customer shall pay within thirty (30) days.',
      'Customer shall pay within sixty (60) days (the "Payment Period").',
    ],
    [
      'words in capitals in a clause in capitals',
      'THE CUSTOMER SHALL PAY WITHIN THIRTY (30) DAYS.',
      'THE CUSTOMER SHALL PAY EACH UNDISPUTED INVOICE WITHIN SIXTY (60) DAYS.',
    ],
  ])('%s pass', (_name, clause, rewrite) => {
    expect(check(clause, rewrite)).toEqual([]);
  });
});

describe('a law or convention named in an edit is no defined term', () => {
  it.each([
    'This Agreement is governed by the laws of Ontario, and the United Nations Convention on Contracts for the International Sale of Goods shall not apply.',
    'This Agreement is governed by the laws of Ontario; the Uniform Commercial Code and the united nations convention on contracts for the international sale of goods do not apply.',
  ])('%s', (rewrite) => {
    expect(check('This Agreement is governed by the laws of Ontario.', rewrite)).toEqual([]);
  });

  it('still refuses a defined term written beside it', () => {
    expect(
      check(
        'This Agreement is governed by the laws of Ontario.',
        'This Agreement is governed by the laws of Ontario, and the Uniform Commercial Code shall not apply to the Goods.',
      ).join('\n'),
    ).toContain('"Goods"');
  });
});

describe("rule: an edit brings in none of the playbook's own defined terms the clause does not use", () => {
  const WARRANTY: TGuidelines = {
    preferred:
      'Supplier warrants that the Deliverables will conform to their specifications for twelve (12) months after acceptance under the applicable Statement of Work.',
    acceptable:
      'Supplier warrants that the Deliverables will conform to their specifications for ninety (90) days.',
    unacceptable: 'Supplier gives no warranty.',
  };
  const checkUnder = (clause: string, rewrite: string) =>
    failuresOf(addsNoPartyOrDefinedTerm, clause, rewrite, WARRANTY).join('\n');

  it.each([
    [
      'written in lower case into a sale of goods',
      'Supplier warrants the Products for six (6) months.',
      'Supplier warrants the Products for twelve (12) months, and the deliverables will conform to their specifications.',
      'deliverables',
    ],
    [
      'a two-word term, in capitals',
      'SUPPLIER WARRANTS THE PRODUCTS FOR SIX (6) MONTHS.',
      'SUPPLIER WARRANTS THE PRODUCTS FOR TWELVE (12) MONTHS AFTER ACCEPTANCE UNDER THE APPLICABLE STATEMENT OF WORK.',
      'statement of work',
    ],
  ])('refused: %s', (_name, clause, rewrite, term) => {
    expect(checkUnder(clause, rewrite)).toContain(`"${term}", a term of the playbook`);
  });

  it('passes where the clause uses the term, or the term is one nearly every contract has', () => {
    expect(
      checkUnder(
        'Supplier warrants that the Deliverables will conform for six (6) months.',
        'Supplier warrants that the Deliverables will conform for twelve (12) months after acceptance.',
      ),
    ).not.toContain('a term of the playbook');
    expect(
      checkUnder(
        'Supplier warrants the Products for six (6) months.',
        'Supplier warrants the Products for twelve (12) months after the Effective Date of this Agreement.',
      ),
    ).not.toContain('a term of the playbook');
  });
});

describe('rule: an instrument one person makes alone gets no "parties"', () => {
  it.each([
    'This Limited Power of Attorney shall be governed by the laws of the State of Texas.',
    'THIS GUARANTY SHALL BE GOVERNED BY THE LAWS OF THE STATE OF TEXAS.',
    'This Deed Poll is governed by English law.',
  ])('refuses "each party" added to: %s', (clause) => {
    expect(
      check(clause, `${clause} Each party irrevocably submits to the courts of Texas.`).join(' '),
    ).toContain('which one person makes alone');
  });

  it('passes an agreement between parties', () => {
    const clause = 'This Supply Agreement shall be governed by the laws of the State of Texas.';
    expect(
      check(clause, `${clause} Each party irrevocably submits to the courts of Texas.`).join(' '),
    ).not.toContain('which one person makes alone');
  });
});

/**
 * Rule: the playbook terms an edit may not bring in are the level's own — asked level after level of
 * one playbook, in any order, each level answers with its own defined terms.
 */
describe('rule: each level of one playbook names its own defined terms', () => {
  const CREDITS: TGuidelines = {
    preferred:
      'Supplier shall pay the Service Credits for each month in which the service levels are missed.',
    acceptable: 'Supplier shall repay the fees for any month in which the service levels are missed.',
    unacceptable: 'Supplier owes nothing when the service levels are missed.',
  };
  const clause = 'Supplier shall use reasonable efforts to meet the service levels.';
  const rewrite =
    'Supplier shall use reasonable efforts to meet the service levels, and shall pay service credits for each miss.';
  const broughtIn = (level: 'preferred' | 'acceptable') =>
    failuresOf(addsNoPartyOrDefinedTerm, clause, rewrite, CREDITS, level).some((f) =>
      f.includes('a term of the playbook'),
    );

  it.each([
    ['acceptable', false],
    ['preferred', true],
    ['acceptable', false],
    ['preferred', true],
  ] as const)('at the %s level: %s', (level, refused) => {
    expect(broughtIn(level)).toBe(refused);
  });
});
