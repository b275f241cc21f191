import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { DEMO_USER, seedDemo } from '../../src/server/seed/seed-demo';

/**
 * What the server says when it starts, read from its log as an operator reads it: one address, the
 * one people open; after `npm run seed:demo`, that the demo user can log in and how to create a
 * master admin; in production, no start without PUBLIC_URL unless it listens on loopback.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

type TLogLine = { level: number; msg: string } & Record<string, unknown>;

const parse = (line: string): TLogLine | undefined => {
  try {
    return JSON.parse(line) as TLogLine;
  } catch {
    return undefined;
  }
};

const running: ChildProcess[] = [];
const dataDirs: string[] = [];
afterAll(() => {
  for (const child of running)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

const newDataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'clausebook-start-up-'));
  dataDirs.push(dir);
  return dir;
};

/**
 * Starts the server from its sources with `env` on top of a clean environment; resolves once it has
 * said where it runs and what to do first (or has exited), with every line of its log.
 */
const startServer = async (env: Record<string, string>) => {
  const clean: NodeJS.ProcessEnv = { ...process.env, LOG_FORMAT: 'json', LOG_LEVEL: 'info', ...env };
  for (const name of ['DATABASE_URL', 'VITEST', 'VITEST_POOL_ID', 'VITEST_WORKER_ID'])
    if (!(name in env)) delete clean[name];
  if (!('NODE_ENV' in env)) delete clean.NODE_ENV;
  if (!('PUBLIC_URL' in env)) delete clean.PUBLIC_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { cwd: ROOT, env: clean });
  running.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString('utf8');
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const lines = () => stdout.split('\n').flatMap((line) => parse(line) ?? []);
  const settled = () => lines().some((line) => /No master admin exists yet/.test(line.msg));
  const until = Date.now() + 60_000;
  while (Date.now() < until && child.exitCode === null && !settled())
    await new Promise((resolve) => setTimeout(resolve, 100));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    return exited;
  };
  return { lines, stderr: () => stderr, exited, stop, child };
};

/** Every web address the log mentions. */
const addressesIn = (lines: TLogLine[]) =>
  new Set(lines.flatMap((line) => JSON.stringify(line).match(/https?:\/\/[a-z0-9.[\]:-]+/gi) ?? []));

describe('the start-up log', () => {
  it('after seed:demo: one address, the demo user can log in, and how to create a master admin', async () => {
    const dataDir = newDataDir();
    const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pg') });
    await seedDemo(database.db);
    await database.close();
    const port = await freePort();
    const server = await startServer({ DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' });
    const lines = server.lines();
    await server.stop();

    const url = `http://localhost:${port}`;
    expect([...addressesIn(lines)], JSON.stringify(lines)).toEqual([url]);
    expect(lines.filter((line) => line.msg.startsWith('Clausebook is running at'))).toEqual([
      expect.objectContaining({ level: 30, url }),
    ]);
    const firstRun = lines.filter((line) => line.msg.includes('No master admin exists yet'));
    expect(firstRun).toEqual([
      expect.objectContaining({
        level: 30,
        msg: `The demo user can log in at ${url}/login/user (username "${DEMO_USER.username}", email "${DEMO_USER.email}"). No master admin exists yet: open ${url}/login/masteradmin and create one with the master secret key saved in ${path.join(dataDir, 'master-secret-key')}`,
      }),
    ]);
    expect(lines.some((line) => line.msg.startsWith('Server listening'))).toBe(false);
    expect(lines.filter((line) => line.level >= 40)).toEqual([]);
  }, 90_000);

  it('keeps DATA_DIR to its user: created 0700, database files 0600, also those written before', async () => {
    const dataDir = path.join(newDataDir(), 'data');
    mkdirSync(dataDir, { mode: 0o755 });
    const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pg') });
    await database.close();
    chmodSync(dataDir, 0o755);
    const server = await startServer({
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
    });
    await server.stop();
    const open = (entry: string): string[] => {
      const stat = lstatSync(entry);
      const wanted = stat.isDirectory() ? 0o700 : 0o600;
      const own = (stat.mode & 0o777) === wanted ? [] : [`${entry} ${(stat.mode & 0o777).toString(8)}`];
      return stat.isDirectory()
        ? [...own, ...readdirSync(entry).flatMap((name) => open(path.join(entry, name)))]
        : own;
    };
    expect(readdirSync(path.join(dataDir, 'pg')).length).toBeGreaterThan(0);
    expect(open(dataDir)).toEqual([]);
  }, 90_000);

  it('in production on 0.0.0.0 with PUBLIC_URL: serves, names PUBLIC_URL, says how to create a master admin', async () => {
    // (On loopback, production needs no PUBLIC_URL: npm-start.test.ts starts it so.)
    const port = await freePort();
    const server = await startServer({
      DATA_DIR: newDataDir(),
      PORT: String(port),
      HOST: '0.0.0.0',
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://contracts.example.com',
    });
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    const lines = server.lines();
    await server.stop();
    expect(health.status, server.stderr()).toBe(200);
    expect([...addressesIn(lines)]).toEqual(['https://contracts.example.com']);
    expect(lines.filter((line) => line.level >= 40)).toEqual([]);
    expect(lines.find((line) => line.msg.includes('No master admin exists yet'))).toMatchObject({
      level: 30,
      msg: expect.stringMatching(
        /^No master admin exists yet: open https:\/\/contracts\.example\.com\/login\/masteradmin and create one with the master secret key saved in /,
      ),
    });
  }, 90_000);

  it('refuses to start in production on a non-loopback HOST without PUBLIC_URL, saying why', async () => {
    const server = await startServer({
      DATA_DIR: newDataDir(),
      PORT: String(await freePort()),
      HOST: '0.0.0.0',
      NODE_ENV: 'production',
    });
    expect(await server.exited).toBe(1);
    expect(server.stderr()).toContain(
      'PUBLIC_URL: required in production when HOST (0.0.0.0) is not a loopback address',
    );
    expect(server.lines()).toEqual([]);
  }, 90_000);
});
