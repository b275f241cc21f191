import type { FastifyInstance } from 'fastify';
import { ZBearerSession, ZTokenRequest } from '../../../shared/schemas/addin';
import type { TAppContext } from '../../context';
import { forbidden } from '../../errors';
import { bearerTokenOf } from '../../plugins/bearer-token';
import { defineRoute, type TRouteDoc } from '../../route';
import { requireLoggedIn } from './auth.policy';
import { startBearerSession } from './start-bearer-session';
import { startSession } from './start-session';

const presentSession = (session: { token: string; expiresAt: Date }) => ({
  message: 'Signed in',
  data: { token: session.token, expires_at: session.expiresAt.toISOString() },
});

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
    handler: async ({ body, request }) => presentSession(await startBearerSession(ctx, request.ip, body)),
  });

  defineRoute(app, docs, {
    method: 'POST',
    url: '/api/v1/auth/token/from-session/',
    summary:
      "A bearer session for the person this browser's session cookie signs in (the add-in's sign-in dialog, after single sign-on); refused to a bearer token",
    tag: 'auth',
    access: 'logged-in',
    response: ZBearerSession,
    handler: async ({ principal, request }) => {
      const signedIn = requireLoggedIn(principal);
      // A token may not mint its own successor: that would keep a stolen token alive for ever.
      if (bearerTokenOf(request))
        throw forbidden('A bearer token cannot be exchanged for another; sign in again.');
      return presentSession(await startSession(ctx, { role: signedIn.role, id: signedIn.id }));
    },
  });
};
