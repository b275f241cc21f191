import { z } from 'zod';
import { REWRITE_LEVELS } from '../rewrite-levels';
import { nameField, requiredText, withoutControlCharacters } from './fields';
import { ZGuidelineLevel } from './playbook';

export const MAX_CLAUSE_CHARS = 20_000;
export const MAX_FEEDBACK_CHARS = 4_000;

const clauseField = (field: string) => requiredText(field, MAX_CLAUSE_CHARS, { multiline: true });
const optionalClauseField = (field: string) =>
  withoutControlCharacters(
    z.string().trim().max(MAX_CLAUSE_CHARS, `${field} must be at most ${MAX_CLAUSE_CHARS} characters`),
    field,
    { multiline: true },
  ).optional();

/** The role a clause test or refinement acts for (decision 042); the playbook's own where left out. */
const ZWeActForRole = withoutControlCharacters(
  z
    .string({ error: 'we_act_for must be text' })
    .trim()
    .min(1, 'we_act_for must name a role of the playbook, or be left out')
    .max(100, 'we_act_for must be at most 100 characters'),
  'we_act_for',
).optional();

export const ZTestClauseRequest = z.object({
  selected_contract: nameField('selected_contract'),
  selected_category: nameField('selected_category'),
  input_clause: clauseField('input_clause'),
  we_act_for: ZWeActForRole,
});
export type TTestClauseRequest = z.infer<typeof ZTestClauseRequest>;

export { REWRITE_LEVELS, type TRewriteLevel } from '../rewrite-levels';

export const ZRefineClauseRequest = z
  .object({
    selected_contract: nameField('selected_contract'),
    selected_category: nameField('selected_category'),
    input_clause: clauseField('input_clause'),
    user_feedback: requiredText('user_feedback', MAX_FEEDBACK_CHARS, { multiline: true }),
    clause_type: z.enum(REWRITE_LEVELS, { error: "clause_type must be 'preferred' or 'acceptable'" }),
    preferred_clause: optionalClauseField('preferred_clause'),
    acceptable_clause: optionalClauseField('acceptable_clause'),
    we_act_for: ZWeActForRole,
  })
  .superRefine((value, ctx) => {
    const field = `${value.clause_type}_clause` as const;
    if (!value[field])
      ctx.addIssue({
        code: 'custom',
        path: [field],
        message: `${field} is required to refine the ${value.clause_type} clause`,
      });
  });
export type TRefineClauseRequest = z.infer<typeof ZRefineClauseRequest>;

/** One row of the term table behind a verdict. */
export const ZTermRow = z.object({
  key: z.string(),
  term: z.string(),
  /** The clause's words for the term, with character offsets into the clause; null when it is silent. */
  clause: z.object({ text: z.string(), start: z.number(), end: z.number() }).nullable(),
  preferred: z.string().nullable(),
  acceptable: z.string().nullable(),
  unacceptable: z.string().nullable(),
  met: z.object({ preferred: z.boolean().nullable(), acceptable: z.boolean().nullable() }),
  unacceptable_term: z.boolean(),
  /**
   * Why the row reads as it does: the legal topic of the term ("liability-cap") and the id of the rule
   * that decided it ("liability-cap.cap-carve-out-missing"). Absent from reviews made before they were kept.
   */
  topic: z.string().optional(),
  rule: z.string().optional(),
});
export type TTermRow = z.infer<typeof ZTermRow>;

export const ZAssessment = z.object({
  /** The engine's own reading of the clause: the best level whose every term it meets. */
  level: ZGuidelineLevel,
  reason: z.string(),
  /** Fit to each level, 0–1. */
  scores: z.record(ZGuidelineLevel, z.number()).optional(),
  terms: z.array(ZTermRow).optional(),
  /** With an AI provider: its own reading and reason, shown beside the engine's verdict. */
  ai_level: ZGuidelineLevel.optional(),
  ai_reason: z.string().optional(),
});
export type TAssessmentView = z.infer<typeof ZAssessment>;

/** What a rewrite still misses after the AI provider was asked once more, per rewrite. */
export const ZRewriteWarnings = z.object({
  preferred: z.array(z.string()).optional(),
  acceptable: z.array(z.string()).optional(),
});

/** How a rewrite was made where the reviewer should know it (the guideline's text in place of the clause), per rewrite. */
export const ZRewriteNotes = z.object({
  preferred: z.string().optional(),
  acceptable: z.string().optional(),
});

export const REWRITE_STATUSES = ['edited', 'meets', 'needs_judgment'] as const;
export type TRewriteStatus = (typeof REWRITE_STATUSES)[number];

/**
 * Per rewrite: `edited` (an edit that passed every check), `meets` (the clause already meets the level,
 * unchanged) or `needs_judgment` (no edit could be verified: the clause unchanged, see `judgment`).
 */
export const ZRewriteStatus = z.object({
  preferred: z.enum(REWRITE_STATUSES),
  acceptable: z.enum(REWRITE_STATUSES),
});

/** Why a rewrite needs the reviewer's judgment: what was found (quoted), what the level asks, a suggestion. */
export const ZJudgment = z.object({
  reason: z.string(),
  found: z.array(z.string()),
  asks: z.array(z.string()),
  /** The guideline's wording (or the AI's text): a suggestion, not an edit. */
  suggestion: z.string(),
  /** The checks an attempted edit failed ("rule-id: what failed"). */
  failed: z.array(z.string()),
});
export type TJudgmentView = z.infer<typeof ZJudgment>;

export const ZRewriteJudgments = z.object({
  preferred: ZJudgment.optional(),
  acceptable: ZJudgment.optional(),
});

/**
 * Whom a clause test acted for: the role the reviewer chose (or the default) and the role the playbook's
 * positions speak for. Where they differ, the clause's words for the two roles are read the other way round.
 */
export const ZClauseWeActFor = z.object({ role: z.string(), playbook_role: z.string() });
export type TClauseWeActFor = z.infer<typeof ZClauseWeActFor>;

export const ZTestClauseResult = z.object({
  taskid: z.string(),
  preferred_final_clause: z.string(),
  acceptable_final_clause: z.string(),
  assessment: ZAssessment,
  /** Which engine produced the rewrites: "builtin", "azure:<deployment>" or "openai:<model>". */
  engine: z.string(),
  warnings: ZRewriteWarnings.optional(),
  notes: ZRewriteNotes.optional(),
  status: ZRewriteStatus.optional(),
  judgment: ZRewriteJudgments.optional(),
  /** Absent where the playbook names no roles (and from tests made before the choice existed). */
  we_act_for: ZClauseWeActFor.optional(),
});
export type TTestClauseResult = z.infer<typeof ZTestClauseResult>;

export const ZRefineClauseResult = z.object({
  taskid: z.string(),
  clause_type: z.enum(REWRITE_LEVELS),
  preferred_final_clause: z.string().optional(),
  acceptable_final_clause: z.string().optional(),
  engine: z.string(),
  /** Terms of its level the refined clause misses (the reviewer may have asked for it). */
  warnings: z.array(z.string()).optional(),
  /** A refinement is the reviewer's own edit: `edited` once it changed the rewrite. */
  status: z.enum(REWRITE_STATUSES).optional(),
});
export type TRefineClauseResult = z.infer<typeof ZRefineClauseResult>;

export const TASK_STATUSES = ['pending', 'completed', 'failed'] as const;
export type TTaskStatus = (typeof TASK_STATUSES)[number];

/** A poll's answer; the struck fields are there once `status` is 'completed'. */
export const ZStrikeTask = z.object({
  taskid: z.string(),
  status: z.enum(TASK_STATUSES),
  preferred_final_clause: z.string().optional(),
  acceptable_final_clause: z.string().optional(),
  preferred_striked_clause: z.string().optional(),
  acceptable_striked_clause: z.string().optional(),
  /** Why a failed task failed. */
  error: z.string().optional(),
});
export type TStrikeTask = z.infer<typeof ZStrikeTask>;

export const ZTaskParams = z.object({ taskid: z.string().max(100) });
