import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPostgresTestDatabase } from './support/test-app';

/**
 * `npm start` as a container or a process manager runs it: SIGTERM to the npm process alone must
 * reach the server, which stops cleanly. Runs on PostgreSQL too when TEST_DATABASE_URL is set.
 */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

const portIsOpen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

const waitFor = async (check: () => Promise<boolean> | boolean, timeoutMs: number) => {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
};

type TLogLine = { level?: number; msg?: string };

const parseLine = (line: string): TLogLine | undefined => {
  try {
    return JSON.parse(line) as TLogLine;
  } catch {
    return undefined;
  }
};

describe('npm start', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'clausebook-start-'));
  let npm: ChildProcess | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  afterAll(async () => {
    if (npm && npm.exitCode === null && npm.signalCode === null) npm.kill('SIGKILL');
    await dropDatabase?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('builds if needed, serves, and stops cleanly within 10 s of SIGTERM to the npm process', async () => {
    const port = await freePort();
    const serverUrl = process.env.TEST_DATABASE_URL;
    const database = serverUrl ? await createPostgresTestDatabase(serverUrl) : undefined;
    dropDatabase = database?.drop;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
    };
    for (const name of [
      'DATABASE_URL',
      'NODE_ENV',
      'LOG_FORMAT',
      'VITEST',
      'VITEST_POOL_ID',
      'VITEST_WORKER_ID',
    ])
      delete env[name];
    if (database) env.DATABASE_URL = database.url;

    const lines: string[] = [];
    let output = '';
    npm = spawn('npm', ['start'], { cwd: path.resolve(import.meta.dirname, '../..'), env });
    npm.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const parts = output.split('\n');
      output = parts.pop() ?? '';
      lines.push(...parts);
    });
    let errors = '';
    npm.stderr?.on('data', (chunk: Buffer) => {
      errors += chunk.toString('utf8');
    });
    const exited = new Promise<number | null>((resolve) => npm?.once('exit', (code) => resolve(code)));

    // A build may come first (missing, or older than the sources).
    const up = await waitFor(async () => {
      if (npm?.exitCode !== null) return true;
      const response = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
      return response?.status === 200;
    }, 150_000);
    expect(up && npm.exitCode === null, `${lines.join('\n')}\n${errors}`).toBe(true);
    await fetch(`http://127.0.0.1:${port}/api/v1/auth/me?company_id=1`);

    const logged = () => lines.map(parseLine).filter((line): line is TLogLine => line !== undefined);
    const requestLines = () => logged().filter((line) => line.msg?.includes('/api/v1/auth/me'));
    await waitFor(() => requestLines().length > 0, 5_000);
    expect(logged().some((line) => line.msg?.startsWith('Clausebook is running at'))).toBe(true);
    // One line per request, without its query string; health checks are not logged at info.
    expect(requestLines()).toEqual([
      expect.objectContaining({ msg: expect.stringMatching(/^GET \/api\/v1\/auth\/me 401 \d+ms$/) }),
    ]);
    expect(logged().some((line) => line.msg?.includes('/api/health'))).toBe(false);

    const signalledAt = Date.now();
    npm.kill('SIGTERM');
    const stoppedCleanly = () => lines.some((line) => parseLine(line)?.msg === 'Clausebook stopped cleanly');
    const closed = await waitFor(async () => !(await portIsOpen(port)) && stoppedCleanly(), 10_000);
    expect(closed, lines.slice(-5).join('\n')).toBe(true);
    expect(Date.now() - signalledAt).toBeLessThan(10_000);
    expect(await exited).toBe(0);
    // Every line of the server's log is JSON: nothing breaks the stream.
    const serverLines = lines.slice(lines.findIndex((line) => line.startsWith('{')));
    expect(serverLines.filter((line) => line.trim() && !parseLine(line))).toEqual([]);
  }, 180_000);
});
