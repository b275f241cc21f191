import { describe, expect, it } from 'vitest';
import type { TGuidelines } from '../types';
import { assessClause } from './assess-clause';
import { buildPlaybookPositions } from './playbook-positions';

/**
 * Rule: a value that a better level states too is not what makes a clause unacceptable. A playbook's
 * levels may share a value (the same renewal period, preferred and unacceptable alike); the difference
 * between them then lies elsewhere, and the shared value decides nothing.
 */
const RENEWAL: TGuidelines = {
  preferred:
    'This Agreement shall renew automatically for successive one (1) year terms unless either party gives notice of non-renewal.',
  acceptable: 'Either party may decline to renew this Agreement on written notice.',
  unacceptable:
    'The Supplier alone may extend this Agreement by one further year, without any notice to the Customer.',
};
const verdict = (clause: string) => assessClause(clause, buildPlaybookPositions(RENEWAL)).level;

describe('rule: a value a better level states too does not make a clause unacceptable', () => {
  it.each([
    'This Agreement shall renew automatically for successive one (1) year terms unless either party gives notice of non-renewal.',
    'Unless either party gives notice of non-renewal, this Agreement shall renew for successive twelve (12) month periods.',
    'THIS AGREEMENT SHALL RENEW AUTOMATICALLY FOR ONE ADDITIONAL YEAR UNLESS EITHER PARTY GIVES NOTICE OF NON-RENEWAL.',
  ])('%s', (clause) => {
    expect(verdict(clause)).not.toBe('unacceptable');
  });
});
