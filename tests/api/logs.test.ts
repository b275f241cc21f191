import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USER, seedDemo } from '../../src/server/seed/seed-demo';
import { makeDocx, makePdf } from '../fixtures/documents';
import { createTestApp, type TTestApp } from './support/test-app';

type TLine = { level: number; msg: string; [field: string]: unknown };

/**
 * What the server logs at the default level: one line per request (method, path without the query
 * string, status, time), none for health checks, and each document task's start, end or failure
 * with its time, all through the app's one logger.
 */
describe('logs', () => {
  let t: TTestApp;
  let user: string;
  const stream = new PassThrough();
  let text = '';
  stream.on('data', (chunk: Buffer) => {
    text += chunk.toString('utf8');
  });
  const lines = () =>
    text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as TLine);
  beforeAll(async () => {
    t = await createTestApp({ config: { logLevel: 'info' }, logStream: stream });
    await seedDemo(t.db);
    user = t.cookieOf(await t.post('/api/v1/user/login/', DEMO_USER));
  });
  afterAll(() => t.close());

  const upload = (bytes: Uint8Array, name: string) => {
    const form = new FormData();
    form.append('selected_contract', 'NDA');
    form.append('file', new Blob([Buffer.from(bytes)]), name);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/test/final/document/',
      payload: form,
      headers: { cookie: user },
    });
  };

  const waitForLine = async (match: (line: TLine) => boolean) => {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const found = lines().find(match);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no such log line in:\n${text}`);
  };

  it('one line per request, without the query string; health checks only at debug', async () => {
    text = '';
    // Another company's id: refused, and logged without the query string.
    await t.get('/api/v1/train/get-contracts/?company_id=7&secret=x', user);
    await t.get('/api/health');
    expect(lines()).toEqual([
      expect.objectContaining({
        level: 30,
        method: 'GET',
        path: '/api/v1/train/get-contracts/',
        status: 403,
        ms: expect.any(Number),
        msg: expect.stringMatching(/^GET \/api\/v1\/train\/get-contracts\/ 403 \d+ms$/),
      }),
    ]);
    expect(text).not.toContain('secret');
  });

  it('logs a document task starting and finishing, with its time', async () => {
    const { taskid } = (
      await upload(makeDocx(['1. Term. This Agreement lasts two (2) years.']), 'a.docx')
    ).json().data;
    const started = await waitForLine(
      (line) => line.taskId === taskid && line.msg === 'task document started',
    );
    const finished = await waitForLine(
      (line) => line.taskId === taskid && line.msg === 'task document finished',
    );
    expect(started.level).toBe(30);
    expect(finished).toMatchObject({ level: 30, kind: 'document', ms: expect.any(Number) });
  });

  it('logs a task that ends in failure as a warning, with its reason and time', async () => {
    const { taskid } = (await upload(makePdf([[]]), 'scan.pdf')).json().data;
    const failed = await waitForLine(
      (line) => line.taskId === taskid && line.msg.startsWith('task document failed'),
    );
    expect(failed).toMatchObject({
      level: 40,
      ms: expect.any(Number),
      error: expect.stringContaining('no text layer'),
    });
  });

  it('a request refused by the cross-site check logs its line, and no error', async () => {
    text = '';
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/login/',
      headers: { origin: 'https://evil.example', host: 'clausebook.example' },
      payload: DEMO_USER,
    });
    expect(refused.statusCode).toBe(403);
    const logged = await waitForLine((line) => line.path === '/api/v1/user/login/' && line.status === 403);
    await new Promise((resolve) => setImmediate(resolve));
    expect(logged).toMatchObject({
      level: 30,
      msg: expect.stringMatching(/^POST \/api\/v1\/user\/login\/ 403 \d+ms$/),
    });
    expect(lines().filter((line) => line.level >= 40 || line.err !== undefined)).toEqual([]);
  });
});
