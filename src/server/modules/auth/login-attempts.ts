import { and, eq, lt, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { loginAttempts } from '../../db/schema';

/** How one key (a username from one client) is allowed its attempts. */
export type TLoginAttemptRules = {
  /** Attempts allowed before the first pause; after each pause, one more. */
  allowance: number;
  /** The first pause; each next one is twice the last, up to `maxPauseMs`. */
  firstPauseMs: number;
  maxPauseMs: number;
  /** A key left alone this long (and not paused) starts over. */
  quietMs: number;
};

// Past this many pauses the doubling is long over (maxPauseMs caps it); keeps power() finite.
const MAX_COUNTED_PAUSES = 30;

/**
 * Counts one attempt on `key` before its credentials are checked, in one statement, so parallel
 * attempts are counted one after the other (the row lock) and at most `allowance` of them pass.
 * An attempt that finds the allowance spent starts a pause (twice the last one) and is refused; one
 * made during a pause is refused and not counted. Answers how many seconds to wait (0: go ahead).
 */
export const countLoginAttempt = async (db: TDb, key: string, rules: TLoginAttemptRules): Promise<number> => {
  const t = loginAttempts;
  const paused = sql`coalesce(${t.pausedUntil} > now(), false)`;
  const quiet = sql`${t.lastAttemptAt} < now() - make_interval(secs => ${rules.quietMs / 1000}::double precision)`;
  const spent = sql`${t.attempts} >= ${rules.allowance}::int`;
  const pauseSeconds = sql`least(${rules.firstPauseMs / 1000}::double precision * power(2, ${t.pauses}), ${rules.maxPauseMs / 1000}::double precision)`;
  const [row] = await db
    .insert(t)
    .values({ key, attempts: 1, pauses: 0, pausedUntil: null, lastAttemptAt: sql`now()` })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        attempts: sql`case when ${paused} then ${t.attempts} when ${quiet} then 1
          when ${spent} then ${rules.allowance - 1}::int else ${t.attempts} + 1 end`,
        pauses: sql`case when ${paused} then ${t.pauses} when ${quiet} then 0
          when ${spent} then least(${t.pauses} + 1, ${MAX_COUNTED_PAUSES}::int) else ${t.pauses} end`,
        pausedUntil: sql`case when ${paused} then ${t.pausedUntil} when ${quiet} then null
          when ${spent} then now() + make_interval(secs => ${pauseSeconds}) else ${t.pausedUntil} end`,
        lastAttemptAt: sql`now()`,
      },
    })
    .returning({
      waitSeconds: sql<number>`coalesce(greatest(0, ceil(extract(epoch from ${t.pausedUntil} - now()))), 0)::int`,
    });
  return row?.waitSeconds ?? 0;
};

/** Takes back an attempt that turned out not to be a failure (the check did not say no). */
export const releaseLoginAttempt = (db: TDb, key: string) =>
  db
    .update(loginAttempts)
    .set({ attempts: sql`greatest(${loginAttempts.attempts} - 1, 0)` })
    .where(eq(loginAttempts.key, key));

/** A successful login forgets the key's attempts and pauses. */
export const forgetLoginAttempts = (db: TDb, key: string) =>
  db.delete(loginAttempts).where(eq(loginAttempts.key, key));

/**
 * Forgets keys left alone longer than `quietMs` and not paused: their next attempt would start over
 * anyway (`countLoginAttempt`), so only the table's size changes.
 */
export const forgetQuietLoginAttempts = (db: TDb, quietMs: number) =>
  db
    .delete(loginAttempts)
    .where(
      and(
        lt(
          loginAttempts.lastAttemptAt,
          sql`now() - make_interval(secs => ${quietMs / 1000}::double precision)`,
        ),
        sql`coalesce(${loginAttempts.pausedUntil} <= now(), true)`,
      ),
    );
