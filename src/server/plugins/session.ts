import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TAppContext } from '../context';
import { findSessionPrincipal } from '../modules/auth/find-session-principal';
import type { TPrincipal } from '../modules/auth/principal';
import { decodeToken, hashSessionId } from '../modules/auth/session-token';
import { bearerTokenOf } from './bearer-token';

declare module 'fastify' {
  interface FastifyRequest {
    principal: TPrincipal | undefined;
  }
}

export const SESSION_COOKIE = 'access_token';

/**
 * Resolves the session of every API request to `request.principal`: a signed token whose session is
 * live (not ended, not past its expiry) and whose account still exists. The token is the
 * `access_token` cookie, or an `Authorization: Bearer` header (the Word add-in, decision 032); a
 * request that sends a bearer header is judged by it alone and its cookie is ignored, so that no
 * ambient credential ever rides along with a request the same-origin check lets through.
 */
export const registerSessions = (app: FastifyInstance, ctx: TAppContext) => {
  app.decorateRequest('principal', undefined);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = bearerTokenOf(request) ?? request.cookies[SESSION_COOKIE];
    if (!token) return;
    const payload = decodeToken(token, ctx.config.appSecret);
    if (!payload) return;
    const idHash = hashSessionId(payload.sid);
    const session = await ctx.readCache(`session:${idHash}`, () => findSessionPrincipal(ctx.db, idHash));
    // Checked on every request, as a kept session may have expired since it was read.
    if (session && session.expiresAt.getTime() > Date.now()) request.principal = session.principal;
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
