import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USER, seedDemo } from '../../src/server/seed/seed-demo';
import { ADMIN, createTestApp, type TTestApp } from './support/test-app';

const TOKEN_URL = '/api/v1/auth/token/';
const CLAUSE =
  'Either party may terminate this Agreement for convenience upon ninety (90) days written notice.';
const TEST = { selected_contract: 'NDA', selected_category: 'Term and Termination', input_clause: CLAUSE };

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Signs a session payload as the server does, with any secret: a forger who does not know APP_SECRET. */
const signWith = (payload: object, secret: string) => {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
};

describe('bearer sessions (POST /api/v1/auth/token/)', () => {
  let t: TTestApp;
  let adminCookie: string;
  let otherCompanyId: number;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db);
    adminCookie = await t.loginAsAdmin();
    otherCompanyId = await t.addCompany(adminCookie, 'Other Legal');
  });
  afterAll(() => t.close());

  const token = async (fields: Record<string, string>) => {
    const response = await t.post(TOKEN_URL, fields);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.token as string;
  };
  const me = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers });

  it("gives a user a token for the user login's fields, and sets no cookie", async () => {
    const before = Date.now();
    const response = await t.post(TOKEN_URL, DEMO_USER);
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toBeUndefined();
    const { token: value, expires_at: expiresAt } = response.json().data;
    expect(typeof value).toBe('string');
    const ttl = Date.parse(expiresAt) - before;
    expect(ttl).toBeGreaterThan(12 * 60 * 60 * 1000 - 60_000);
    expect(ttl).toBeLessThanOrEqual(12 * 60 * 60 * 1000 + 60_000);
    const answer = await me(bearer(value));
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({ username: 'demo', role: 'user', company_name: 'Demo Legal' });
  });

  it("gives a master admin a token for the master-admin login's fields", async () => {
    const value = await token({ username: ADMIN.username, password: ADMIN.password });
    expect((await me(bearer(value))).json().data).toMatchObject({ role: 'masteradmin', company_id: null });
  });

  it.each([
    [{ ...DEMO_USER, password: 'x'.repeat(12) }, 'not both'],
    [{ username: 'demo' }, 'The email is required to sign in as a user'],
    [{ email: DEMO_USER.email }, 'The username is required'],
  ])('refuses %o with 400 saying what to send', async (fields, detail) => {
    const response = await t.post(TOKEN_URL, fields);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toContain(detail);
  });

  it('refuses wrong credentials as the logins do, without saying which field', async () => {
    const user = await t.post(TOKEN_URL, { username: 'demo', email: 'wrong@example.com' });
    expect(user.statusCode).toBe(401);
    expect(user.json().detail).toBe('Incorrect username or email.');
    const admin = await t.post(TOKEN_URL, { username: ADMIN.username, password: 'wrong password!' });
    expect(admin.statusCode).toBe(401);
    expect(admin.json().detail).toBe('Incorrect username or password.');
  });

  it('refuses forged, tampered and malformed tokens with 401', async () => {
    const real = await token(DEMO_USER);
    const [body, signature] = real.split('.') as [string, string];
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    const forgedRole = Buffer.from(JSON.stringify({ ...payload, role: 'masteradmin' })).toString('base64url');
    for (const value of [
      signWith(payload, 'a-secret-that-is-not-the-server-s-own-32+'),
      `${forgedRole}.${signature}`,
      `${body}.${signature}x`,
      'not-a-token',
      '',
    ]) {
      const answer = await me(bearer(value));
      expect(answer.statusCode, value).toBe(401);
      expect(answer.json().code).toBe('NOT_AUTHENTICATED');
    }
  });

  it('ends a bearer session on logout: the token gets 401 afterwards, and no cookie is touched', async () => {
    const value = await token(DEMO_USER);
    const out = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(value) });
    expect(out.statusCode).toBe(200);
    expect(out.headers['set-cookie']).toBeUndefined();
    expect((await me(bearer(value))).statusCode).toBe(401);
  });

  it("trades a cookie session for a token of the same person (the add-in's dialog after single sign-on)", async () => {
    const EXCHANGE = '/api/v1/auth/token/from-session/';
    const exchange = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: EXCHANGE, headers });
    const userCookie = t.cookieOf(await t.post('/api/v1/user/login/', DEMO_USER));
    const traded = await exchange({ cookie: userCookie });
    expect(traded.statusCode, traded.body).toBe(200);
    expect(traded.headers['set-cookie']).toBeUndefined();
    const value = traded.json().data.token as string;
    expect((await me(bearer(value))).json().data).toMatchObject({ username: 'demo', role: 'user' });
    // The cookie session lives on beside it; a master admin's trades for a master admin's token.
    expect((await me({ cookie: userCookie })).statusCode).toBe(200);
    const adminToken = (await exchange({ cookie: adminCookie })).json().data.token as string;
    expect((await me(bearer(adminToken))).json().data.role).toBe('masteradmin');
    // No session, a token minting its successor, another site's page: refused.
    expect((await exchange({})).statusCode).toBe(401);
    const successor = await exchange(bearer(value));
    expect(successor.statusCode).toBe(403);
    expect(successor.json().detail).toBe('A bearer token cannot be exchanged for another; sign in again.');
    expect((await exchange({ cookie: userCookie, origin: 'https://evil.example' })).statusCode).toBe(403);
  });

  it('judges a request with both a bearer header and a cookie by the bearer header alone', async () => {
    const userToken = await token(DEMO_USER);
    const both = await me({ ...bearer(userToken), cookie: adminCookie });
    expect(both.json().data.role).toBe('user');
    // An invalid bearer header does not fall back to the cookie.
    const invalid = await me({ ...bearer('forged'), cookie: adminCookie });
    expect(invalid.statusCode).toBe(401);
    // A proxy's Basic credentials are not ours: the cookie still counts.
    const basic = await me({ authorization: 'Basic dXNlcjpwYXNz', cookie: adminCookie });
    expect(basic.json().data.role).toBe('masteradmin');
  });

  it('lets bearer writes through the same-origin check, and never the cookie beside them', async () => {
    const userToken = await token(DEMO_USER);
    const origin = { origin: 'https://evil.example' };
    const withBearer = await t.app.inject({
      method: 'POST',
      url: '/api/v1/test/final/text-clause/',
      headers: { ...bearer(userToken), ...origin },
      payload: TEST,
    });
    expect(withBearer.statusCode, withBearer.body).toBe(200);
    const withCookie = await t.app.inject({
      method: 'POST',
      url: '/api/v1/masteradmin/add/company/',
      headers: { cookie: adminCookie, ...origin },
      payload: { company_name: 'Cross-site' },
    });
    expect(withCookie.statusCode).toBe(403);
    const cookieBesideForgedBearer = await t.app.inject({
      method: 'POST',
      url: '/api/v1/masteradmin/add/company/',
      headers: { cookie: adminCookie, ...bearer('forged'), ...origin },
      payload: { company_name: 'Cross-site' },
    });
    expect(cookieBesideForgedBearer.statusCode).toBe(401);
  });

  it("keeps a user's bearer session to their own company's data", async () => {
    const userToken = await token(DEMO_USER);
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/v1/train/get-contracts/?company_id=${otherCompanyId}`,
      headers: bearer(userToken),
    });
    expect(other.statusCode).toBe(403);
    // A task of another company's is not found.
    const adminToken = await token({ username: ADMIN.username, password: ADMIN.password });
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/train/add-contract/?company_id=${otherCompanyId}`,
      headers: bearer(adminToken),
      payload: { contract_name: 'NDA' },
    });
    const demoCompanyId = (await me(bearer(userToken))).json().data.company_id;
    const own = await t.app.inject({
      method: 'POST',
      url: `/api/v1/test/final/text-clause/?company_id=${demoCompanyId}`,
      headers: bearer(adminToken),
      payload: TEST,
    });
    expect(own.statusCode, own.body).toBe(200);
    const taskId = own.json().data.taskid;
    const fromOtherCompany = await t.app.inject({
      method: 'GET',
      url: `/api/v1/test/check-strike/${taskId}?company_id=${otherCompanyId}`,
      headers: bearer(adminToken),
    });
    expect(fromOtherCompany.statusCode).toBe(404);
    // A master admin's bearer session names the company like its cookie session does.
    const noCompany = await t.app.inject({
      method: 'GET',
      url: '/api/v1/train/get-contracts/',
      headers: bearer(adminToken),
    });
    expect(noCompany.statusCode).toBe(400);
    expect(noCompany.json().code).toBe('COMPANY_REQUIRED');
  });
});

describe('bearer session expiry', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ limits: { sessionTtlMs: 300 } });
    await t.createMasterAdmin();
  });
  afterAll(() => t.close());

  it('refuses a bearer token past its session expiry', async () => {
    const response = await t.post(TOKEN_URL, { username: ADMIN.username, password: ADMIN.password });
    const value = response.json().data.token;
    const get = () => t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(value) });
    expect((await get()).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await get()).statusCode).toBe(401);
  });
});

describe('limits on bearer sessions', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({
      limits: {
        authFailuresPerClient: 20,
        authFailuresPerUsernameAndClient: 3,
        authFailuresPerUsername: 50,
        clauseTestsPerUser: 2,
        reviewCallWindowMs: 60_000,
      },
    });
    await seedDemo(t.db);
  });
  afterAll(() => t.close());

  it('counts failed token requests and failed logins together, and pauses both', async () => {
    const wrong = { username: 'demo', email: 'wrong@example.com' };
    expect((await t.post(TOKEN_URL, wrong)).statusCode).toBe(401);
    expect((await t.post('/api/v1/user/login/', wrong)).statusCode).toBe(401);
    expect((await t.post(TOKEN_URL, wrong)).statusCode).toBe(401);
    const paused = await t.post(TOKEN_URL, DEMO_USER);
    expect(paused.statusCode).toBe(429);
    expect(paused.json().code).toBe('RATE_LIMITED');
    expect((await t.post('/api/v1/user/login/', DEMO_USER)).statusCode).toBe(429);
  });

  it("counts a user's clause tests alike through a bearer token and a cookie", async () => {
    // From another address than the test above, whose failures paused 127.0.0.1 for this username.
    const fresh = await t.app.inject({
      method: 'POST',
      url: TOKEN_URL,
      payload: DEMO_USER,
      remoteAddress: '198.51.100.7',
    });
    expect(fresh.statusCode, fresh.body).toBe(200);
    const value = fresh.json().data.token;
    const cookieLogin = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/login/',
      payload: DEMO_USER,
      remoteAddress: '198.51.100.7',
    });
    const cookie = t.cookieOf(cookieLogin);
    const test = (auth: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/v1/test/final/text-clause/', headers: auth, payload: TEST });
    expect((await test(bearer(value))).statusCode).toBe(200);
    expect((await test({ cookie })).statusCode).toBe(200);
    const limited = await test(bearer(value));
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });
});
