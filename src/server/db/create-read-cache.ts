import type { TDb } from './client';
import { ServerPGlite } from './create-pglite-client';

/** The value `load` reads for `key`, reused for as long as it is still what the database holds. */
export type TReadCache = <T>(key: string, load: () => Promise<T>) => Promise<T>;

/** Enough for every session and playbook in use at once on one embedded database. */
const MAX_ENTRIES = 10_000;

const deepFreeze = <T>(value: T): T => {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
};

/**
 * Reads that outlive their request, on the embedded database only (decision 012). PGlite belongs to
 * this one process, and it counts every statement that may have changed data: a value read while
 * that count stays the same is exactly what the database holds, and any write (a logout, a removed
 * user, a trained guideline, …) makes every value read again. On PostgreSQL other instances write
 * too: nothing is kept, every read goes to the database.
 */
export const createReadCache = (db: TDb): TReadCache => {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof ServerPGlite)) return (_key, load) => load();
  const values = new Map<string, unknown>();
  let readAtWrites = client.writes;

  return async <T>(key: string, load: () => Promise<T>): Promise<T> => {
    if (client.writes !== readAtWrites) {
      values.clear();
      readAtWrites = client.writes;
    }
    if (values.has(key)) return values.get(key) as T;
    // Counted before reading: a write that lands before the value is read leaves it unused.
    const writesBefore = client.writes;
    const value = deepFreeze(await load());
    if (client.writes === writesBefore && writesBefore === readAtWrites) {
      if (values.size >= MAX_ENTRIES) values.clear();
      values.set(key, value);
    }
    return value;
  };
};
