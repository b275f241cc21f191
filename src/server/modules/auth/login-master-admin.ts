import { eq, sql } from 'drizzle-orm';
import type { TMasterAdminLoginRequest } from '../../../shared/schemas/auth';
import type { TDb } from '../../db/client';
import { masterAdmins } from '../../db/schema';
import { CredentialFailure } from './credential-failure';
import { DUMMY_HASH_PROMISE, verifyPassword } from './passwords';

/** Checks a master admin's username and password; the failure never says which one was wrong. */
export const loginMasterAdmin = async (db: TDb, input: TMasterAdminLoginRequest) => {
  const [admin] = await db
    .select()
    .from(masterAdmins)
    .where(eq(sql`lower(${masterAdmins.username})`, input.username.toLowerCase()));
  const valid = await verifyPassword(admin?.passwordHash ?? (await DUMMY_HASH_PROMISE), input.password);
  if (!admin || !valid) throw new CredentialFailure('Incorrect username or password.', admin !== undefined);
  return admin;
};
