import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, displayPath, loadConfig, type TConfig } from './config';
import { openDatabase } from './db/client';
import { deleteExpiredSessions } from './modules/auth/end-session';
import { countMasterAdmins } from './modules/master-admins/count-master-admins';

/** Tells a newcomer how to make the first master admin, as long as there is none. */
const printFirstRunHelp = (config: TConfig, url: string) => {
  const where = config.masterSecretKeyFile
    ? `It is also saved in ${displayPath(config.masterSecretKeyFile)} (keep it secret).`
    : 'It is the MASTER_SECRET_KEY you set in the environment.';
  const lines = [
    '',
    '  No master admin exists yet. To create the first one:',
    `    1. Open ${url}/login/masteradmin`,
    '    2. Fill in the "Create the first master admin" form with this master secret key:',
    '',
    `         ${config.masterSecretKeyFile ? config.masterSecretKey : '(your MASTER_SECRET_KEY)'}`,
    '',
    `       ${where}`,
    '    3. Log in with the username and password you chose.',
    '',
  ];
  console.log(lines.join('\n'));
};

const main = async () => {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pg'),
  });
  const app = await buildApp({ config, db: database.db, logger: true, sweepTasks: true });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received, shutting down`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  await deleteExpiredSessions(database.db);
  const shownHost = config.host === '0.0.0.0' || config.host === '127.0.0.1' ? 'localhost' : config.host;
  const url = `http://${shownHost}:${config.port}`;
  console.log(
    `\n  Clausebook is running at ${url} (database: ${database.kind === 'pglite' ? `embedded, ${path.join(config.dataDir, 'pg')}` : 'PostgreSQL server'})`,
  );
  if ((await countMasterAdmins(database.db)) === 0) printFirstRunHelp(config, url);
};

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
