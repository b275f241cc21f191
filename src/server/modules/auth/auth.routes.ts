import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../../shared/messages';
import { ZMasterAdminLoginRequest, ZMe, ZUserLoginRequest } from '../../../shared/schemas/auth';
import type { TAppContext } from '../../context';
import { bearerTokenOf } from '../../plugins/bearer-token';
import { clearSessionCookie, setSessionCookie } from '../../plugins/session';
import { defineRoute, type TRouteDoc } from '../../route';
import { requireLoggedIn } from './auth.policy';
import { createAuthThrottle, throttled } from './auth-throttle';
import { registerBearerTokenRoute } from './bearer-token.routes';
import { describePrincipal } from './describe-principal';
import { endSession } from './end-session';
import { loginMasterAdmin } from './login-master-admin';
import { loginUser } from './login-user';
import { startSession } from './start-session';

export const registerAuthRoutes = (app: FastifyInstance, ctx: TAppContext, docs: TRouteDoc[]) => {
  defineRoute(app, docs, {
    method: 'POST',
    url: '/api/v1/masteradmin/login/',
    summary: 'Log in as a master admin (username + password)',
    tag: 'auth',
    access: 'anyone',
    body: ZMasterAdminLoginRequest,
    response: ZMe,
    handler: async ({ body, request, reply }) => {
      const throttle = createAuthThrottle(ctx, 'masteradmin-login', request.ip, body.username);
      const admin = await throttled(throttle, () => loginMasterAdmin(ctx.db, body));
      const session = await startSession(ctx, { role: 'masteradmin', id: admin.id });
      setSessionCookie(request, reply, session.token, session.expiresAt);
      return {
        message: MESSAGES.loggedIn,
        data: describePrincipal({
          role: 'masteradmin',
          username: admin.username,
          companyId: null,
          companyName: null,
        }),
      };
    },
  });

  defineRoute(app, docs, {
    method: 'POST',
    url: '/api/v1/user/login/',
    summary: 'Log in as a user (username + email)',
    tag: 'auth',
    access: 'anyone',
    body: ZUserLoginRequest,
    response: ZMe,
    handler: async ({ body, request, reply }) => {
      const throttle = createAuthThrottle(ctx, 'user-login', request.ip, body.username);
      const user = await throttled(throttle, () => loginUser(ctx.db, body));
      const session = await startSession(ctx, { role: 'user', id: user.id });
      setSessionCookie(request, reply, session.token, session.expiresAt);
      return {
        message: MESSAGES.loggedIn,
        data: describePrincipal({
          role: 'user',
          username: user.username,
          companyId: user.companyId,
          companyName: user.companyName,
        }),
      };
    },
  });

  defineRoute(app, docs, {
    method: 'GET',
    url: '/api/v1/auth/me',
    summary: 'Who is logged in',
    tag: 'auth',
    access: 'logged-in',
    response: ZMe,
    handler: async ({ principal }) => ({
      message: 'Logged in',
      data: describePrincipal(requireLoggedIn(principal)),
    }),
  });

  defineRoute(app, docs, {
    method: 'POST',
    url: '/api/v1/auth/logout',
    summary: 'End the session (server-side): a cookie session (the cookie is cleared) or a bearer token',
    tag: 'auth',
    access: 'anyone',
    response: ZMe.nullable(),
    handler: async ({ principal, request, reply }) => {
      if (principal) await endSession(ctx.db, principal.sessionIdHash);
      // A bearer request's cookie was ignored: the browser's own session stays as it is.
      if (bearerTokenOf(request) === undefined) clearSessionCookie(reply);
      return { message: MESSAGES.loggedOut, data: null };
    },
  });

  registerBearerTokenRoute(app, ctx, docs);
};
