import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TConfig } from '../config';
import { forbidden } from '../errors';
import { bearerTokenOf } from './bearer-token';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** What browsers send in Sec-Fetch-Site for a request made by the app's own pages (or typed in). */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

const crossSite = (from: string) =>
  forbidden(
    `This request came from another site (${from}) and was refused. Open Clausebook at its own address and try again.`,
  );

/**
 * Refuses state-changing requests that a browser sent from another site (decision 008): the Origin
 * header must be the app's own origin (PUBLIC_URL, or the address the request was sent to); without
 * Origin, Sec-Fetch-Site must say same-origin. A client that sends neither is not a browser acting
 * for someone else, so it passes. Besides the session cookie's SameSite=Lax, which does not stop
 * sibling subdomains or other ports. A request with an `Authorization: Bearer` header passes too: it is
 * judged by that header alone (its cookie is ignored, session.ts), which a page of another site cannot
 * make a browser send for it (decision 032).
 */
export const registerSameOriginCheck = (app: FastifyInstance, config: Pick<TConfig, 'publicOrigins'>) => {
  const ownOrigins = (request: FastifyRequest) =>
    config.publicOrigins ?? [`${request.protocol}://${request.host}`.toLowerCase()];
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || bearerTokenOf(request) !== undefined) return;
    const origin = request.headers.origin;
    if (origin !== undefined) {
      if (!ownOrigins(request).includes(origin.toLowerCase())) throw crossSite(origin);
      return;
    }
    const site = request.headers['sec-fetch-site'];
    if (site !== undefined && !OWN_FETCH_SITES.has(site)) throw crossSite(`Sec-Fetch-Site: ${site}`);
  });
};
