import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAppContext } from '../../src/server/context';
import { auditLog, reviewTasks, storedFiles } from '../../src/server/db/schema';
import { cleanUpReviewFiles } from '../../src/server/modules/documents/clean-up-review-files';
import { createDatabaseFileStore } from '../../src/server/modules/documents/file-store/database-file-store';
import { createDiskFileStore } from '../../src/server/modules/documents/file-store/disk-file-store';
import { DEMO_COMPANY, DEMO_USER, seedDemo } from '../../src/server/seed/seed-demo';
import { makeDocx, makePdf } from '../fixtures/documents';
import { createTestApp, type TTestApp } from './support/test-app';

// Decision 039: a review's files are deleted when it fails, kept DOCUMENT_RETENTION_DAYS after it
// completes, and deleted with the review by the user who started it or a master admin.

const MSA = 'Master Services Agreement';
const CONTRACT = [
  'MASTER SERVICES AGREEMENT',
  '1. Governing Law. This Agreement shall be governed by the laws of the State of Texas.',
  '2. Payment Terms. Customer shall pay each invoice within fifteen (15) days of receipt.',
];

describe('storage of review files', () => {
  let t: TTestApp;
  let admin: string;
  let user: string;
  let colleague: string;
  let outsider: string;
  let demoCompanyId: number;

  /** The files a task has in the store: on disk (uploads, outputs) or in the database. */
  const filesOf = async (taskid: string) => {
    if (t.config.databaseUrl)
      return (await t.db.select().from(storedFiles).where(eq(storedFiles.taskId, taskid))).map((f) => f.name);
    return ['uploads', 'outputs'].flatMap((folder) => {
      const dir = path.join(t.config.dataDir, folder);
      return existsSync(dir) ? readdirSync(dir).filter((name) => name.startsWith(`${taskid}.`)) : [];
    });
  };

  const review = async (cookie: string, bytes: Uint8Array, name: string, query = '') => {
    const form = new FormData();
    form.append('selected_contract', MSA);
    form.append('file', new Blob([Buffer.from(bytes)]), name);
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/v1/test/final/document/${query}`,
      payload: form,
      headers: { cookie },
    });
    expect(created.statusCode, created.body).toBe(202);
    const { taskid } = created.json().data as { taskid: string };
    for (let attempt = 0; attempt < 600; attempt += 1) {
      const [task] = await t.db.select().from(reviewTasks).where(eq(reviewTasks.id, taskid));
      if (task?.status === 'completed' || task?.filesDeletedAt) return taskid;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the review did not finish');
  };

  const remove = (taskid: string, cookie: string, query = '') =>
    t.app.inject({ method: 'DELETE', url: `/api/v1/test/document/${taskid}${query}`, headers: { cookie } });

  /** The app's own file store over the same database and DATA_DIR, for the clean-up pass. */
  const cleanUp = (retentionDays: number) => {
    const onDisk = createDiskFileStore(t.config.dataDir);
    const files = t.config.databaseUrl ? createDatabaseFileStore(t.db, onDisk) : onDisk;
    const config = { ...t.config, documentRetentionDays: retentionDays };
    return cleanUpReviewFiles({ db: t.db, config, files } as TAppContext);
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
    outsider = await t.loginAsUser(admin, await t.addCompany(admin, 'Elsewhere Ltd'), 'outsider');
  });
  afterAll(() => t.close());

  it('deletes the upload of a review that failed; the review stays, with why it failed', async () => {
    const taskid = await review(user, makePdf([[]]), 'scan.pdf');
    expect(await filesOf(taskid)).toEqual([]);
    const answer = await t.get(`/api/v1/test/document/${taskid}`, user);
    expect(answer.json()).toMatchObject({
      status: 'failed',
      data: { error: expect.stringContaining('text') },
    });
  });

  it('keeps a completed review’s files for DOCUMENT_RETENTION_DAYS, then its report says they are gone', async () => {
    const taskid = await review(user, makeDocx(CONTRACT), 'kept.docx');
    expect((await t.get(`/api/v1/test/document/${taskid}/redline.docx`, user)).statusCode).toBe(200);
    expect((await filesOf(taskid)).length).toBe(2);
    expect(await cleanUp(30)).toBe(0);

    await t.db.execute(
      sql`update review_tasks set updated_at = now() - interval '31 days' where id = ${taskid}`,
    );
    // 0 keeps files until the review is deleted.
    expect(await cleanUp(0)).toBe(0);
    expect((await filesOf(taskid)).length).toBe(2);
    expect(await cleanUp(30)).toBe(1);
    expect(await filesOf(taskid)).toEqual([]);

    const today = new Date().toISOString().slice(0, 10);
    const gone = `The uploaded document and its Word files were deleted on ${today}: they are kept 30 days after a review. The report and the issues list stay; upload the document again for new Word files.`;
    const answer = (await t.get(`/api/v1/test/document/${taskid}`, user)).json();
    expect(answer).toMatchObject({ status: 'completed', data: { files_gone: gone } });
    expect(answer.data.data.clauses.length).toBeGreaterThan(0);
    const download = await t.get(`/api/v1/test/document/${taskid}/redline.docx?level=acceptable`, user);
    expect(download.statusCode).toBe(410);
    expect(download.json()).toMatchObject({ code: 'FILES_DELETED', detail: gone });
    expect((await t.get(`/api/v1/test/document/${taskid}/issues.csv`, user)).statusCode).toBe(200);
  });

  it('lets the user who started a review delete it with its files; a colleague is refused, others find nothing', async () => {
    const taskid = await review(user, makeDocx(CONTRACT), 'mine.docx');
    await t.get(`/api/v1/test/document/${taskid}/redline.docx`, user);
    expect((await filesOf(taskid)).length).toBe(2);

    const refused = await remove(taskid, colleague);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(
      'Only the person who started this review, or a master admin, can delete it.',
    );
    expect((await remove(taskid, outsider)).statusCode).toBe(404);
    expect((await filesOf(taskid)).length).toBe(2);

    const deleted = await remove(taskid, user);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect(await filesOf(taskid)).toEqual([]);
    expect((await t.get(`/api/v1/test/document/${taskid}`, user)).statusCode).toBe(404);
    expect((await remove(taskid, user)).statusCode).toBe(404);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.targetId, taskid));
    expect(audit).toMatchObject({ action: 'document-review.delete', actorName: DEMO_USER.username });
  });

  it('lets a master admin delete any review of the company they name; unknown ids are 404', async () => {
    const taskid = await review(colleague, makeDocx(CONTRACT), 'theirs.docx');
    expect((await remove(taskid, admin)).statusCode).toBe(400);
    expect((await remove(taskid, admin, `?company_id=${demoCompanyId}`)).statusCode).toBe(204);
    expect(await filesOf(taskid)).toEqual([]);
    expect((await remove('00000000-0000-4000-8000-000000000000', user)).statusCode).toBe(404);
    expect((await remove('not-a-task', user)).statusCode).toBe(404);
  });
});
