import { createHash } from 'node:crypto';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companySignIn, signInFlows } from '../../src/server/db/schema';
import { decryptSecret } from '../../src/server/modules/credentials/credential-cipher';
import { closedPortUrl } from '../e2e/support/closed-port';
import { startOidcProvider, type TOidcTestProvider } from '../fixtures/oidc-provider';
import { createTestApp, type TTestApp } from './support/test-app';

const APP_ORIGIN = 'http://app.test';
const REDIRECT_URI = `${APP_ORIGIN}/api/v1/auth/sso/callback`;
const HTML = { accept: 'text/html,application/xhtml+xml' };

const USERS = {
  jane: { username: 'jane.doe', email: 'jane.doe@acme.example' },
  bob: { username: 'bob.smith', email: 'bob.smith@borealis.example' },
  carol: { username: 'carol.king', email: 'carol.king@cobalt.example' },
  dave: { username: 'dave.entra', email: 'dave@cobalt.example' },
};

/** A web server that is no identity provider: it answers every address as `answer` says. */
const startWebsite = async (answer: (response: ServerResponse) => void) => {
  const server: Server = createServer((_request, response) => answer(response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/** The page's text as a person reads it (its HTML escapes undone). */
const pageText = (html: string) =>
  html
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

const cookieNamed = (response: LightMyRequestResponse, name: string) => {
  const cookie = response.cookies.find((c) => c.name === name);
  return cookie ? `${name}=${cookie.value}` : undefined;
};

describe('single sign-on (OpenID Connect) per company', () => {
  let t: TTestApp;
  let admin: string;
  let providerA: TOidcTestProvider;
  let providerB: TOidcTestProvider;
  const companies = { acme: 0, borealis: 0, cobalt: 0 };

  beforeAll(async () => {
    providerA = await startOidcProvider({
      redirectUris: [REDIRECT_URI],
      accounts: {
        jane: { email: USERS.jane.email, email_verified: true },
        'jane-shouting': { email: USERS.jane.email.toUpperCase(), email_verified: true },
        'jane-unverified': { email: USERS.jane.email, email_verified: false },
        stranger: { email: 'someone@elsewhere.example', email_verified: true },
        bob: { email: USERS.bob.email, email_verified: true },
      },
    });
    providerB = await startOidcProvider({
      redirectUris: [REDIRECT_URI],
      emailInIdToken: true,
      accounts: {
        carol: { email: USERS.carol.email, email_verified: true },
        dave: { email: USERS.dave.email, xms_edov: true },
      },
    });
    t = await createTestApp({ config: { publicOrigins: [APP_ORIGIN], ssoAllowHttpLoopback: true } });
    admin = await t.loginAsAdmin();
    companies.acme = await t.addCompany(admin, 'Acme Legal');
    companies.borealis = await t.addCompany(admin, 'Borealis Contracts');
    companies.cobalt = await t.addCompany(admin, 'Cobalt Partners');
    const members = [
      [USERS.jane, companies.acme],
      [USERS.bob, companies.borealis],
      [USERS.carol, companies.cobalt],
      [USERS.dave, companies.cobalt],
    ] as const;
    for (const [user, companyid] of members) {
      const created = await t.post('/api/v1/masteradmin/create/user/', { ...user, companyid }, admin);
      expect(created.statusCode, created.body).toBe(201);
    }
  }, 60_000);

  afterAll(async () => {
    await t.close();
    await providerA.close();
    await providerB.close();
  });

  const saveSso = (fields: Record<string, string | number>, cookie = admin) =>
    t.post('/api/v1/masteradmin/add/sso/', fields, cookie);
  const settingsFor = (companyId: number, provider: TOidcTestProvider, requireSso: boolean) => ({
    company_id: companyId,
    issuer: provider.issuer,
    client_id: provider.clientId,
    client_secret: provider.clientSecret,
    require_sso: String(requireSso),
  });

  /** The start of a sign-in as a browser asks for it: the provider's address and the browser cookie. */
  const start = async (username: string, browser?: string, query = '') => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/auth/sso/start?username=${encodeURIComponent(username)}${query}`,
      headers: { ...HTML, ...(browser ? { cookie: browser } : {}) },
    });
    return {
      response,
      location: response.headers.location as string,
      browser: cookieNamed(response, 'sso_browser') ?? browser,
    };
  };

  /** The provider's answer delivered to the app's callback by a browser holding `browser`. */
  const callback = (answer: URL, browser: string | undefined) =>
    t.app.inject({
      method: 'GET',
      url: `${answer.pathname}${answer.search}`,
      headers: { ...HTML, ...(browser ? { cookie: browser } : {}) },
    });

  /** A whole sign-in: start for `username`, sign in at the provider as `login`, come back. */
  const signIn = async (username: string, provider: TOidcTestProvider, login: string) => {
    const started = await start(username);
    expect(started.response.statusCode, started.response.body).toBe(302);
    const answer = await provider.signIn(started.location, login);
    return { answer, browser: started.browser, response: await callback(answer, started.browser) };
  };

  const expectRefusedPage = (response: LightMyRequestResponse, status: number, text: string | RegExp) => {
    expect(response.statusCode, response.body).toBe(status);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('Sign-in not completed');
    expect(pageText(response.body)).toMatch(text);
    expect(cookieNamed(response, 'access_token')).toBeUndefined();
  };

  describe('saving a company provider', () => {
    it('refuses a provider that cannot be reached or is not OpenID Connect, saying why, and saves nothing', async () => {
      const unreachable = await closedPortUrl();
      const refused = await saveSso({
        ...settingsFor(companies.acme, providerA, false),
        issuer: unreachable,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().detail).toBe(
        `The sign-in settings were not saved. Could not read the OpenID Connect discovery document of ${unreachable}: the connection was refused.`,
      );

      const refusals: [string, (response: ServerResponse) => void, string][] = [
        [
          'an HTML page',
          (response) => response.writeHead(200, { 'content-type': 'text/html' }).end('<html>Welcome</html>'),
          'its answer is not JSON',
        ],
        [
          'a redirect elsewhere',
          (response) =>
            response
              .writeHead(302, { location: `${providerA.issuer}/.well-known/openid-configuration` })
              .end(),
          'it answered with a redirect (status 302), which is not followed',
        ],
        [
          'a huge answer',
          (response) =>
            response
              .writeHead(200, { 'content-type': 'application/json' })
              .end(`{"x":"${'a'.repeat(600_000)}"}`),
          'its answer at /.well-known/openid-configuration is larger than 512 KB',
        ],
      ];
      for (const [what, answer, reason] of refusals) {
        const website = await startWebsite(answer);
        try {
          const response = await saveSso({
            ...settingsFor(companies.acme, providerA, false),
            issuer: website.url,
          });
          expect(response.statusCode, what).toBe(400);
          expect(response.json().detail, what).toBe(
            `The sign-in settings were not saved. Could not read the OpenID Connect discovery document of ${website.url}: ${reason}.`,
          );
        } finally {
          await website.close();
        }
      }

      const wrongPath = await saveSso({
        ...settingsFor(companies.acme, providerA, false),
        issuer: `${providerA.issuer}/tenant-x`,
      });
      expect(wrongPath.json().detail).toContain(': it answered with status 404.');

      // The provider's document names itself by another address: the admin is told which to enter.
      const otherName = providerA.issuer.replace('127.0.0.1', 'localhost');
      const mismatch = await saveSso({ ...settingsFor(companies.acme, providerA, false), issuer: otherName });
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.json().detail).toBe(
        `The sign-in settings were not saved. The discovery document at ${otherName} names another issuer, ${providerA.issuer}: enter the issuer exactly as the provider names it.`,
      );

      const plainHttp = await saveSso({
        ...settingsFor(companies.acme, providerA, false),
        issuer: 'http://idp.example.com',
      });
      expect(plainHttp.statusCode).toBe(400);
      expect(plainHttp.json().detail).toBe(
        'The sign-in settings were not saved. The issuer cannot be used: http://idp.example.com does not use https (an identity provider must).',
      );

      const invalid = await saveSso({ company_id: companies.acme, issuer: 'ftp://x', require_sso: 'maybe' });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().detail).toContain('The issuer must be');
      expect(invalid.json().detail).toContain('The client_id is required');
      expect(invalid.json().detail).toContain("The require_sso must be 'true' or 'false'");

      expect((await t.get('/api/v1/masteradmin/get/sso/', admin)).json().data.sign_ins).toEqual([]);
    });

    it('allows plain http to a provider on this machine only when SSO_ALLOW_HTTP_LOOPBACK is set', async () => {
      const strict = await createTestApp();
      const discoveries = providerA.hits.get('/.well-known/openid-configuration') ?? 0;
      try {
        const cookie = await strict.loginAsAdmin();
        const companyId = await strict.addCompany(cookie, 'Strict Co');
        const response = await strict.post(
          '/api/v1/masteradmin/add/sso/',
          { ...settingsFor(companyId, providerA, false), company_id: companyId },
          cookie,
        );
        expect(response.statusCode).toBe(400);
        expect(response.json().detail).toContain(
          'plain http is accepted only for a provider on this machine when SSO_ALLOW_HTTP_LOOPBACK=true',
        );
        expect(providerA.hits.get('/.well-known/openid-configuration') ?? 0).toBe(discoveries);
      } finally {
        await strict.close();
      }
    });

    it('is for master admins only', async () => {
      const user = t.cookieOf(await t.post('/api/v1/user/login/', USERS.bob));
      expect((await saveSso(settingsFor(companies.borealis, providerA, false), user)).statusCode).toBe(403);
      expect((await t.get('/api/v1/masteradmin/get/sso/', user)).statusCode).toBe(403);
      expect((await saveSso(settingsFor(companies.borealis, providerA, false), '')).statusCode).toBe(401);
    });

    it('saves (201) after reading the discovery document; the secret is stored encrypted and never sent back', async () => {
      const saved = await saveSso(settingsFor(companies.acme, providerA, true));
      expect(saved.statusCode, saved.body).toBe(201);
      expect(saved.json().message).toBe('Sign-in settings saved for the company');
      expect(saved.json().data).toEqual({
        company_id: companies.acme,
        company_name: 'Acme Legal',
        issuer: providerA.issuer,
        client_id: providerA.clientId,
        client_secret_masked: `••••${providerA.clientSecret.slice(-4)}`,
        require_sso: true,
        updated_at: expect.any(String),
      });
      const cobalt = await saveSso(settingsFor(companies.cobalt, providerB, false));
      expect(cobalt.statusCode).toBe(201);

      const listed = await t.get('/api/v1/masteradmin/get/sso/', admin);
      expect(listed.json().data.redirect_uri).toBe(REDIRECT_URI);
      expect(listed.json().data.sign_ins.map((s: { company_name: string }) => s.company_name)).toEqual([
        'Acme Legal',
        'Cobalt Partners',
      ]);
      for (const body of [saved.body, cobalt.body, listed.body]) {
        expect(body).not.toContain(providerA.clientSecret);
        expect(body).not.toContain(providerB.clientSecret);
      }
      const [row] = await t.db
        .select()
        .from(companySignIn)
        .where(eq(companySignIn.companyId, companies.acme));
      expect(row?.clientSecretEncrypted).not.toContain(providerA.clientSecret);
      expect(decryptSecret(row?.clientSecretEncrypted ?? '', t.config.appSecret)).toBe(
        providerA.clientSecret,
      );
      const audit = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'company-sign-in.save'), eq(auditLog.companyId, companies.acme)));
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        actorName: 'root-admin',
        details: { require_sso: true, client_id: providerA.clientId },
      });
      expect(JSON.stringify(audit)).not.toContain(providerA.clientSecret);
    });
  });

  describe('the sign-in flow', () => {
    it("sends the browser to the company's provider: code flow, PKCE S256, state, nonce, scope, redirect URI", async () => {
      const { response, location, browser } = await start(USERS.jane.username.toUpperCase());
      expect(response.statusCode).toBe(302);
      expect(response.headers['cache-control']).toBe('no-store');
      const url = new URL(location);
      expect(`${url.origin}${url.pathname}`).toBe(`${providerA.issuer}/auth`);
      const query = Object.fromEntries(url.searchParams);
      expect(query).toMatchObject({
        client_id: providerA.clientId,
        response_type: 'code',
        scope: 'openid email profile',
        redirect_uri: REDIRECT_URI,
        code_challenge_method: 'S256',
      });
      expect(query.state).toMatch(/^[\w-]{43}$/);
      expect(query.nonce).toMatch(/^[\w-]{43}$/);
      expect(query).not.toHaveProperty('login_hint');
      const cookie = response.headers['set-cookie'] as string;
      expect(cookie).toMatch(
        /^sso_browser=[\w-]{43}; Max-Age=600; Path=\/api\/v1\/auth\/sso\/; HttpOnly; SameSite=Lax$/,
      );

      // The flow is stored by the hash of its state, tied to the browser, with the verifier of the challenge.
      const stateHash = createHash('sha256')
        .update(query.state ?? '')
        .digest('hex');
      const [flow] = await t.db.select().from(signInFlows).where(eq(signInFlows.stateHash, stateHash));
      expect(flow?.browserHash).toBe(
        createHash('sha256')
          .update(browser?.split('=')[1] ?? '')
          .digest('hex'),
      );
      expect(
        createHash('sha256')
          .update(flow?.codeVerifier ?? '')
          .digest('base64url'),
      ).toBe(query.code_challenge);
      expect(flow?.nonce).toBe(query.nonce);
    });

    it('signs the user in at the provider and back at /train-model, with the same server-side session as a login', async () => {
      const { response } = await signIn(USERS.jane.username, providerA, 'jane');
      expect(response.statusCode, response.body).toBe(302);
      expect(response.headers.location).toBe('/train-model');
      const session = t.cookieOf(response);
      const me = await t.get('/api/v1/auth/me', session);
      expect(me.json().data).toEqual({
        username: USERS.jane.username,
        role: 'user',
        company_id: companies.acme,
        company_name: 'Acme Legal',
      });
      // The e-mail address came from the user info endpoint (this provider keeps it out of the ID token).
      expect(providerA.hits.get('/me')).toBeGreaterThan(0);
      // Logging out ends it, as any session.
      await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { cookie: session } });
      expect((await t.get('/api/v1/auth/me', session)).statusCode).toBe(401);
    });

    it('compares the e-mail address without regard to case', async () => {
      const { response } = await signIn(USERS.jane.username, providerA, 'jane-shouting');
      expect(response.statusCode, response.body).toBe(302);
      expect(t.cookieOf(response)).toMatch(/^access_token=/);
    });

    it('refuses a replayed callback, and the provider refuses the used code in a fresh flow', async () => {
      const first = await signIn(USERS.jane.username, providerA, 'jane');
      expect(first.response.statusCode).toBe(302);

      const replayed = await callback(first.answer, first.browser);
      expectRefusedPage(replayed, 400, 'This sign-in is not known here, or it has been completed already.');

      // The same code smuggled into a new flow of the same browser: state and cookie pass, the code does not.
      const fresh = await start(USERS.jane.username, first.browser);
      const freshState = new URL(fresh.location).searchParams.get('state') ?? '';
      const smuggled = new URL(first.answer);
      smuggled.searchParams.set('state', freshState);
      const tokenCalls = providerA.hits.get('/token') ?? 0;
      const reused = await callback(smuggled, first.browser);
      expectRefusedPage(reused, 400, /refused to complete it \(invalid_grant\)/);
      expect(providerA.hits.get('/token')).toBe(tokenCalls + 1);
    });

    it('checks the state: an unknown state, or a flow started in another browser, is refused', async () => {
      const started = await start(USERS.jane.username);
      const answer = await providerA.signIn(started.location, 'jane');

      const forged = new URL(answer);
      forged.searchParams.set('state', 'x'.repeat(43));
      expectRefusedPage(await callback(forged, started.browser), 400, 'This sign-in is not known here');

      // An attacker's own sign-in, delivered to a victim's browser (login CSRF): the victim has no such flow.
      const elsewhere = await callback(answer, `sso_browser=${'v'.repeat(43)}`);
      expectRefusedPage(elsewhere, 400, 'This sign-in was started in another browser');
      // The flow is used up by that attempt: the right browser cannot complete it afterwards either.
      expectRefusedPage(await callback(answer, started.browser), 400, 'not known here');

      const noState = await callback(new URL(`${REDIRECT_URI}?code=abc`), started.browser);
      expectRefusedPage(noState, 400, 'The state is required');
    });

    it('checks PKCE: a code issued to one flow cannot be redeemed by another flow of the same browser', async () => {
      const one = await start(USERS.jane.username);
      const two = await start(USERS.jane.username, one.browser);
      expect(two.browser).toBe(one.browser);
      const answer = await providerA.signIn(one.location, 'jane');
      // The code of flow one, with flow two's state: flow two's verifier does not match the challenge.
      const swapped = new URL(answer);
      swapped.searchParams.set('state', new URL(two.location).searchParams.get('state') ?? '');
      const tokenCalls = providerA.hits.get('/token') ?? 0;
      expectRefusedPage(await callback(swapped, one.browser), 400, /invalid_grant/);
      expect(providerA.hits.get('/token')).toBe(tokenCalls + 1);
    });

    it("checks the provider's iss parameter", async () => {
      const started = await start(USERS.jane.username);
      const answer = await providerA.signIn(started.location, 'jane');
      expect(answer.searchParams.get('iss')).toBe(providerA.issuer);
      answer.searchParams.set('iss', 'https://evil.example/');
      expectRefusedPage(await callback(answer, started.browser), 400, /did not pass the checks: .*iss/);
    });

    it("refuses an unverified address, another person and another company's user", async () => {
      const unverified = await signIn(USERS.jane.username, providerA, 'jane-unverified');
      expectRefusedPage(unverified.response, 403, 'did not confirm that jane.doe@acme.example is verified');

      const stranger = await signIn(USERS.jane.username, providerA, 'stranger');
      expectRefusedPage(
        stranger.response,
        403,
        'Your organisation signed you in as someone@elsewhere.example, which is not the e-mail address registered for the Clausebook user "jane.doe".',
      );

      // Bob of Borealis signs in at Acme's provider for Jane: his address is not hers.
      const bob = await signIn(USERS.jane.username, providerA, 'bob');
      expectRefusedPage(bob.response, 403, 'Your organisation signed you in as bob.smith@borealis.example');
    });

    it('refuses a flow older than 10 minutes', async () => {
      const started = await start(USERS.jane.username);
      const answer = await providerA.signIn(started.location, 'jane');
      const stateHash = createHash('sha256')
        .update(answer.searchParams.get('state') ?? '')
        .digest('hex');
      await t.db
        .update(signInFlows)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(signInFlows.stateHash, stateHash));
      expectRefusedPage(await callback(answer, started.browser), 400, 'took longer than 10 minutes');
    });

    it('says so when the person cancels at the provider', async () => {
      const started = await start(USERS.jane.username);
      const answer = await providerA.signIn(started.location, 'jane', { abort: true });
      expect(answer.searchParams.get('error')).toBe('access_denied');
      expectRefusedPage(
        await callback(answer, started.browser),
        403,
        "Your organisation's sign-in did not complete: access_denied (End-User aborted interaction).",
      );
    });

    it("refuses an ID token whose signature is not by the provider's keys", async () => {
      const providerC = await startOidcProvider({
        redirectUris: [REDIRECT_URI],
        emailInIdToken: true,
        accounts: { bob: { email: USERS.bob.email, email_verified: true } },
      });
      try {
        expect((await saveSso(settingsFor(companies.borealis, providerC, false))).statusCode).toBe(201);
        providerC.publishWrongKeys(true);
        const forged = await signIn(USERS.bob.username, providerC, 'bob');
        expectRefusedPage(forged.response, 400, /did not pass the checks/);
        providerC.publishWrongKeys(false);
      } finally {
        await t.db.delete(companySignIn).where(eq(companySignIn.companyId, companies.borealis));
        await providerC.close();
      }
    });
    it('says so when the provider cannot be reached at sign-in (502), signed out', async () => {
      const providerD = await startOidcProvider({ redirectUris: [REDIRECT_URI], accounts: {} });
      try {
        expect((await saveSso(settingsFor(companies.borealis, providerD, false))).statusCode).toBe(201);
        await providerD.close();
        const { response } = await start(USERS.bob.username);
        // Refused, or closed when a kept-alive connection to it is found dead first.
        expectRefusedPage(
          response,
          502,
          `Your organisation's sign-in cannot be used right now. Could not read the OpenID Connect discovery document of ${providerD.issuer}: the connection was`,
        );
        expect(pageText(response.body)).toMatch(/the connection was (refused|closed)\./);
      } finally {
        await t.db.delete(companySignIn).where(eq(companySignIn.companyId, companies.borealis));
      }
    });
  });

  describe('two companies, two providers', () => {
    it("sends each company's users to their own provider, and a code of one provider is refused in the other's flow", async () => {
      const carol = await signIn(USERS.carol.username, providerB, 'carol');
      expect(carol.response.statusCode, carol.response.body).toBe(302);
      expect((await t.get('/api/v1/auth/me', t.cookieOf(carol.response))).json().data.company_name).toBe(
        'Cobalt Partners',
      );
      // Provider B puts the address into the ID token: no user info call was needed.
      expect(providerB.hits.get('/me') ?? 0).toBe(0);

      const janeFlow = await start(USERS.jane.username);
      expect(janeFlow.location.startsWith(`${providerA.issuer}/auth?`)).toBe(true);
      const carolFlow = await start(USERS.carol.username, janeFlow.browser);
      expect(carolFlow.location.startsWith(`${providerB.issuer}/auth?`)).toBe(true);
      const fromB = await providerB.signIn(carolFlow.location, 'carol');
      const intoA = new URL(fromB);
      intoA.searchParams.set('state', new URL(janeFlow.location).searchParams.get('state') ?? '');
      expectRefusedPage(await callback(intoA, janeFlow.browser), 400, /did not pass the checks: .*iss/);
    });

    it("accepts Entra ID's xms_edov claim in place of email_verified", async () => {
      const dave = await signIn(USERS.dave.username, providerB, 'dave');
      expect(dave.response.statusCode, dave.response.body).toBe(302);
    });
  });

  describe('who may use which login', () => {
    it('refuses the username + email login of a company that requires single sign-on (403); others are unchanged', async () => {
      const jane = await t.post('/api/v1/user/login/', USERS.jane);
      expect(jane.statusCode).toBe(403);
      expect(jane.json()).toEqual({
        code: 'SSO_REQUIRED',
        detail:
          'Acme Legal signs in with its organisation\'s identity provider: use "Sign in with your organisation".',
        message:
          'Acme Legal signs in with its organisation\'s identity provider: use "Sign in with your organisation".',
      });
      // A wrong email is still just wrong: the refusal tells nothing to someone who does not know both.
      expect(
        (await t.post('/api/v1/user/login/', { ...USERS.jane, email: 'x@acme.example' })).statusCode,
      ).toBe(401);
      // Cobalt has single sign-on without requiring it; Borealis has none.
      expect((await t.post('/api/v1/user/login/', USERS.carol)).statusCode).toBe(200);
      expect((await t.post('/api/v1/user/login/', USERS.bob)).statusCode).toBe(200);
    });

    it('answers the same for an unknown username as for a company without single sign-on', async () => {
      const unknown = await start('nobody.here');
      const noSso = await start(USERS.bob.username);
      expectRefusedPage(unknown.response, 404, 'Single sign-on is not available for "nobody.here".');
      expectRefusedPage(noSso.response, 404, 'Single sign-on is not available for "bob.smith".');
      expect(unknown.response.body.replace('nobody.here', 'bob.smith')).toBe(noSso.response.body);
      expect(unknown.browser).toBeUndefined();
      // A client that does not ask for a page gets the API's error shape.
      const json = await t.get('/api/v1/auth/sso/start?username=nobody.here');
      expect(json.statusCode).toBe(404);
      expect(json.json().code).toBe('NOT_FOUND');
    });

    it('returns only to paths of this app', async () => {
      for (const returnTo of [
        '//evil.example/x',
        'https://evil.example/',
        '/\\evil.example',
        '/api/v1/auth/logout',
      ]) {
        const { response } = await start(
          USERS.jane.username,
          undefined,
          `&return_to=${encodeURIComponent(returnTo)}`,
        );
        expectRefusedPage(response, 400, 'The return_to must be a path of this app');
      }
      const started = await start(USERS.jane.username, undefined, '&return_to=%2Flegal%3Fx%3D1');
      const answer = await providerA.signIn(started.location, 'jane');
      const response = await callback(answer, started.browser);
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/legal?x=1');
    });
  });
});
