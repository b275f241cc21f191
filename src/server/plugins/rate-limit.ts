import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
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

/** One key's count in its current window and when that window ends. */
export type TRateLimitWindow = { hits: number; resetsAt: Date };

const windowOf = (
  row: { hits: number; windowStart: Date } | undefined,
  windowMs: number,
): TRateLimitWindow =>
  row
    ? { hits: row.hits, resetsAt: new Date(row.windowStart.getTime() + windowMs) }
    : { hits: 0, resetsAt: new Date(Date.now() + windowMs) };

/** Counts one hit on `key` (one statement) and returns its window, for a limit that says when to retry. */
export const hitRateLimit = async (db: TDb, key: string, windowMs: number): Promise<TRateLimitWindow> => {
  const windowStart = windowStartOf(windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: sql`now()`, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${rateLimits.windowStart} < ${windowStart} then 1 else ${rateLimits.hits} + 1 end`,
        windowStart: sql`case when ${rateLimits.windowStart} < ${windowStart} then now() else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ hits: rateLimits.hits, windowStart: rateLimits.windowStart });
  return windowOf(row, windowMs);
};

/** `key`'s window without counting a hit (no hits when it was never hit or its window is over). */
export const peekRateLimit = async (db: TDb, key: string, windowMs: number): Promise<TRateLimitWindow> => {
  const [row] = await db
    .select({ hits: rateLimits.hits, windowStart: rateLimits.windowStart })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), gte(rateLimits.windowStart, windowStartOf(windowMs))));
  return windowOf(row, windowMs);
};

export const clearRateLimit = (db: TDb, key: string) => db.delete(rateLimits).where(eq(rateLimits.key, key));

/**
 * Takes back one hit on `key` (a call that turned out not to count), never below 0; a key left with
 * none is forgotten, so that a client whose every call was taken back leaves no row.
 */
export const releaseRateLimitHit = async (db: TDb, key: string) => {
  await db.delete(rateLimits).where(and(eq(rateLimits.key, key), lte(rateLimits.hits, 1)));
  await db
    .update(rateLimits)
    .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
    .where(eq(rateLimits.key, key));
};

/** "45 seconds", "1 minute", "12 minutes". */
export const duration = (ms: number) => {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};

/** A paused credential check: 429 that says (and `Retry-After` tells) when to try again. */
export const tooManyAttempts = (waitSeconds: number) =>
  new AppError('RATE_LIMITED', `Too many attempts. Please try again in ${duration(waitSeconds * 1000)}.`, {
    retryAfterSeconds: Math.max(1, Math.ceil(waitSeconds)),
  });
