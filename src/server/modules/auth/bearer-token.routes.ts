import type { FastifyInstance } from 'fastify';
import { ZBearerSession, ZTokenRequest } from '../../../shared/schemas/addin';
import type { TAppContext } from '../../context';
import { defineRoute, type TRouteDoc } from '../../route';
import { startBearerSession } from './start-bearer-session';

/** `POST /api/v1/auth/token/`: a bearer session for clients that cannot keep a cookie (the Word add-in). */
export const registerBearerTokenRoute = (app: FastifyInstance, ctx: TAppContext, docs: TRouteDoc[]) => {
  defineRoute(app, docs, {
    method: 'POST',
    url: '/api/v1/auth/token/',
    summary:
      'Sign in for a bearer session (the Word add-in): username + email (a user) or username + password (a master admin); send the token as Authorization: Bearer',
    tag: 'auth',
    access: 'anyone',
    body: ZTokenRequest,
    response: ZBearerSession,
    handler: async ({ body, request }) => {
      const session = await startBearerSession(ctx, request.ip, body);
      return {
        message: 'Signed in',
        data: { token: session.token, expires_at: session.expiresAt.toISOString() },
      };
    },
  });
};
