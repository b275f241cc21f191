import type { FastifyRequest } from 'fastify';
import { SSO_CALLBACK_PATH } from '../../../shared/sign-in-paths';
import type { TConfig } from '../../config';

/**
 * The address providers send people back to: `<public address>/api/v1/auth/sso/callback`, where the
 * public address is the request's own origin when PUBLIC_URL lists it (or PUBLIC_URL is unset), else
 * PUBLIC_URL's first origin. It is what a provider must have registered.
 */
export const signInRedirectUri = (config: Pick<TConfig, 'publicOrigins'>, request: FastifyRequest) => {
  const own = `${request.protocol}://${request.host}`.toLowerCase();
  const origins = config.publicOrigins;
  const origin = !origins || origins.includes(own) ? own : (origins[0] ?? own);
  return `${origin}${SSO_CALLBACK_PATH}`;
};
