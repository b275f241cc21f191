import { describe, expect, it } from 'vitest';
import { clausePartiesWeActFor, readPlaybookRoles } from '../topics/parties/we-act-for';
import type { TGuidelines } from '../types';
import { builtinEngine } from './builtin-engine';

const TERMINATION: TGuidelines = {
  preferred:
    "Customer may terminate this Agreement for convenience on thirty (30) days' prior written notice.",
  acceptable:
    "Customer may terminate this Agreement for convenience on sixty (60) days' prior written notice.",
  unacceptable:
    'Customer may not terminate this Agreement for convenience. Supplier may terminate at any time.',
};
const roles = readPlaybookRoles([TERMINATION]);
const asSupplier = (clause: string) =>
  builtinEngine.evaluate({
    contractType: 'MSA',
    category: 'Term and Termination',
    clause,
    guidelines: TERMINATION,
    parties: clausePartiesWeActFor(roles, 'Supplier'),
    actingForOtherRole: { role: 'Supplier', playbookRole: 'Customer' },
  });

describe('rule: acting for the side the playbook does not speak for, no playbook wording goes into the clause', () => {
  it.each([
    "Supplier may terminate this Agreement for convenience on ninety (90) days' notice.",
    'THE SUPPLIER MAY TERMINATE THIS AGREEMENT ON NINETY (90) DAYS NOTICE.',
    'Either party may terminate this Agreement on one hundred and twenty (120) days written notice.',
  ])('%s', async (clause) => {
    const result = await asSupplier(clause);
    for (const level of ['preferred', 'acceptable'] as const) {
      expect(result[level]).toBe(clause);
      if (result.status?.[level] === 'needs_judgment')
        expect(result.judgment?.[level]?.reason).toContain(
          'written for the Customer; this test acts for the Supplier',
        );
    }
  });

  it('says the clause meets a level it meets from our side', async () => {
    const result = await asSupplier(
      "Supplier may terminate this Agreement for convenience on thirty (30) days' notice.",
    );
    expect(result.status?.preferred).toBe('meets');
  });
});
