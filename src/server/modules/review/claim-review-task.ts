import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { reviewTasks } from '../../db/schema';

export type TReviewTask = typeof reviewTasks.$inferSelect;
/** A task this instance holds the lease of: `claimId` is set. */
export type TClaimedTask = TReviewTask & { claimId: string };

const claimable = (leaseMs: number) =>
  and(
    eq(reviewTasks.status, 'pending'),
    or(
      isNull(reviewTasks.claimedAt),
      lt(reviewTasks.claimedAt, sql`now() - make_interval(secs => ${leaseMs / 1000})`),
    ),
  );

const newLease = { claimId: sql`gen_random_uuid()`, claimedAt: sql`now()` };

/**
 * Takes a pending task for this instance: one nobody holds, or whose lease expired (its worker
 * stopped). One conditional update, so two instances never both get it.
 */
export const claimReviewTask = async (db: TDb, taskId: string, leaseMs: number) => {
  const [task] = await db
    .update(reviewTasks)
    .set(newLease)
    .where(and(eq(reviewTasks.id, taskId), claimable(leaseMs)))
    .returning();
  return task as TClaimedTask | undefined;
};

/** Takes up to `limit` tasks left without a live lease, oldest first; rows another instance is claiming are skipped. */
export const claimAbandonedTasks = async (db: TDb, leaseMs: number, limit: number) => {
  const candidates = db
    .select({ id: reviewTasks.id })
    .from(reviewTasks)
    .where(claimable(leaseMs))
    .orderBy(asc(reviewTasks.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const tasks = await db
    .update(reviewTasks)
    .set(newLease)
    .where(and(inArray(reviewTasks.id, candidates), claimable(leaseMs)))
    .returning();
  return tasks as TClaimedTask[];
};

const heldBy = (task: TClaimedTask) =>
  and(eq(reviewTasks.id, task.id), eq(reviewTasks.claimId, task.claimId), eq(reviewTasks.status, 'pending'));

/**
 * Writes to a task only while this run holds its lease, renewing the lease; false when the lease was
 * lost (expired and taken by another instance), so that a stale run never overwrites a newer one.
 */
export const updateClaimedTask = async (
  db: TDb,
  task: TClaimedTask,
  values: Partial<typeof reviewTasks.$inferInsert>,
): Promise<boolean> => {
  const rows = await db
    .update(reviewTasks)
    .set({ claimedAt: sql`now()`, updatedAt: new Date(), ...values })
    .where(heldBy(task))
    .returning({ id: reviewTasks.id });
  return rows.length > 0;
};

/** Gives a task back unfinished (this instance is stopping): any instance may take it up at once. */
export const releaseClaimedTask = (db: TDb, task: TClaimedTask) =>
  db.update(reviewTasks).set({ claimId: null, claimedAt: null }).where(heldBy(task));
