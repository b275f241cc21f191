import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { TDb } from '../db/client';
import { rateLimits } from '../db/schema';
import { AppError } from '../errors';

const windowStartOf = (windowMs: number) => sql`now() - make_interval(secs => ${windowMs / 1000})`;

/**
 * Fixed-window counters in the database, so every app instance behind a load balancer shares them.
 * Counts one hit on each key (one statement) and returns each key's count in its current window.
 */
export const hitRateLimits = async (
  db: TDb,
  keys: string[],
  windowMs: number,
): Promise<Map<string, number>> => {
  const windowStart = windowStartOf(windowMs);
  const rows = await db
    .insert(rateLimits)
    .values(keys.map((key) => ({ key, windowStart: sql`now()`, hits: 1 })))
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${rateLimits.windowStart} < ${windowStart} then 1 else ${rateLimits.hits} + 1 end`,
        windowStart: sql`case when ${rateLimits.windowStart} < ${windowStart} then now() else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ key: rateLimits.key, hits: rateLimits.hits });
  return new Map(rows.map((row) => [row.key, row.hits]));
};

/** Each key's hits in its current window, without counting a new one (0 for keys never hit). */
export const peekRateLimits = async (
  db: TDb,
  keys: string[],
  windowMs: number,
): Promise<Map<string, number>> => {
  const rows = await db
    .select({ key: rateLimits.key, hits: rateLimits.hits })
    .from(rateLimits)
    .where(and(inArray(rateLimits.key, keys), gte(rateLimits.windowStart, windowStartOf(windowMs))));
  const hits = new Map(rows.map((row) => [row.key, row.hits]));
  return new Map(keys.map((key) => [key, hits.get(key) ?? 0]));
};

export const clearRateLimit = (db: TDb, key: string) => db.delete(rateLimits).where(eq(rateLimits.key, key));

export const tooManyAttempts = (windowMs: number) =>
  new AppError(
    'RATE_LIMITED',
    `Too many attempts. Please wait ${Math.ceil(windowMs / 60_000)} minutes and try again.`,
  );
