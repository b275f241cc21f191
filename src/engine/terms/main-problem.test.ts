import { describe, expect, it } from 'vitest';
import type { TGuidelines } from '../types';
import { assessClause } from './assess-clause';
import { describeAssessment } from './describe-assessment';
import { mainProblem } from './main-problem';
import { buildPlaybookPositions } from './playbook-positions';

const PAYMENT: TGuidelines = {
  preferred:
    'Customer shall pay each undisputed invoice within sixty (60) days of receipt. Late payments bear interest at no more than 1% per month.',
  acceptable:
    'Customer shall pay each undisputed invoice within forty-five (45) days of receipt. Late payments bear interest at no more than 1.5% per month.',
  unacceptable:
    'Customer shall pay each invoice within ten (10) days. Late payments bear interest at 5% per month.',
};
const read = (clause: string) => assessClause(clause, buildPlaybookPositions(PAYMENT));

describe('rule: a reason leads with the main problem, in one sentence', () => {
  it.each([
    'Customer shall pay each invoice within twenty (20) days of receipt, and late payments bear interest at 3% per month.',
    'Late payments bear interest at 3% per month, and Customer shall, within twenty (20) days of receipt, pay each invoice.',
    'LATE PAYMENTS BEAR INTEREST AT 3% PER MONTH. CUSTOMER SHALL PAY EACH INVOICE WITHIN TWENTY (20) DAYS OF RECEIPT.',
  ])('the largest shortfall first, whatever the word order or capitals: %s', (clause) => {
    const assessment = read(clause);
    const reason = describeAssessment(assessment).reason;
    expect(reason).toMatch(
      /^Main problem: payment period: the clause says "twenty \(20\) days", [^.]+ days\. /i,
    );
  });

  it('adds no lead where the reason opens with the unacceptable term it states', () => {
    expect(
      mainProblem(
        read(
          'Customer shall pay each invoice within ten (10) days. Late payments bear interest at 5% per month.',
        ),
      ),
    ).toBeUndefined();
  });

  it('adds no lead to a single shortfall: the reason is that shortfall', () => {
    expect(
      mainProblem(read('Customer shall pay each invoice within fifty (50) days of receipt.')),
    ).toBeUndefined();
  });
});

const ASSIGNMENT: TGuidelines = {
  preferred:
    'Supplier shall not assign this Agreement without Customer’s prior written consent. Customer may assign this Agreement without consent to a successor to all or substantially all of its assets, by giving written notice within thirty (30) days after the assignment.',
  acceptable:
    'Neither party may assign this Agreement without the other party’s prior written consent, which shall not be unreasonably withheld, except that either party may assign this Agreement without consent to a successor to all or substantially all of its assets upon fifteen (15) days’ prior written notice.',
  unacceptable:
    'Customer may not assign this Agreement without Supplier’s prior written consent, which Supplier may withhold in its sole discretion.',
};

describe('rule: where a clause lacks a right and the period that qualifies it, the right leads', () => {
  const readAssignment = (clause: string) => assessClause(clause, buildPlaybookPositions(ASSIGNMENT));

  it.each([
    'No party shall assign this Agreement without the prior written consent of the other party.',
    'Neither Party may assign or transfer any of its rights or obligations hereunder without the other Party’s prior written consent.',
    'THIS AGREEMENT MAY NOT BE ASSIGNED BY EITHER PARTY WITHOUT THE PRIOR WRITTEN CONSENT OF THE OTHER.',
    'Any assignment of this Agreement, save with the written consent of the other party, shall be void.',
  ])('the consent standard before the notice period of an exception the clause lacks: %s', (clause) => {
    const lead = mainProblem(readAssignment(clause));
    expect(lead).toBeDefined();
    expect(lead).not.toMatch(/notice period/);
  });

  it('a period the clause states against the level still leads over a right it is silent on', () => {
    const lead = mainProblem(
      readAssignment(
        'Either party may assign this Agreement to a successor to all or substantially all of its assets upon one (1) day’s notice, and otherwise only with the other party’s prior written consent.',
      ),
    );
    expect(lead).toMatch(/^Main problem: notice period: the clause says "one \(1\) day’s"/);
  });
});

const IP: TGuidelines = {
  preferred:
    'All Deliverables created by Supplier for Customer under this Agreement shall be owned exclusively by Customer upon creation. Supplier grants Customer a perpetual, irrevocable, royalty-free licence to use any pre-existing materials incorporated into the Deliverables.',
  acceptable:
    'Upon payment in full, Supplier assigns to Customer all right, title and interest in the Deliverables. Supplier retains its pre-existing materials and grants Customer a perpetual, royalty-free license to use them as incorporated into the Deliverables.',
  unacceptable:
    'Supplier owns all right, title and interest in the Deliverables and grants Customer a revocable license to use them during the term of the applicable Statement of Work.',
};

describe('rule: where a clause lacks the ownership and the licence term, the ownership leads', () => {
  it.each([
    'The Licensor’s background technology shall remain the sole property of the Licensor.',
    'Each party retains all right, title and interest in its pre-existing intellectual property.',
    'NOTHING IN THIS AGREEMENT TRANSFERS ANY INTELLECTUAL PROPERTY RIGHT OF EITHER PARTY.',
  ])('%s', (clause) => {
    const lead = mainProblem(assessClause(clause, buildPlaybookPositions(IP))) ?? '';
    expect(lead).not.toMatch(/licen[cs]e term/);
  });
});
