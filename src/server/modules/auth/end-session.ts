import { eq, lt } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { sessions } from '../../db/schema';

export const endSession = (db: TDb, sessionIdHash: string) =>
  db.delete(sessions).where(eq(sessions.idHash, sessionIdHash));

/** Expired sessions are refused anyway; this only keeps the table small. */
export const deleteExpiredSessions = (db: TDb) =>
  db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
