import { desc, eq } from 'drizzle-orm';
import { redline } from '../../../engine';
import type { TClauseRefinement } from '../../../shared/schemas/document-reviews';
import type { TReviewedClause } from '../../../shared/schemas/documents';
import { REWRITE_LEVELS, type TRewriteLevel } from '../../../shared/schemas/review';
import type { TDb } from '../../db/client';
import { documentRefinements } from '../../db/schema';
import type { TDocumentResult } from './run-document-task';

type TRefinementRow = typeof documentRefinements.$inferSelect;

/**
 * A review's report as reviewers have left it: each rewrite a reviewer refined replaced by its latest
 * refinement (its redline against the clause, its warnings), and `versions` naming, per level, the
 * latest refinement of that level (0: none), which is what a Word file of that level is made from.
 */
export type TRefinedResult = { result: TDocumentResult; versions: Record<TRewriteLevel, number> };

/** The latest refinement of each rewrite of a review's clauses. */
const latestRefinements = (db: TDb, taskId: string) =>
  db
    .selectDistinctOn([documentRefinements.clauseIndex, documentRefinements.level])
    .from(documentRefinements)
    .where(eq(documentRefinements.taskId, taskId))
    .orderBy(documentRefinements.clauseIndex, documentRefinements.level, desc(documentRefinements.id));

export const presentRefinement = (row: TRefinementRow): TClauseRefinement => ({
  refined_by: { username: row.refinedByName, role: row.refinedByRole },
  refined_at: row.createdAt.toISOString(),
  engine: row.engine,
});

/** A clause with its refined rewrites in place of the review's own. */
const refineClause = (clause: TReviewedClause, rows: TRefinementRow[]): TReviewedClause => {
  if (rows.length === 0) return clause;
  const { warnings: ownWarnings, rewrite_notes: ownNotes, judgment: ownJudgment, ...refined } = clause;
  const warnings = { ...ownWarnings };
  const notes = { ...ownNotes };
  const judgment = { ...ownJudgment };
  const status = refined.rewrite_status && { ...refined.rewrite_status };
  const refinements = { ...clause.refinements };
  for (const row of rows) {
    refined[`${row.level}_final_clause`] = row.text;
    refined[`${row.level}_striked_clause`] = redline(clause.text, row.text);
    if (row.warnings && row.warnings.length > 0) warnings[row.level] = row.warnings;
    else delete warnings[row.level];
    // The note said how the review placed its rewrite: the refinement is no longer that text.
    delete notes[row.level];
    refinements[row.level] = presentRefinement(row);
    // A refinement that changed the clause and keeps every rule is a verified edit: it clears the
    // judgment; one that breaks a rule leaves the level needing it, and says what it breaks.
    const verified = row.text !== clause.text && !row.warnings?.length;
    if (status && verified) {
      status[row.level] = 'edited';
      delete judgment[row.level];
    } else if (status?.[row.level] === 'needs_judgment' && judgment[row.level])
      judgment[row.level] = {
        ...(judgment[row.level] as NonNullable<(typeof judgment)[TRewriteLevel]>),
        failed: row.warnings ?? [],
      };
  }
  return {
    ...refined,
    ...(status && { rewrite_status: status }),
    ...(Object.keys(judgment).length > 0 && { judgment }),
    refinements,
    ...(Object.keys(warnings).length > 0 && { warnings }),
    ...(Object.keys(notes).length > 0 && { rewrite_notes: notes }),
  };
};

/** Applies refinements to a completed review's stored result (the stored result itself never changes). */
export const applyRefinements = (result: TDocumentResult, rows: TRefinementRow[]): TRefinedResult => {
  const versions = Object.fromEntries(REWRITE_LEVELS.map((level) => [level, 0])) as Record<
    TRewriteLevel,
    number
  >;
  const byClause = new Map<number, TRefinementRow[]>();
  for (const row of rows) {
    byClause.set(row.clauseIndex, [...(byClause.get(row.clauseIndex) ?? []), row]);
    versions[row.level] = Math.max(versions[row.level], row.id);
  }
  const clauses = result.clauses.map((clause) => refineClause(clause, byClause.get(clause.index) ?? []));
  return { result: { ...result, clauses }, versions };
};

/** A completed review's result with the refinements kept with it. */
export const getRefinedResult = async (db: TDb, taskId: string, result: TDocumentResult) =>
  applyRefinements(result, await latestRefinements(db, taskId));
