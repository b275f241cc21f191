import { and, eq, gt } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { masterAdmins, sessions, users } from '../../db/schema';
import type { TPrincipal } from './principal';
import { decodeToken, hashSessionId } from './session-token';

/** Resolves a cookie to a live session and its (still existing) account; undefined otherwise. */
export const findSessionPrincipal = async (
  db: TDb,
  token: string,
  secret: string,
): Promise<TPrincipal | undefined> => {
  const payload = decodeToken(token, secret);
  if (!payload) return undefined;
  const idHash = hashSessionId(payload.sid);
  const [row] = await db
    .select({
      role: sessions.role,
      adminId: masterAdmins.id,
      adminName: masterAdmins.username,
      userId: users.id,
      userName: users.username,
      companyId: users.companyId,
    })
    .from(sessions)
    .leftJoin(masterAdmins, eq(masterAdmins.id, sessions.masterAdminId))
    .leftJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.idHash, idHash), gt(sessions.expiresAt, new Date())));
  if (!row) return undefined;
  if (row.role === 'masteradmin' && row.adminId !== null && row.adminName !== null) {
    return {
      role: 'masteradmin',
      id: row.adminId,
      username: row.adminName,
      companyId: null,
      sessionIdHash: idHash,
    };
  }
  if (row.role === 'user' && row.userId !== null && row.userName !== null) {
    return {
      role: 'user',
      id: row.userId,
      username: row.userName,
      companyId: row.companyId,
      sessionIdHash: idHash,
    };
  }
  return undefined;
};
