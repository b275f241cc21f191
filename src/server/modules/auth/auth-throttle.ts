import { setTimeout as sleep } from 'node:timers/promises';
import type { TErrorCode } from '../../../shared/errors';
import type { TAppContext } from '../../context';
import { AppError } from '../../errors';
import { clearRateLimit, hitRateLimits, peekRateLimits, tooManyAttempts } from '../../plugins/rate-limit';

/**
 * Throttles credential checks (logins, admin creation) by their failures only (decision 002):
 * - a client (IP) that failed too often is paused, whatever username it tries;
 * - a client that failed too often for one username is paused for that username;
 * - a username that failed too often across all clients is slowed down, never locked, so that
 *   anyone who knows a username cannot keep its owner out.
 * Successful attempts cost nothing.
 */
export const createAuthThrottle = (ctx: TAppContext, scope: string, ip: string, username: string) => {
  const { db, limits } = ctx;
  const name = username.trim().toLowerCase();
  const keys = {
    client: `${scope}:ip:${ip}`,
    usernameAndClient: `${scope}:user-ip:${name}:${ip}`,
    username: `${scope}:user:${name}`,
  };
  return {
    async check() {
      const failures = await peekRateLimits(db, Object.values(keys), limits.authWindowMs);
      if ((failures.get(keys.client) ?? 0) >= limits.authFailuresPerClient)
        throw tooManyAttempts(limits.authWindowMs);
      if ((failures.get(keys.usernameAndClient) ?? 0) >= limits.authFailuresPerUsernameAndClient)
        throw tooManyAttempts(limits.authWindowMs);
      if ((failures.get(keys.username) ?? 0) >= limits.authFailuresPerUsername)
        await sleep(limits.authSlowdownMs);
    },
    recordFailure: () => hitRateLimits(db, Object.values(keys), limits.authWindowMs),
    recordSuccess: () => clearRateLimit(db, keys.usernameAndClient),
  };
};

const CREDENTIAL_FAILURES = new Set<TErrorCode>(['INVALID_CREDENTIALS', 'INVALID_MASTER_SECRET_KEY']);

/** Runs a credential check under the throttle: failures are counted, success clears the client's count. */
export const throttled = async <T>(
  throttle: ReturnType<typeof createAuthThrottle>,
  attempt: () => Promise<T>,
): Promise<T> => {
  await throttle.check();
  try {
    const result = await attempt();
    await throttle.recordSuccess();
    return result;
  } catch (error) {
    if (error instanceof AppError && CREDENTIAL_FAILURES.has(error.code)) await throttle.recordFailure();
    throw error;
  }
};
