import type { TDocumentClauseRefineRequest } from '../../../shared/schemas/document-reviews';
import type { TAppContext } from '../../context';
import { documentRefinements } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import type { TPrincipal } from '../auth/principal';
import { refineClause } from '../review/refine-clause';
import { openDocumentReview } from './open-document-review';

/**
 * Refines one rewrite of a document review's clause and keeps the refinement with the review. The
 * clause, its category and the rewrite refined (the latest refinement, or the review's own) are the
 * review's; the request gives only the level and the feedback. The redline follows as a refine task.
 */
export const refineDocumentClause = async (
  ctx: TAppContext,
  companyId: number,
  target: { taskId: string; index: number },
  request: TDocumentClauseRefineRequest,
  reviewer: Pick<TPrincipal, 'role' | 'id' | 'username'>,
) => {
  const { task, refined } = await openDocumentReview(ctx, companyId, target.taskId);
  if (!refined) {
    throw new AppError(
      'REVIEW_NOT_FINISHED',
      task.status === 'failed'
        ? 'The review failed: it has no rewrites to refine.'
        : 'The review is not finished yet: its clauses can be refined once it has completed.',
    );
  }
  const report = refined.result;
  const clause = report.clauses.find((candidate) => candidate.index === target.index);
  if (!clause) throw notFound(`The review has no clause #${target.index + 1}.`);
  const level = request.clause_type;
  const current = clause[`${level}_final_clause`];
  if (clause.category === null || current === null) {
    throw new AppError(
      'VALIDATION_FAILED',
      `Clause #${target.index + 1} has no rewrites to refine: it matched no playbook category with guidelines.`,
    );
  }
  const outcome = await refineClause(ctx, companyId, {
    selected_contract: report.contract,
    selected_category: clause.category,
    input_clause: clause.text,
    user_feedback: request.user_feedback,
    clause_type: level,
    [`${level}_clause`]: current,
  });
  const [row] = await ctx.db
    .insert(documentRefinements)
    .values({
      taskId: task.id,
      clauseIndex: clause.index,
      level,
      text: outcome.refinement.clause,
      feedback: request.user_feedback,
      engine: outcome.refinement.engine,
      warnings: outcome.warnings.length > 0 ? outcome.warnings : null,
      refinedByRole: reviewer.role,
      refinedById: reviewer.id,
      refinedByName: reviewer.username,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return { ...outcome, index: clause.index, row };
};
