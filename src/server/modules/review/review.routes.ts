import type { FastifyInstance } from 'fastify';
import { ZCategorySuggestion, ZSuggestCategoryRequest } from '../../../shared/schemas/addin';
import { ZCompanyScope } from '../../../shared/schemas/playbook';
import {
  ZRefineClauseRequest,
  ZRefineClauseResult,
  ZStrikeTask,
  ZTaskParams,
  ZTestClauseRequest,
  ZTestClauseResult,
} from '../../../shared/schemas/review';
import type { TAppContext } from '../../context';
import { perUserLimit } from '../../plugins/per-user-limits';
import { defineRoute, type TRouteDoc } from '../../route';
import { resolvePlaybookCompany } from '../playbook/playbook.policy';
import { getReviewTask } from './get-review-task';
import { refineClause } from './refine-clause';
import { presentStrikeTask } from './review.presenter';
import { suggestClauseCategory } from './suggest-clause-category';
import { testClause } from './test-clause';

const TASK_MESSAGES = {
  pending: 'Task is still running',
  completed: 'Task completed',
  failed: 'Task failed',
} as const;

export const registerReviewRoutes = (app: FastifyInstance, ctx: TAppContext, docs: TRouteDoc[]) => {
  defineRoute(app, docs, {
    method: 'POST',
    url: '/api/v1/test/final/text-clause/',
    summary: 'Test a clause: preferred and acceptable rewrites at once, their redlines as a task',
    tag: 'review',
    access: 'logged-in',
    query: ZCompanyScope,
    body: ZTestClauseRequest,
    response: ZTestClauseResult,
    perUserLimit: perUserLimit(ctx, 'clause-test'),
    handler: async ({ body, request }) => {
      const companyId = await resolvePlaybookCompany(ctx.db, request);
      const { taskId, evaluation, weActFor } = await testClause(ctx, companyId, body);
      return {
        message: 'Clause evaluated',
        data: {
          taskid: taskId,
          preferred_final_clause: evaluation.preferred,
          acceptable_final_clause: evaluation.acceptable,
          assessment: evaluation.assessment,
          engine: evaluation.engine,
          ...(evaluation.warnings && { warnings: evaluation.warnings }),
          ...(evaluation.notes && { notes: evaluation.notes }),
          ...(evaluation.status && { status: evaluation.status }),
          ...(evaluation.judgment && { judgment: evaluation.judgment }),
          ...(weActFor && { we_act_for: weActFor }),
        },
      };
    },
  });

  defineRoute(app, docs, {
    method: 'POST',
    url: '/api/v1/test/refine/text-clause/',
    summary: 'Refine the preferred or acceptable rewrite with feedback; its redline as a task',
    tag: 'review',
    access: 'logged-in',
    query: ZCompanyScope,
    body: ZRefineClauseRequest,
    response: ZRefineClauseResult,
    perUserLimit: perUserLimit(ctx, 'refine'),
    handler: async ({ body, request }) => {
      const companyId = await resolvePlaybookCompany(ctx.db, request);
      const { taskId, level, refinement, warnings, status } = await refineClause(ctx, companyId, body);
      return {
        message: 'Clause refined',
        data: {
          taskid: taskId,
          clause_type: level,
          [`${level}_final_clause`]: refinement.clause,
          engine: refinement.engine,
          ...(warnings.length > 0 && { warnings }),
          status,
        },
      };
    },
  });

  defineRoute(app, docs, {
    method: 'POST',
    url: '/api/v1/test/classify/text-clause/',
    summary:
      "Suggest a clause's category among the contract type's trained categories (the document classifier; no AI call)",
    tag: 'review',
    access: 'logged-in',
    query: ZCompanyScope,
    body: ZSuggestCategoryRequest,
    response: ZCategorySuggestion,
    handler: async ({ body, request }) => {
      const companyId = await resolvePlaybookCompany(ctx.db, request);
      const suggestion = await suggestClauseCategory(ctx, companyId, body);
      return {
        message: suggestion.category ? 'Category suggested' : 'No category fits the clause',
        data: suggestion,
      };
    },
  });

  for (const [kind, url] of [
    ['test', '/api/v1/test/check-strike/:taskid'],
    ['refine', '/api/v1/test/refine/check-strike/:taskid'],
  ] as const) {
    defineRoute(app, docs, {
      method: 'GET',
      url,
      summary: `Poll a ${kind} task: status and, once completed, the struck clauses`,
      tag: 'review',
      access: 'logged-in',
      query: ZCompanyScope,
      params: ZTaskParams,
      response: ZStrikeTask,
      handler: async ({ params, request }) => {
        const companyId = await resolvePlaybookCompany(ctx.db, request);
        const task = presentStrikeTask(await getReviewTask(ctx.db, companyId, params.taskid, kind));
        return {
          message: task.error ?? TASK_MESSAGES[task.status],
          meta: { status: task.status },
          data: task,
        };
      },
    });
  }
};
