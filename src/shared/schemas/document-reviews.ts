import { z } from 'zod';
import { REWRITE_LEVELS } from '../rewrite-levels';
import { nameField, optionalWholeNumber, requiredText } from './fields';
import { ZCompanyScope } from './playbook';
import { MAX_FEEDBACK_CHARS, TASK_STATUSES, ZRefineClauseResult, ZTaskParams } from './review';

/**
 * Who started (or refined) a review: a user of the company, or a master admin acting for it; null where
 * a review made before this was recorded does not say.
 */
export const ZReviewStarter = z.object({
  username: z.string().nullable(),
  role: z.enum(['user', 'masteradmin']).nullable(),
});
export type TReviewStarter = z.infer<typeof ZReviewStarter>;

/** A report's clauses counted by verdict (each matched clause at its worst category). */
export const ZVerdictCounts = z.object({
  clauses: z.number(),
  matched: z.number(),
  preferred: z.number(),
  acceptable: z.number(),
  unacceptable: z.number(),
  without_terms: z.number(),
  not_assessed: z.number(),
});
export type TVerdictCounts = z.infer<typeof ZVerdictCounts>;

export const REVIEW_PAGE_SIZE = 20;
export const MAX_REVIEW_PAGE_SIZE = 100;
/** An opaque cursor is a short base64url text; anything longer was not made by the server. */
const MAX_CURSOR_CHARS = 200;

/** `GET /api/v1/test/document/`: the company's document reviews, newest first, a page at a time. */
export const ZDocumentReviewsQuery = ZCompanyScope.extend({
  limit: optionalWholeNumber('limit', 1)
    .refine((value) => value === undefined || value <= MAX_REVIEW_PAGE_SIZE, {
      error: `limit must be at most ${MAX_REVIEW_PAGE_SIZE}`,
    })
    .transform((value) => value ?? REVIEW_PAGE_SIZE),
  /** The `next_cursor` of the page before; absent or '' for the first page. */
  cursor: z
    .string({ error: 'cursor must be text' })
    .max(MAX_CURSOR_CHARS, 'cursor is not one this server gave: start again from the first page')
    .regex(/^[A-Za-z0-9_-]*$/, 'cursor is not one this server gave: start again from the first page')
    .optional()
    .transform((value) => (value === '' ? undefined : value)),
  status: z
    .union([z.enum(TASK_STATUSES), z.literal('')], {
      error: "status must be 'pending', 'completed' or 'failed'",
    })
    .optional()
    .transform((value) => (value === '' ? undefined : value)),
  /** A contract type's name, compared as names are (any case, any spacing). */
  contract: z
    .union([z.literal(''), nameField('contract')])
    .optional()
    .transform((value) => (value === '' ? undefined : value)),
});
export type TDocumentReviewsQuery = z.input<typeof ZDocumentReviewsQuery>;

export const ZDocumentReviewItem = z.object({
  taskid: z.string(),
  filename: z.string(),
  file_kind: z.enum(['pdf', 'docx', 'txt']),
  contract: z.string(),
  started_by: ZReviewStarter,
  created_at: z.string(),
  status: z.enum(TASK_STATUSES),
  /** While pending: the stage and how far through it. */
  progress: z.object({ stage: z.string(), done: z.number(), total: z.number() }).nullable(),
  /** Why a failed review failed. */
  error: z.string().nullable(),
  /** Once completed: the report's clauses by verdict. */
  counts: ZVerdictCounts.nullable(),
  /** How many rewrites of its clauses reviewers have refined. */
  refined: z.number(),
});
export type TDocumentReviewItem = z.infer<typeof ZDocumentReviewItem>;

export const ZDocumentReviewPage = z.object({
  reviews: z.array(ZDocumentReviewItem),
  /** Pass it as `cursor` for the next (older) page; null on the last page. */
  next_cursor: z.string().nullable(),
});
export type TDocumentReviewPage = z.infer<typeof ZDocumentReviewPage>;

/** A clause of a document review, by its index in the report. */
export const ZDocumentClauseParams = ZTaskParams.extend({
  index: z
    .string()
    .regex(/^\d{1,6}$/, 'index must be the number of a clause of the review (0, 1, 2, …)')
    .transform(Number),
});

/**
 * Refines one rewrite of a document review's clause. The clause, its category and the rewrite being
 * refined are the server's (the report and the refinements kept with it), never the request's.
 */
export const ZDocumentClauseRefineRequest = z.object({
  clause_type: z.enum(REWRITE_LEVELS, { error: "clause_type must be 'preferred' or 'acceptable'" }),
  user_feedback: requiredText('user_feedback', MAX_FEEDBACK_CHARS, { multiline: true }),
});
export type TDocumentClauseRefineRequest = z.infer<typeof ZDocumentClauseRefineRequest>;

/** Who refined a rewrite of a document review's clause, when, and with which engine. */
export const ZClauseRefinement = z.object({
  refined_by: ZReviewStarter,
  refined_at: z.string(),
  engine: z.string(),
});
export type TClauseRefinement = z.infer<typeof ZClauseRefinement>;

export const ZDocumentClauseRefined = ZRefineClauseResult.extend({
  index: z.number(),
  refinement: ZClauseRefinement,
});
export type TDocumentClauseRefined = z.infer<typeof ZDocumentClauseRefined>;
