import { and, desc, eq, lt, notInArray, sql } from 'drizzle-orm';
import * as oidc from 'openid-client';
import type { TDb } from '../../db/client';
import { companySignIn, signInFlows, users } from '../../db/schema';
import { AppError } from '../../errors';
import type { TProviderDirectory } from './provider-directory';
import { FLOW_TTL_MS, hashOf } from './sign-in-flow-cookie';

export const SIGN_IN_SCOPE = 'openid email profile';
/** Sign-ins a user may have on their way at once; older ones are dropped (keeps the table small). */
const MAX_OPEN_FLOWS_PER_USER = 10;

/**
 * The same answer for a username nobody has and for a user whose company has no single sign-on, so
 * that this page tells no more than the username + email login does (decision 034).
 */
const notAvailable = (username: string) =>
  new AppError(
    'NOT_FOUND',
    `Single sign-on is not available for "${username}". Check the username, or log in with your username and email.`,
  );

const findUserProvider = async (db: TDb, username: string) => {
  const [found] = await db
    .select({
      userId: users.id,
      companyId: users.companyId,
      issuer: companySignIn.issuer,
      clientId: companySignIn.clientId,
      clientSecretEncrypted: companySignIn.clientSecretEncrypted,
    })
    .from(users)
    .innerJoin(companySignIn, eq(companySignIn.companyId, users.companyId))
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()));
  return found;
};

/** Drops expired flows, and this user's flows past the newest few. */
const tidyFlows = async (db: TDb, userId: number) => {
  await db.delete(signInFlows).where(lt(signInFlows.expiresAt, new Date()));
  const newest = db
    .select({ stateHash: signInFlows.stateHash })
    .from(signInFlows)
    .where(eq(signInFlows.userId, userId))
    .orderBy(desc(signInFlows.createdAt))
    .limit(MAX_OPEN_FLOWS_PER_USER);
  await db
    .delete(signInFlows)
    .where(and(eq(signInFlows.userId, userId), notInArray(signInFlows.stateHash, newest)));
};

/**
 * Starts signing a user in with their company's provider: the authorization code flow with PKCE
 * (S256), a fresh `state` and `nonce`, scope "openid email profile". The flow is stored (found by the
 * hash of its state, tied to this browser by the hash of its cookie, for 10 minutes) and the
 * provider's authorization address returned. No login_hint: the address would tell anyone who asks
 * the user's e-mail address.
 */
export const startSignInFlow = async (
  db: TDb,
  providers: TProviderDirectory,
  input: { username: string; returnTo: string; redirectUri: string; browserId: string },
): Promise<URL> => {
  const found = await findUserProvider(db, input.username);
  if (!found) throw notAvailable(input.username);
  const configuration = await providers.configurationOf(found);
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const codeChallenge = await oidc.calculatePKCECodeChallenge(codeVerifier);
  await db.insert(signInFlows).values({
    stateHash: hashOf(state),
    browserHash: hashOf(input.browserId),
    userId: found.userId,
    companyId: found.companyId,
    issuer: found.issuer,
    clientId: found.clientId,
    nonce,
    codeVerifier,
    redirectUri: input.redirectUri,
    returnTo: input.returnTo,
    expiresAt: new Date(Date.now() + FLOW_TTL_MS),
  });
  await tidyFlows(db, found.userId);
  return oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: input.redirectUri,
    scope: SIGN_IN_SCOPE,
    code_challenge: codeChallenge,
    code_challenge_method: 'S256',
    state,
    nonce,
  });
};
