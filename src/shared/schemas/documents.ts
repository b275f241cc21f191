import { z } from 'zod';
import { ZClauseRefinement, ZReviewStarter } from './document-reviews';
import { nameField } from './fields';
import {
  ZAssessment,
  ZRewriteJudgments,
  ZRewriteNotes,
  ZRewriteStatus,
  ZRewriteWarnings,
  ZStrikeTask,
} from './review';

/** The upload hint's limit, enforced by the server. */
export const MAX_UPLOAD_BYTES = 200 * 1024 * 1024;

/** The media type of a Word document (.docx). */
export const DOCX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export const ZDocumentUploadFields = z.object({
  selected_contract: nameField('selected_contract'),
  /** The contract's party we act for (one of those read from it); the inferred one where absent. */
  we_act_for: z.string().trim().min(1).max(200).optional(),
});

/** The form of a parties read (decision 042): the contract type whose playbook's roles the parties play. */
export const ZDocumentPartiesFields = ZDocumentUploadFields.pick({ selected_contract: true });

export const ZDocumentTaskCreated = z.object({ taskid: z.string() });

export const DOCUMENT_STAGES = [
  'queued',
  'extracting',
  'splitting',
  'classifying',
  'evaluating',
  'done',
] as const;

export const ZDocumentProgress = z.object({
  stage: z.enum(DOCUMENT_STAGES),
  done: z.number(),
  total: z.number(),
});
export type TDocumentProgress = z.infer<typeof ZDocumentProgress>;

/**
 * A further category a clause is also under (a licence grant that is also the non-transferable licence
 * clause), with its verdict against that category's guidelines; null when the category has none yet.
 */
export const ZAlsoUnder = z.object({
  category: z.string(),
  assessment: ZAssessment.nullable(),
  /** The clause states none of this category's terms: its verdict here is no finding. */
  states_no_terms: z.boolean().optional(),
});
export type TAlsoUnder = z.infer<typeof ZAlsoUnder>;

/** The counterparty's own tracked changes in a clause (a DOCX sent back with their markup), per author. */
export const ZCounterpartyChange = z.object({
  author: z.string(),
  /** The latest date of the author's changes in the clause, as the document records it. */
  date: z.string().optional(),
  inserted: z.array(z.string()),
  deleted: z.array(z.string()),
});
export type TCounterpartyChange = z.infer<typeof ZCounterpartyChange>;

export const ZReviewedClause = z.object({
  index: z.number(),
  heading: z.string(),
  text: z.string(),
  start: z.number(),
  end: z.number(),
  category: z.string().nullable(),
  /** The counterparty changed the clause with tracked changes (absent: they did not, or not a DOCX). */
  counterparty_changes: z.array(ZCounterpartyChange).optional(),
  category_score: z.number(),
  /** Reviews made before clauses could be under several categories lack it. */
  also_under: z.array(ZAlsoUnder).optional(),
  assessment: ZAssessment.nullable(),
  /**
   * The clause states none of its category's terms (the engine's reading of its terms, however close its
   * words): its verdict is against guidelines it does not speak to, so it is shown as no finding
   * (decisions 016, 028).
   */
  states_no_terms: z.boolean().optional(),
  warnings: ZRewriteWarnings.optional(),
  /** How a rewrite was placed where the reviewer should know (a clause left as it is, wording added once). */
  rewrite_notes: ZRewriteNotes.optional(),
  /** Per rewrite: edited, meets, or needs_judgment (the clause left as it is; `judgment` says why). */
  rewrite_status: ZRewriteStatus.optional(),
  judgment: ZRewriteJudgments.optional(),
  preferred_final_clause: z.string().nullable(),
  acceptable_final_clause: z.string().nullable(),
  preferred_striked_clause: z.string().nullable(),
  acceptable_striked_clause: z.string().nullable(),
  /**
   * The rewrites reviewers refined since the review (the final and struck clauses above are then the
   * refined ones): who refined each, when, with which engine.
   */
  refinements: z
    .object({ preferred: ZClauseRefinement.optional(), acceptable: ZClauseRefinement.optional() })
    .optional(),
});
export type TReviewedClause = z.infer<typeof ZReviewedClause>;

/** Which playbook a review applied: the contract type and each trained category at its version. */
export const ZPlaybookApplied = z.object({
  contract: z.string(),
  categories: z.array(z.object({ name: z.string(), version: z.number() })),
});
export type TPlaybookApplied = z.infer<typeof ZPlaybookApplied>;

/**
 * The reviewer's side (decision 042): the party we act for, and each party of the contract with the
 * playbook role it plays (null where none); roles of the playbook no party plays are not applied.
 */
export const ZWeActFor = z.object({
  party: z.string().nullable(),
  /** The role the playbook's positions speak for ("Customer"); null where the playbook names no role. */
  playbook_role: z.string().nullable(),
  parties: z.array(z.object({ name: z.string(), role: z.string().nullable() })),
  roles_without_party: z.array(z.string()),
});
export type TWeActFor = z.infer<typeof ZWeActFor>;

export const ZDocumentReport = z.object({
  filename: z.string(),
  file_kind: z.enum(['pdf', 'docx', 'txt']),
  contract: z.string(),
  engine: z.string(),
  /** Who reviewed, when, against which playbook (reviews made before these were recorded lack them). */
  reviewed_by: z.string().optional(),
  reviewed_at: z.string().optional(),
  playbook: ZPlaybookApplied.optional(),
  /** Whom the review acted for (reviews made before it was chosen lack it). */
  we_act_for: ZWeActFor.optional(),
  clauses: z.array(ZReviewedClause),
  missing_categories: z.array(z.string()),
});
export type TDocumentReport = z.infer<typeof ZDocumentReport>;

export const ZDocumentTask = z.object({
  taskid: z.string(),
  status: ZStrikeTask.shape.status,
  progress: ZDocumentProgress,
  error: z.string().optional(),
  /** What was uploaded, against which contract type, by whom and when: known before the report is. */
  filename: z.string().optional(),
  contract: z.string().optional(),
  started_by: ZReviewStarter.optional(),
  created_at: z.string().optional(),
  /**
   * Once a completed review's uploaded document and Word files are no longer kept (its retention
   * ended): a sentence saying so; the report stays.
   */
  files_gone: z.string().optional(),
  data: ZDocumentReport.nullable(),
});
export type TDocumentTask = z.infer<typeof ZDocumentTask>;

export const ZRedlineDocxQuery = z.object({
  level: z
    .enum(['preferred', 'acceptable'], { error: "level must be 'preferred' or 'acceptable'" })
    .default('preferred'),
});
