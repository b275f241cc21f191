#!/usr/bin/env node
// Runs every test layer (lint, types, unit, API on PGlite and on PostgreSQL when TEST_DATABASE_URL
// is set, browser) and ends with one line "N passed, N failed, N skipped" over all of them.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';
const results = [];
mkdirSync('test-results', { recursive: true });

const run = (command, args, env = {}) =>
  spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
};

/** A check without its own test count (lint, types) counts as one test. */
const check = (name, command, args) => {
  console.log(`\n── ${name}`);
  const status = run(command, args);
  results.push({ name, passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1, skipped: 0 });
};

/** The first line of a failure's message: enough to tell a flaky tool from a broken rule. */
const firstLine = (message) =>
  String(message ?? '')
    .split('\n')
    .find((line) => line.trim()) ?? '';

/** "file › test: message" for each failed test of a vitest JSON report. */
const vitestFailures = (report) =>
  (report?.testResults ?? []).flatMap((file) => {
    const where = file.name.replace(`${process.cwd()}/`, '');
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    if (failed.length === 0 && file.status === 'failed') return [`${where}: ${firstLine(file.message)}`];
    return failed.map((test) => `${where} › ${test.title}: ${firstLine(test.failureMessages?.[0])}`);
  });

const vitest = (name, project, env = {}) => {
  console.log(`\n── ${name}`);
  const output = `test-results/vitest-${name.replace(/\W+/g, '-')}.json`;
  rmSync(output, { force: true });
  const status = run(
    'npx',
    [
      'vitest',
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${output}`,
    ],
    env,
  );
  const report = readJson(output);
  const passed = report?.numPassedTests ?? 0;
  // A crash before any test ran still counts as a failure.
  const failed = (report?.numFailedTests ?? 0) + (status !== 0 && !report?.numFailedTests ? 1 : 0);
  const skipped = (report?.numPendingTests ?? 0) + (report?.numTodoTests ?? 0);
  results.push({ name, passed, failed, skipped, failures: vitestFailures(report) });
};

// The tools the tests drive, by the Debian package that brings each: the browser tests' Chromium;
// LibreOffice, its Python bridge, pandoc and pdftoppm, which open, render and read the Word and Excel
// files the app writes.
const TOOLS = [
  'chromium',
  'libreoffice-writer-nogui',
  'libreoffice-calc-nogui',
  'python3-uno',
  'pandoc',
  'poppler-utils',
];
const installed = (pkg) =>
  spawnSync('dpkg', ['-s', pkg], { encoding: 'utf8' }).stdout?.includes('Status: install ok installed');

/** Installs the missing tools with apt when run as root; otherwise prints the command. */
const ensureTools = () => {
  const missing = TOOLS.filter((pkg) => !installed(pkg));
  if (missing.length === 0) return;
  const install = `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`;
  if (process.getuid?.() !== 0) {
    console.error(
      `\nThe tests need ${missing.join(', ')}. Install them with:\n\n  sudo sh -c '${install}'\n`,
    );
    return;
  }
  console.log(`\n── installing ${missing.join(', ')}`);
  run('sh', ['-c', install]);
};

/** "file › test" for each failed spec of a Playwright JSON report. */
const playwrightFailures = (report) => {
  const specs = (suite) => [...(suite.specs ?? []), ...(suite.suites ?? []).flatMap(specs)];
  return (report?.suites ?? [])
    .flatMap(specs)
    .filter((spec) => !spec.ok)
    .map((spec) => `${spec.file} › ${spec.title}`);
};

const playwright = () => {
  console.log('\n── browser (Playwright + Chromium)');
  if (!existsSync(CHROMIUM)) {
    console.error(`The browser tests need Debian's Chromium at ${CHROMIUM}.`);
    results.push({ name: 'browser', passed: 0, failed: 1, skipped: 0 });
    return;
  }
  const output = 'test-results/e2e-report.json';
  rmSync(output, { force: true });
  const status = run('npx', ['playwright', 'test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: output,
  });
  const report = readJson(output);
  const stats = report?.stats;
  const passed = (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  const failed = (stats?.unexpected ?? 0) + (status !== 0 && !stats?.unexpected ? 1 : 0);
  results.push({
    name: 'browser',
    passed,
    failed,
    skipped: stats?.skipped ?? 0,
    failures: playwrightFailures(report),
  });
};

ensureTools();
check('lint (biome)', 'npx', ['biome', 'check', '.']);
check('types (tsc)', 'npx', ['tsc', '--noEmit']);
vitest('unit', 'unit');
const postgresUrl = process.env.TEST_DATABASE_URL;
vitest('api (PGlite)', 'api', { TEST_DATABASE_URL: '' });
if (postgresUrl) vitest('api (PostgreSQL)', 'api', { TEST_DATABASE_URL: postgresUrl });
else {
  console.log('\n── api (PostgreSQL): skipped, TEST_DATABASE_URL is not set');
  results.push({ name: 'api (PostgreSQL)', passed: 0, failed: 0, skipped: 1 });
}
playwright();

console.log('\n── summary');
for (const r of results) {
  console.log(`  ${r.name.padEnd(22)} ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped`);
  // The names of what failed, where a log's tail is all that is kept.
  for (const failure of r.failures ?? []) console.log(`    ✗ ${failure.slice(0, 300)}`);
}
const total = (key) => results.reduce((sum, r) => sum + r[key], 0);
console.log(`${total('passed')} passed, ${total('failed')} failed, ${total('skipped')} skipped`);
process.exit(total('failed') === 0 ? 0 : 1);
