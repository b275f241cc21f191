import { timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import * as oidc from 'openid-client';
import type { TDb } from '../../db/client';
import { companies, companySignIn, signInFlows, users } from '../../db/schema';
import { AppError, forbidden } from '../../errors';
import { describeProviderFailure } from './describe-provider-failure';
import type { TProviderDirectory } from './provider-directory';
import { hashOf } from './sign-in-flow-cookie';
import { readVerifiedEmail, type TIdentityClaims } from './verified-email';

const START_AGAIN = 'Start again from the sign-in page.';

const invalid = (why: string) => new AppError('VALIDATION_FAILED', `${why} ${START_AGAIN}`);

const sameHash = (a: string, b: string) => timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The stored flow of this `state`, removed as it is read: a callback is accepted once. */
const takeFlow = async (db: TDb, state: string, browserId: string | undefined) => {
  const [flow] = await db
    .delete(signInFlows)
    .where(eq(signInFlows.stateHash, hashOf(state)))
    .returning();
  if (!flow) throw invalid('This sign-in is not known here, or it has been completed already.');
  if (!browserId || !sameHash(flow.browserHash, hashOf(browserId)))
    throw invalid('This sign-in was started in another browser (or its cookie was lost).');
  if (flow.expiresAt.getTime() <= Date.now())
    throw invalid('This sign-in took longer than 10 minutes and has expired.');
  return flow;
};

/** Why the provider's answer or the token exchange failed, as the error the person sees. */
const grantFailure = (error: unknown): AppError => {
  if (error instanceof oidc.AuthorizationResponseError) {
    // The provider's own words, shortened: they are shown (escaped) on the page.
    const described = error.error_description ? ` (${error.error_description.slice(0, 200)})` : '';
    return forbidden(`Your organisation's sign-in did not complete: ${error.error}${described}.`);
  }
  if (error instanceof oidc.ResponseBodyError) {
    if (error.error === 'invalid_client')
      return new AppError(
        'IDENTITY_PROVIDER_FAILED',
        "Your organisation's sign-in refused this app's client id or secret: ask a master admin to check the company's sign-in settings.",
      );
    return invalid(
      `Your organisation's sign-in refused to complete it (${error.error}): the sign-in may have been used already, or belong to another one.`,
    );
  }
  if (
    error instanceof oidc.ClientError &&
    /^OAUTH_(INVALID_RESPONSE|JWT|JWS|JSON|KEY_SELECTION)/.test(error.code ?? '')
  )
    return invalid(
      `The answer of your organisation's sign-in did not pass the checks: ${error.cause instanceof Error ? error.cause.message : error.message}.`,
    );
  return new AppError(
    'IDENTITY_PROVIDER_FAILED',
    `Your organisation's sign-in cannot be reached right now: ${describeProviderFailure(error)}.`,
  );
};

/** The ID token's claims, and the user info's address when the ID token carries none. */
const identityClaimsOf = async (
  configuration: oidc.Configuration,
  tokens: oidc.TokenEndpointResponse & oidc.TokenEndpointResponseHelpers,
): Promise<TIdentityClaims> => {
  const claims = tokens.claims();
  if (!claims) throw invalid("Your organisation's sign-in sent no ID token.");
  if (claims.email !== undefined || !configuration.serverMetadata().userinfo_endpoint)
    return { email: claims.email, email_verified: claims.email_verified, xms_edov: claims.xms_edov };
  try {
    const info = await oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub);
    return { email: info.email, email_verified: info.email_verified, xms_edov: info.xms_edov };
  } catch (error) {
    throw grantFailure(error);
  }
};

const findUser = async (db: TDb, userId: number) => {
  const [user] = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      companyId: users.companyId,
      companyName: companies.name,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId));
  return user;
};

/**
 * Completes a sign-in at the callback: the flow named by `state` must have been started by this
 * browser less than 10 minutes ago (and is used up now); its company must still use the same
 * provider. openid-client checks the answer (`state`, `iss` where sent), exchanges the code with the
 * PKCE verifier and checks the ID token (signature by the provider's keys, issuer, audience, nonce,
 * expiry). The user is the one named at the start, and is signed in only when the provider vouches
 * for their e-mail address (verified, same address case-insensitively).
 */
export const finishSignInFlow = async (
  db: TDb,
  providers: TProviderDirectory,
  input: { state: string; search: string; browserId: string | undefined },
) => {
  const flow = await takeFlow(db, input.state, input.browserId);
  const [current] = await db.select().from(companySignIn).where(eq(companySignIn.companyId, flow.companyId));
  if (!current || current.issuer !== flow.issuer || current.clientId !== flow.clientId)
    throw invalid("Your company's sign-in settings changed while you were signing in.");
  const configuration = await providers.configurationOf(current);
  const answer = new URL(flow.redirectUri);
  answer.search = input.search;
  const tokens = await oidc
    .authorizationCodeGrant(configuration, answer, {
      pkceCodeVerifier: flow.codeVerifier,
      expectedState: input.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    })
    .catch((error: unknown) => {
      throw grantFailure(error);
    });
  const email = readVerifiedEmail(await identityClaimsOf(configuration, tokens));
  if (!email.ok) throw forbidden(email.reason);
  const user = await findUser(db, flow.userId);
  if (!user || user.companyId !== flow.companyId)
    throw invalid('The account this sign-in was for has changed.');
  if (user.email.toLowerCase() !== email.email.toLowerCase())
    throw forbidden(
      `Your organisation signed you in as ${email.email}, which is not the e-mail address registered for the Clausebook user "${user.username}". Sign in with that user's own account, or ask your administrator.`,
    );
  return { user, returnTo: flow.returnTo };
};
