import { describe, expect, it } from 'vitest';
import { assessClause } from '../terms/assess-clause';
import { buildPlaybookPositions } from '../terms/playbook-positions';
import { verifiedRewrites, WHOLE_REPLACEMENT_HELD_BACK } from './verified-rewrites';
import { PAYMENT } from './verify-test-helpers';

const replacedBy = (clause: string) => {
  const playbook = buildPlaybookPositions(PAYMENT);
  const assessment = assessClause(clause, playbook);
  return verifiedRewrites(clause, 'Payment Terms', playbook, assessment, (level) => ({
    text: PAYMENT[level],
    replacedWhole: true,
  }));
};

describe('rule: the whole clause is replaced by the playbook’s wording only where it states something unacceptable', () => {
  it.each([
    'Customer shall pay each invoice within forty (40) days of receipt, and the Supplier may invoice monthly.',
    'The Customer shall pay all invoices within 40 days, save for amounts disputed in good faith.',
  ])('held back where the clause states nothing unacceptable: %s', (clause) => {
    const result = replacedBy(clause);
    expect(result.preferred).toBe(clause);
    expect(result.judgment?.preferred?.reason).toBe(WHOLE_REPLACEMENT_HELD_BACK);
  });

  it('replaced where the clause states the unacceptable position', () => {
    const clause = 'Customer shall pay each invoice within ten (10) days of its date.';
    expect(replacedBy(clause).judgment?.preferred?.reason ?? '').not.toBe(WHOLE_REPLACEMENT_HELD_BACK);
  });
});
