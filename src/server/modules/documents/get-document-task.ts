import { and, eq } from 'drizzle-orm';
import type { TAppContext } from '../../context';
import { reviewTasks } from '../../db/schema';
import { notFound } from '../../errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A company's document task; one waiting without a live lease (queued, or its instance stopped) wakes the
 * queue (unless `resume` is false: it is about to be deleted).
 */
export const getDocumentTask = async (
  ctx: TAppContext,
  companyId: number,
  taskId: string,
  options: { resume?: boolean } = {},
) => {
  const [task] = UUID.test(taskId)
    ? await ctx.db
        .select()
        .from(reviewTasks)
        .where(
          and(
            eq(reviewTasks.id, taskId),
            eq(reviewTasks.companyId, companyId),
            eq(reviewTasks.kind, 'document'),
          ),
        )
    : [];
  if (!task) throw notFound(`There is no document review ${taskId}.`);
  const abandoned =
    task.status === 'pending' &&
    (!task.claimedAt || Date.now() - task.claimedAt.getTime() > ctx.limits.taskLeaseMs);
  if (abandoned && options.resume !== false) ctx.tasks.wake();
  return task;
};
