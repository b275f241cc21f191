import { and, eq, isNull } from 'drizzle-orm';
import type { TReviewedClause } from '../../../shared/schemas/documents';
import { countVerdicts } from '../../../shared/verdict-counts';
import type { TDb } from '../../db/client';
import { reviewTasks } from '../../db/schema';

/**
 * Keeps a completed review's verdict counts beside it, so that the Reviews list reads a few numbers,
 * not every report. Done the first time the review is read or listed after it completed (reviews
 * completed before the counts were kept get them the same way); the report never changes after
 * that, so two instances doing it at once write the same counts.
 */
export const storeReviewSummary = async (db: TDb, taskId: string, clauses: TReviewedClause[]) => {
  const summary = countVerdicts(clauses);
  await db
    .update(reviewTasks)
    .set({ summary })
    .where(and(eq(reviewTasks.id, taskId), isNull(reviewTasks.summary)));
  return summary;
};
