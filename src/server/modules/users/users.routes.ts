import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MESSAGES } from '../../../shared/messages';
import { ZCreateUserRequest, ZUser } from '../../../shared/schemas/admin';
import type { TAppContext } from '../../context';
import { defineRoute, type TRouteDoc } from '../../route';
import { requireMasterAdmin } from '../auth/auth.policy';
import { createUser } from './create-user';
import { listUsers } from './list-users';
import { presentUser } from './users.presenter';

export const registerUserRoutes = (app: FastifyInstance, ctx: TAppContext, docs: TRouteDoc[]) => {
  defineRoute(app, docs, {
    method: 'POST',
    url: '/api/v1/masteradmin/create/user/',
    summary: 'Create a user of a company',
    tag: 'admin',
    access: 'masteradmin',
    body: ZCreateUserRequest,
    response: ZUser,
    status: 201,
    handler: async ({ principal, body }) => {
      const actor = requireMasterAdmin(principal);
      return { message: MESSAGES.userAdded, data: presentUser(await createUser(ctx.db, actor, body)) };
    },
  });

  defineRoute(app, docs, {
    method: 'GET',
    url: '/api/v1/masteradmin/get/users/',
    summary: 'List every user with their company',
    tag: 'admin',
    access: 'masteradmin',
    response: z.array(ZUser),
    handler: async ({ principal }) => {
      requireMasterAdmin(principal);
      const rows = await listUsers(ctx.db);
      return { message: `${rows.length} users`, data: rows.map(presentUser) };
    },
  });
};
