import { eq, sql } from 'drizzle-orm';
import type { TUserLoginRequest } from '../../../shared/schemas/auth';
import type { TDb } from '../../db/client';
import { companies, users } from '../../db/schema';
import { AppError } from '../../errors';

/**
 * The spec's user login is username + email; both must match (case-insensitively). Answers the user
 * with their company's name.
 */
export const loginUser = async (db: TDb, input: TUserLoginRequest) => {
  const [user] = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      companyId: users.companyId,
      companyName: companies.name,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(sql`lower(${users.username})`, input.username.toLowerCase()));
  if (!user || user.email.toLowerCase() !== input.email.toLowerCase()) {
    throw new AppError('INVALID_CREDENTIALS', 'Incorrect username or email.');
  }
  return user;
};
