import type { TTestClauseRequest } from '../../../shared/schemas/review';
import type { TAppContext } from '../../context';
import { getCategoryGuidelines } from '../playbook/get-category-guidelines';
import { getPlaybookRoles } from '../playbook/get-playbook-roles';
import { createReviewTask } from './create-review-task';
import { withEngineErrors } from './engine-failure';
import { resolveClauseWeActFor } from './resolve-clause-we-act-for';
import { resolveEngine } from './resolve-engine';

/**
 * Evaluates a clause against its category's guidelines, read from the side of the role the reviewer
 * acts for (the playbook's own by default); the redlines follow as a task.
 */
export const testClause = async (ctx: TAppContext, companyId: number, input: TTestClauseRequest) => {
  const playbook = await getCategoryGuidelines(
    ctx.db,
    companyId,
    input.selected_contract,
    input.selected_category,
  );
  const roles = await getPlaybookRoles(ctx.db, companyId, playbook.contractType);
  const { weActFor, parties } = resolveClauseWeActFor(playbook.contractType, roles, input.we_act_for);
  const engine = await resolveEngine(ctx, companyId);
  const evaluation = await withEngineErrors(() =>
    engine.evaluate({
      contractType: playbook.contractType,
      category: playbook.category,
      clause: input.input_clause,
      guidelines: playbook.guidelines,
      ...(parties.length > 0 && { parties }),
      ...(weActFor &&
        weActFor.role !== weActFor.playbook_role && {
          actingForOtherRole: { role: weActFor.role, playbookRole: weActFor.playbook_role },
        }),
    }),
  );
  const task = await createReviewTask(ctx.db, companyId, {
    kind: 'test',
    original: input.input_clause,
    preferred: evaluation.preferred,
    acceptable: evaluation.acceptable,
    ...(weActFor && { we_act_for: weActFor }),
  });
  ctx.tasks.run(task.id);
  return { taskId: task.id, evaluation, weActFor };
};
