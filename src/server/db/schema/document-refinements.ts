import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { reviewTasks } from './review';

/**
 * A reviewer's refinement of one rewrite of a document review's clause, kept with the review: the
 * reopened report, its Word files and its issues list show the latest refinement of each rewrite.
 * Every refinement is kept (the history of a clause's rewrite); deleted with the review.
 */
export const documentRefinements = pgTable(
  'document_refinements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => reviewTasks.id, { onDelete: 'cascade' }),
    /** The clause's index in the review's report. */
    clauseIndex: integer('clause_index').notNull(),
    level: text('level', { enum: ['preferred', 'acceptable'] }).notNull(),
    /** The refined rewrite: the whole clause, heading included, as the report's final clause. */
    text: text('text').notNull(),
    feedback: text('feedback').notNull(),
    engine: text('engine').notNull(),
    /** Terms of its level the refined clause misses. */
    warnings: jsonb('warnings').$type<string[]>(),
    refinedByRole: text('refined_by_role', { enum: ['user', 'masteradmin'] }).notNull(),
    refinedById: integer('refined_by_id').notNull(),
    refinedByName: text('refined_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('document_refinements_clause').on(t.taskId, t.clauseIndex, t.level, t.id)],
);
