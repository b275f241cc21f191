import { verifyRefinement } from '../../../engine/verify/verify-refinement';
import type { TRefineClauseRequest } from '../../../shared/schemas/review';
import type { TAppContext } from '../../context';
import { getCategoryGuidelines } from '../playbook/get-category-guidelines';
import { getPlaybookRoles } from '../playbook/get-playbook-roles';
import { createReviewTask } from './create-review-task';
import { withEngineErrors } from './engine-failure';
import { resolveClauseWeActFor } from './resolve-clause-we-act-for';
import { resolveEngine } from './resolve-engine';

/** Applies the reviewer's feedback to one rewrite; its redline against the input follows as a task. */
export const refineClause = async (ctx: TAppContext, companyId: number, input: TRefineClauseRequest) => {
  const playbook = await getCategoryGuidelines(
    ctx.db,
    companyId,
    input.selected_contract,
    input.selected_category,
  );
  // Read from the side the test acted for, as the test was.
  const roles = await getPlaybookRoles(ctx.db, companyId, playbook.contractType);
  const { parties } = resolveClauseWeActFor(playbook.contractType, roles, input.we_act_for);
  const level = input.clause_type;
  const current = (level === 'preferred' ? input.preferred_clause : input.acceptable_clause) ?? '';
  const engine = await resolveEngine(ctx, companyId);
  const refinement = await withEngineErrors(() =>
    engine.refine({
      contractType: playbook.contractType,
      category: playbook.category,
      clause: input.input_clause,
      guidelines: playbook.guidelines,
      level,
      current,
      feedback: input.user_feedback,
    }),
  );
  const task = await createReviewTask(ctx.db, companyId, {
    kind: 'refine',
    original: input.input_clause,
    level,
    clause: refinement.clause,
  });
  ctx.tasks.run(task.id);
  // Read like any rewrite: the reviewer sees which terms of the level the refined clause now misses and
  // which rules it breaks; one that keeps them all is a verified edit.
  const { status, warnings } = verifyRefinement(
    input.input_clause,
    refinement.clause,
    playbook.guidelines,
    level,
    { parties },
  );
  return { taskId: task.id, level, refinement, warnings, status };
};
