import type { TDb } from '../db/client';
import { runReviewTask } from '../modules/review/run-review-task';

/**
 * Starts a task right after the answer is sent. If this instance stops first, the task stays
 * pending in the database and the next poll, on any instance, runs it (see getReviewTask).
 */
export const scheduleReviewTask = (db: TDb, taskId: string) => {
  setImmediate(() => {
    runReviewTask(db, taskId).catch(() => {
      // Left pending: the next poll retries it.
    });
  });
};
