/**
 * API throughput and tail latency: `npm run bench:api` (PGlite), with
 * `BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432` also on a PostgreSQL server (a database of
 * its own is created there and dropped after).
 *
 * The app runs in a child process on the demo playbook (`seedDemo`), logged in as the demo user; a
 * bare Fastify server in another child process sends the same JSON bytes for the same paths. Each
 * endpoint is loaded with autocannon (this process) at 10 connections, app then bare, and
 * `get-contracts` again at 100 connections; the table gives requests per second, the app's share of
 * the bare server's, p50/p99/max latency, timeouts (no answer within 10 s), errors and non-2xx
 * answers, and the machine's load average before each run.
 *
 * `BENCH_SECONDS` sets each run's length (default 10); `BENCH_CPU_PROF=<dir>` writes a CPU profile
 * of each app process there (open it in Chrome DevTools or speedscope).
 */
import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../src/server/app';
import { openDatabase } from '../src/server/db/client';
import { DEMO_USER, seedDemo } from '../src/server/seed/seed-demo';
import { createPostgresTestDatabase, testConfig } from '../tests/api/support/test-app';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ENDPOINTS = {
  'get-contracts': '/api/v1/train/get-contracts/',
  'auth/me': '/api/v1/auth/me',
  health: '/api/health',
} as const;
type TEndpoint = keyof typeof ENDPOINTS;

/** What a server child tells this process once it listens. */
type TReady = { port: number; cookie: string };
/** A captured answer the bare server replays byte for byte. */
type TCapturedAnswer = { path: string; status: number; contentType: string; body: string };

const tell = (message: unknown) => process.send?.(message);
const onStop = (close: () => Promise<void>) =>
  process.on('message', async (message) => {
    if (message !== 'stop') return;
    await close();
    // A normal exit, so that --cpu-prof writes its profile.
    process.exit(0);
  });

/** Child: the app on PGlite (on disk, as `npm start` runs it) or on the PostgreSQL database named. */
const serveApp = async (databaseUrl: string | undefined) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'clausebook-bench-'));
  const database = await openDatabase({ databaseUrl, pgliteDir: path.join(dataDir, 'pg') });
  await seedDemo(database.db);
  const app = await buildApp({ config: testConfig({ dataDir, databaseUrl }), db: database.db });
  const login = await app.inject({ method: 'POST', url: '/api/v1/user/login/', payload: DEMO_USER });
  const token = login.cookies.find((cookie) => cookie.name === 'access_token');
  if (!token) throw new Error(`demo login failed: ${login.statusCode} ${login.body}`);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  onStop(async () => {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  tell({ port: Number(new URL(address).port), cookie: `access_token=${token.value}` } satisfies TReady);
};

/** Child: Fastify with no plugins, sending the captured bytes for each path. */
const serveBare = async () => {
  const answers = await new Promise<TCapturedAnswer[]>((resolve) =>
    process.once('message', (message) => resolve(message as TCapturedAnswer[])),
  );
  const app = Fastify();
  for (const answer of answers) {
    app.get(answer.path, (_request, reply) =>
      reply.status(answer.status).header('content-type', answer.contentType).send(answer.body),
    );
  }
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  onStop(() => app.close());
  tell({ port: Number(new URL(address).port), cookie: '' } satisfies TReady);
};

type TServer = { child: ChildProcess; ready: TReady };

const startChild = (args: string[], extraExecArgv: string[] = [], firstMessage?: unknown): Promise<TServer> =>
  new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), args, {
      execArgv: [...process.execArgv, ...extraExecArgv],
    });
    if (firstMessage !== undefined) child.send(firstMessage as object);
    child.once('message', (ready) => resolve({ child, ready: ready as TReady }));
    child.once('exit', (code) => reject(new Error(`server child ${args.join(' ')} exited with ${code}`)));
  });

const stopChild = (server: TServer) =>
  new Promise<void>((resolve) => {
    server.child.removeAllListeners('exit');
    server.child.once('exit', () => resolve());
    server.child.send('stop');
  });

type TRun = {
  rps: number;
  p50: number;
  p99: number;
  max: number;
  timeouts: number;
  errors: number;
  non2xx: number;
  load: string;
};

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

const hammer = async (server: TServer, endpoint: TEndpoint, connections: number): Promise<TRun> => {
  const before = load();
  const result = await autocannon({
    url: `http://127.0.0.1:${server.ready.port}${ENDPOINTS[endpoint]}`,
    connections,
    duration: SECONDS,
    timeout: 10,
    headers: server.ready.cookie ? { cookie: server.ready.cookie } : {},
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    timeouts: result.timeouts,
    errors: result.errors - result.timeouts,
    non2xx: result.non2xx,
    load: before,
  };
};

const capture = async (server: TServer): Promise<TCapturedAnswer[]> =>
  Promise.all(
    Object.values(ENDPOINTS).map(async (endpointPath) => {
      const response = await fetch(`http://127.0.0.1:${server.ready.port}${endpointPath}`, {
        headers: { cookie: server.ready.cookie },
      });
      if (!response.ok) throw new Error(`${endpointPath}: ${response.status} ${await response.text()}`);
      return {
        path: endpointPath,
        status: response.status,
        contentType: response.headers.get('content-type') ?? 'application/json',
        body: await response.text(),
      };
    }),
  );

const ms = (value: number) => `${Math.round(value)} ms`;
const row = (cells: string[], widths: number[]) =>
  cells.map((cell, n) => (n === 0 ? cell.padEnd(widths[n] ?? 0) : cell.padStart(widths[n] ?? 0))).join('');
const WIDTHS = [36, 10, 9, 9, 9, 9, 10, 6, 9, 18];

const printRow = (label: string, run: TRun, bare?: TRun) =>
  console.log(
    row(
      [
        label,
        run.rps.toFixed(0),
        bare ? `${((run.rps / bare.rps) * 100).toFixed(1)}%` : '',
        ms(run.p50),
        ms(run.p99),
        ms(run.max),
        String(run.timeouts),
        String(run.errors),
        String(run.non2xx),
        run.load,
      ],
      WIDTHS,
    ),
  );

/** Runs every endpoint against the app on one database and against the bare server. */
const benchDatabase = async (label: string, databaseUrl: string | undefined) => {
  const profileDir = process.env.BENCH_CPU_PROF;
  const app = await startChild(
    ['serve-app', databaseUrl ?? ''],
    profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : [],
  );
  const answers = await capture(app);
  const bare = await startChild(['serve-bare'], [], answers);
  const bytes = Object.fromEntries(answers.map((answer) => [answer.path, Buffer.byteLength(answer.body)]));
  console.log(`\n${label}: ${SECONDS} s per run; answer sizes ${JSON.stringify(bytes)}`);
  console.log(
    row(['run', 'req/s', 'of bare', 'p50', 'p99', 'max', 'timeouts', 'err', 'non2xx', 'load before'], WIDTHS),
  );
  try {
    for (const endpoint of Object.keys(ENDPOINTS) as TEndpoint[]) {
      const appRun = await hammer(app, endpoint, 10);
      const bareRun = await hammer(bare, endpoint, 10);
      printRow(`${endpoint} ×10  app`, appRun, bareRun);
      printRow(`${endpoint} ×10  bare`, bareRun);
    }
    const appRun = await hammer(app, 'get-contracts', 100);
    const bareRun = await hammer(bare, 'get-contracts', 100);
    printRow('get-contracts ×100  app', appRun, bareRun);
    printRow('get-contracts ×100  bare', bareRun);
  } finally {
    await stopChild(bare);
    await stopChild(app);
  }
};

/** A database of its own on the PostgreSQL server, dropped after the run. */
const withPostgresDatabase = async (serverUrl: string, run: (url: string) => Promise<void>) => {
  const database = await createPostgresTestDatabase(serverUrl);
  try {
    await run(database.url);
  } finally {
    await database.drop();
  }
};

const main = async () => {
  console.log(`api bench: ${cpus().length} cores, load ${load()}, node ${process.version}`);
  await benchDatabase('PGlite (embedded, on disk)', undefined);
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (serverUrl) await withPostgresDatabase(serverUrl, (url) => benchDatabase('PostgreSQL', url));
  else console.log('\nPostgreSQL: skipped (set BENCH_DATABASE_URL=postgres://… to run it)');
};

const [mode, argument] = process.argv.slice(2);
if (mode === 'serve-app') await serveApp(argument || undefined);
else if (mode === 'serve-bare') await serveBare();
else await main();
