import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import type { TLimits } from '../../src/server/context';
import { companies, reviewTasks } from '../../src/server/db/schema';
import { claimDocumentTasks, LAPSED_TASK_ERROR } from '../../src/server/modules/review/claim-review-task';
import { DEMO_COMPANY, DEMO_USER, seedDemo } from '../../src/server/seed/seed-demo';
import { makeDocx } from '../fixtures/documents';
import {
  fakeInstanceProvider,
  startFakeOpenAiServer,
  type TFakeOpenAiServer,
} from '../fixtures/fake-openai-server';
import { createTestApp, type TTestApp } from './support/test-app';

/**
 * The queue of document reviews (decision 038): one claim that takes exactly the free slots, per-user
 * limits, leases renewed while a review runs, and tasks whose runs lapsed twice failed, not retried.
 * Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL (where the parallel claims are truly parallel).
 */

const LEASE = { leaseMs: 60_000, attempts: 2 };

const documentTasks = (companyId: number, starters: number[]) =>
  starters.map((startedById) => ({
    companyId,
    kind: 'document' as const,
    input: {},
    startedByRole: 'user' as const,
    startedById,
  }));

describe('the claim of document tasks', () => {
  let t: TTestApp;
  let companyId: number;
  beforeAll(async () => {
    t = await createTestApp();
    companyId = await t.addCompany(await t.loginAsAdmin(), 'Queue Co');
  });
  afterAll(() => t.close());
  afterEach(() => t.db.delete(reviewTasks));

  it('claims exactly n, and parallel claims never take a task twice', async () => {
    await t.db.insert(reviewTasks).values(
      documentTasks(
        companyId,
        Array.from({ length: 30 }, (_, i) => i),
      ),
    );
    const first = await claimDocumentTasks(t.db, { ...LEASE, take: 4, perUser: 0 });
    expect(first.claimed).toHaveLength(4);

    const parallel = await Promise.all(
      Array.from({ length: 12 }, () => claimDocumentTasks(t.db, { ...LEASE, take: 3, perUser: 0 })),
    );
    for (const { claimed } of parallel) expect(claimed.length).toBeLessThanOrEqual(3);
    const ids = [...first.claimed, ...parallel.flatMap(({ claimed }) => claimed)].map((task) => task.id);
    expect(ids).toHaveLength(30);
    expect(new Set(ids).size).toBe(30);
    const rows = await t.db.select().from(reviewTasks);
    expect(rows.every((row) => row.claimId !== null && row.attempts === 1)).toBe(true);
    expect((await claimDocumentTasks(t.db, { ...LEASE, take: 4, perUser: 0 })).claimed).toEqual([]);
  });

  it("keeps a user's reviews in flight to the limit, over parallel claims, the first of each user first", async () => {
    // User 1 queued five reviews before users 2 and 3 queued one each.
    await t.db.insert(reviewTasks).values(documentTasks(companyId, [1, 1, 1, 1, 1]));
    await t.db.insert(reviewTasks).values(documentTasks(companyId, [2, 3]));
    const firstOfEach = await claimDocumentTasks(t.db, { ...LEASE, take: 3, perUser: 2 });
    expect(firstOfEach.claimed.map((task) => task.startedById).sort()).toEqual([1, 2, 3]);

    const parallel = await Promise.all(
      Array.from({ length: 6 }, () => claimDocumentTasks(t.db, { ...LEASE, take: 4, perUser: 2 })),
    );
    expect(parallel.flatMap(({ claimed }) => claimed.map((task) => task.startedById))).toEqual([1]);
    const running = await t.db
      .select({ user: reviewTasks.startedById, claimed: sql<number>`count(${reviewTasks.claimId})::int` })
      .from(reviewTasks)
      .groupBy(reviewTasks.startedById)
      .orderBy(reviewTasks.startedById);
    expect(running).toEqual([
      { user: 1, claimed: 2 },
      { user: 2, claimed: 1 },
      { user: 3, claimed: 1 },
    ]);
  });

  it('fails a task whose lease lapsed twice, with a message, and runs again one that lapsed once', async () => {
    const lapsed = { claimId: randomUUID(), claimedAt: sql`now() - interval '10 minutes'` };
    const [twice, once] = await t.db
      .insert(reviewTasks)
      .values(documentTasks(companyId, [1, 2]))
      .returning();
    await t.db
      .update(reviewTasks)
      .set({ ...lapsed, attempts: 2 })
      .where(eq(reviewTasks.id, twice?.id ?? ''));
    await t.db
      .update(reviewTasks)
      .set({ ...lapsed, attempts: 1 })
      .where(eq(reviewTasks.id, once?.id ?? ''));

    const { claimed, failed } = await claimDocumentTasks(t.db, { ...LEASE, take: 4, perUser: 2 });
    expect(failed).toEqual([twice?.id]);
    expect(claimed.map((task) => [task.id, task.attempts])).toEqual([[once?.id, 2]]);
    const [row] = await t.db
      .select()
      .from(reviewTasks)
      .where(eq(reviewTasks.id, twice?.id ?? ''));
    expect(row).toMatchObject({ status: 'failed', error: LAPSED_TASK_ERROR, claimId: null });
  });
});

/** Uploads a short contract; `marker` names it in the AI's prompt. */
const upload = async (app: TTestApp | FastifyInstance, cookie: string, marker: string) => {
  const form = new FormData();
  form.append('selected_contract', 'Master Services Agreement');
  const clause = `1. Governing Law. This Agreement (${marker}) shall be governed by the laws of the State of Texas.`;
  form.append('file', new Blob([Buffer.from(makeDocx(['SERVICES AGREEMENT', clause]))]), `${marker}.docx`);
  const response = await ('app' in app ? app.app : app).inject({
    method: 'POST',
    url: '/api/v1/test/final/document/',
    payload: form,
    headers: { cookie },
  });
  expect(response.statusCode, response.body).toBe(202);
  return response.json().data.taskid as string;
};

/**
 * Every AI call held until the test lets it go, in arrival order: a review in flight is one held
 * classification. Records how many reviews (per marker's user) were in flight at each arrival.
 */
const holdAnswers = (fake: TFakeOpenAiServer) => {
  const calls: { user: string; release: () => void; released: boolean }[] = [];
  const most = { all: 0, perUser: 0 };
  fake.setDefault((request) => {
    const prompt = JSON.stringify(request.body.messages);
    const user = /\((user-\d+)/.exec(prompt)?.[1] ?? '';
    let release = () => {};
    const until = new Promise<void>((resolve) => {
      release = resolve;
    });
    const call = {
      user,
      released: false,
      release: () => {
        call.released = true;
        release();
      },
    };
    calls.push(call);
    const inFlight = calls.filter((c) => !c.released);
    most.all = Math.max(most.all, inFlight.length);
    most.perUser = Math.max(most.perUser, inFlight.filter((c) => c.user === user).length);
    return { kind: 'held', until, content: '{"clauses": []}' };
  });
  /** Lets the calls go one at a time as they come, until `count` were answered. */
  const answer = async (count: number) => {
    for (let k = 0; k < count; k += 1) {
      await expect.poll(() => calls.length, { timeout: 15_000 }).toBeGreaterThan(k);
      calls[k]?.release();
    }
  };
  return { calls, most, answer };
};

describe('document reviews through the queue', () => {
  let fake: TFakeOpenAiServer;
  /** Takes uploads and answers polls, but runs no review itself (no slots). */
  let front: TTestApp;
  let user: string;
  let other: string;
  const workers: FastifyInstance[] = [];
  const startWorker = async (limits: Partial<TLimits>, sweepTasks = true) => {
    const worker = await buildApp({ config: front.config, db: front.db, limits, sweepTasks });
    workers.push(worker);
    await worker.ready();
    return worker;
  };
  const tasksOf = (ids: string[]) =>
    front.db
      .select()
      .from(reviewTasks)
      .then((rows) => rows.filter((row) => ids.includes(row.id)));

  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
    front = await createTestApp({
      // The AI's answers are held for as long as a test needs.
      config: { llmDefault: fakeInstanceProvider(fake, 'queue-model'), llmTimeoutMs: 120_000 },
      limits: { documentReviewsPerInstance: 0, documentUploadsPerUser: 0 },
    });
    await seedDemo(front.db);
    user = front.cookieOf(await front.post('/api/v1/user/login/', DEMO_USER));
    const [demo] = await front.db.select().from(companies).where(eq(companies.name, DEMO_COMPANY));
    other = await front.loginAsUser(await front.loginAsAdmin(), demo?.id ?? 0, 'second.reviewer');
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.close()));
    fake.reset();
    // A test that failed half-way leaves no review waiting for the next one's instance.
    await front.db
      .update(reviewTasks)
      .set({ status: 'failed', error: 'left by a test' })
      .where(eq(reviewTasks.status, 'pending'));
  });
  afterAll(async () => {
    await front.close();
    await fake.close();
  });

  it('an instance started with reviews waiting runs them all, never more than its limit at once', async () => {
    const held = holdAnswers(fake);
    const ids: string[] = [];
    for (let k = 0; k < 5; k += 1) ids.push(await upload(front, user, `user-1 contract ${k}`));
    // Nothing ran them yet: they wait queued, as after a crash.
    const queued = (await front.get(`/api/v1/test/document/${ids[0]}`, user)).json();
    expect(queued.status).toBe('pending');
    expect(queued.data.progress.stage).toBe('queued');
    expect(queued.message).toBe('Review queued: it starts as soon as a review slot is free');

    await startWorker({ documentReviewsPerInstance: 2, documentReviewsPerUser: 0, taskSweepMs: 100 });
    await expect.poll(() => held.calls.length, { timeout: 15_000 }).toBe(2);
    const claimed = (await tasksOf(ids)).filter((task) => task.claimId !== null);
    expect(claimed).toHaveLength(2);

    await held.answer(5);
    await expect
      .poll(async () => (await tasksOf(ids)).map((task) => task.status), { timeout: 15_000 })
      .toEqual(Array(5).fill('completed'));
    expect(held.most.all).toBe(2);
    expect((await tasksOf(ids)).map((task) => task.attempts)).toEqual(Array(5).fill(1));
  });

  it('starts the reviews uploaded to an instance through the same queue: never more than its limit', async () => {
    const held = holdAnswers(fake);
    // No sweep: only the uploads and the ends of reviews start reviews here.
    const worker = await startWorker({ documentReviewsPerInstance: 2, documentReviewsPerUser: 0 }, false);
    const ids: string[] = [];
    for (let k = 0; k < 4; k += 1) ids.push(await upload(worker, user, `user-1 upload ${k}`));
    await expect.poll(() => held.calls.length, { timeout: 15_000 }).toBe(2);
    expect((await tasksOf(ids)).filter((task) => task.claimId === null)).toHaveLength(2);

    await held.answer(4);
    await expect
      .poll(async () => (await tasksOf(ids)).map((task) => task.status), { timeout: 15_000 })
      .toEqual(Array(4).fill('completed'));
    expect(held.most.all).toBe(2);
  });

  it("keeps a user's further reviews queued past the per-user limit while another user's run", async () => {
    const held = holdAnswers(fake);
    const mine: string[] = [];
    for (let k = 0; k < 3; k += 1) mine.push(await upload(front, user, `user-1 draft ${k}`));
    const theirs = await upload(front, other, 'user-2 draft');

    await startWorker({ documentReviewsPerInstance: 4, documentReviewsPerUser: 1, taskSweepMs: 100 });
    await expect
      .poll(() => held.calls.map((call) => call.user).sort(), { timeout: 15_000 })
      .toEqual(['user-1', 'user-2']);
    const waiting = (await tasksOf(mine)).filter((task) => task.claimId === null);
    expect(waiting).toHaveLength(2);
    const poll = (await front.get(`/api/v1/test/document/${waiting[0]?.id}`, user)).json();
    expect(poll.data.progress.stage).toBe('queued');

    await held.answer(4);
    await expect
      .poll(async () => (await tasksOf([...mine, theirs])).map((task) => task.status), { timeout: 15_000 })
      .toEqual(Array(4).fill('completed'));
    expect(held.most.perUser).toBe(1);
  });

  it('renews the lease of a review that runs longer than the lease: no other instance takes it over', async () => {
    const held = holdAnswers(fake);
    const limits = { taskLeaseMs: 600, taskSweepMs: 100, documentReviewsPerUser: 0 };
    await startWorker(limits);
    const id = await upload(front, user, 'user-1 long review');
    await expect.poll(() => held.calls.length, { timeout: 15_000 }).toBe(1);
    // A second instance sweeps every 100 ms, looking for leases that lapsed.
    await startWorker(limits);
    const [started] = await tasksOf([id]);
    await new Promise((resolve) => setTimeout(resolve, 5 * limits.taskLeaseMs));
    const [later] = await tasksOf([id]);
    expect(later).toMatchObject({ status: 'pending', claimId: started?.claimId, attempts: 1 });
    expect(later?.claimedAt?.getTime()).toBeGreaterThan(started?.claimedAt?.getTime() ?? Infinity);
    expect(held.calls).toHaveLength(1);

    await held.answer(1);
    await expect.poll(async () => (await tasksOf([id]))[0]?.status, { timeout: 15_000 }).toBe('completed');
    expect(held.calls).toHaveLength(1);
  });

  it('fails a review whose runs stopped twice, saying so, when a poll or a sweep finds it', async () => {
    const id = await upload(front, user, 'user-1 crashing review');
    await front.db
      .update(reviewTasks)
      .set({ claimId: randomUUID(), claimedAt: sql`now() - interval '10 minutes'`, attempts: 2 })
      .where(eq(reviewTasks.id, id));
    await startWorker({ documentReviewsPerUser: 0, taskSweepMs: 100 });
    await expect
      .poll(async () => (await front.get(`/api/v1/test/document/${id}`, user)).json().status, {
        timeout: 15_000,
      })
      .toBe('failed');
    const failed = (await front.get(`/api/v1/test/document/${id}`, user)).json();
    expect(failed.message).toBe(LAPSED_TASK_ERROR);
    expect(fake.requests).toHaveLength(0);
  });
});
