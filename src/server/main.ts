import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ConfigError, displayPath, isLoopbackHost, loadConfig, type TConfig } from './config';
import { openDatabase, type TDatabase } from './db/client';
import { keepDataDirPrivate } from './keep-data-dir-private';
import { deleteExpiredSessions } from './modules/auth/end-session';
import { countMasterAdmins } from './modules/master-admins/count-master-admins';
import { DEMO_USER, demoUserExists } from './seed/demo-user';

/** How long a shutdown may take (requests in flight, tasks releasing their leases) before it is cut short. */
const SHUTDOWN_DEADLINE_MS = 8_000;

/** What the first-run lines say: how to create a master admin, and that the demo user can log in already. */
type TFirstRun = { demoUser: boolean } | undefined;

/** What a person at the terminal reads; log collectors get the same facts as structured lines. */
const humanBanner = (config: TConfig, url: string, database: string, firstRun: TFirstRun) => {
  const lines = ['', `  Clausebook is running at ${url} (database: ${database})`];
  if (firstRun?.demoUser) {
    lines.push(
      '',
      `  The demo user can log in at ${url}/login/user: username "${DEMO_USER.username}", email "${DEMO_USER.email}".`,
    );
  }
  if (firstRun) {
    const where = config.masterSecretKeyFile
      ? `It is also saved in ${displayPath(config.masterSecretKeyFile)} (keep it secret).`
      : 'It is the MASTER_SECRET_KEY you set in the environment.';
    lines.push(
      '',
      '  No master admin exists yet. To create the first one:',
      `    1. Open ${url}/login/masteradmin`,
      '    2. Fill in the "Create the first master admin" form with this master secret key:',
      '',
      `         ${config.masterSecretKeyFile ? config.masterSecretKey : '(your MASTER_SECRET_KEY)'}`,
      '',
      `       ${where}`,
      '    3. Log in with the username and password you chose.',
    );
  }
  return `${lines.join('\n')}\n\n`;
};

/** The address people open: PUBLIC_URL; else localhost when listening on loopback or everywhere; else the host. */
const addressToOpen = (config: TConfig, port: number) => {
  if (config.publicOrigins?.[0]) return config.publicOrigins[0];
  const local = isLoopbackHost(config.host) || ['0.0.0.0', '::'].includes(config.host);
  const host = local ? 'localhost' : config.host.includes(':') ? `[${config.host}]` : config.host;
  return `http://${host}:${port}`;
};

/** The first-run line: how to create a master admin, after what the demo user can do already. */
const firstRunLine = (config: TConfig, url: string, firstRun: NonNullable<TFirstRun>) => {
  const key = config.masterSecretKeyFile
    ? `the master secret key saved in ${displayPath(config.masterSecretKeyFile)}`
    : 'MASTER_SECRET_KEY';
  const create = `No master admin exists yet: open ${url}/login/masteradmin and create one with ${key}`;
  return firstRun.demoUser
    ? `The demo user can log in at ${url}/login/user (username "${DEMO_USER.username}", email "${DEMO_USER.email}"). ${create}`
    : create;
};

/**
 * The start-up banner, with the one address people open. The log stream stays JSON (or pretty) lines
 * throughout: the facts go in as structured lines (never the master secret key itself); the human
 * banner, key included, is printed only when a person is watching (stdout is a terminal).
 */
const announce = async (app: FastifyInstance, config: TConfig, database: TDatabase) => {
  const address = app.server.address();
  const url = addressToOpen(config, typeof address === 'object' && address ? address.port : config.port);
  const where =
    database.kind === 'pglite' ? `embedded, ${path.join(config.dataDir, 'pg')}` : 'PostgreSQL server';
  app.log.info({ url, database: database.kind }, `Clausebook is running at ${url} (database: ${where})`);
  const firstRun: TFirstRun =
    (await countMasterAdmins(database.db)) === 0
      ? { demoUser: await demoUserExists(database.db) }
      : undefined;
  if (firstRun) {
    // What to do first, not something wrong: a newcomer's first start shows no warning.
    const facts = { masterSecretKeyFile: config.masterSecretKeyFile, demoUser: firstRun.demoUser };
    app.log.info(facts, firstRunLine(config, url, firstRun));
  }
  if (process.stdout.isTTY) process.stdout.write(humanBanner(config, url, where, firstRun));
};

/** Listens without Fastify's "Server listening at" line per address: the banner names the one to open. */
const listenQuietly = async (app: FastifyInstance, config: TConfig) => {
  await app.ready();
  const level = app.log.level;
  if (['info', 'debug', 'trace'].includes(level)) app.log.level = 'warn';
  try {
    await app.listen({ port: config.port, host: config.host });
  } finally {
    app.log.level = level;
  }
};

const main = async () => {
  // Files the server writes (PGlite asks for 0666, uploads, Word files) are its user's only.
  process.umask(0o077);
  const config = loadConfig();
  let app: FastifyInstance | undefined;
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pg'),
    onIdleConnectionError: (error) =>
      app?.log.warn({ err: error }, 'The database closed an idle connection; the next query opens a new one'),
  });
  // PGlite sets some files' modes itself (0644, whatever the umask): closed again once it is up.
  keepDataDirPrivate(config.dataDir);
  app = await buildApp({ config, db: database.db, logger: true, sweepTasks: true });

  // Stops taking requests, lets those in flight finish, cancels task runs (their tasks stay
  // claimable by another instance), closes the database, then says so in one line.
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const startedAt = Date.now();
    app.log.info({ signal }, `${signal} received, shutting down`);
    const deadline = setTimeout(() => {
      app.log.error({ signal }, `Shutdown took longer than ${SHUTDOWN_DEADLINE_MS / 1000} s: stopping now`);
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS);
    deadline.unref();
    try {
      await app.close();
      await database.close();
      keepDataDirPrivate(config.dataDir);
      app.log.info({ signal, ms: Date.now() - startedAt }, 'Clausebook stopped cleanly');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'Shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', (signal) => void stop(signal));
  process.on('SIGINT', (signal) => void stop(signal));

  await listenQuietly(app, config);
  await deleteExpiredSessions(database.db);
  await announce(app, config, database);
};

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof ConfigError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
