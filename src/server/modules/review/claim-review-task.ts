import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { reviewTasks } from '../../db/schema';

/**
 * Takes a pending task for this instance: one nobody claimed, or whose claimer has been silent for
 * a minute (stopped instance). One conditional update, so two instances never both get it.
 */
export const claimReviewTask = async (db: TDb, taskId: string) => {
  const [task] = await db
    .update(reviewTasks)
    .set({ claimedAt: new Date() })
    .where(
      and(
        eq(reviewTasks.id, taskId),
        eq(reviewTasks.status, 'pending'),
        or(isNull(reviewTasks.claimedAt), lt(reviewTasks.claimedAt, sql`now() - interval '1 minute'`)),
      ),
    )
    .returning();
  return task;
};
