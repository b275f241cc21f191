import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../src/server/context';
import { loginAttempts } from '../../src/server/db/schema';
import { forgetQuietLoginAttempts } from '../../src/server/modules/auth/login-attempts';
import { ADMIN, createTestApp, type TTestApp } from './support/test-app';

// Decision 039: each attempt is counted before its credentials are checked, so parallel guesses
// cannot pass the limits; runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.

const statusCounts = (responses: LightMyRequestResponse[]) => {
  const counts = new Map<number, number>();
  for (const response of responses)
    counts.set(response.statusCode, (counts.get(response.statusCode) ?? 0) + 1);
  return counts;
};

describe('login throttling under parallel guesses', () => {
  let t: TTestApp;
  let adminCookie: string;
  beforeAll(async () => {
    t = await createTestApp({ limits: { authFailuresPerClient: 20 } });
    adminCookie = await t.loginAsAdmin();
    const companyId = await t.addCompany(adminCookie, 'Throttle Ltd');
    await t.loginAsUser(adminCookie, companyId, 'sam.reed');
  });
  afterAll(() => t.close());

  const adminLogin = (password: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/masteradmin/login/',
      payload: { username: ADMIN.username, password },
      remoteAddress,
    });
  const userLogin = (username: string, email: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/user/login/', payload: { username, email }, remoteAddress });

  it('checks at most 5 of 300 parallel wrong master-admin passwords; the rest are refused with when to retry', async () => {
    const guesses = await Promise.all(
      Array.from({ length: 300 }, (_, n) => adminLogin(`wrong password ${n}`, '203.0.113.7')),
    );
    const counts = statusCounts(guesses);
    expect(counts.get(401) ?? 0).toBeLessThanOrEqual(5);
    expect(counts.get(429)).toBe(300 - (counts.get(401) ?? 0));
    const refused = guesses.find((response) => response.statusCode === 429);
    expect(refused?.json()).toMatchObject({
      code: 'RATE_LIMITED',
      detail: expect.stringMatching(/^Too many attempts\. Please try again in \d+ seconds\.$/),
    });
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses the right password from the paused address, and accepts it from another', async () => {
    expect((await adminLogin(ADMIN.password, '203.0.113.7')).statusCode).toBe(429);
    expect((await adminLogin(ADMIN.password, '198.51.100.20')).statusCode).toBe(200);
  });

  it('checks at most 5 of 200 parallel user logins for one name with wrong emails', async () => {
    const guesses = await Promise.all(
      Array.from({ length: 200 }, (_, n) => userLogin('sam.reed', `guess${n}@example.com`, '203.0.113.8')),
    );
    expect(statusCounts(guesses).get(401) ?? 0).toBeLessThanOrEqual(5);
    expect((await userLogin('sam.reed', 'sam.reed@example.com', '203.0.113.8')).statusCode).toBe(429);
    expect((await userLogin('sam.reed', 'sam.reed@example.com', '198.51.100.21')).statusCode).toBe(200);
  });

  it('refuses an address hard after its limit of unknown usernames, even in parallel', async () => {
    const guesses = await Promise.all(
      Array.from({ length: 100 }, (_, n) => userLogin(`nobody${n}`, 'x@example.com', '203.0.113.9')),
    );
    const counts = statusCounts(guesses);
    expect(counts.get(401) ?? 0).toBeLessThanOrEqual(20);
    expect(counts.get(429)).toBe(100 - (counts.get(401) ?? 0));
    // The address is refused for any username now; the user signs in from elsewhere.
    expect((await userLogin('sam.reed', 'sam.reed@example.com', '203.0.113.9')).statusCode).toBe(429);
    expect((await userLogin('sam.reed', 'sam.reed@example.com', '198.51.100.22')).statusCode).toBe(200);
  });

  it('does not hold wrong passwords of a known username against the whole address', async () => {
    for (let n = 0; n < 5; n += 1)
      expect((await adminLogin(`wrong again ${n}`, '203.0.113.10')).statusCode).toBe(401);
    expect((await adminLogin(ADMIN.password, '203.0.113.10')).statusCode).toBe(429);
    // Another person behind the same address is not refused.
    expect((await userLogin('sam.reed', 'sam.reed@example.com', '203.0.113.10')).statusCode).toBe(200);
  });
});

describe('login pauses that double', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ limits: { authFailuresPerUsernameAndClient: 3, authFirstPauseMs: 30_000 } });
    await t.createMasterAdmin();
  });
  afterAll(() => t.close());

  const login = (password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/masteradmin/login/',
      payload: { username: ADMIN.username, password },
      remoteAddress: '192.0.2.44',
    });
  // Ends the current pause without waiting for it (the database's clock decides pauses).
  const endPause = () =>
    t.db.execute(sql`update login_attempts set paused_until = now() - interval '1 second'`);

  it('pauses after the allowance, then allows one attempt per pause, each pause twice the last', async () => {
    for (const n of [1, 2, 3]) expect((await login(`wrong ${n}`)).statusCode).toBe(401);
    const first = await login('wrong 4');
    expect(first.statusCode).toBe(429);
    expect(first.json().detail).toBe('Too many attempts. Please try again in 30 seconds.');
    expect(first.headers['retry-after']).toBe('30');

    await endPause();
    expect((await login('wrong 5')).statusCode).toBe(401);
    const second = await login('wrong 6');
    expect(second.json().detail).toBe('Too many attempts. Please try again in 1 minute.');
    expect(second.headers['retry-after']).toBe('60');

    await endPause();
    expect((await login(ADMIN.password)).statusCode).toBe(200);
    // A success forgets the attempts and the pauses.
    for (const n of [7, 8, 9]) expect((await login(`wrong ${n}`)).statusCode).toBe(401);
    expect((await login('wrong 10')).headers['retry-after']).toBe('30');
  });

  it('forgets keys left alone longer than the window, but not one that is paused', async () => {
    await t.db.execute(sql`delete from login_attempts`);
    for (const address of ['192.0.2.61', '192.0.2.62']) {
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/masteradmin/login/',
        payload: { username: ADMIN.username, password: 'wrong' },
        remoteAddress: address,
      });
    }
    await t.db.execute(sql`update login_attempts set last_attempt_at = now() - interval '1 day'`);
    await t.db.execute(
      sql`update login_attempts set paused_until = now() + interval '1 minute' where key like ${'%192.0.2.62'}`,
    );
    await forgetQuietLoginAttempts(t.db, DEFAULT_LIMITS.authWindowMs);
    const left = (await t.db.select().from(loginAttempts)).map((row) => row.key);
    expect(left).toEqual([`masteradmin-login:user-ip:${ADMIN.username}:192.0.2.62`]);
  });
});
