import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TAppContext } from '../context';
import { findSessionPrincipal } from '../modules/auth/find-session-principal';
import type { TPrincipal } from '../modules/auth/principal';

declare module 'fastify' {
  interface FastifyRequest {
    principal: TPrincipal | undefined;
  }
}

export const SESSION_COOKIE = 'access_token';

/** Resolves the `access_token` cookie of every API request to `request.principal`. */
export const registerSessions = (app: FastifyInstance, ctx: TAppContext) => {
  app.decorateRequest('principal', undefined);
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token || !request.url.startsWith('/api/')) return;
    request.principal = await findSessionPrincipal(ctx.db, token, ctx.config.appSecret);
  });
};

export const setSessionCookie = (
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
) =>
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: request.protocol === 'https',
    expires: expiresAt,
  });

export const clearSessionCookie = (reply: FastifyReply) =>
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax' });
