import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../../../src/server/db/client';

/**
 * Migrates one PGlite database and dumps it: every test file starts from a copy, which takes about
 * a third of the time of creating and migrating a new one.
 */
export default async function setup() {
  if (process.env.TEST_DATABASE_URL) return;
  const database = await openDatabase({});
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  // One file per run, so that two runs on one machine never read each other's half-written template.
  const file = path.resolve(`test-results/pglite-template-${process.pid}.tar`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  process.env.CLAUSEBOOK_PGLITE_TEMPLATE = file;
  return () => rmSync(file, { force: true });
}
