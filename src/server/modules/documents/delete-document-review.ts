import { eq } from 'drizzle-orm';
import type { TAppContext } from '../../context';
import { reviewTasks } from '../../db/schema';
import { recordAudit } from '../audit/record-audit';
import type { TPrincipal } from '../auth/principal';
import type { TDocumentTaskInput } from './document-task-input';
import { requireReviewDeleter } from './documents.policy';
import { getDocumentTask } from './get-document-task';

/**
 * Deletes a company's document review for good: its upload and Word files, then the review with its
 * report and refinements (on delete cascade). A review still running may be deleted too: its run
 * records nothing once the row is gone (every write is by its lease).
 */
export const deleteDocumentReview = async (
  ctx: TAppContext,
  principal: TPrincipal,
  companyId: number,
  taskId: string,
) => {
  const task = await getDocumentTask(ctx, companyId, taskId, { resume: false });
  requireReviewDeleter(principal, task);
  const input = task.input as TDocumentTaskInput;
  await ctx.files.deleteTaskFiles(task.id, input.storedFile);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(reviewTasks).where(eq(reviewTasks.id, task.id));
    await recordAudit(tx, principal, {
      action: 'document-review.delete',
      targetType: 'review',
      targetId: task.id,
      companyId,
      details: { filename: input.filename, contract: input.contract, status: task.status },
    });
  });
};
