import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { nameKey } from '../../../shared/names';
import type { TDocumentReviewPage, TVerdictCounts } from '../../../shared/schemas/document-reviews';
import type { TDocumentReport } from '../../../shared/schemas/documents';
import type { TTaskStatus } from '../../../shared/schemas/review';
import type { TDb } from '../../db/client';
import { documentRefinements, reviewTasks } from '../../db/schema';
import { presentDocumentReviewItem } from './documents.presenter';
import { decodeReviewCursor, encodeReviewCursor } from './review-cursor';
import { storeReviewSummary } from './store-review-summary';

export type TReviewFilters = {
  limit: number;
  cursor?: string;
  status?: TTaskStatus;
  /** A contract type's name, compared as names are. */
  contract?: string;
};

/** Rewrites refined at least once (a clause's preferred and acceptable count apart). */
const refinedRewrites = sql<number>`(
  select count(*) from (
    select distinct refinement.clause_index, refinement.level
    from ${documentRefinements} as refinement where refinement.task_id = ${reviewTasks}.id
  ) as refined_rewrites
)`.mapWith(Number);

/** The creation time as exact microseconds since the epoch: what a cursor holds. */
const createdMicros = sql<string>`(extract(epoch from ${reviewTasks.createdAt}) * 1000000)::bigint::text`;

const conditions = (companyId: number, filters: TReviewFilters) => {
  const where: SQL[] = [eq(reviewTasks.companyId, companyId), eq(reviewTasks.kind, 'document')];
  if (filters.status) where.push(eq(reviewTasks.status, filters.status));
  // Contract type names are stored cleaned: compared in any case, as every name lookup does.
  if (filters.contract)
    where.push(sql`lower(${reviewTasks.input}->>'contract') = ${nameKey(filters.contract)}`);
  if (filters.cursor) {
    const { micros, id } = decodeReviewCursor(filters.cursor);
    where.push(
      sql`(${reviewTasks.createdAt}, ${reviewTasks.id}) < (timestamptz 'epoch' + ${micros}::bigint * interval '1 microsecond', ${id}::uuid)`,
    );
  }
  return and(...where);
};

/**
 * The verdict counts of completed reviews that have none kept yet (completed since they were last
 * listed or opened), counted from their reports once and kept.
 */
const countMissing = async (db: TDb, taskIds: string[]) => {
  if (taskIds.length === 0) return new Map<string, TVerdictCounts>();
  const rows = await db
    .select({
      id: reviewTasks.id,
      clauses: sql<TDocumentReport['clauses']>`${reviewTasks.result}->'clauses'`,
    })
    .from(reviewTasks)
    .where(inArray(reviewTasks.id, taskIds));
  const counted = new Map<string, TVerdictCounts>();
  for (const row of rows) counted.set(row.id, await storeReviewSummary(db, row.id, row.clauses ?? []));
  return counted;
};

/**
 * A company's document reviews, newest first, one page at a time: what was uploaded, by whom and
 * when, where each stands, and a completed one's clauses by verdict. Reads no report but those whose
 * counts are not kept yet.
 */
export const listDocumentReviews = async (
  db: TDb,
  companyId: number,
  filters: TReviewFilters,
): Promise<TDocumentReviewPage> => {
  const rows = await db
    .select({
      id: reviewTasks.id,
      status: reviewTasks.status,
      progress: reviewTasks.progress,
      error: reviewTasks.error,
      input: reviewTasks.input,
      startedByRole: reviewTasks.startedByRole,
      createdAt: reviewTasks.createdAt,
      summary: reviewTasks.summary,
      micros: createdMicros,
      refined: refinedRewrites,
    })
    .from(reviewTasks)
    .where(conditions(companyId, filters))
    .orderBy(desc(reviewTasks.createdAt), desc(reviewTasks.id))
    .limit(filters.limit + 1);
  const page = rows.slice(0, filters.limit);
  const counted = await countMissing(
    db,
    page.filter((row) => row.status === 'completed' && !row.summary).map((row) => row.id),
  );
  const last = page.at(-1);
  return {
    reviews: page.map((row) =>
      presentDocumentReviewItem(
        row,
        (row.summary as TVerdictCounts | null) ?? counted.get(row.id) ?? null,
        row.refined,
      ),
    ),
    next_cursor:
      rows.length > filters.limit && last ? encodeReviewCursor({ micros: last.micros, id: last.id }) : null,
  };
};
