import { describe, expect, it } from 'vitest';
import type { TPlaybookRoles } from '../../../engine/topics/parties/we-act-for';
import { AppError } from '../../errors';
import { resolveClauseWeActFor } from './resolve-clause-we-act-for';

const roles = (...names: [string, string][]): TPlaybookRoles => {
  const all = names.map(([role, side]) => ({ role, side }));
  return { roles: all, home: all[0] ?? null };
};
const CUSTOMER_SUPPLIER = roles(['Customer', 'customer'], ['Supplier', 'provider']);
const DISCLOSER_RECIPIENT = roles(['Disclosing Party', 'discloser'], ['Receiving Party', 'recipient']);

const refusal = (call: () => unknown) => {
  try {
    call();
  } catch (error) {
    return error instanceof AppError ? { status: error.status, message: error.message } : error;
  }
  throw new Error('not refused');
};

describe('the role a clause test acts for', () => {
  it("is the playbook's own role where none is asked, with nothing to map", () => {
    for (const playbook of [CUSTOMER_SUPPLIER, DISCLOSER_RECIPIENT]) {
      const home = playbook.home?.role as string;
      expect(resolveClauseWeActFor('X', playbook, undefined)).toEqual({
        weActFor: { role: home, playbook_role: home },
        parties: [],
      });
    }
  });

  it('is the role asked in any case, as the playbook spells it, with the role words swapped', () => {
    for (const asked of ['Supplier', 'supplier', 'SUPPLIER', 'sUpPlIeR']) {
      const { weActFor, parties } = resolveClauseWeActFor('MSA', CUSTOMER_SUPPLIER, asked);
      expect(weActFor).toEqual({ role: 'Supplier', playbook_role: 'Customer' });
      expect(parties).toEqual([
        { name: 'Customer', side: 'provider' },
        { name: 'Supplier', side: 'customer' },
      ]);
    }
    expect(resolveClauseWeActFor('NDA', DISCLOSER_RECIPIENT, 'receiving party').weActFor).toEqual({
      role: 'Receiving Party',
      playbook_role: 'Disclosing Party',
    });
  });

  it('refuses a role the playbook does not name, listing those it does', () => {
    expect(refusal(() => resolveClauseWeActFor('MSA', CUSTOMER_SUPPLIER, 'Vendor'))).toEqual({
      status: 400,
      message:
        'we_act_for must be a role the "MSA" playbook names: Customer or Supplier. "Vendor" is not one.',
    });
    const three = roles(['Customer', 'customer'], ['Supplier', 'provider'], ['Licensor', 'licensor']);
    expect(refusal(() => resolveClauseWeActFor('Deal', three, 'Receiving Party'))).toMatchObject({
      message: expect.stringContaining('Customer, Supplier or Licensor.'),
    });
  });

  it('has nothing to choose where the playbook names no roles', () => {
    const none: TPlaybookRoles = { roles: [], home: null };
    expect(resolveClauseWeActFor('Sales', none, undefined)).toEqual({ parties: [] });
    expect(refusal(() => resolveClauseWeActFor('Sales', none, 'Customer'))).toMatchObject({
      status: 400,
      message: expect.stringContaining('The "Sales" playbook names no roles'),
    });
  });
});
