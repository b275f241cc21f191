import type { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { guidelines, sessions, users } from '../../src/server/db/schema';
import { createTestApp, type TTestApp } from './support/test-app';

/**
 * Sessions and playbooks read on the embedded database are kept between requests until the next
 * write (decision 012). Whatever is kept, a session that ended, expired or lost its account is
 * refused, and a playbook is never older than the database's, nor another company's.
 */
const ON_POSTGRES = Boolean(process.env.TEST_DATABASE_URL);

const TRAIN = {
  selected_contract: 'NDA',
  selected_category: 'Governing Law',
  preferred_clause: 'This Agreement is governed by the laws of the State of New York.',
  acceptable_clause: 'This Agreement is governed by the laws of the State of Delaware.',
  unacceptable_clause: 'This Agreement is governed by the laws of the Supplier’s home country.',
};

describe('reads kept between requests', () => {
  let t: TTestApp;
  let admin: string;
  let acmeId: number;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.loginAsAdmin();
    acmeId = await t.addCompany(admin, 'Acme');
  });
  afterAll(() => t.close());
  afterEach(() => vi.restoreAllMocks());

  const me = (cookie: string) => t.get('/api/v1/auth/me', cookie);
  const playbook = (cookie: string, query = '') => t.get(`/api/v1/train/get-contracts/${query}`, cookie);
  const logIn = (username: string) =>
    t.post('/api/v1/user/login/', { username, email: `${username}@example.com` }).then(t.cookieOf);

  it(
    ON_POSTGRES
      ? 'reads a repeated auth/me and get-contracts again on PostgreSQL, where other instances write'
      : 'answers a repeated auth/me and get-contracts without a query on PGlite',
    async () => {
      const user = await t.loginAsUser(admin, acmeId, 'kept.reader');
      expect((await me(user)).statusCode).toBe(200);
      expect((await playbook(user)).statusCode).toBe(200);
      // PGlite's client or node-postgres's pool: either has the `query` every statement goes through.
      const client = (t.db as unknown as { $client: Pick<PGlite, 'query'> }).$client;
      const query = vi.spyOn(client, 'query');
      expect((await me(user)).json().data).toMatchObject({ username: 'kept.reader', company_name: 'Acme' });
      expect((await playbook(user)).statusCode).toBe(200);
      if (ON_POSTGRES) expect(query).toHaveBeenCalled();
      else expect(query).not.toHaveBeenCalled();
    },
  );

  it('refuses a session after its logout, and only that session', async () => {
    await t.loginAsUser(admin, acmeId, 'two.sessions');
    const first = await logIn('two.sessions');
    const second = await logIn('two.sessions');
    for (const cookie of [first, first, second, second]) expect((await me(cookie)).statusCode).toBe(200);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { cookie: first },
    });
    expect(logout.statusCode).toBe(200);
    expect((await me(first)).statusCode).toBe(401);
    expect((await playbook(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(200);
  });

  it('refuses a session whose row or account is deleted in the database', async () => {
    const user = await t.loginAsUser(admin, acmeId, 'removed.user');
    const other = await t.loginAsUser(admin, acmeId, 'removed.session');
    for (const cookie of [user, user, other, other]) expect((await me(cookie)).statusCode).toBe(200);
    await t.db.delete(users).where(eq(sql`lower(${users.username})`, 'removed.user'));
    expect((await me(user)).statusCode).toBe(401);
    const [otherId] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.username})`, 'removed.session'));
    await t.db.delete(sessions).where(eq(sessions.userId, otherId?.id ?? -1));
    expect((await me(other)).statusCode).toBe(401);
  });

  it('shows a training at once, and a change made in the database directly', async () => {
    const user = await t.loginAsUser(admin, acmeId, 'trainer');
    await t.post('/api/v1/train/add-contract/', { contract_name: 'NDA' }, user);
    await t.post(
      '/api/v1/train/add-category/',
      { contract_name: 'NDA', category_name: 'Governing Law' },
      user,
    );
    const before = (await playbook(user)).json().data;
    expect((await playbook(user)).json().data).toEqual(before);
    expect(before.preferred_clause).toEqual([{ NDA: [{ 'Governing Law': '' }] }]);

    expect((await t.post('/api/v1/train/model/', TRAIN, user)).statusCode).toBe(200);
    const trained = (await playbook(user)).json().data;
    expect(trained.preferred_clause).toEqual([{ NDA: [{ 'Governing Law': TRAIN.preferred_clause }] }]);
    expect(trained.category_versions).toEqual([{ NDA: [{ 'Governing Law': 1 }] }]);

    await t.db
      .update(guidelines)
      .set({ text: 'Governed by the laws of England.' })
      .where(eq(guidelines.level, 'preferred'));
    expect((await playbook(user)).json().data.preferred_clause).toEqual([
      { NDA: [{ 'Governing Law': 'Governed by the laws of England.' }] },
    ]);
  });

  it("never answers one company's kept playbook to another company", async () => {
    const acmeUser = await t.loginAsUser(admin, acmeId, 'acme.viewer');
    const globexUser = await t.loginAsUser(admin, await t.addCompany(admin, 'Globex'), 'globex.viewer');
    const acme = (await playbook(acmeUser)).json().data;
    expect(acme.all_contracts).toEqual(['NDA']);
    expect((await playbook(acmeUser)).json().data).toEqual(acme);
    expect((await playbook(globexUser)).json().data.all_contracts).toEqual([]);
    expect((await playbook(globexUser, `?company_id=${acmeId}`)).statusCode).toBe(403);
    expect((await playbook(admin, `?company_id=${acmeId}`)).json().data).toEqual(acme);
  });
});

describe('a kept session past its expiry', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ limits: { sessionTtlMs: 1_500 } });
  });
  afterAll(() => t.close());

  it('is refused, with no write to the database in between', async () => {
    const admin = await t.loginAsAdmin();
    const user = await t.loginAsUser(admin, await t.addCompany(admin, 'Acme'), 'short.lived');
    expect((await t.get('/api/v1/auth/me', user)).statusCode).toBe(200);
    expect((await t.get('/api/v1/train/get-contracts/', user)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1_600));
    expect((await t.get('/api/v1/auth/me', user)).statusCode).toBe(401);
    expect((await t.get('/api/v1/train/get-contracts/', user)).statusCode).toBe(401);
  });
});
