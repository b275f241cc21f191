import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDocxText } from '../../src/engine/document/docx-redline';
import { documentRefinements, reviewTasks } from '../../src/server/db/schema';
import { DEMO_COMPANY, DEMO_USER, seedDemo } from '../../src/server/seed/seed-demo';
import type { TDocumentReviewItem } from '../../src/shared/schemas/document-reviews';
import type { TDocumentReport, TReviewedClause } from '../../src/shared/schemas/documents';
import { countVerdicts } from '../../src/shared/verdict-counts';
import { makeDocx, makePdf } from '../fixtures/documents';
import { createTestApp, type TTestApp } from './support/test-app';

const MSA = 'Master Services Agreement';
const CONTRACT = [
  'MASTER SERVICES AGREEMENT',
  '1. Limitation of Liability. In no event shall Supplier be liable for any indirect, incidental or consequential damages, and Supplier total liability under this Agreement shall not exceed the fees paid in the one (1) month before the claim.',
  '2. Governing Law. This Agreement shall be governed by the laws of the State of Texas, and the courts of Dallas County shall have exclusive jurisdiction over any dispute arising under it.',
  '3. Payment Terms. Customer shall pay each invoice within fifteen (15) days of receipt, and late payments bear interest at 1.5% per month until paid in full.',
  '4. Counterparts. This Agreement may be executed in counterparts, each of which is deemed an original.',
];
const APPENDED = 'This limitation applies to each party alike.';

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Every cell's text of a workbook's sheets, rich text runs joined, as a reader of the file sees it. */
const workbookText = async (bytes: Buffer) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  const cells: string[] = [];
  workbook.eachSheet((sheet) => sheet.eachRow((row) => row.eachCell((cell) => cells.push(cell.text))));
  return cells.join('\n');
};

const upload = (t: TTestApp, cookie: string, file: { bytes: Uint8Array; name: string }, query = '') => {
  const form = new FormData();
  form.append('selected_contract', MSA);
  form.append('file', new Blob([Buffer.from(file.bytes)]), file.name);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/test/final/document/${query}`,
    payload: form,
    headers: { cookie },
  });
};

const waitForTask = async (t: TTestApp, cookie: string, taskid: string, query = '') => {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const response = await t.get(`/api/v1/test/document/${taskid}${query}`, cookie);
    if (response.statusCode !== 200 || response.json().status !== 'pending') return response;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('task did not finish');
};

const inject = (t: TTestApp, method: 'POST' | 'GET', url: string, cookie?: string, body?: object) =>
  t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(body && { payload: body }),
  });

describe('the Reviews list and refinements kept with a review', () => {
  let t: TTestApp;
  let admin: string;
  let user: string;
  let colleague: string;
  let outsider: string;
  let demoCompanyId: number;
  let otherCompanyId: number;
  /** The reviews made here, oldest first. */
  const made: { taskid: string; filename: string; status: string }[] = [];

  const list = (cookie: string, query = '') => t.get(`/api/v1/test/document/${query}`, cookie);
  const review = async (cookie: string, bytes: Uint8Array, filename: string, query = '') => {
    const response = await upload(t, cookie, { bytes, name: filename }, query);
    expect(response.statusCode, response.body).toBe(202);
    const { taskid } = response.json().data;
    const done = await waitForTask(t, cookie, taskid, query);
    made.push({ taskid, filename, status: done.json().status });
    return { taskid, done: done.json() };
  };

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db);
    admin = await t.loginAsAdmin();
    const companies = (await t.get('/api/v1/masteradmin/get/companies/', admin)).json().data as {
      id: number;
      name: string;
    }[];
    demoCompanyId = companies.find((company) => company.name === DEMO_COMPANY)?.id as number;
    user = t.cookieOf(await t.post('/api/v1/user/login/', DEMO_USER));
    colleague = await t.loginAsUser(admin, demoCompanyId, 'colleague.demo');
    otherCompanyId = await t.addCompany(admin, 'Elsewhere Ltd');
    outsider = await t.loginAsUser(admin, otherCompanyId, 'outsider');

    await review(user, makeDocx(CONTRACT), 'first draft.docx');
    await review(user, makePdf([[]]), 'scan.pdf');
    await review(colleague, new TextEncoder().encode(CONTRACT.join('\n\n')), 'second draft.txt');
    await review(admin, makeDocx(CONTRACT), 'admin upload.docx', `?company_id=${demoCompanyId}`);
    await review(user, makeDocx(CONTRACT.slice(0, 3)), 'third draft.docx');
  });
  afterAll(() => t.close());

  it("lists the company's reviews newest first: file, contract, who, when, status and counts", async () => {
    const response = await list(user);
    expect(response.statusCode, response.body).toBe(200);
    const { reviews, next_cursor } = response.json().data as {
      reviews: TDocumentReviewItem[];
      next_cursor: string | null;
    };
    expect(next_cursor).toBeNull();
    expect(reviews.map((r) => r.taskid)).toEqual(made.map((m) => m.taskid).reverse());
    const times = reviews.map((r) => Date.parse(r.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const byName = (name: string) => reviews.find((r) => r.filename === name) as TDocumentReviewItem;
    expect(byName('first draft.docx')).toMatchObject({
      file_kind: 'docx',
      contract: MSA,
      started_by: { username: DEMO_USER.username, role: 'user' },
      status: 'completed',
      progress: null,
      error: null,
      refined: 0,
    });
    expect(byName('second draft.txt').started_by).toEqual({ username: 'colleague.demo', role: 'user' });
    expect(byName('admin upload.docx').started_by).toEqual({ username: 'root-admin', role: 'masteradmin' });
    expect(byName('scan.pdf')).toMatchObject({ status: 'failed', counts: null });
    expect(byName('scan.pdf').error).toContain('no text layer');

    // The counts are the report's, as its header counts them.
    for (const item of reviews.filter((r) => r.status === 'completed')) {
      const report = (await t.get(`/api/v1/test/document/${item.taskid}`, user)).json().data
        .data as TDocumentReport;
      expect(item.counts).toEqual(countVerdicts(report.clauses));
      expect(item.counts?.clauses).toBeGreaterThan(0);
    }
    // Once listed, a completed review's counts are kept beside it: later lists read no report.
    const kept = await t.db
      .select({ id: reviewTasks.id, summary: reviewTasks.summary, status: reviewTasks.status })
      .from(reviewTasks)
      .where(eq(reviewTasks.kind, 'document'));
    for (const row of kept) expect(row.summary === null).toBe(row.status !== 'completed');
  });

  it('pages with an opaque cursor: every review once, in order, the last page without a cursor', async () => {
    const seen: string[] = [];
    let cursor: string | null = '';
    let pages = 0;
    while (cursor !== null) {
      const response = await list(user, `?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json().data as { reviews: TDocumentReviewItem[]; next_cursor: string | null };
      expect(page.reviews.length).toBeLessThanOrEqual(2);
      seen.push(...page.reviews.map((r) => r.taskid));
      cursor = page.next_cursor;
      pages += 1;
      if (cursor) expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    }
    expect(pages).toBe(3);
    expect(seen).toEqual(made.map((m) => m.taskid).reverse());
  });

  it('filters by status and contract type, on the server', async () => {
    const failed = (await list(user, '?status=failed')).json().data.reviews as TDocumentReviewItem[];
    expect(failed.map((r) => r.filename)).toEqual(['scan.pdf']);
    const completed = (await list(user, '?status=completed&limit=1')).json().data;
    expect(completed.reviews).toHaveLength(1);
    expect(completed.reviews[0].filename).toBe('third draft.docx');
    const next = (await list(user, `?status=completed&limit=10&cursor=${completed.next_cursor}`)).json().data;
    expect(next.reviews.map((r: TDocumentReviewItem) => r.filename)).toEqual([
      'admin upload.docx',
      'second draft.txt',
      'first draft.docx',
    ]);
    // Contract types compare as names do: any case, any spacing.
    const msa = (await list(user, `?contract=${encodeURIComponent('  master  SERVICES agreement ')}`)).json()
      .data.reviews;
    expect(msa).toHaveLength(made.length);
    expect((await list(user, '?contract=NDA')).json().data.reviews).toEqual([]);
    // Empty filters are no filters (as a form sends them).
    expect((await list(user, '?status=&contract=&cursor=')).json().data.reviews).toHaveLength(made.length);
  });

  it.each([
    ['?limit=0', 'limit'],
    ['?limit=101', 'limit must be at most 100'],
    ['?limit=ten', 'limit'],
    ['?status=running', "status must be 'pending', 'completed' or 'failed'"],
    ['?cursor=not-a-cursor', 'cursor is not one this server gave'],
    [`?cursor=${Buffer.from('["99999999999999999","x"]').toString('base64url')}`, 'cursor is not one'],
    [`?cursor=${Buffer.from('[1,2]').toString('base64url')}`, 'cursor is not one'],
    [`?cursor=${'A'.repeat(300)}`, 'cursor is not one'],
    ['?cursor=%00', 'cursor is not one'],
    [`?contract=${'x'.repeat(101)}`, 'contract must be at most 100 characters'],
  ])('refuses %s with a 400 that says what is wrong', async (query, message) => {
    const response = await list(user, query);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().detail).toContain(message);
  });

  it("shows a company's reviews to its own people only", async () => {
    expect((await list(outsider)).json().data.reviews).toEqual([]);
    expect((await list(user, `?company_id=${otherCompanyId}`)).statusCode).toBe(403);
    expect((await list(outsider, `?company_id=${demoCompanyId}`)).statusCode).toBe(403);
    expect((await t.get('/api/v1/test/document/')).statusCode).toBe(401);
    // A master admin names the company, and sees its reviews marked with who ran them.
    const noCompany = await list(admin);
    expect(noCompany.statusCode).toBe(400);
    expect(noCompany.json().detail).toContain('Pick a company first');
    const asAdmin = (await list(admin, `?company_id=${demoCompanyId}`)).json().data.reviews;
    expect(asAdmin.map((r: TDocumentReviewItem) => r.taskid)).toEqual(made.map((m) => m.taskid).reverse());
    expect((await list(admin, `?company_id=${otherCompanyId}`)).json().data.reviews).toEqual([]);
    expect((await list(admin, '?company_id=99999')).statusCode).toBe(404);
    // A colleague opens a review a user ran (the deep link works for the company); another company 404.
    const first = made[0]?.taskid as string;
    const opened = (await t.get(`/api/v1/test/document/${first}`, colleague)).json();
    expect(opened).toMatchObject({
      status: 'completed',
      data: {
        filename: 'first draft.docx',
        contract: MSA,
        started_by: { username: DEMO_USER.username, role: 'user' },
        created_at: expect.any(String),
      },
    });
    expect((await t.get(`/api/v1/test/document/${first}`, outsider)).statusCode).toBe(404);
  });

  it('shows a pending review with its progress', async () => {
    const [row] = await t.db
      .insert(reviewTasks)
      .values({
        companyId: demoCompanyId,
        kind: 'document',
        input: { storedFile: 'x.docx', filename: 'running.docx', fileKind: 'docx', contract: MSA },
        progress: { stage: 'evaluating', done: 3, total: 7 },
        // Someone else's run, alive: nobody takes it up while the test looks.
        claimId: crypto.randomUUID(),
        claimedAt: new Date(Date.now() + 60 * 60 * 1000),
      })
      .returning();
    try {
      const pending = (await list(user, '?status=pending')).json().data.reviews as TDocumentReviewItem[];
      expect(pending).toEqual([
        expect.objectContaining({
          taskid: row?.id,
          filename: 'running.docx',
          status: 'pending',
          progress: { stage: 'evaluating', done: 3, total: 7 },
          counts: null,
          started_by: { username: null, role: null },
        }),
      ]);
      // Its clauses cannot be refined yet.
      const refine = await inject(t, 'POST', `/api/v1/test/document/${row?.id}/clauses/0/refine`, user, {
        clause_type: 'preferred',
        user_feedback: 'append "x"',
      });
      expect(refine.statusCode).toBe(409);
      expect(refine.json().detail).toContain('not finished yet');
    } finally {
      await t.db.delete(reviewTasks).where(eq(reviewTasks.id, row?.id as string));
    }
  });

  describe('refinements', () => {
    let taskid: string;
    let liability: TReviewedClause;
    const refineUrl = (index: number, id = taskid) => `/api/v1/test/document/${id}/clauses/${index}/refine`;
    const report = async (cookie = user) =>
      (await t.get(`/api/v1/test/document/${taskid}`, cookie)).json().data.data as TDocumentReport;
    const word = async (level: 'preferred' | 'acceptable', cookie = user) => {
      const response = await t.get(`/api/v1/test/document/${taskid}/redline.docx?level=${level}`, cookie);
      expect(response.statusCode).toBe(200);
      return squash(readDocxText(new Uint8Array(response.rawPayload), 'accept'));
    };

    beforeAll(async () => {
      taskid = made[0]?.taskid as string;
      liability = (await report()).clauses.find(
        (clause) => clause.category === 'Limitation of Liability',
      ) as TReviewedClause;
      expect(liability.preferred_final_clause).not.toBeNull();
    });

    it('keeps a refinement with the review: the reopened report and the Word file show it', async () => {
      // A Word file made before the refinement…
      expect(await word('preferred')).not.toContain(APPENDED);
      const response = await inject(t, 'POST', refineUrl(liability.index), user, {
        clause_type: 'preferred',
        user_feedback: `append "${APPENDED}"`,
      });
      expect(response.statusCode, response.body).toBe(200);
      const refined = response.json().data;
      const expected = `${liability.preferred_final_clause} ${APPENDED}`;
      expect(squash(refined.preferred_final_clause)).toBe(squash(expected));
      expect(refined).toMatchObject({
        clause_type: 'preferred',
        engine: 'builtin',
        index: liability.index,
        refinement: {
          refined_by: { username: DEMO_USER.username, role: 'user' },
          refined_at: expect.any(String),
          engine: 'builtin',
        },
      });
      // Its redline follows as a refine task, against the clause in the document.
      const strike = await t.get(`/api/v1/test/refine/check-strike/${refined.taskid}`, user);
      expect(strike.json().data.preferred_striked_clause).toContain(`${APPENDED.slice(0, -1)}**`);

      // The reopened report, for a colleague too.
      const clause = (await report(colleague)).clauses.find((c) => c.index === liability.index);
      expect(squash(clause?.preferred_final_clause ?? '')).toBe(squash(expected));
      expect(clause?.preferred_striked_clause).toContain(`${APPENDED.slice(0, -1)}**`);
      expect(clause?.acceptable_final_clause).toBe(liability.acceptable_final_clause);
      expect(clause?.refinements?.preferred?.refined_by.username).toBe(DEMO_USER.username);
      expect(clause?.refinements?.acceptable).toBeUndefined();
      expect(clause?.rewrite_notes?.preferred).toBeUndefined();
      // …and the Word file of that level is made again with it; the other level is as it was.
      expect(await word('preferred')).toContain(squash(expected));
      expect(await word('acceptable')).not.toContain(APPENDED);
      // The list counts the refined rewrite.
      const listed = (await list(user))
        .json()
        .data.reviews.find((r: TDocumentReviewItem) => r.taskid === taskid);
      expect(listed.refined).toBe(1);
      // The issues list proposes the refined rewrite, in CSV and in the workbook alike.
      const csv = await t.get(`/api/v1/test/document/${taskid}/issues.csv`, user);
      expect(csv.statusCode).toBe(200);
      expect(squash(csv.body)).toContain(APPENDED.slice(0, -1));
      const xlsx = await t.get(`/api/v1/test/document/${taskid}/issues.xlsx`, colleague);
      expect(xlsx.statusCode).toBe(200);
      expect(squash(await workbookText(xlsx.rawPayload))).toContain(APPENDED.slice(0, -1));
    });

    it('refines the latest refinement, by anyone of the company; the Word file follows the latest', async () => {
      const more = 'Nothing here limits liability for fraud.';
      const response = await inject(t, 'POST', refineUrl(liability.index), colleague, {
        clause_type: 'preferred',
        user_feedback: `append "${more}"`,
      });
      expect(response.statusCode, response.body).toBe(200);
      const clause = (await report()).clauses.find((c) => c.index === liability.index);
      expect(squash(clause?.preferred_final_clause ?? '')).toBe(
        squash(`${liability.preferred_final_clause} ${APPENDED} ${more}`),
      );
      expect(clause?.refinements?.preferred?.refined_by.username).toBe('colleague.demo');
      expect(await word('preferred')).toContain(more);
      // A master admin for the company may refine too.
      const byAdmin = await inject(
        t,
        'POST',
        `${refineUrl(liability.index)}?company_id=${demoCompanyId}`,
        admin,
        { clause_type: 'acceptable', user_feedback: `append "${APPENDED}"` },
      );
      expect(byAdmin.statusCode, byAdmin.body).toBe(200);
      expect(byAdmin.json().data.refinement.refined_by).toEqual({
        username: 'root-admin',
        role: 'masteradmin',
      });
      expect(await word('acceptable')).toContain(APPENDED);
      // Every refinement is kept: the history of the clause's rewrites.
      const rows = await t.db
        .select()
        .from(documentRefinements)
        .where(eq(documentRefinements.taskId, taskid))
        .orderBy(documentRefinements.id);
      expect(rows.map((row) => [row.level, row.refinedByName])).toEqual([
        ['preferred', DEMO_USER.username],
        ['preferred', 'colleague.demo'],
        ['acceptable', 'root-admin'],
      ]);
    });

    it('refuses what cannot be refined, saving nothing', async () => {
      const before = await t.db.select().from(documentRefinements);
      const body = { clause_type: 'preferred', user_feedback: 'append "x"' };
      const uncategorised = (await report()).clauses.find((c) => c.category === null) as TReviewedClause;
      const cases: [string, string | undefined, object, number, string][] = [
        [refineUrl(liability.index), outsider, body, 404, 'no document review'],
        [refineUrl(liability.index), undefined, body, 401, 'log in'],
        [refineUrl(99), user, body, 404, 'no clause #100'],
        [refineUrl(uncategorised.index), user, body, 400, 'no rewrites to refine'],
        [refineUrl(liability.index, made[1]?.taskid), user, body, 409, 'The review failed'],
        [refineUrl(liability.index, 'not-a-task'), user, body, 404, 'no document review'],
        [`/api/v1/test/document/${taskid}/clauses/-1/refine`, user, body, 400, 'index must be'],
        [`/api/v1/test/document/${taskid}/clauses/1e3/refine`, user, body, 400, 'index must be'],
        [
          refineUrl(liability.index),
          user,
          { clause_type: 'unacceptable', user_feedback: 'x' },
          400,
          'clause_type',
        ],
        [refineUrl(liability.index), user, { clause_type: 'preferred' }, 400, 'user_feedback is required'],
        // The built-in engine takes explicit edits only.
        [
          refineUrl(liability.index),
          user,
          { clause_type: 'preferred', user_feedback: 'make it fairer' },
          400,
          '',
        ],
        [`${refineUrl(liability.index)}?company_id=${otherCompanyId}`, user, body, 403, 'own company'],
      ];
      for (const [url, cookie, payload, status, message] of cases) {
        const response = await inject(t, 'POST', url, cookie, payload);
        expect(response.statusCode, `${url}: ${response.body}`).toBe(status);
        expect(response.json().detail).toContain(message);
      }
      expect(await t.db.select().from(documentRefinements)).toEqual(before);
    });
  });
});
