import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MESSAGES } from '../../../shared/messages';
import { ZAddCompanyRequest, ZCompany } from '../../../shared/schemas/admin';
import type { TAppContext } from '../../context';
import { defineRoute, type TRouteDoc } from '../../route';
import { requireMasterAdmin } from '../auth/auth.policy';
import { addCompany } from './add-company';
import { presentCompany } from './companies.presenter';
import { listCompanies } from './list-companies';

export const registerCompanyRoutes = (app: FastifyInstance, ctx: TAppContext, docs: TRouteDoc[]) => {
  defineRoute(app, docs, {
    method: 'GET',
    url: '/api/v1/masteradmin/get/companies/',
    summary: 'List every company',
    tag: 'admin',
    access: 'masteradmin',
    response: z.array(ZCompany),
    handler: async ({ principal }) => {
      requireMasterAdmin(principal);
      const rows = await listCompanies(ctx.db);
      return { message: `${rows.length} companies`, data: rows.map(presentCompany) };
    },
  });

  defineRoute(app, docs, {
    method: 'POST',
    url: '/api/v1/masteradmin/add/company/',
    summary: 'Add a company (tenant)',
    tag: 'admin',
    access: 'masteradmin',
    body: ZAddCompanyRequest,
    response: ZCompany,
    status: 201,
    handler: async ({ principal, body }) => {
      const actor = requireMasterAdmin(principal);
      const company = await addCompany(ctx.db, actor, body);
      return { message: MESSAGES.companyAdded, data: presentCompany(company) };
    },
  });
};
