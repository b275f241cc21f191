import type { TDb } from './client';

/**
 * A query built once per database instead of on every call (Drizzle builds a join's SQL text in a
 * few hundred microseconds). On PostgreSQL the statement is also named, so each connection parses
 * and plans it once; PGlite runs it as an unnamed statement.
 */
export const prepareOnce = <T>(build: (db: TDb) => T) => {
  const byDatabase = new WeakMap<TDb, T>();
  return (db: TDb): T => {
    const known = byDatabase.get(db);
    if (known) return known;
    const prepared = build(db);
    byDatabase.set(db, prepared);
    return prepared;
  };
};
