/**
 * Hostile documents against a running app (issue 32): `npm run bench:hostile`. For each case the app
 * runs in a child process of its own (PGlite in a fresh data folder, the demo playbook, tasks swept as
 * `npm start` does), this process uploads the case's document(s) over HTTP as the demo user and waits
 * until every task has ended, the child died, or the case's time ran out. Meanwhile it asks
 * /api/health every 100 ms. Per case it prints: the answer to the upload(s) and how each task ended,
 * the child's RSS once started and its peak during the case (VmHWM, reset at the case's start), the longest event-loop delay inside the child (perf_hooks
 * monitorEventLoopDelay, from the case's start, as last reported: a stall still going on when the child died or the case
 * ended is not in it, hence "≥") and the longest health answer seen from outside.
 *
 * The child runs with `--max-old-space-size=2048` and is killed once its RSS passes `BENCH_RSS_CAP_MB`
 * (default 3072), so a case that would eat the machine is reported "killed" instead.
 * `BENCH_CASE_SECONDS` (default 240) bounds each case; `BENCH_CASES=a,b` runs only those cases.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../src/server/app';
import { openDatabase } from '../src/server/db/client';
import { DEMO_USER, seedDemo } from '../src/server/seed/seed-demo';
import { testConfig } from '../tests/api/support/test-app';
import { hostileDocument, type THostileDocument } from '../tests/fixtures/hostile-documents';

const CASE_MS = Number(process.env.BENCH_CASE_SECONDS ?? 240) * 1000;
const RSS_CAP_MB = Number(process.env.BENCH_RSS_CAP_MB ?? 3072);
const MB = 1024 * 1024;

type TCase = { name: string; document: THostileDocument; copies: number };
const CASES: TCase[] = [
  { name: 'heavy DOCX (199 MB document.xml)', document: 'heavy-docx', copies: 1 },
  { name: 'hidden-entry DOCX bomb', document: 'hidden-entry-docx', copies: 1 },
  { name: 'deflate-bomb PDF stream (1.1 GB)', document: 'deflate-bomb-pdf', copies: 1 },
  { name: '20,000-page PDF', document: 'many-pages-pdf', copies: 1 },
  { name: '50 MB text file', document: 'big-text', copies: 1 },
  { name: '8 × heavy DOCX at once', document: 'heavy-docx', copies: 8 },
  { name: '8 × DOCX of 45 MB document.xml at once', document: 'large-docx', copies: 8 },
];

/** The child: the app on a free port, reporting its event-loop delay on request. */
const serve = async (dataDir: string) => {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pg') });
  await seedDemo(database.db);
  const app = await buildApp({
    config: testConfig({ dataDir, logLevel: 'warn' }),
    db: database.db,
    sweepTasks: true,
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  process.send?.({ url });
  // The case starts once the parent has logged in: start-up (migrations, seeding) is not measured.
  process.on('message', (message) => {
    if (message === 'reset') delay.reset();
  });
  // Told every 250 ms: a child that dies, or is blocked at the end of the case, has told the last.
  setInterval(() => process.send?.({ maxDelayMs: delay.max / 1e6 }), 250);
};

const childRss = (pid: number) => {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const field = (name: string) =>
      Number(status.match(new RegExp(`${name}:\\s+(\\d+) kB`))?.[1] ?? 0) / 1024;
    return { rss: field('VmRSS'), peak: field('VmHWM') };
  } catch {
    return undefined;
  }
};

/** Resets the child's peak RSS (VmHWM) to its RSS now (Linux: `5` into /proc/<pid>/clear_refs). */
const resetPeakRss = (pid: number) => {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    // not Linux, or not allowed: the peak then includes the start-up
  }
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type TRun = {
  uploads: string[];
  outcomes: string[];
  startRssMb: number;
  peakRssMb: number;
  maxDelayMs: number | undefined;
  maxHealthMs: number;
  seconds: number;
};

const login = async (url: string) => {
  const response = await fetch(`${url}/api/v1/user/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify(DEMO_USER),
  });
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('access_token='));
  if (!cookie) throw new Error(`login failed: ${response.status}`);
  return cookie.split(';')[0] as string;
};

const upload = async (url: string, cookie: string, file: { bytes: Uint8Array; name: string }) => {
  const form = new FormData();
  form.append('selected_contract', 'Master Services Agreement');
  form.append('file', new Blob([Buffer.from(file.bytes)]), file.name);
  const response = await fetch(`${url}/api/v1/test/final/document/`, {
    method: 'POST',
    headers: { cookie, origin: url },
    body: form,
  });
  const body = (await response.json()) as { data?: { taskid?: string }; detail?: string };
  return { status: response.status, taskid: body.data?.taskid, detail: body.detail };
};

const taskOutcome = async (url: string, cookie: string, taskid: string, until: number) => {
  const response = await fetch(`${url}/api/v1/test/document/${taskid}`, {
    headers: { cookie },
    signal: AbortSignal.timeout(Math.max(until - Date.now(), 1)),
  });
  const body = (await response.json()) as { status?: string; message?: string };
  if (body.status === 'pending') return undefined;
  return body.status === 'failed' ? `failed: ${body.message}` : (body.status ?? `${response.status}`);
};

/** Asks /api/health one request at a time; the longest answer is the longest stall seen from outside. */
const watchHealth = (url: string, stop: AbortSignal) => {
  let longest = 0;
  const loop = (async () => {
    while (!stop.aborted) {
      const start = performance.now();
      try {
        await fetch(`${url}/api/health`, { signal: stop });
      } catch {
        // the child died or the case ended
      }
      longest = Math.max(longest, performance.now() - start);
      await sleep(100);
    }
  })();
  /** The longest answer; a question still unanswered when the case ends counts for as long as it waited. */
  return async () => {
    await loop;
    return longest;
  };
};

/** The longest event-loop delay the child has reported so far. */
const followDelay = (child: ChildProcess) => {
  let longest: number | undefined;
  child.on('message', (message) => {
    const reported = (message as { maxDelayMs?: number }).maxDelayMs;
    if (reported !== undefined) longest = Math.max(longest ?? 0, reported);
  });
  return () => longest;
};

const startChild = async (dataDir: string) => {
  const child = fork(fileURLToPath(import.meta.url), ['--serve', dataDir], {
    execArgv: [...process.execArgv, '--max-old-space-size=2048'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const { url } = await new Promise<{ url: string }>((resolve, reject) => {
    child.once('message', (message) => resolve(message as { url: string }));
    child.once('exit', (code) => reject(new Error(`the app exited with ${code} before listening`)));
  });
  child.removeAllListeners('exit');
  return { child, url };
};

/** Waits until every task ended, the child died, or the case's time is up; kills the child past the RSS cap. */
const awaitOutcomes = async (
  child: ChildProcess,
  url: string,
  cookie: string,
  taskids: string[],
  until: number,
) => {
  const outcomes = new Map<string, string>();
  let peakRssMb = 0;
  let death: string | undefined;
  child.once('exit', (code, signal) => {
    death ??= `server died (${signal ?? `exit ${code}`})`;
  });
  // Sampled on a timer of its own: the polls below wait as long as the child's event loop is blocked.
  const sampler = setInterval(() => {
    const memory = childRss(child.pid as number);
    peakRssMb = Math.max(peakRssMb, memory?.peak ?? 0, memory?.rss ?? 0);
    if (memory && memory.rss > RSS_CAP_MB && !death) {
      death = `killed at the ${RSS_CAP_MB} MB RSS cap`;
      child.kill('SIGKILL');
    }
  }, 50);
  try {
    while (outcomes.size < taskids.length && !death && Date.now() < until) {
      for (const taskid of taskids.filter((id) => !outcomes.has(id))) {
        const outcome = await taskOutcome(url, cookie, taskid, until).catch(() => undefined);
        if (outcome) outcomes.set(taskid, outcome);
      }
      await sleep(500);
    }
  } finally {
    clearInterval(sampler);
  }
  const left = taskids.length - outcomes.size;
  const ended = [...outcomes.values()];
  if (left > 0) ended.push(`${left} × ${death ?? 'still running at the time limit'}`);
  return { outcomes: ended, peakRssMb };
};

const runCase = async ({ document, copies }: TCase): Promise<TRun> => {
  const file = hostileDocument(document);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'clausebook-hostile-bench-'));
  const started = Date.now();
  const { child, url } = await startChild(dataDir);
  const longestDelay = followDelay(child);
  try {
    const cookie = await login(url);
    child.send('reset');
    resetPeakRss(child.pid as number);
    const startRssMb = childRss(child.pid as number)?.rss ?? 0;
    await sleep(300);
    const stop = new AbortController();
    const healthDone = watchHealth(url, stop.signal);
    const answers = await Promise.all(
      Array.from({ length: copies }, () =>
        upload(url, cookie, file).catch((error: Error) => ({
          status: 0,
          taskid: undefined,
          detail: error.message,
        })),
      ),
    );
    const uploads = answers.map((a) => (a.taskid ? `${a.status}` : `${a.status} ${a.detail}`));
    const taskids = answers.flatMap((a) => (a.taskid ? [a.taskid] : []));
    const result = await awaitOutcomes(child, url, cookie, taskids, started + CASE_MS);
    await sleep(300);
    const maxDelayMs = longestDelay();
    stop.abort();
    const maxHealthMs = await healthDone();
    const peak = childRss(child.pid as number)?.peak ?? 0;
    return {
      uploads,
      outcomes: result.outcomes,
      startRssMb,
      peakRssMb: Math.max(result.peakRssMb, peak),
      maxDelayMs,
      maxHealthMs,
      seconds: (Date.now() - started) / 1000,
    };
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
};

const short = (text: string, length = 80) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

const tally = (items: string[]) => {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
  return [...counts].map(([item, n]) => short(n > 1 ? `${n} × ${item}` : item)).join('; ');
};

const main = async () => {
  const only = process.env.BENCH_CASES?.split(',').map((name) => name.trim());
  const cases = CASES.filter(
    (c) => !only || only.includes(c.document) || only.includes(String(CASES.indexOf(c) + 1)),
  );
  console.log(
    `hostile documents: ${cpus().length} cores, load ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}, case limit ${CASE_MS / 1000} s, RSS cap ${RSS_CAP_MB} MB`,
  );
  console.log(
    '| case | size | upload | outcome | RSS before → peak | longest event-loop delay | longest /api/health | time |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const c of cases) {
    const size = `${(hostileDocument(c.document).bytes.length / MB).toFixed(1)} MB`;
    const run = await runCase(c).catch((error: Error) => error);
    if (run instanceof Error) {
      console.log(`| ${c.name} | ${size} | error: ${run.message} | | | | | |`);
      continue;
    }
    const delay = run.maxDelayMs === undefined ? 'n/a' : `≥ ${Math.round(run.maxDelayMs)} ms`;
    console.log(
      `| ${c.name} | ${size} | ${tally(run.uploads)} | ${tally(run.outcomes)} | ${Math.round(run.startRssMb)} → ${Math.round(run.peakRssMb)} MB | ${delay} | ${Math.round(run.maxHealthMs)} ms | ${run.seconds.toFixed(0)} s |`,
    );
  }
};

if (process.argv[2] === '--serve') await serve(process.argv[3] as string);
else await main();
