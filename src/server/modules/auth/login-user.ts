import { eq, sql } from 'drizzle-orm';
import type { TUserLoginRequest } from '../../../shared/schemas/auth';
import type { TDb } from '../../db/client';
import { companies, companySignIn, users } from '../../db/schema';
import { AppError } from '../../errors';
import { CredentialFailure } from './credential-failure';

/**
 * The spec's user login is username + email; both must match (case-insensitively). Answers the user
 * with their company's name. A company that requires single sign-on refuses it (403, once the
 * username and email matched, so the refusal tells nothing to someone who does not know both).
 */
export const loginUser = async (db: TDb, input: TUserLoginRequest) => {
  const [user] = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      companyId: users.companyId,
      companyName: companies.name,
      requireSso: companySignIn.requireSso,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(companySignIn, eq(companySignIn.companyId, users.companyId))
    .where(eq(sql`lower(${users.username})`, input.username.toLowerCase()));
  if (!user || user.email.toLowerCase() !== input.email.toLowerCase()) {
    throw new CredentialFailure('Incorrect username or email.', user !== undefined);
  }
  if (user.requireSso) {
    throw new AppError(
      'SSO_REQUIRED',
      `${user.companyName} signs in with its organisation's identity provider: use "Sign in with your organisation".`,
    );
  }
  return user;
};
