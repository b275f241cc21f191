import type { FastifyRequest } from 'fastify';

const BEARER = /^Bearer(?:\s+(\S*))?\s*$/i;

/**
 * The token of an `Authorization: Bearer …` header ('' when the scheme is there without one), or
 * undefined when the request sends no bearer credential. Other schemes (a proxy's Basic credentials)
 * are not ours and leave the request to its cookie.
 */
export const bearerTokenOf = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = BEARER.exec(header.trim());
  return match ? (match[1] ?? '') : undefined;
};
