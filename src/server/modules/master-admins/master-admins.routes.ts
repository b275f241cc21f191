import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../../shared/messages';
import { ZCreateMasterAdminRequest, ZMasterAdmin, ZSetupStatus } from '../../../shared/schemas/auth';
import { displayPath } from '../../config';
import type { TAppContext } from '../../context';
import { defineRoute, type TRouteDoc } from '../../route';
import { createAuthThrottle, throttled } from '../auth/auth-throttle';
import { checkMasterSecretKey } from './check-master-secret-key';
import { countMasterAdmins } from './count-master-admins';
import { createMasterAdmin } from './create-master-admin';

export const registerMasterAdminRoutes = (app: FastifyInstance, ctx: TAppContext, docs: TRouteDoc[]) => {
  defineRoute(app, docs, {
    method: 'POST',
    url: '/api/v1/masteradmin/create/',
    summary: 'Create a master admin; the master secret key is the authorization (also for the first admin)',
    tag: 'admin',
    access: 'anyone',
    body: ZCreateMasterAdminRequest,
    response: ZMasterAdmin,
    status: 201,
    handler: async ({ body, principal, request }) => {
      const throttle = createAuthThrottle(ctx, 'masteradmin-create', request.ip, body.username);
      await throttled(throttle, async () =>
        checkMasterSecretKey(body.master_secret_key, ctx.config.masterSecretKey),
      );
      const admin = await createMasterAdmin(ctx.db, principal, body);
      return { message: MESSAGES.masterAdminAdded, data: { username: admin.username, email: admin.email } };
    },
  });

  defineRoute(app, docs, {
    method: 'GET',
    url: '/api/v1/setup/status',
    summary: 'Whether a first master admin still has to be created',
    tag: 'setup',
    access: 'anyone',
    response: ZSetupStatus,
    handler: async () => {
      const hasMasterAdmin = (await countMasterAdmins(ctx.db)) > 0;
      const keyFile = ctx.config.masterSecretKeyFile;
      return {
        message: 'Setup status',
        data: {
          has_master_admin: hasMasterAdmin,
          master_secret_key_file: !hasMasterAdmin && keyFile ? displayPath(keyFile) : null,
        },
      };
    },
  });
};
