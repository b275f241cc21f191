import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { TAppContext } from '../../context';
import { reviewTasks } from '../../db/schema';
import { deleteReviewFiles } from './delete-review-files';

/** Reviews handled per pass; the next pass takes the rest. */
const BATCH = 100;

/**
 * One pass of the periodic clean-up (decision 039): the files of failed reviews (deleted when they
 * failed; this catches any that a stopped instance left), and of reviews completed longer ago than
 * DOCUMENT_RETENTION_DAYS (0: kept). A completed review's `updated_at` is when it completed.
 * Answers how many reviews lost their files.
 */
export const cleanUpReviewFiles = async (ctx: TAppContext): Promise<number> => {
  const days = ctx.config.documentRetentionDays;
  const expired =
    days > 0
      ? and(
          eq(reviewTasks.status, 'completed'),
          lt(reviewTasks.updatedAt, sql`now() - make_interval(days => ${days}::int)`),
        )
      : undefined;
  const due = await ctx.db
    .select({ id: reviewTasks.id })
    .from(reviewTasks)
    .where(
      and(
        eq(reviewTasks.kind, 'document'),
        sql`${reviewTasks.status} <> 'pending'`,
        isNull(reviewTasks.filesDeletedAt),
        or(eq(reviewTasks.status, 'failed'), expired),
      ),
    )
    .orderBy(reviewTasks.updatedAt)
    .limit(BATCH);
  for (const task of due) await deleteReviewFiles(ctx, task.id);
  return due.length;
};
