import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MESSAGES } from '../../../shared/messages';
import { ZAddCompanyApiRequest, ZCompanyApi } from '../../../shared/schemas/admin';
import type { TAppContext } from '../../context';
import { defineRoute, type TRouteDoc } from '../../route';
import { requireMasterAdmin } from '../auth/auth.policy';
import { presentCompanyApi } from './credentials.presenter';
import { listCompanyCredentials } from './list-company-credentials';
import { saveCompanyCredential } from './save-company-credential';

export const registerCredentialRoutes = (app: FastifyInstance, ctx: TAppContext, docs: TRouteDoc[]) => {
  defineRoute(app, docs, {
    method: 'POST',
    url: '/api/v1/masteradmin/add/api/',
    summary: "Set a company's AI-service credentials (replaces any earlier ones)",
    tag: 'admin',
    access: 'masteradmin',
    body: ZAddCompanyApiRequest,
    response: ZCompanyApi,
    status: 201,
    handler: async ({ principal, body }) => {
      const actor = requireMasterAdmin(principal);
      const row = await saveCompanyCredential(ctx.db, ctx.config.appSecret, actor, body);
      return { message: MESSAGES.apiSaved, data: presentCompanyApi(row) };
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
