import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { APP_ROOT } from '../app-root';
import { createPgliteClient } from './create-pglite-client';
import * as schema from './schema';

export type TSchema = typeof schema;
/** The same Drizzle API over PGlite (embedded) or node-postgres (server). */
export type TDb = PgDatabase<PgQueryResultHKT, TSchema>;

export type TDatabase = { db: TDb; kind: 'pglite' | 'postgres'; close: () => Promise<void> };

const MIGRATIONS_FOLDER = path.join(APP_ROOT, 'drizzle');
// Any constant works; it only keeps two instances from migrating the same server at once.
const MIGRATION_LOCK = 720_941;

/**
 * Opens the database and applies pending migrations.
 * `databaseUrl` set → PostgreSQL server; otherwise PGlite persisted under `pgliteDir`
 * (or in memory when `pgliteDir` is undefined, as the tests do).
 */
export const openDatabase = async (options: {
  databaseUrl?: string | undefined;
  pgliteDir?: string | undefined;
  /** A dumped, already-migrated PGlite data dir to start from (the tests' fast path). */
  pgliteTemplate?: Blob | undefined;
  /** Told when the server drops an idle connection (restart, failover, shutdown); the pool replaces it. */
  onIdleConnectionError?: (error: Error) => void;
}): Promise<TDatabase> => {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // Without a listener, an idle connection closed by the server (a restart, or a database dropped
    // while the pool is ending: `end()` does not wait for the sockets) would crash the process.
    pool.on('error', (error) => options.onIdleConnectionError?.(error));
    const db = drizzleNodePg(pool, { schema });
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
      client.release();
    }
    return { db: db as unknown as TDb, kind: 'postgres', close: () => pool.end() };
  }
  const client = await createPgliteClient(
    options.pgliteDir
      ? { dataDir: path.resolve(options.pgliteDir) }
      : { loadDataDir: options.pgliteTemplate },
  );
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return { db: db as unknown as TDb, kind: 'pglite', close: () => client.close() };
};

/** True when the database answers a trivial query (health check). */
export const pingDatabase = async (db: TDb): Promise<boolean> => {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
};
