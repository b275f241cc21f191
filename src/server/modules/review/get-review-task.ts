import { and, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { reviewTasks } from '../../db/schema';
import { notFound } from '../../errors';
import { completeReviewTask } from './run-review-task';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A company's task. A pending one is completed right here, so the poll answers 'completed' at once
 * and a task whose instance stopped is finished by whoever polls. Another company's task is a 404.
 */
export const getReviewTask = async (db: TDb, companyId: number, taskId: string, kind: 'test' | 'refine') => {
  const find = async () => {
    if (!UUID.test(taskId)) return undefined;
    const [task] = await db
      .select()
      .from(reviewTasks)
      .where(
        and(eq(reviewTasks.id, taskId), eq(reviewTasks.companyId, companyId), eq(reviewTasks.kind, kind)),
      );
    return task;
  };
  const task = await find();
  if (!task) throw notFound(`There is no task ${taskId}.`);
  if (task.status !== 'pending') return task;
  // Redlines take milliseconds: the poll computes them itself rather than answer 'pending' while
  // the background run (maybe on another instance) is still at it.
  await completeReviewTask(db, task);
  return (await find()) ?? task;
};
