import type { TRole } from '../../../shared/schemas/auth';
import type { TAppContext } from '../../context';
import { sessions } from '../../db/schema';
import { encodeToken, hashSessionId, newSessionId } from './session-token';

/** Creates a server-side session and returns the signed cookie value. */
export const startSession = async (
  ctx: TAppContext,
  principal: { role: TRole; id: number },
): Promise<{ token: string; expiresAt: Date }> => {
  const sid = newSessionId();
  const expiresAt = new Date(Date.now() + ctx.limits.sessionTtlMs);
  await ctx.db.insert(sessions).values({
    idHash: hashSessionId(sid),
    role: principal.role,
    masterAdminId: principal.role === 'masteradmin' ? principal.id : null,
    userId: principal.role === 'user' ? principal.id : null,
    expiresAt,
  });
  return {
    token: encodeToken({ sid, role: principal.role, exp: expiresAt.getTime() }, ctx.config.appSecret),
    expiresAt,
  };
};
