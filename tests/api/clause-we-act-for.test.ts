import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewTasks } from '../../src/server/db/schema';
import { DEMO_USER, seedDemo } from '../../src/server/seed/seed-demo';
import { createTestApp, type TTestApp } from './support/test-app';

/**
 * "We act for" in a clause test (issue 34): one of the roles the contract type's playbook names, the
 * role its positions speak for by default. Acting for the other role reads the clause's words for the
 * two roles the other way round, so the playbook's positions apply to our side.
 */
const MSA = 'Master Services Agreement';
const TERMINATION = { selected_contract: MSA, selected_category: 'Term and Termination' };

/** A right to terminate for convenience given to the supplier, written several ways. */
const SUPPLIER_TERMINATES = [
  "Supplier may terminate this Agreement for convenience on thirty (30) days' notice.",
  "The Supplier may terminate this Agreement for convenience upon 30 days' prior written notice.",
  "SUPPLIER MAY TERMINATE THIS AGREEMENT FOR CONVENIENCE ON THIRTY (30) DAYS' NOTICE.",
  "For convenience, Supplier may terminate this agreement on thirty (30) days' written notice to Customer.",
  "Supplier may, on thirty (30) days' notice, terminate this Agreement for convenience.",
];

type TRow = { term: string; clause: { text: string } | null; met: { preferred: boolean | null } };

describe('clause testing: we act for', () => {
  let t: TTestApp;
  let demo: string;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db);
    demo = t.cookieOf(await t.post('/api/v1/user/login/', DEMO_USER));
  });
  afterAll(() => t.close());

  const test = (fields: Record<string, string | number>, cookie = demo) =>
    t.post('/api/v1/test/final/text-clause/', { ...TERMINATION, ...fields }, cookie);
  const json = (body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/test/final/text-clause/',
      payload: body as object,
      headers: { cookie: demo },
    });
  const noticeRow = (data: { assessment: { terms: TRow[] } }) =>
    data.assessment.terms.find((row) => row.term.includes('notice period'));

  it("lists each contract type's roles and the one its playbook speaks for with the playbook", async () => {
    const library = (await t.get('/api/v1/train/get-contracts/', demo)).json().data;
    expect(library.contract_roles).toEqual([
      { NDA: { roles: ['Disclosing Party', 'Receiving Party'], playbook_role: 'Disclosing Party' } },
      { [MSA]: { roles: ['Customer', 'Supplier'], playbook_role: 'Customer' } },
    ]);
  });

  it('acts for the role the playbook speaks for where none is asked, and keeps it with the task', async () => {
    const response = await test({ input_clause: SUPPLIER_TERMINATES[0] as string });
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data.we_act_for).toEqual({ role: 'Customer', playbook_role: 'Customer' });
    const [task] = await t.db.select().from(reviewTasks).where(eq(reviewTasks.id, data.taskid));
    expect(task?.input).toMatchObject({ kind: 'test', we_act_for: { role: 'Customer' } });
  });

  it('takes a role in any case and spacing, answered as the playbook spells it', async () => {
    for (const asked of ['Supplier', 'supplier', 'SUPPLIER', '  Supplier ']) {
      const response = await test({ input_clause: SUPPLIER_TERMINATES[0] as string, we_act_for: asked });
      expect(response.statusCode, `${asked}: ${response.body}`).toBe(200);
      expect(response.json().data.we_act_for).toEqual({ role: 'Supplier', playbook_role: 'Customer' });
    }
    const own = await test({ input_clause: SUPPLIER_TERMINATES[0] as string, we_act_for: 'customer' });
    expect(own.json().data.we_act_for).toEqual({ role: 'Customer', playbook_role: 'Customer' });
  });

  it("reads the other side's right as ours when we act for the other role", async () => {
    for (const clause of SUPPLIER_TERMINATES) {
      const forCustomer = (await test({ input_clause: clause, we_act_for: 'Customer' })).json().data;
      const forSupplier = (await test({ input_clause: clause, we_act_for: 'Supplier' })).json().data;
      // For the customer, the supplier's right to walk away is no right of ours: the playbook's own
      // notice period for terminating is not in the clause; what the clause states against the level
      // (a right for the supplier alone) leads the reason, before what it is silent on.
      expect(noticeRow(forCustomer), clause).toMatchObject({ clause: null, met: { preferred: false } });
      expect(forCustomer.assessment.reason, clause).toMatch(/^Main problem: mutual: .*\("Supplier"\)/i);
      expect(forCustomer.assessment.reason, clause).toContain("customer's notice period");
      // For the supplier it is our right, on thirty days: what the playbook prefers for its own side.
      expect(noticeRow(forSupplier)?.clause?.text.toLowerCase(), clause).toMatch(/^(thirty \(30\)|30) days$/);
      expect(noticeRow(forSupplier)?.met.preferred, clause).toBe(true);
      expect(forSupplier.assessment.reason, clause).not.toContain('notice period');
    }
  });

  it('reads the mirror clause the other way round', async () => {
    const clause = "Customer may terminate this Agreement for convenience on thirty (30) days' notice.";
    const forCustomer = (await test({ input_clause: clause })).json().data;
    const forSupplier = (await test({ input_clause: clause, we_act_for: 'Supplier' })).json().data;
    expect(noticeRow(forCustomer)?.met.preferred).toBe(true);
    expect(noticeRow(forSupplier)).toMatchObject({ clause: null, met: { preferred: false } });
  });

  it('refuses a role the playbook does not name (400), listing the roles it does', async () => {
    for (const asked of ['Vendor', 'Disclosing Party', 'Customers', 'Customer; Supplier']) {
      const response = await test({ input_clause: SUPPLIER_TERMINATES[0] as string, we_act_for: asked });
      expect(response.statusCode, asked).toBe(400);
      expect(response.json().message).toBe(
        `we_act_for must be a role the "${MSA}" playbook names: Customer or Supplier. "${asked}" is not one.`,
      );
    }
  });

  it('refuses hostile values with a 400 naming the field, never a 5xx', async () => {
    const clause = SUPPLIER_TERMINATES[0] as string;
    for (const we_act_for of ['', '   ', 'a\u0000b', 'x'.repeat(101)]) {
      const response = await test({ input_clause: clause, we_act_for });
      expect(response.statusCode, JSON.stringify(we_act_for)).toBe(400);
      expect(response.json().message).toContain('we_act_for');
    }
    for (const we_act_for of [7, true, null, ['Customer'], { role: 'Customer' }, { $ne: '' }]) {
      const response = await json({ ...TERMINATION, input_clause: clause, we_act_for });
      expect(response.statusCode, JSON.stringify(we_act_for)).toBe(400);
      expect(response.json().message).toContain('we_act_for');
    }
  });

  it('has nothing to choose where the playbook names no roles', async () => {
    const admin = await t.loginAsAdmin();
    const user = await t.loginAsUser(admin, await t.addCompany(admin, 'Plainco'), 'plain.user');
    const contract = { selected_contract: 'Sales', selected_category: 'Governing Law' };
    await t.post('/api/v1/train/add-contract/', { contract_name: 'Sales' }, user);
    await t.post(
      '/api/v1/train/add-category/',
      { contract_name: 'Sales', category_name: 'Governing Law' },
      user,
    );
    await t.post(
      '/api/v1/train/model/',
      {
        ...contract,
        preferred_clause: 'This Agreement is governed by the laws of the State of New York.',
        acceptable_clause: 'This Agreement is governed by the laws of the State of Delaware.',
        unacceptable_clause: 'This Agreement is governed by the laws of a foreign country.',
      },
      user,
    );
    const library = (await t.get('/api/v1/train/get-contracts/', user)).json().data;
    expect(library.contract_roles).toEqual([{ Sales: { roles: [], playbook_role: null } }]);
    const clause = { ...contract, input_clause: 'This Agreement is governed by the laws of England.' };
    const plain = await t.post('/api/v1/test/final/text-clause/', clause, user);
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.json().data).not.toHaveProperty('we_act_for');
    const asked = await t.post(
      '/api/v1/test/final/text-clause/',
      { ...clause, we_act_for: 'Customer' },
      user,
    );
    expect(asked.statusCode).toBe(400);
    expect(asked.json().message).toContain('The "Sales" playbook names no roles');
  });

  it('still answers the poll of a task kept before the choice existed', async () => {
    const { taskid } = (await test({ input_clause: SUPPLIER_TERMINATES[0] as string })).json().data;
    const [task] = await t.db.select().from(reviewTasks).where(eq(reviewTasks.id, taskid));
    const { we_act_for: _dropped, ...older } = (task?.input ?? {}) as Record<string, unknown>;
    await t.db
      .update(reviewTasks)
      .set({ input: older, status: 'pending', result: null })
      .where(eq(reviewTasks.id, taskid));
    const poll = await t.get(`/api/v1/test/check-strike/${taskid}`, demo);
    expect(poll.statusCode).toBe(200);
    expect(poll.json().data).toMatchObject({ status: 'completed', taskid });
  });
});
