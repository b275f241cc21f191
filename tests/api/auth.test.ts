import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, MASTER_SECRET_KEY, type TTestApp } from './support/test-app';

describe('master admin creation', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('tells the first-run page that no admin exists yet', async () => {
    const response = await t.get('/api/v1/setup/status');
    expect(response.json().data).toEqual({ has_master_admin: false, master_secret_key_file: null });
  });

  it('refuses a wrong master secret key with 403 and creates nothing', async () => {
    const response = await t.post('/api/v1/masteradmin/create/', {
      ...ADMIN,
      master_secret_key: 'not-the-key',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'INVALID_MASTER_SECRET_KEY',
      detail: 'The master secret key is not correct.',
    });
    expect((await t.get('/api/v1/setup/status')).json().data.has_master_admin).toBe(false);
  });

  it('creates the first admin from anyone holding the key (201)', async () => {
    const response = await t.createMasterAdmin();
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message: 'master admin added to the database',
      data: { username: ADMIN.username, email: ADMIN.email },
    });
    expect((await t.get('/api/v1/setup/status')).json().data.has_master_admin).toBe(true);
  });

  it('refuses a duplicate username, case-insensitively, with 409 naming it', async () => {
    const response = await t.createMasterAdmin({ username: ADMIN.username.toUpperCase() });
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toContain(ADMIN.username);
  });

  it.each([
    [{ username: 'ab' }, 'The username must be 3 to 64'],
    [{ username: 'has space' }, 'The username must be 3 to 64'],
    [{ username: 'x'.repeat(65) }, 'The username must be 3 to 64'],
    [{ email: 'not-an-email' }, 'The email must be an address'],
    [{ email: `${'a'.repeat(250)}@b.co` }, 'The email must be at most 254'],
    [{ password: 'short' }, 'The password must be at least 12 characters'],
    [{ password: '' }, 'The password is required'],
  ])('validates %o → 400 naming the field', async (fields, detail) => {
    const response = await t.createMasterAdmin({ username: 'second-admin', ...fields });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      detail: expect.stringContaining(detail),
    });
  });

  it('requires the secret key field', async () => {
    const { master_secret_key: _, ...withoutKey } = { ...ADMIN, username: 'other', master_secret_key: '' };
    const response = await t.post('/api/v1/masteradmin/create/', withoutKey);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toContain('The master_secret_key is required');
  });

  it('lets a logged-in admin create another admin with the key', async () => {
    const cookie = await t.loginAsAdmin();
    const response = await t.post(
      '/api/v1/masteradmin/create/',
      {
        username: 'second.admin',
        email: 'second@clausebook.test',
        password: 'another long password',
        master_secret_key: MASTER_SECRET_KEY,
      },
      cookie,
    );
    expect(response.statusCode).toBe(201);
    const login = await t.post('/api/v1/masteradmin/login/', {
      username: 'second.admin',
      password: 'another long password',
    });
    expect(login.statusCode).toBe(200);
  });
});

describe('logins and sessions', () => {
  let t: TTestApp;
  let adminCookie: string;
  let companyId: number;
  beforeAll(async () => {
    t = await createTestApp();
    adminCookie = await t.loginAsAdmin();
    companyId = await t.addCompany(adminCookie, 'Acme Legal');
    await t.post(
      '/api/v1/masteradmin/create/user/',
      { username: 'jane', email: 'jane@acme.test', companyid: companyId },
      adminCookie,
    );
  });
  afterAll(() => t.close());

  it('logs a master admin in with a secure session cookie', async () => {
    const response = await t.post('/api/v1/masteradmin/login/', {
      username: ADMIN.username,
      password: ADMIN.password,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      username: ADMIN.username,
      role: 'masteradmin',
      company_id: null,
      company_name: null,
    });
    const header = String(response.headers['set-cookie']);
    expect(header).toMatch(/^access_token=/);
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Lax');
    expect(header).toContain('Path=/');
    expect(header).not.toContain('Secure');
    const expires = new Date(/Expires=([^;]+)/.exec(header)?.[1] ?? '').getTime();
    expect(expires - Date.now()).toBeGreaterThan(11.9 * 3600_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(12 * 3600_000);
  });

  it('does not believe a forwarded protocol header unless told to trust the proxy', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/masteradmin/login/',
      payload: { username: ADMIN.username, password: ADMIN.password },
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['set-cookie'])).not.toContain('Secure');
  });

  it('does not reveal which field was wrong', async () => {
    const wrongPassword = await t.post('/api/v1/masteradmin/login/', {
      username: ADMIN.username,
      password: 'wrong password!',
    });
    const unknownUser = await t.post('/api/v1/masteradmin/login/', {
      username: 'nobody-here',
      password: ADMIN.password,
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownUser.statusCode).toBe(401);
    expect(wrongPassword.json().detail).toBe(unknownUser.json().detail);
    expect(wrongPassword.json().detail).toBe('Incorrect username or password.');
  });

  it('logs a user in with username + email, case-insensitively', async () => {
    const response = await t.post('/api/v1/user/login/', { username: 'JANE', email: 'Jane@Acme.test' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      username: 'jane',
      role: 'user',
      company_id: companyId,
      company_name: 'Acme Legal',
    });
  });

  it('accepts the user login sent with a misspelt multipart content type', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/login/',
      headers: { 'content-type': 'multipart/form-date' },
      payload: JSON.stringify({ username: 'jane', email: 'jane@acme.test' }),
    });
    expect(response.statusCode).toBe(200);
  });

  it('accepts urlencoded and JSON bodies too', async () => {
    const urlencoded = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=jane&email=jane%40acme.test',
    });
    expect(urlencoded.statusCode).toBe(200);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { username: 'jane', email: 'jane@acme.test' },
    });
    expect(json.statusCode).toBe(200);
  });

  it('refuses a wrong email or unknown user with the same 401', async () => {
    const wrongEmail = await t.post('/api/v1/user/login/', { username: 'jane', email: 'other@acme.test' });
    const unknown = await t.post('/api/v1/user/login/', { username: 'ghost', email: 'jane@acme.test' });
    expect(wrongEmail.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrongEmail.json().detail).toBe(unknown.json().detail);
  });

  it('requires both login fields', async () => {
    const response = await t.post('/api/v1/user/login/', { username: 'jane' });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe('The email is required');
  });

  it('answers /auth/me for a session and 401 without one', async () => {
    const cookie = t.cookieOf(
      await t.post('/api/v1/user/login/', { username: 'jane', email: 'jane@acme.test' }),
    );
    expect((await t.get('/api/v1/auth/me', cookie)).json().data.role).toBe('user');
    const anonymous = await t.get('/api/v1/auth/me');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({
      code: 'NOT_AUTHENTICATED',
      detail: 'Please log in to continue.',
    });
  });

  it('ends the session server-side on logout: the old cookie gets 401', async () => {
    const cookie = t.cookieOf(
      await t.post('/api/v1/masteradmin/login/', { username: ADMIN.username, password: ADMIN.password }),
    );
    expect((await t.get('/api/v1/masteradmin/get/companies/', cookie)).statusCode).toBe(200);
    const logout = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { cookie } });
    expect(logout.statusCode).toBe(200);
    expect(String(logout.headers['set-cookie'])).toMatch(/access_token=;/);
    expect((await t.get('/api/v1/masteradmin/get/companies/', cookie)).statusCode).toBe(401);
    expect((await t.get('/api/v1/auth/me', cookie)).statusCode).toBe(401);
  });

  it('refuses a tampered token (role changed) with 401', async () => {
    const cookie = t.cookieOf(
      await t.post('/api/v1/user/login/', { username: 'jane', email: 'jane@acme.test' }),
    );
    const [body, signature] = cookie.slice('access_token='.length).split('.');
    const payload = JSON.parse(Buffer.from(body ?? '', 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...payload, role: 'masteradmin' })).toString('base64url');
    const response = await t.get('/api/v1/masteradmin/get/companies/', `access_token=${forged}.${signature}`);
    expect(response.statusCode).toBe(401);
  });
});

describe('behind an HTTPS proxy (TRUST_PROXY=1)', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { trustProxy: 1 } });
    await t.createMasterAdmin();
  });
  afterAll(() => t.close());

  it('marks the session cookie Secure', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/masteradmin/login/',
      payload: { username: ADMIN.username, password: ADMIN.password },
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['set-cookie'])).toContain('Secure');
  });
});

describe('session expiry', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ limits: { sessionTtlMs: 300 } });
  });
  afterAll(() => t.close());

  it('refuses a session past its expiry', async () => {
    const cookie = await t.loginAsAdmin();
    expect((await t.get('/api/v1/auth/me', cookie)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await t.get('/api/v1/auth/me', cookie)).statusCode).toBe(401);
  });
});

describe('rate limits on credential checks', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({
      limits: {
        authFailuresPerClient: 8,
        authFailuresPerUsernameAndClient: 3,
        authFailuresPerUsername: 6,
        authSlowdownMs: 300,
      },
    });
    await t.createMasterAdmin();
  });
  afterAll(() => t.close());

  const login = (password: string, remoteAddress = '203.0.113.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/masteradmin/login/',
      payload: { username: ADMIN.username, password },
      remoteAddress,
    });

  it('pauses a client after repeated failures for one username, with 429', async () => {
    for (const n of [1, 2, 3])
      expect((await login(`wrong ${n} password`, '198.51.100.1')).statusCode).toBe(401);
    const blocked = await login(ADMIN.password, '198.51.100.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      code: 'RATE_LIMITED',
      detail: expect.stringContaining('Too many attempts'),
    });
  });

  it('slows a username down after failures from many clients, but never locks its owner out', async () => {
    for (const n of [10, 11, 12])
      expect((await login(`wrong ${n} password`, `198.51.100.${n}`)).statusCode).toBe(401);
    const started = Date.now();
    expect((await login(ADMIN.password, '198.51.100.99')).statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
  });

  it('limits attempts per IP address', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 9; n += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/user/login/',
        payload: { username: `user${n}`, email: 'x@example.com' },
        remoteAddress: '192.0.2.50',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 8).every((status) => status === 401)).toBe(true);
    expect(statuses[8]).toBe(429);
  });

  it('does not count successful logins against the client', async () => {
    for (let n = 0; n < 12; n += 1) expect((await login(ADMIN.password, '192.0.2.60')).statusCode).toBe(200);
  });

  it('limits wrong master secret keys too', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/masteradmin/create/',
        payload: {
          username: 'intruder',
          email: 'i@example.com',
          password: 'a long password here',
          master_secret_key: 'guess',
        },
        remoteAddress: '192.0.2.77',
      });
    for (let n = 0; n < 3; n += 1) expect((await attempt()).statusCode).toBe(403);
    expect((await attempt()).statusCode).toBe(429);
  });
});
