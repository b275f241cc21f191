import type { TStrikeTask } from '../../../shared/schemas/review';
import type { reviewTasks } from '../../db/schema';
import type { TReviewTaskInput, TReviewTaskResult } from './review-task-input';

/** A task as its poll answers it: the final clauses always, the struck ones once completed. */
export const presentStrikeTask = (task: typeof reviewTasks.$inferSelect): TStrikeTask => {
  const input = task.input as TReviewTaskInput;
  const finals =
    input.kind === 'test'
      ? { preferred_final_clause: input.preferred, acceptable_final_clause: input.acceptable }
      : { [`${input.level}_final_clause`]: input.clause };
  return {
    taskid: task.id,
    status: task.status,
    ...finals,
    ...((task.status === 'completed' ? task.result : {}) as TReviewTaskResult),
    ...(task.error ? { error: task.error } : {}),
  };
};
