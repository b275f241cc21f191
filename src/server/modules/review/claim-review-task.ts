import { and, asc, eq, inArray, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { reviewTasks } from '../../db/schema';

export type TReviewTask = typeof reviewTasks.$inferSelect;
/** A task this instance holds the lease of: `claimId` is set. */
export type TClaimedTask = TReviewTask & { claimId: string };

/** What a failed task says when its runs stopped (crash, kill, out of memory) too often. */
export const LAPSED_TASK_ERROR =
  'The review stopped twice while processing this document; it was not retried again. The document may be too large or too complex to review here: split it into smaller files, or upload it as a PDF or DOCX saved again by Word, and try again.';

/** Any constant works: it makes the document claims of all instances take turns (decision 038). */
const QUEUE_LOCK = 720_942;

const leaseCutoff = (leaseMs: number) => sql`now() - make_interval(secs => ${leaseMs / 1000})`;

const claimable = (leaseMs: number) =>
  and(
    eq(reviewTasks.status, 'pending'),
    or(isNull(reviewTasks.claimedAt), lt(reviewTasks.claimedAt, leaseCutoff(leaseMs))),
  );

const newLease = { claimId: sql`gen_random_uuid()`, claimedAt: sql`now()` };

/** The ids a raw statement returned (node-postgres and PGlite both answer `{ rows }`). */
const idsOf = (result: unknown) => (result as { rows: { id: string }[] }).rows.map((row) => row.id);

/**
 * Takes a clause test's or refinement's pending task for this instance: one nobody holds, or whose
 * lease expired. One conditional update, so two instances never both get it. Document tasks start
 * only through the queue (`claimDocumentTasks`).
 */
export const claimReviewTask = async (db: TDb, taskId: string, leaseMs: number) => {
  const [task] = await db
    .update(reviewTasks)
    .set(newLease)
    .where(and(eq(reviewTasks.id, taskId), ne(reviewTasks.kind, 'document'), claimable(leaseMs)))
    .returning();
  return task as TClaimedTask | undefined;
};

/**
 * Claims the rows `picked` selects (ids locked `FOR UPDATE SKIP LOCKED`, at most `LIMIT n`): the CTE is
 * materialized, so it runs once and the update joins it by id. (`UPDATE … WHERE id IN (SELECT … LIMIT n
 * FOR UPDATE SKIP LOCKED)` may be planned as a semi-join that runs the subquery again and claims more.)
 */
const claimPicked = async (db: TDb, picked: SQL, set: SQL) =>
  idsOf(
    await db.execute(sql`
      with picked as materialized (${picked})
      update review_tasks as t set claim_id = gen_random_uuid(), claimed_at = now(), ${set}
      from picked where t.id = picked.id
      returning t.id`),
  );

/** Takes up to `limit` clause tests and refinements left without a live lease (their instance stopped). */
export const claimAbandonedRedlines = async (db: TDb, leaseMs: number, limit: number) => {
  const ids = await claimPicked(
    db,
    sql`select id from review_tasks
      where kind <> 'document' and status = 'pending' and (claimed_at is null or claimed_at < ${leaseCutoff(leaseMs)})
      order by created_at limit ${limit} for update skip locked`,
    sql`updated_at = now()`,
  );
  if (ids.length === 0) return [];
  const tasks = await db
    .select()
    .from(reviewTasks)
    .where(inArray(reviewTasks.id, ids))
    .orderBy(asc(reviewTasks.createdAt));
  return tasks as TClaimedTask[];
};

export type TDocumentClaim = {
  leaseMs: number;
  /** Free slots of this instance: at most this many tasks are claimed. */
  take: number;
  /** Reviews of one user running at once over all instances (0: no limit). */
  perUser: number;
  /** Runs that may lapse (lease expired unfinished) before the task is failed instead of run again. */
  attempts: number;
};

/**
 * The queue of document reviews (decision 038). Fails the tasks whose runs lapsed `attempts` times
 * (each crashed, was killed or ran out of memory: a third run would likely do the same), then claims up
 * to `take` pending tasks without a live lease: each user's oldest first, skipping a user's tasks past
 * `perUser` reviews in flight, and the first review of every user before the second of any. Claims of
 * all instances take turns (a transaction advisory lock), so the per-user count is exact.
 */
export const claimDocumentTasks = async (db: TDb, claim: TDocumentClaim) =>
  db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${QUEUE_LOCK})`);
    const cutoff = leaseCutoff(claim.leaseMs);
    const failed = idsOf(
      await tx.execute(sql`
        update review_tasks set status = 'failed', error = ${LAPSED_TASK_ERROR}, claim_id = null, updated_at = now()
        where kind = 'document' and status = 'pending' and claim_id is not null
          and claimed_at < ${cutoff} and attempts >= ${claim.attempts}
        returning id`),
    );
    if (claim.take <= 0) return { claimed: [] as TClaimedTask[], failed };
    const ids = await claimPicked(
      tx as unknown as TDb,
      sql`
        with running as (
          select started_by_role, started_by_id, count(*) as n from review_tasks
          where kind = 'document' and status = 'pending' and claim_id is not null
            and claimed_at >= ${cutoff} and started_by_id is not null
          group by started_by_role, started_by_id
        ), queued as (
          select q.id, case when q.started_by_id is null then 1 else coalesce(r.n, 0) + row_number() over (
            partition by q.started_by_role, q.started_by_id order by q.created_at, q.id) end as place
          from review_tasks q
          left join running r on r.started_by_role = q.started_by_role and r.started_by_id = q.started_by_id
          where q.kind = 'document' and q.status = 'pending' and (q.claimed_at is null or q.claimed_at < ${cutoff})
        )
        select t.id from review_tasks t join queued on queued.id = t.id
        where t.kind = 'document' and t.status = 'pending' and (t.claimed_at is null or t.claimed_at < ${cutoff})
          and (${claim.perUser} = 0 or queued.place <= ${claim.perUser})
        order by queued.place, t.created_at, t.id
        limit ${claim.take}
        for update of t skip locked`,
      sql`attempts = t.attempts + 1, updated_at = now()`,
    );
    const claimed =
      ids.length === 0
        ? []
        : await tx
            .select()
            .from(reviewTasks)
            .where(inArray(reviewTasks.id, ids))
            .orderBy(asc(reviewTasks.createdAt));
    return { claimed: claimed as TClaimedTask[], failed };
  });

/**
 * Renews the leases of the runs in flight (one statement for all); answers the claims still held. A
 * run missing from the answer has ended or lost its lease to another instance.
 */
export const renewLeases = async (db: TDb, claimIds: string[]) => {
  if (claimIds.length === 0) return new Set<string>();
  const rows = await db
    .update(reviewTasks)
    .set({ claimedAt: sql`now()` })
    .where(and(inArray(reviewTasks.claimId, claimIds), eq(reviewTasks.status, 'pending')))
    .returning({ claimId: reviewTasks.claimId });
  return new Set(rows.map((row) => row.claimId));
};

const heldBy = (task: TClaimedTask) =>
  and(eq(reviewTasks.id, task.id), eq(reviewTasks.claimId, task.claimId), eq(reviewTasks.status, 'pending'));

/**
 * Writes to a task only while this run holds its lease, renewing the lease; false when the lease was
 * lost (expired and taken by another instance), so that a stale run never overwrites a newer one.
 */
export const updateClaimedTask = async (
  db: TDb,
  task: TClaimedTask,
  values: Partial<typeof reviewTasks.$inferInsert>,
): Promise<boolean> => {
  const rows = await db
    .update(reviewTasks)
    .set({ claimedAt: sql`now()`, updatedAt: new Date(), ...values })
    .where(heldBy(task))
    .returning({ id: reviewTasks.id });
  return rows.length > 0;
};

/**
 * Gives a task back unfinished (this instance is stopping): any instance may take it up at once, and
 * the run does not count as one that lapsed.
 */
export const releaseClaimedTask = (db: TDb, task: TClaimedTask) =>
  db
    .update(reviewTasks)
    .set({ claimId: null, claimedAt: null, attempts: sql`greatest(${reviewTasks.attempts} - 1, 0)` })
    .where(heldBy(task));
