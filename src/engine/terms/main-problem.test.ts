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
