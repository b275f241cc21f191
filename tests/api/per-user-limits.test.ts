import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { rateLimits, reviewTasks } from '../../src/server/db/schema';
import { DEMO_USER, seedDemo } from '../../src/server/seed/seed-demo';
import { makeDocx } from '../fixtures/documents';
import { createTestApp, type TTestApp } from './support/test-app';

const CLAUSE =
  'Either party may terminate this Agreement for convenience upon ninety (90) days written notice.';
const TEST = { selected_contract: 'NDA', selected_category: 'Term and Termination', input_clause: CLAUSE };
const REFINE = {
  ...TEST,
  clause_type: 'preferred',
  preferred_clause: CLAUSE,
  user_feedback: 'replace "ninety (90)" with "sixty (60)"',
};

const uploadForm = () => {
  const form = new FormData();
  form.append('selected_contract', 'NDA');
  form.append(
    'file',
    new Blob([Buffer.from(makeDocx(['1. Term. This Agreement lasts two years.']))]),
    'a.docx',
  );
  return form;
};

/**
 * Clause tests, refines and uploads are limited per user, in the database: 429 with Retry-After and
 * a detail that says when to try again; another user, or the same user's invalid requests, are not
 * counted against the limit; a second instance sees the same counts.
 */
describe('per-user limits on the costly calls', () => {
  let t: TTestApp;
  let other: FastifyInstance;
  let user: string;
  let colleague: string;
  beforeAll(async () => {
    const limits = {
      clauseTestsPerUser: 2,
      refinesPerUser: 1,
      reviewCallWindowMs: 60_000,
      documentUploadsPerUser: 1,
      documentUploadWindowMs: 3_600_000,
    };
    t = await createTestApp({ limits });
    other = await buildApp({ config: t.config, db: t.db, limits });
    await seedDemo(t.db);
    user = t.cookieOf(await t.post('/api/v1/user/login/', DEMO_USER));
    const admin = await t.loginAsAdmin();
    const [task] = await t.db.select().from(reviewTasks).limit(1);
    expect(task).toBeUndefined();
    const companyId = (await t.get('/api/v1/auth/me', user)).json().data.company_id;
    colleague = await t.loginAsUser(admin, companyId, 'colleague');
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  const expectLimited = (
    response: {
      statusCode: number;
      headers: Record<string, unknown>;
      json: () => { detail: string; code: string };
    },
    detail: RegExp,
    maxSeconds: number,
  ) => {
    expect(response.statusCode).toBe(429);
    expect(response.json().code).toBe('RATE_LIMITED');
    expect(response.json().detail).toMatch(detail);
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
  };

  it('clause tests: invalid requests are not counted, the third valid one in a minute is refused', async () => {
    expect(
      (await t.post('/api/v1/test/final/text-clause/', { ...TEST, input_clause: '' }, user)).statusCode,
    ).toBe(400);
    expect((await t.post('/api/v1/test/final/text-clause/', TEST, user)).statusCode).toBe(200);
    expect((await t.post('/api/v1/test/final/text-clause/', TEST, user)).statusCode).toBe(200);
    const refused = await t.post('/api/v1/test/final/text-clause/', TEST, user);
    expectLimited(
      refused,
      /^Too many clause tests: at most 2 every 1 minute per user\. Please try again in \d+ (?:seconds?|minute)\.$/,
      60,
    );
  });

  it('counts in the database: another instance refuses the same user too; a colleague is not affected', async () => {
    const fromOther = await other.inject({
      method: 'POST',
      url: '/api/v1/test/final/text-clause/',
      payload: TEST,
      headers: { cookie: user },
    });
    expectLimited(fromOther, /^Too many clause tests/, 60);
    expect((await t.post('/api/v1/test/final/text-clause/', TEST, colleague)).statusCode).toBe(200);
  });

  it('refinements have their own allowance', async () => {
    const first = await t.post('/api/v1/test/refine/text-clause/', REFINE, user);
    expect(first.statusCode, first.body).toBe(200);
    expectLimited(
      await t.post('/api/v1/test/refine/text-clause/', REFINE, user),
      /^Too many refinements: at most 1 every 1 minute/,
      60,
    );
  });

  it('uploads: once spent, the next upload is refused before its body is stored', async () => {
    const upload = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/test/final/document/',
        payload: uploadForm(),
        headers: { cookie: user },
      });
    expect((await upload()).statusCode).toBe(202);
    const tasks = async () =>
      (await t.db.select().from(reviewTasks).where(eq(reviewTasks.kind, 'document'))).length;
    const before = await tasks();
    const refused = await upload();
    expectLimited(
      refused,
      /^Too many document uploads: at most 1 every 60 minutes per user\. Please try again in \d+ minutes?\.$/,
      3_600,
    );
    expect(await tasks()).toBe(before);
    const uploads = readdirSync(path.join(t.config.dataDir, 'uploads')).filter((name) =>
      name.startsWith('upload-'),
    );
    expect(uploads).toEqual([]);
  });
});

describe('a limit window ends', () => {
  let t: TTestApp;
  afterAll(() => t.close());

  it('allows the user again once the window is over', async () => {
    t = await createTestApp({ limits: { clauseTestsPerUser: 1, reviewCallWindowMs: 1_000 } });
    await seedDemo(t.db);
    const user = t.cookieOf(await t.post('/api/v1/user/login/', DEMO_USER));
    expect((await t.post('/api/v1/test/final/text-clause/', TEST, user)).statusCode).toBe(200);
    const refused = await t.post('/api/v1/test/final/text-clause/', TEST, user);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('1');
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await t.post('/api/v1/test/final/text-clause/', TEST, user)).statusCode).toBe(200);
  });
});

/**
 * The allowances an operator sets in the environment (loadConfig) are the ones the routes apply; 0
 * turns a limit off, and the API reference then promises no 429 for it.
 */
describe('limits an operator sets', () => {
  let t: TTestApp;
  let user: string;
  beforeAll(async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'clausebook-limits-'));
    const { costLimits } = loadConfig({
      DATA_DIR: dataDir,
      USER_CLAUSE_TESTS_PER_10_MINUTES: '1',
      USER_REFINEMENTS_PER_10_MINUTES: '0',
      USER_UPLOADS_PER_HOUR: '0',
    });
    rmSync(dataDir, { recursive: true, force: true });
    t = await createTestApp({ config: { costLimits } });
    await seedDemo(t.db);
    user = t.cookieOf(await t.post('/api/v1/user/login/', DEMO_USER));
  });
  afterAll(() => t.close());

  it('USER_CLAUSE_TESTS_PER_10_MINUTES=1 allows one clause test per 10 minutes', async () => {
    expect((await t.post('/api/v1/test/final/text-clause/', TEST, user)).statusCode).toBe(200);
    const refused = await t.post('/api/v1/test/final/text-clause/', TEST, user);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toMatch(/^Too many clause tests: at most 1 every 10 minutes per user\./);
  });

  it('USER_REFINEMENTS_PER_10_MINUTES=0 and USER_UPLOADS_PER_HOUR=0 are no limit', async () => {
    for (let i = 0; i < 4; i += 1) {
      const refined = await t.post('/api/v1/test/refine/text-clause/', REFINE, user);
      expect(refined.statusCode, refined.body).toBe(200);
    }
    const upload = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/test/final/document/',
        payload: uploadForm(),
        headers: { cookie: user },
      });
    for (let i = 0; i < 3; i += 1) expect((await upload()).statusCode).toBe(202);
    const counted = await t.db.select().from(rateLimits);
    expect(counted.map((row) => row.key).filter((key) => !key.startsWith('cost:clause-test:'))).toEqual([]);
  });

  it('documents 429 only for the calls that are limited', async () => {
    const paths = (await t.get('/api/docs')).json().paths;
    expect(paths['/api/v1/test/final/text-clause'].post.responses['429']).toBeDefined();
    expect(paths['/api/v1/test/refine/text-clause'].post.responses['429']).toBeUndefined();
    expect(paths['/api/v1/test/final/document'].post.responses['429']).toBeUndefined();
  });
});
