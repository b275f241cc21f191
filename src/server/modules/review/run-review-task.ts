import { eq } from 'drizzle-orm';
import { redline } from '../../../engine';
import type { TDb } from '../../db/client';
import { reviewTasks } from '../../db/schema';
import { claimReviewTask } from './claim-review-task';
import type { TReviewTaskInput, TReviewTaskResult } from './review-task-input';

const computeRedlines = (input: TReviewTaskInput): TReviewTaskResult =>
  input.kind === 'test'
    ? {
        preferred_striked_clause: redline(input.original, input.preferred),
        acceptable_striked_clause: redline(input.original, input.acceptable),
      }
    : { [`${input.level}_striked_clause`]: redline(input.original, input.clause) };

/**
 * Claims a pending task (or one whose claimer has been silent for a minute, e.g. a stopped
 * instance) and computes its redlines. Safe to call from any instance, any number of times.
 */
export const runReviewTask = async (db: TDb, taskId: string) => {
  const task = await claimReviewTask(db, taskId);
  if (!task) return;
  try {
    const result = computeRedlines(task.input as TReviewTaskInput);
    await db
      .update(reviewTasks)
      .set({ status: 'completed', result, updatedAt: new Date() })
      .where(eq(reviewTasks.id, task.id));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await db
      .update(reviewTasks)
      .set({
        status: 'failed',
        error: `The redline could not be computed: ${message}`,
        updatedAt: new Date(),
      })
      .where(eq(reviewTasks.id, task.id));
  }
};
