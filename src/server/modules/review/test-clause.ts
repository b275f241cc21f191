import type { TTestClauseRequest } from '../../../shared/schemas/review';
import type { TAppContext } from '../../context';
import { getCategoryGuidelines } from '../playbook/get-category-guidelines';
import { createReviewTask } from './create-review-task';
import { withEngineErrors } from './engine-failure';
import { resolveEngine } from './resolve-engine';

/** Evaluates a clause against its category's guidelines; the redlines follow as a task. */
export const testClause = async (ctx: TAppContext, companyId: number, input: TTestClauseRequest) => {
  const playbook = await getCategoryGuidelines(
    ctx.db,
    companyId,
    input.selected_contract,
    input.selected_category,
  );
  const engine = await resolveEngine(ctx, companyId);
  const evaluation = await withEngineErrors(() =>
    engine.evaluate({
      contractType: playbook.contractType,
      category: playbook.category,
      clause: input.input_clause,
      guidelines: playbook.guidelines,
    }),
  );
  const task = await createReviewTask(ctx.db, companyId, {
    kind: 'test',
    original: input.input_clause,
    preferred: evaluation.preferred,
    acceptable: evaluation.acceptable,
  });
  ctx.tasks.run(task.id);
  return { taskId: task.id, evaluation };
};
