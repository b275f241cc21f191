import { and, eq } from 'drizzle-orm';
import { redline } from '../../../engine';
import type { TDb } from '../../db/client';
import { reviewTasks } from '../../db/schema';
import type { TReviewTaskInput, TReviewTaskResult } from './review-task-input';

const computeRedlines = (input: TReviewTaskInput): TReviewTaskResult =>
  input.kind === 'test'
    ? {
        preferred_striked_clause: redline(input.original, input.preferred),
        acceptable_striked_clause: redline(input.original, input.acceptable),
      }
    : { [`${input.level}_striked_clause`]: redline(input.original, input.clause) };

/**
 * Computes a task's redlines and records them, unless the task has left 'pending' meanwhile. The
 * result is deterministic, so a poll and the background run may both do it: the first write wins.
 */
export const completeReviewTask = async (db: TDb, task: typeof reviewTasks.$inferSelect) => {
  const pending = and(eq(reviewTasks.id, task.id), eq(reviewTasks.status, 'pending'));
  try {
    const result = computeRedlines(task.input as TReviewTaskInput);
    await db.update(reviewTasks).set({ status: 'completed', result, updatedAt: new Date() }).where(pending);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await db
      .update(reviewTasks)
      .set({
        status: 'failed',
        error: `The redline could not be computed: ${message}`,
        updatedAt: new Date(),
      })
      .where(pending);
  }
};
