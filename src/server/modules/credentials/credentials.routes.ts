import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MESSAGES } from '../../../shared/messages';
import { ZAddCompanyApiRequest, ZCompanyApi } from '../../../shared/schemas/admin';
import { ZCompanyEngine } from '../../../shared/schemas/ai-engine';
import { ZCompanyScope } from '../../../shared/schemas/playbook';
import type { TAppContext } from '../../context';
import { defineRoute, type TRouteDoc } from '../../route';
import { requireMasterAdmin } from '../auth/auth.policy';
import { findCompany } from '../companies/find-company';
import { resolvePlaybookCompany } from '../playbook/playbook.policy';
import { checkCompanyCredential } from './check-company-credential';
import { presentCompanyApi } from './credentials.presenter';
import { describeCompanyEngine } from './describe-company-engine';
import { listCompanyCredentials } from './list-company-credentials';
import { saveCompanyCredential } from './save-company-credential';

export const registerCredentialRoutes = (app: FastifyInstance, ctx: TAppContext, docs: TRouteDoc[]) => {
  defineRoute(app, docs, {
    method: 'POST',
    url: '/api/v1/masteradmin/add/api/',
    summary:
      "Set a company's AI-service credentials (replaces any earlier ones) after one small test request with them; 400 saying why when it fails",
    tag: 'admin',
    access: 'masteradmin',
    body: ZAddCompanyApiRequest,
    response: ZCompanyApi,
    status: 201,
    handler: async ({ principal, body, request }) => {
      const actor = requireMasterAdmin(principal);
      await findCompany(ctx.db, body.company_id);
      await checkCompanyCredential(ctx, body, request.log);
      const row = await saveCompanyCredential(ctx.db, ctx.config.appSecret, actor, body);
      return { message: MESSAGES.apiSaved, data: presentCompanyApi(row) };
    },
  });

  defineRoute(app, docs, {
    method: 'GET',
    url: '/api/v1/train/ai-engine/',
    summary:
      "The engine the company's reviews use: its own credentials, the server's default (LLM_*), or the built-in engine",
    tag: 'playbook',
    access: 'logged-in',
    query: ZCompanyScope,
    response: ZCompanyEngine,
    handler: async ({ request }) => {
      const companyId = await resolvePlaybookCompany(ctx.db, request);
      const engine = await describeCompanyEngine(ctx, companyId);
      return { message: engine.description, data: engine };
    },
  });

  defineRoute(app, docs, {
    method: 'GET',
    url: '/api/v1/masteradmin/get/apis/',
    summary: "List companies' AI-service credentials (keys masked)",
    tag: 'admin',
    access: 'masteradmin',
    response: z.array(ZCompanyApi),
    handler: async ({ principal }) => {
      requireMasterAdmin(principal);
      const rows = await listCompanyCredentials(ctx.db);
      return { message: `${rows.length} credentials`, data: rows.map(presentCompanyApi) };
    },
  });
};
