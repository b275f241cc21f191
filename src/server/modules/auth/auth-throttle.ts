import { setTimeout as sleep } from 'node:timers/promises';
import type { TErrorCode } from '../../../shared/errors';
import type { TAppContext } from '../../context';
import { AppError } from '../../errors';
import {
  hitRateLimit,
  hitRateLimits,
  peekRateLimits,
  releaseRateLimitHit,
  tooManyAttempts,
} from '../../plugins/rate-limit';
import { CredentialFailure } from './credential-failure';
import { countLoginAttempt, forgetLoginAttempts, releaseLoginAttempt } from './login-attempts';

/**
 * Throttles credential checks (logins, admin creation), decision 039. Every attempt is counted
 * before the check, in one statement per key, so parallel guesses cannot pass a limit; what turns
 * out not to be a failure is given back afterwards.
 * - a username from one client: `authFailuresPerUsernameAndClient` attempts, then pauses that
 *   double (the first `authFirstPauseMs`), one attempt after each; a success forgets them. Only
 *   that client waits: the owner logs in from anywhere else;
 * - a client: at most `authFailuresPerClient` failures per window on usernames that do not exist
 *   (and master secret keys), then refused until the window ends;
 * - a username across all clients: past `authFailuresPerUsername` failures every check of it waits
 *   `authSlowdownMs` first — a delay, never a refusal.
 */
export const createAuthThrottle = (ctx: TAppContext, scope: string, ip: string, username: string) => {
  const { db, limits } = ctx;
  const name = username.trim().toLowerCase();
  const keys = {
    client: `${scope}:ip:${ip}`,
    usernameAndClient: `${scope}:user-ip:${name}:${ip}`,
    username: `${scope}:user:${name}`,
  };
  const rules = {
    allowance: limits.authFailuresPerUsernameAndClient,
    firstPauseMs: limits.authFirstPauseMs,
    maxPauseMs: limits.authMaxPauseMs,
    quietMs: limits.authWindowMs,
  };
  return {
    /** Counts the attempt; refuses it (429) when its client or its username from there is paused. */
    async count() {
      const waitSeconds = await countLoginAttempt(db, keys.usernameAndClient, rules);
      if (waitSeconds > 0) throw tooManyAttempts(waitSeconds);
      const client = await hitRateLimit(db, keys.client, limits.authWindowMs);
      if (client.hits > limits.authFailuresPerClient) {
        await releaseLoginAttempt(db, keys.usernameAndClient);
        throw tooManyAttempts((client.resetsAt.getTime() - Date.now()) / 1000);
      }
      const failures = await peekRateLimits(db, [keys.username], limits.authWindowMs);
      if ((failures.get(keys.username) ?? 0) >= limits.authFailuresPerUsername)
        await sleep(limits.authSlowdownMs);
    },
    /** Wrong credentials: the attempt stays counted; the client's count only for unknown usernames. */
    async failed(usernameKnown: boolean) {
      if (usernameKnown) await releaseRateLimitHit(db, keys.client);
      await hitRateLimits(db, [keys.username], limits.authWindowMs);
    },
    async succeeded() {
      await forgetLoginAttempts(db, keys.usernameAndClient);
      await releaseRateLimitHit(db, keys.client);
    },
    /** The check ended without a verdict on the credentials (an error): the attempt is given back. */
    async undecided() {
      await releaseLoginAttempt(db, keys.usernameAndClient);
      await releaseRateLimitHit(db, keys.client);
    },
  };
};

const CREDENTIAL_FAILURES = new Set<TErrorCode>(['INVALID_CREDENTIALS', 'INVALID_MASTER_SECRET_KEY']);

/** Runs a credential check under the throttle: counted first, given back unless it failed. */
export const throttled = async <T>(
  throttle: ReturnType<typeof createAuthThrottle>,
  attempt: () => Promise<T>,
): Promise<T> => {
  await throttle.count();
  try {
    const result = await attempt();
    await throttle.succeeded();
    return result;
  } catch (error) {
    if (error instanceof AppError && CREDENTIAL_FAILURES.has(error.code))
      await throttle.failed(error instanceof CredentialFailure && error.usernameKnown);
    else await throttle.undecided();
    throw error;
  }
};
