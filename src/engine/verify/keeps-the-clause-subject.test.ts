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

describe('rule: an edit keeps the definitions the clause makes', () => {
  it.each([
    [
      'a definition in parentheses',
      'Supplier warrants the Software for ninety (90) days after delivery (the "Warranty Period").',
    ],
    [
      'a "means" definition',
      '"Change of Control" means the acquisition of a majority of the voting shares of a Party.',
    ],
    [
      'curly quotes, hereinafter',
      'The Developer warrants the Application (hereinafter “Support Period”) for one year.',
    ],
  ])('refused where it strikes %s', (_name, clause) => {
    expect(check(clause, 'Supplier warrants the Services for twelve (12) months.')).toContain(
      'strikes the definition',
    );
  });

  it('keeps an edit that leaves the definition in place', () => {
    const clause =
      'Supplier warrants the Software for ninety (90) days after delivery (the "Warranty Period").';
    expect(
      check(
        clause,
        'Supplier warrants the Software for twelve (12) months after delivery (the "Warranty Period").',
      ),
    ).not.toContain('strikes the definition');
  });
});

describe('rule: an edit gives the other side no right the clause does not give it', () => {
  const ADDED = ', except that either party may assign this Agreement to a successor.';
  it.each([
    [
      'a bar on the other side',
      'Supplier shall not assign this Agreement without the prior written consent of Customer',
    ],
    [
      'a bar on a party whose side nothing shows',
      'Operator shall not make any assignment of this Agreement without the written consent of Owner',
    ],
    [
      'a bar on the other side, in capitals',
      'THE VENDOR SHALL NOT ASSIGN THIS AGREEMENT WITHOUT THE CONSENT OF THE CUSTOMER',
    ],
    [
      'a bar on both parties',
      'Neither party may assign this Agreement without the prior written consent of the other party',
    ],
    ['a bar in the passive', 'This Agreement shall not be assignable by either party without consent'],
  ])('refused for %s', (_name, clause) => {
    expect(check(`${clause}.`, `${clause}${ADDED}`)).toContain('a right the clause does not give it');
  });

  it.each([
    [
      'a bar on our side alone',
      'Customer shall not assign this Agreement without the prior written consent of Supplier',
    ],
    [
      'a clause that gives both parties that right already',
      'Either party may assign this Agreement to an affiliate',
    ],
  ])('kept for %s', (_name, clause) => {
    expect(check(`${clause}.`, `${clause}${ADDED}`)).not.toContain('a right the clause does not give it');
  });
});

describe('rule: no second bar on assigning beside the clause’s own', () => {
  it.each([
    'No party to this Agreement may assign its rights, and any assignment in contravention hereof shall be null and void.',
    'THE DISTRIBUTOR SHALL NOT ASSIGN THIS AGREEMENT.',
  ])('refused: %s', (clause) => {
    expect(
      check(
        clause,
        `${clause} Neither party may assign this Agreement without the other party's prior written consent.`,
      ),
    ).toContain('second bar on assigning');
  });

  it('keeps an edit that restates the bar in place of the old one', () => {
    expect(
      check(
        'The Distributor shall not assign this Agreement.',
        "Neither party may assign this Agreement without the other party's prior written consent.",
      ),
    ).not.toContain('second bar on assigning');
  });
});

describe('rule: a right for both to do what the clause does not deal with is no freedom withheld', () => {
  it.each([
    'The courts of New York County shall have exclusive jurisdiction',
    'THE PARTIES SUBMIT TO THE EXCLUSIVE JURISDICTION OF THE COURTS OF LONDON',
  ])('%s', (clause) => {
    expect(
      check(
        `${clause}.`,
        `${clause}, provided that either party may seek injunctive relief in any court of competent jurisdiction.`,
      ),
    ).not.toContain('a right the clause does not give it');
  });
});

describe('rule: an assignment that only triggers a right is no assignment rule of the clause', () => {
  it.each([
    'This Agreement shall be terminable by the Licensor at any time in the event the Licensee assigns or attempts to assign this Agreement',
    'THE COMPANY MAY TERMINATE THIS AGREEMENT IF THE DISTRIBUTOR ATTEMPTS TO ASSIGN IT',
  ])('refused: %s', (clause) => {
    expect(check(`${clause}.`, `${clause}.${RULE}`)).toContain('states no assignment rule of its own');
  });

  it.each([
    'Any attempt by either party to assign any right without such permission will be voidable.',
    'Any attempted assignment in violation of this Section shall be null and void.',
    'Any such assignment made without the written consent of the other party shall be of no force or effect.',
  ])('kept: %s', (clause) => {
    expect(check(clause, `${clause}${RULE}`)).not.toContain('states no assignment rule of its own');
  });
});

const CONFIDENTIALITY: TGuidelines = {
  preferred:
    'Each party shall keep the other party’s Confidential Information confidential. These obligations continue for five (5) years after termination.',
  acceptable:
    'Each party shall keep the other party’s Confidential Information confidential. These obligations continue for three (3) years after termination.',
  unacceptable: 'Supplier may disclose Customer’s information as it sees fit.',
};
const confidentiality = (clause: string, rewrite: string) =>
  failuresOf(keepsTheClauseSubject, clause, rewrite, CONFIDENTIALITY, 'acceptable').join('\n');

describe('rule: no confidentiality regime beside a clause that keeps nothing confidential', () => {
  it.each([
    [
      'a non-compete, period first',
      'For one (1) year after termination, the Consultant shall not compete with the Company.',
    ],
    [
      'a non-solicit in capitals',
      'THE DISTRIBUTOR SHALL NOT SOLICIT ANY EMPLOYEE OF THE SUPPLIER DURING THE TERM AND FOR TWO (2) YEARS THEREAFTER.',
    ],
    [
      'a non-circumvention covenant with a proviso',
      'Northwind will not circumvent the Provider’s relationships with its clients, provided that general advertising is allowed.',
    ],
  ])('refuses "These obligations …" added to %s', (_name, clause) => {
    expect(
      confidentiality(clause, `${clause} These obligations continue for three (3) years after termination.`),
    ).toContain('which would refer to the clause');
  });

  it.each([
    'Each party shall return or destroy the other party’s Confidential Information within sixty (60) days.',
    'The Recipient will promptly return all proprietary information of the Discloser.',
    'EACH PARTY MUST KEEP THE TRADE SECRETS OF THE OTHER IN CONFIDENCE.',
  ])('refuses a duty to keep secrets added to a non-compete: %s', (duty) => {
    const clause = 'The Consultant shall not compete with the Company for one (1) year after termination.';
    expect(confidentiality(clause, `${clause} ${duty}`)).toContain('adds a confidentiality duty');
  });

  it('lets both through where the clause keeps information confidential itself', () => {
    const clause = 'Each party shall hold the other party’s confidential information in confidence.';
    expect(
      confidentiality(
        clause,
        `${clause} These obligations continue for three (3) years after termination. Each party shall return or destroy the other party's confidential information within sixty (60) days.`,
      ),
    ).not.toMatch(/confidential/);
  });

  it('lets a liability carve-out naming a breach of confidentiality through', () => {
    const clause = 'Neither party shall be liable for consequential damages.';
    expect(
      confidentiality(
        clause,
        'Neither party shall be liable for consequential damages, except for breach of confidentiality.',
      ),
    ).toBe('');
  });
});

describe('rule: a term an edit defines is one it uses', () => {
  const clause = 'Neither party shall be liable for consequential damages.';
  it.each([
    `${clause} "Excluded Claims" means fraud or wilful misconduct, to which no limitation shall apply.`,
    'NEITHER PARTY SHALL BE LIABLE FOR CONSEQUENTIAL DAMAGES. "EXCLUDED CLAIMS" MEANS FRAUD, TO WHICH NO LIMITATION SHALL APPLY.',
    `${clause} "Carve-Outs" shall mean a party’s indemnification obligations.`,
  ])('refuses a definition nothing uses: %s', (rewrite) => {
    expect(check(clause, rewrite)).toContain('but never uses it');
  });

  it('lets a definition through that the edit uses', () => {
    expect(
      check(
        clause,
        'Except for Excluded Claims, neither party shall be liable for consequential damages. "Excluded Claims" means fraud.',
      ),
    ).not.toContain('never uses');
  });
});
