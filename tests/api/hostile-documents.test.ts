import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DOCUMENT_WORK } from '../../src/server/config';
import { DEMO_USER, seedDemo } from '../../src/server/seed/seed-demo';
import { hostileDocument, makeBigText, makeHeavyDocx, ordinaryDocx } from '../fixtures/hostile-documents';
import { createTestApp, type TTestApp } from './support/test-app';

/**
 * Documents that used to take the server down (issue 32, decision 037): each is refused at upload or
 * ends its task failed with a message saying which limit and what to do, and the instance keeps
 * answering — health, and an ordinary review after it.
 */
const TOO_LARGE = 'The document is too large to review';

const upload = (t: TTestApp, cookie: string, file: { bytes: Uint8Array; name: string }) => {
  const form = new FormData();
  form.append('selected_contract', 'Master Services Agreement');
  form.append('file', new Blob([Buffer.from(file.bytes)]), file.name);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/test/final/document/',
    payload: form,
    headers: { cookie },
  });
};

/** Polls until the task leaves 'pending', asking /api/health between polls: it must answer every time. */
const waitForTask = async (t: TTestApp, cookie: string, taskid: string) => {
  let healthAnswers = 0;
  for (let attempt = 0; attempt < 1200; attempt += 1) {
    const health = await t.get('/api/health');
    expect(health.statusCode).toBe(200);
    healthAnswers += 1;
    const response = await t.get(`/api/v1/test/document/${taskid}`, cookie);
    if (response.json().status !== 'pending') return { task: response.json(), healthAnswers };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('task did not finish');
};

const startApp = async (documentWork = DEFAULT_DOCUMENT_WORK) => {
  const t = await createTestApp({ config: { documentWork } });
  await seedDemo(t.db);
  const cookie = t.cookieOf(await t.post('/api/v1/user/login/', DEMO_USER));
  return { t, cookie };
};

/** The server lives on: health answers and an ordinary document is still reviewed. */
const expectAlive = async (t: TTestApp, cookie: string) => {
  expect((await t.get('/api/health')).statusCode).toBe(200);
  const response = await upload(t, cookie, { bytes: ordinaryDocx(), name: 'ordinary.docx' });
  expect(response.statusCode).toBe(202);
  const { task } = await waitForTask(t, cookie, response.json().data.taskid);
  expect(task.status).toBe('completed');
};

describe('hostile documents, default limits', () => {
  let t: TTestApp;
  let cookie: string;
  beforeAll(async () => {
    ({ t, cookie } = await startApp());
  });
  afterAll(() => t.close());

  it('refuses at upload a DOCX whose directory declares 199 MB unpacked', async () => {
    const response = await upload(t, cookie, hostileDocument('heavy-docx'));
    expect(response.statusCode).toBe(413);
    expect(response.json().detail).toBe(
      `${TOO_LARGE}: the DOCX's files unpack to more than 100 MB, the limit for one document (a "zip bomb" does this too). Remove large embedded files or split the document, then upload it again.`,
    );
  });

  it('ends the task of a DOCX hiding its document.xml in another entry, and lives on', async () => {
    const response = await upload(t, cookie, hostileDocument('hidden-entry-docx'));
    expect(response.statusCode).toBe(202);
    const { task, healthAnswers } = await waitForTask(t, cookie, response.json().data.taskid);
    expect(task.status).toBe('failed');
    expect(task.message).toBe(
      'The DOCX hides one file inside another ("word/document.xml" inside "pad.bin"), as "zip bombs" do; it was not processed.',
    );
    expect(healthAnswers).toBeGreaterThan(0);
    await expectAlive(t, cookie);
  });

  it('ends the task of a PDF whose content stream inflates to 1.1 GB, and lives on', async () => {
    const response = await upload(t, cookie, hostileDocument('deflate-bomb-pdf'));
    expect(response.statusCode).toBe(202);
    const { task } = await waitForTask(t, cookie, response.json().data.taskid);
    expect(task.status).toBe('failed');
    expect(task.message).toBe(
      `${TOO_LARGE}: the PDF's compressed streams unpack to more than 100 MB, the limit for one document (a "zip bomb" does this too). Remove large embedded files or split the document, then upload it again.`,
    );
    await expectAlive(t, cookie);
  });

  it('refuses at upload a PDF of 20,000 pages', async () => {
    const response = await upload(t, cookie, hostileDocument('many-pages-pdf'));
    expect(response.statusCode).toBe(413);
    expect(response.json().detail).toBe(
      `${TOO_LARGE}: it has 20,000 pages and at most 2,000 can be reviewed at once. Split it into parts of up to 2,000 pages and upload each.`,
    );
  });

  it('refuses at upload a text file of 50 MB', async () => {
    const file = hostileDocument('big-text');
    const response = await upload(t, cookie, file);
    expect(response.statusCode).toBe(413);
    expect(response.json().detail).toBe(
      `${TOO_LARGE}: its text has ${file.bytes.length.toLocaleString('en-US')} characters and at most 5,000,000 can be reviewed at once. Split it into smaller documents and upload each.`,
    );
    await expectAlive(t, cookie);
  });
});

describe('hostile documents, the worker bounds', () => {
  it('ends the task of a document that needs more memory than a worker has, and lives on', async () => {
    const { t, cookie } = await startApp({
      ...DEFAULT_DOCUMENT_WORK,
      worker: { memoryMb: 96, busySeconds: 300 },
    });
    try {
      // 40 MB of Word paragraphs: within the byte limits, far past 96 MB once read.
      const response = await upload(t, cookie, { bytes: makeHeavyDocx(40), name: 'heavy.docx' });
      expect(response.statusCode).toBe(202);
      const { task } = await waitForTask(t, cookie, response.json().data.taskid);
      expect(task.status).toBe('failed');
      expect(task.message).toBe(
        `${TOO_LARGE}: reading it needs more than 96 MB of memory, the most one document may use. Split it into smaller documents and upload each.`,
      );
      await expectAlive(t, cookie);
    } finally {
      await t.close();
    }
  });

  it('ends the task of a document that takes longer than the busy-time budget', async () => {
    const { t, cookie } = await startApp({
      ...DEFAULT_DOCUMENT_WORK,
      worker: { memoryMb: 384, busySeconds: 1 },
    });
    try {
      const response = await upload(t, cookie, { bytes: makeBigText(4), name: 'long.txt' });
      expect(response.statusCode).toBe(202);
      const { task } = await waitForTask(t, cookie, response.json().data.taskid);
      expect(task.status).toBe('failed');
      expect(task.message).toBe(
        `${TOO_LARGE}: reading it takes longer than 1 second, the most one document may take. Split it into smaller documents and upload each.`,
      );
      expect((await t.get('/api/health')).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
