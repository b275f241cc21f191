import { and, eq, gt, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { prepareOnce } from '../../db/prepare-once';
import { companies, masterAdmins, sessions, users } from '../../db/schema';
import type { TPrincipal } from './principal';

/** A live session's account, and when the session ends. */
export type TSessionPrincipal = { principal: TPrincipal; expiresAt: Date };

const sessionQuery = prepareOnce((db) =>
  db
    .select({
      role: sessions.role,
      expiresAt: sessions.expiresAt,
      adminId: masterAdmins.id,
      adminName: masterAdmins.username,
      userId: users.id,
      userName: users.username,
      companyId: users.companyId,
      companyName: companies.name,
    })
    .from(sessions)
    .leftJoin(masterAdmins, eq(masterAdmins.id, sessions.masterAdminId))
    .leftJoin(users, eq(users.id, sessions.userId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(eq(sessions.idHash, sql.placeholder('idHash')), gt(sessions.expiresAt, sql.placeholder('now'))),
    )
    .prepare('find_session_principal'),
);

/**
 * The session whose id hashes to `idHash`, if it is live, with its (still existing) account and the
 * account's company name (what `auth/me` answers), in one query; undefined otherwise.
 */
export const findSessionPrincipal = async (
  db: TDb,
  idHash: string,
): Promise<TSessionPrincipal | undefined> => {
  const [row] = await sessionQuery(db).execute({ idHash, now: new Date() });
  if (!row) return undefined;
  if (row.role === 'masteradmin' && row.adminId !== null && row.adminName !== null) {
    return {
      expiresAt: row.expiresAt,
      principal: {
        role: 'masteradmin',
        id: row.adminId,
        username: row.adminName,
        companyId: null,
        companyName: null,
        sessionIdHash: idHash,
      },
    };
  }
  if (row.role === 'user' && row.userId !== null && row.userName !== null) {
    return {
      expiresAt: row.expiresAt,
      principal: {
        role: 'user',
        id: row.userId,
        username: row.userName,
        companyId: row.companyId,
        companyName: row.companyName,
        sessionIdHash: idHash,
      },
    };
  }
  return undefined;
};
