import type { TErrorCode } from '../../../shared/errors';
import type { TAppContext } from '../../context';
import { AppError } from '../../errors';
import { clearRateLimit, hitRateLimit, peekRateLimit, tooManyAttempts } from '../../plugins/rate-limit';

/**
 * Throttles credential checks (logins, admin creation): every attempt counts against the caller's
 * IP; failed attempts also count against the username tried, so one account cannot be guessed at
 * from many addresses.
 */
export const createAuthThrottle = (ctx: TAppContext, scope: string, ip: string, username: string) => {
  const { db, limits } = ctx;
  const userKey = `${scope}:user:${username.trim().toLowerCase()}`;
  return {
    async check() {
      const ipHits = await hitRateLimit(db, `${scope}:ip:${ip}`, limits.authWindowMs);
      if (ipHits > limits.authPerIp) throw tooManyAttempts(limits.authWindowMs);
      const failures = await peekRateLimit(db, userKey, limits.authWindowMs);
      if (failures >= limits.authFailuresPerUsername) throw tooManyAttempts(limits.authWindowMs);
    },
    recordFailure: () => hitRateLimit(db, userKey, limits.authWindowMs),
    recordSuccess: () => clearRateLimit(db, userKey),
  };
};

const CREDENTIAL_FAILURES = new Set<TErrorCode>(['INVALID_CREDENTIALS', 'INVALID_MASTER_SECRET_KEY']);

/** Runs a credential check under the throttle: failures are counted, success clears the count. */
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
