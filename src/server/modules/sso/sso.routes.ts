import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MESSAGES } from '../../../shared/messages';
import {
  ZAddCompanySignInRequest,
  ZCompanySignIn,
  ZCompanySignIns,
  ZSsoCallbackQuery,
  ZSsoStartQuery,
} from '../../../shared/schemas/sign-in';
import { SSO_CALLBACK_PATH, SSO_START_PATH } from '../../../shared/sign-in-paths';
import type { TAppContext } from '../../context';
import { AppError } from '../../errors';
import { setSessionCookie } from '../../plugins/session';
import { defineRoute, parseInput, type TRouteDoc } from '../../route';
import { requireMasterAdmin } from '../auth/auth.policy';
import { endSession } from '../auth/end-session';
import { startSession } from '../auth/start-session';
import { findCompany } from '../companies/find-company';
import { presentCompanySignIn } from './company-sign-in.presenter';
import { ProviderProblem } from './discover-provider';
import { finishSignInFlow } from './finish-sign-in-flow';
import { listCompanySignIns } from './list-company-sign-ins';
import { createProviderDirectory } from './provider-directory';
import { DEFAULT_RETURN_TO, sameOriginPath } from './return-to';
import { saveCompanySignIn } from './save-company-sign-in';
import { browserIdOf, newBrowserId, setBrowserCookie } from './sign-in-flow-cookie';
import { renderSignInFailurePage } from './sign-in-page';
import { signInRedirectUri } from './sign-in-redirect-uri';
import { startSignInFlow } from './start-sign-in-flow';

const HTML_ANSWER = { contentType: 'text/html', binary: false };

/**
 * The sign-in's redirects may run in the Word add-in's dialog, which Office on the web opened as a
 * popup and talks to through its opener; Cross-Origin-Opener-Policy: same-origin on a redirect of the
 * chain would cut the dialog off from Word (a redirect is no document for the policy to protect).
 */
const keepOpener = (reply: FastifyReply) => reply.header('cross-origin-opener-policy', 'unsafe-none');

/**
 * A failed start or callback: a plain page for a browser (the person was sent here by a redirect),
 * the usual `{detail, message, code}` for any other client; the same status either way.
 */
const answerFailure = (request: FastifyRequest, reply: FastifyReply, error: unknown) => {
  const known = error instanceof AppError;
  if (!known) request.log.error({ err: error }, 'single sign-on failed');
  else request.log.info({ code: error.code, reason: error.message }, 'single sign-on refused');
  const appError = known ? error : new AppError('INTERNAL', MESSAGES.somethingWentWrong);
  reply.status(appError.status).header('cache-control', 'no-store');
  if (!request.headers.accept?.includes('text/html')) return reply.send(appError.toBody());
  return reply.type('text/html; charset=utf-8').send(renderSignInFailurePage(appError.message));
};

/** The raw query string of a request, as the provider wrote it (openid-client reads it again). */
const searchOf = (request: FastifyRequest) => {
  const at = request.url.indexOf('?');
  return at === -1 ? '' : request.url.slice(at);
};

const registerAdminRoutes = (
  app: FastifyInstance,
  ctx: TAppContext,
  docs: TRouteDoc[],
  providers: ReturnType<typeof createProviderDirectory>,
) => {
  defineRoute(app, docs, {
    method: 'POST',
    url: '/api/v1/masteradmin/add/sso/',
    summary:
      "Set a company's OpenID Connect provider (replaces any earlier one) after reading its discovery document; 400 saying why when it cannot be used",
    tag: 'admin',
    access: 'masteradmin',
    body: ZAddCompanySignInRequest,
    response: ZCompanySignIn,
    status: 201,
    handler: async ({ principal, body, request }) => {
      const actor = requireMasterAdmin(principal);
      await findCompany(ctx.db, body.company_id);
      const configuration = await providers
        .check({ issuer: body.issuer, clientId: body.client_id, clientSecret: body.client_secret })
        .catch((error: unknown) => {
          if (!(error instanceof ProviderProblem)) throw error;
          request.log.warn({ companyId: body.company_id, issuer: body.issuer }, error.message);
          throw new AppError('VALIDATION_FAILED', `The sign-in settings were not saved. ${error.message}`);
        });
      const issuer = configuration.serverMetadata().issuer;
      const row = await saveCompanySignIn(ctx.db, ctx.config.appSecret, actor, { ...body, issuer });
      return { message: MESSAGES.signInSaved, data: presentCompanySignIn(row) };
    },
  });

  defineRoute(app, docs, {
    method: 'GET',
    url: '/api/v1/masteradmin/get/sso/',
    summary:
      "Companies' OpenID Connect providers (client secrets masked), and the redirect URI to register with a provider",
    tag: 'admin',
    access: 'masteradmin',
    response: ZCompanySignIns,
    handler: async ({ principal, request }) => {
      requireMasterAdmin(principal);
      const rows = await listCompanySignIns(ctx.db);
      return {
        message: `${rows.length} company sign-in settings`,
        data: {
          redirect_uri: signInRedirectUri(ctx.config, request),
          sign_ins: rows.map(presentCompanySignIn),
        },
      };
    },
  });
};

const registerFlowRoutes = (
  app: FastifyInstance,
  ctx: TAppContext,
  docs: TRouteDoc[],
  providers: ReturnType<typeof createProviderDirectory>,
) => {
  docs.push({
    method: 'GET',
    url: SSO_START_PATH,
    summary:
      "Sign in with the user's organisation: 302 to the company's OpenID Connect provider (code flow, PKCE), or a page saying why not",
    tag: 'auth',
    access: 'anyone',
    query: ZSsoStartQuery,
    response: z.string(),
    status: 302,
    rawAnswer: { ...HTML_ANSWER, description: "A redirect to the provider's sign-in page" },
  });
  app.get(SSO_START_PATH, async (request, reply) => {
    try {
      const query = parseInput(ZSsoStartQuery, request.query);
      const returnTo = query.return_to === undefined ? DEFAULT_RETURN_TO : sameOriginPath(query.return_to);
      if (returnTo === undefined)
        throw new AppError(
          'VALIDATION_FAILED',
          'The return_to must be a path of this app, such as /train-model.',
        );
      const browserId = browserIdOf(request) ?? newBrowserId();
      const redirectUri = signInRedirectUri(ctx.config, request);
      const url = await startSignInFlow(ctx.db, providers, {
        username: query.username,
        returnTo,
        redirectUri,
        browserId,
      });
      setBrowserCookie(request, reply, browserId);
      return keepOpener(reply).header('cache-control', 'no-store').redirect(url.href, 302);
    } catch (error) {
      return answerFailure(request, reply, error);
    }
  });

  docs.push({
    method: 'GET',
    url: SSO_CALLBACK_PATH,
    summary:
      'Where the provider sends the browser back: checks the answer and the ID token, starts the session and redirects (302) to /train-model, or a page saying why not',
    tag: 'auth',
    access: 'anyone',
    query: ZSsoCallbackQuery,
    response: z.string(),
    status: 302,
    rawAnswer: { ...HTML_ANSWER, description: 'A redirect into the app, signed in' },
  });
  app.get(SSO_CALLBACK_PATH, async (request, reply) => {
    try {
      const { state } = parseInput(ZSsoCallbackQuery, request.query);
      const { user, returnTo } = await finishSignInFlow(ctx.db, providers, {
        state,
        search: searchOf(request),
        browserId: browserIdOf(request),
      });
      // A session this browser had (another account, perhaps) ends: one person per browser.
      if (request.principal) await endSession(ctx.db, request.principal.sessionIdHash);
      const session = await startSession(ctx, { role: 'user', id: user.id });
      setSessionCookie(request, reply, session.token, session.expiresAt);
      request.log.info({ userId: user.id, companyId: user.companyId }, 'signed in with single sign-on');
      return keepOpener(reply).header('cache-control', 'no-store').redirect(returnTo, 302);
    } catch (error) {
      return answerFailure(request, reply, error);
    }
  });
};

/** Per-company single sign-on (OpenID Connect): the master admin's settings and the sign-in flow. */
export const registerSsoRoutes = (app: FastifyInstance, ctx: TAppContext, docs: TRouteDoc[]) => {
  const providers = createProviderDirectory(ctx.config);
  registerAdminRoutes(app, ctx, docs, providers);
  registerFlowRoutes(app, ctx, docs, providers);
};
