import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDocxText } from '../../src/engine/document/docx-redline';
import { buildApp } from '../../src/server/app';
import { storedFiles } from '../../src/server/db/schema';
import { CHUNK_BYTES } from '../../src/server/modules/documents/file-store/database-file-store';
import { DEMO_USER, seedDemo } from '../../src/server/seed/seed-demo';
import { makeDocxOfBody } from '../fixtures/documents';
import { createTestApp, type TTestApp } from './support/test-app';

const CONTRACT = [
  'MASTER SERVICES AGREEMENT',
  '1. Limitation of Liability. In no event shall Supplier be liable for any indirect, incidental or consequential damages, and Supplier total liability under this Agreement shall not exceed the fees paid in the one (1) month before the claim.',
  '2. Governing Law. This Agreement shall be governed by the laws of the State of Texas, and the courts of Dallas County shall have exclusive jurisdiction over any dispute arising under it.',
];

/** Random text does not compress: the DOCX spans several stored pieces. */
const PADDING = randomBytes(Math.ceil(CHUNK_BYTES * 2.5)).toString('base64');
const DOCX = makeDocxOfBody(
  CONTRACT.map((text) => `<w:p><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`).join(''),
  { 'word/media/padding.txt': PADDING },
);

/**
 * Two instances with separate data folders, sharing only the database (decision 007): a document
 * uploaded through one is reviewed, reported and given as Word files by the other after the first
 * one's data folder is gone. On PostgreSQL (TEST_DATABASE_URL) as in production; on PGlite the two
 * instances share one embedded database with the database file store chosen explicitly.
 */
describe('instances that share nothing but the database', () => {
  let first: TTestApp;
  let second: FastifyInstance;
  const secondDataDir = mkdtempSync(path.join(tmpdir(), 'clausebook-second-'));
  let user: string;
  beforeAll(async () => {
    first = await createTestApp({ fileStore: 'database', limits: { uploadMaxBytes: 8 * 1024 * 1024 } });
    second = await buildApp({
      config: { ...first.config, dataDir: secondDataDir },
      db: first.db,
      fileStore: 'database',
    });
    await seedDemo(first.db);
    user = first.cookieOf(await first.post('/api/v1/user/login/', DEMO_USER));
  });
  afterAll(async () => {
    await second.close();
    await first.close();
    rmSync(secondDataDir, { recursive: true, force: true });
  });

  it('uploads on one, reports and gives both Word files from the other', async () => {
    const form = new FormData();
    form.append('selected_contract', 'Master Services Agreement');
    form.append('file', new Blob([Buffer.from(DOCX)]), 'draft.docx');
    const uploaded = await first.app.inject({
      method: 'POST',
      url: '/api/v1/test/final/document/',
      payload: form,
      headers: { cookie: user },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(202);
    const { taskid } = uploaded.json().data;
    // The first instance's disk is gone before its review even reads the upload.
    rmSync(first.config.dataDir, { recursive: true, force: true });

    const [stored] = await first.db.select().from(storedFiles).where(eq(storedFiles.taskId, taskid));
    expect(stored).toMatchObject({ name: `${taskid}.docx`, bytes: DOCX.length });
    expect(stored?.chunks).toBeGreaterThanOrEqual(3);

    let report = await second.inject({ url: `/api/v1/test/document/${taskid}`, headers: { cookie: user } });
    for (let attempt = 0; attempt < 300 && report.json().status === 'pending'; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      report = await second.inject({ url: `/api/v1/test/document/${taskid}`, headers: { cookie: user } });
    }
    expect(report.json()).toMatchObject({ status: 'completed', data: { data: { filename: 'draft.docx' } } });
    const clauses = report.json().data.data.clauses as { preferred_final_clause: string | null }[];
    expect(clauses.some((clause) => clause.preferred_final_clause)).toBe(true);

    for (const level of ['preferred', 'acceptable']) {
      const docx = await second.inject({
        url: `/api/v1/test/document/${taskid}/redline.docx?level=${level}`,
        headers: { cookie: user },
      });
      expect(docx.statusCode, docx.body.slice(0, 300)).toBe(200);
      expect(Number(docx.headers['content-length'])).toBe(docx.rawPayload.length);
      const bytes = new Uint8Array(docx.rawPayload);
      const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
      expect(squash(readDocxText(bytes, 'reject'))).toBe(squash(CONTRACT.join('\n')));
      // The upload came back whole from its pieces: the part the review did not touch is intact.
      expect(Buffer.from(unzipSync(bytes)['word/media/padding.txt'] ?? []).toString()).toBe(PADDING);

      // Kept in the database, and served from there next time, by either instance.
      const again = await first.app.inject({
        url: `/api/v1/test/document/${taskid}/redline.docx?level=${level}`,
        headers: { cookie: user },
      });
      expect(Buffer.compare(again.rawPayload, docx.rawPayload)).toBe(0);
    }
    const names = (await first.db.select().from(storedFiles).where(eq(storedFiles.taskId, taskid))).map(
      (file) => file.name,
    );
    expect(names.sort()).toEqual([`${taskid}.docx`, 'redline-acceptable.docx', 'redline-preferred.docx']);
    expect(existsSync(path.join(secondDataDir, 'uploads'))).toBe(false);
    expect(existsSync(path.join(secondDataDir, 'outputs'))).toBe(false);
  });
});
