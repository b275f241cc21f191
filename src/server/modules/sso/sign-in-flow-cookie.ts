import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** How long a sign-in may take at the provider; the flow and its cookie end then. */
export const FLOW_TTL_MS = 10 * 60 * 1000;

/**
 * A random value that ties sign-in flows to the browser that started them (decision 034): only its
 * hash is stored with each flow, and a callback is accepted only from a browser that sends it. Scoped
 * to the sign-in paths; SameSite=Lax, as the provider sends the browser back with a top-level GET.
 */
const COOKIE = 'sso_browser';
const PATH = '/api/v1/auth/sso/';
const SHAPE = /^[A-Za-z0-9_-]{43}$/;

export const hashOf = (value: string) => createHash('sha256').update(value).digest('hex');

/** The browser's flow cookie, when it sends a well-formed one. */
export const browserIdOf = (request: FastifyRequest): string | undefined => {
  const value = request.cookies[COOKIE];
  return value && SHAPE.test(value) ? value : undefined;
};

export const newBrowserId = () => randomBytes(32).toString('base64url');

export const setBrowserCookie = (request: FastifyRequest, reply: FastifyReply, browserId: string) =>
  reply.setCookie(COOKIE, browserId, {
    httpOnly: true,
    sameSite: 'lax',
    path: PATH,
    secure: request.protocol === 'https',
    maxAge: FLOW_TTL_MS / 1000,
  });
