import { and, eq, gte, sql } from 'drizzle-orm';
import type { TDb } from '../db/client';
import { rateLimits } from '../db/schema';
import { AppError } from '../errors';

/**
 * Fixed-window counters in the database, so every app instance behind a load balancer shares them.
 * `hit` counts one attempt and returns the count in the current window.
 */
export const hitRateLimit = async (db: TDb, key: string, windowMs: number): Promise<number> => {
  const windowStart = sql`now() - make_interval(secs => ${windowMs / 1000})`;
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
    .returning({ hits: rateLimits.hits });
  return row?.hits ?? 1;
};

/** Hits in the current window without counting a new one. */
export const peekRateLimit = async (db: TDb, key: string, windowMs: number): Promise<number> => {
  const [row] = await db
    .select({ hits: rateLimits.hits })
    .from(rateLimits)
    .where(
      and(
        eq(rateLimits.key, key),
        gte(rateLimits.windowStart, sql`now() - make_interval(secs => ${windowMs / 1000})`),
      ),
    );
  return row?.hits ?? 0;
};

export const clearRateLimit = (db: TDb, key: string) => db.delete(rateLimits).where(eq(rateLimits.key, key));

export const tooManyAttempts = (windowMs: number) =>
  new AppError(
    'RATE_LIMITED',
    `Too many attempts. Please wait ${Math.ceil(windowMs / 60_000)} minutes and try again.`,
  );
