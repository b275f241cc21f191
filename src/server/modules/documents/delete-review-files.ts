import { and, eq, isNull } from 'drizzle-orm';
import type { TAppContext } from '../../context';
import { reviewTasks } from '../../db/schema';
import type { TDocumentTaskInput } from './document-task-input';

/**
 * Deletes a document review's upload and Word files and records when (decision 039); the review
 * and its report stay. Once only: a review whose files are gone already is left as it is.
 */
export const deleteReviewFiles = async (ctx: TAppContext, taskId: string) => {
  const [task] = await ctx.db
    .select({ input: reviewTasks.input })
    .from(reviewTasks)
    .where(
      and(eq(reviewTasks.id, taskId), eq(reviewTasks.kind, 'document'), isNull(reviewTasks.filesDeletedAt)),
    );
  if (!task) return;
  await ctx.files.deleteTaskFiles(taskId, (task.input as TDocumentTaskInput).storedFile);
  await ctx.db.update(reviewTasks).set({ filesDeletedAt: new Date() }).where(eq(reviewTasks.id, taskId));
};
