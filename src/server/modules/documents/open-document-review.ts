import type { TAppContext } from '../../context';
import { getDocumentTask } from './get-document-task';
import { getRefinedResult, type TRefinedResult } from './refined-report';
import type { TDocumentResult } from './run-document-task';
import { storeReviewSummary } from './store-review-summary';

/**
 * A company's document review as its reviewers see it: the task and, once completed, its report with
 * the refinements kept with it (null before). The first reading of a completed review keeps its
 * verdict counts for the Reviews list.
 */
export const openDocumentReview = async (ctx: TAppContext, companyId: number, taskId: string) => {
  const task = await getDocumentTask(ctx, companyId, taskId);
  if (task.status !== 'completed' || !task.result) return { task, refined: null as TRefinedResult | null };
  const stored = task.result as TDocumentResult;
  if (!task.summary) await storeReviewSummary(ctx.db, task.id, stored.clauses);
  return { task, refined: await getRefinedResult(ctx.db, task.id, stored) };
};
