import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './identity';

/**
 * A review task (DESIGN §6.4): the redlines of a test or refine, computed after the answer. State
 * lives here, so any instance answers the poll and a restart loses nothing.
 */
export const reviewTasks = pgTable(
  'review_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['test', 'refine', 'document'] }).notNull(),
    status: text('status', { enum: ['pending', 'completed', 'failed'] })
      .notNull()
      .default('pending'),
    input: jsonb('input').$type<Record<string, unknown>>().notNull(),
    result: jsonb('result').$type<Record<string, unknown>>(),
    error: text('error'),
    /** Long tasks (documents): the stage reached and how far through it. */
    progress: jsonb('progress').$type<{ stage: string; done: number; total: number }>(),
    /**
     * The lease of the worker running it (decision 005): `claim_id` names that run, `claimed_at` is
     * its last heartbeat. A pending task with no lease, or a lease older than the lease time, is
     * taken up by any instance; only the holder of `claim_id` may record the result.
     */
    claimId: uuid('claim_id'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /**
     * Document runs that started and neither ended nor gave the task back (decision 038): a claim adds
     * one, a release on shutdown takes it back. A task whose lease lapsed this many times is failed.
     */
    attempts: integer('attempts').notNull().default(0),
    /**
     * Who started a document review: a user of the company or a master admin acting for it (the id in
     * `users` or `master_admins`); null for reviews started before this was recorded.
     */
    startedByRole: text('started_by_role', { enum: ['user', 'masteradmin'] }),
    startedById: integer('started_by_id'),
    /** A completed document review's clauses by verdict, so that a list need not read every report. */
    summary: jsonb('summary').$type<Record<string, number>>(),
    /**
     * When a document review's upload and Word files were deleted (it failed, or it completed longer
     * ago than DOCUMENT_RETENTION_DAYS; decision 039): its report stays, its downloads are gone.
     */
    filesDeletedAt: timestamp('files_deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('review_tasks_company').on(t.companyId, t.createdAt),
    index('review_tasks_pending').on(t.claimedAt).where(sql`${t.status} = 'pending'`),
    // The Reviews list: a company's documents, newest first (clause tests are far more numerous).
    index('review_tasks_company_documents')
      .on(t.companyId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.kind} = 'document'`),
    // The periodic clean-up: finished document reviews whose files are still kept.
    index('review_tasks_documents_with_files')
      .on(t.updatedAt)
      .where(sql`${t.kind} = 'document' and ${t.status} <> 'pending' and ${t.filesDeletedAt} is null`),
  ],
);
