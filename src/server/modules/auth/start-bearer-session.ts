import type { TTokenRequest } from '../../../shared/schemas/addin';
import type { TAppContext } from '../../context';
import { createAuthThrottle, throttled } from './auth-throttle';
import { loginMasterAdmin } from './login-master-admin';
import { loginUser } from './login-user';
import { startSession } from './start-session';

/**
 * Checks a user's or a master admin's credentials as their login does — the same operation under the
 * same throttle, so a failure here counts against the cookie login and the other way round — and
 * starts a server-side session like the cookie's (same table, same expiry) whose token the caller
 * sends as `Authorization: Bearer` (the Word add-in, decision 032).
 */
export const startBearerSession = async (ctx: TAppContext, ip: string, input: TTokenRequest) => {
  if (input.kind === 'masteradmin') {
    const throttle = createAuthThrottle(ctx, 'masteradmin-login', ip, input.username);
    const admin = await throttled(throttle, () => loginMasterAdmin(ctx.db, input));
    return startSession(ctx, { role: 'masteradmin', id: admin.id });
  }
  const throttle = createAuthThrottle(ctx, 'user-login', ip, input.username);
  const user = await throttled(throttle, () => loginUser(ctx.db, input));
  return startSession(ctx, { role: 'user', id: user.id });
};
