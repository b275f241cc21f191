import type { FastifyInstance } from 'fastify';
import { PLAYBOOK_MESSAGES } from '../../../shared/messages';
import {
  ZAddCategoryRequest,
  ZAddContractRequest,
  ZCategoryHistory,
  ZCompanyScope,
  ZHistoryQuery,
  ZPlaybook,
  ZRemoveCategoryRequest,
  ZRemoveContractRequest,
  ZTrainModelRequest,
} from '../../../shared/schemas/playbook';
import type { TAppContext } from '../../context';
import { defineRoute, type TRouteDoc } from '../../route';
import { requireLoggedIn } from '../auth/auth.policy';
import { addClauseCategory } from './add-clause-category';
import { addContractType } from './add-contract-type';
import { getCategoryHistory } from './get-category-history';
import { loadPlaybook } from './load-playbook';
import { resolvePlaybookCompany } from './playbook.policy';
import { removeClauseCategory } from './remove-clause-category';
import { removeContractType } from './remove-contract-type';
import { trainGuidelines } from './train-guidelines';

export const registerPlaybookRoutes = (app: FastifyInstance, ctx: TAppContext, docs: TRouteDoc[]) => {
  const common = { tag: 'playbook', access: 'logged-in', query: ZCompanyScope, response: ZPlaybook } as const;

  defineRoute(app, docs, {
    ...common,
    method: 'GET',
    url: '/api/v1/train/get-contracts/',
    summary: "The company's playbook: contract types, categories and the three guideline levels",
    handler: async ({ request }) => {
      const companyId = await resolvePlaybookCompany(ctx.db, request);
      const playbook = await ctx.readCache(`playbook:${companyId}`, () => loadPlaybook(ctx.db, companyId));
      return { message: 'Playbook loaded', data: playbook };
    },
  });

  defineRoute(app, docs, {
    ...common,
    method: 'POST',
    url: '/api/v1/train/add-contract/',
    summary: 'Add a contract type; answers the refreshed playbook',
    body: ZAddContractRequest,
    status: 201,
    handler: async ({ body, request }) => {
      const companyId = await resolvePlaybookCompany(ctx.db, request);
      await addContractType(ctx.db, requireLoggedIn(request.principal), companyId, body);
      return { message: PLAYBOOK_MESSAGES.contractAdded, data: await loadPlaybook(ctx.db, companyId) };
    },
  });

  defineRoute(app, docs, {
    ...common,
    method: 'POST',
    url: '/api/v1/train/add-category/',
    summary: 'Add a clause category to a contract type; answers the refreshed playbook',
    body: ZAddCategoryRequest,
    status: 201,
    handler: async ({ body, request }) => {
      const companyId = await resolvePlaybookCompany(ctx.db, request);
      await addClauseCategory(ctx.db, requireLoggedIn(request.principal), companyId, body);
      return { message: PLAYBOOK_MESSAGES.categoryAdded, data: await loadPlaybook(ctx.db, companyId) };
    },
  });

  defineRoute(app, docs, {
    ...common,
    method: 'POST',
    url: '/api/v1/train/remove-contract/',
    summary: 'Remove a contract type with its categories and guidelines; answers the refreshed playbook',
    body: ZRemoveContractRequest,
    handler: async ({ body, request }) => {
      const companyId = await resolvePlaybookCompany(ctx.db, request);
      await removeContractType(ctx.db, requireLoggedIn(request.principal), companyId, body);
      return { message: PLAYBOOK_MESSAGES.contractRemoved, data: await loadPlaybook(ctx.db, companyId) };
    },
  });

  defineRoute(app, docs, {
    ...common,
    method: 'POST',
    url: '/api/v1/train/remove-category/',
    summary: 'Remove a clause category with its guidelines; answers the refreshed playbook',
    body: ZRemoveCategoryRequest,
    handler: async ({ body, request }) => {
      const companyId = await resolvePlaybookCompany(ctx.db, request);
      await removeClauseCategory(ctx.db, requireLoggedIn(request.principal), companyId, body);
      return { message: PLAYBOOK_MESSAGES.categoryRemoved, data: await loadPlaybook(ctx.db, companyId) };
    },
  });

  defineRoute(app, docs, {
    ...common,
    method: 'POST',
    url: '/api/v1/train/model/',
    summary:
      "Save a category's three guideline levels (409 when base_version is stale); answers the playbook",
    body: ZTrainModelRequest,
    handler: async ({ body, request }) => {
      const companyId = await resolvePlaybookCompany(ctx.db, request);
      await trainGuidelines(ctx.db, requireLoggedIn(request.principal), companyId, body);
      return { message: PLAYBOOK_MESSAGES.modelTrained, data: await loadPlaybook(ctx.db, companyId) };
    },
  });

  defineRoute(app, docs, {
    method: 'GET',
    url: '/api/v1/train/history/',
    summary: "Every saved version of a category's guidelines, newest first, with redlines",
    tag: 'playbook',
    access: 'logged-in',
    query: ZHistoryQuery.extend(ZCompanyScope.shape),
    response: ZCategoryHistory,
    handler: async ({ query, request }) => {
      const companyId = await resolvePlaybookCompany(ctx.db, request);
      const history = await getCategoryHistory(
        ctx.db,
        companyId,
        query.selected_contract,
        query.selected_category,
      );
      return { message: `${history.versions.length} versions`, data: history };
    },
  });
};
