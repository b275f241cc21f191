import { eq, sql } from 'drizzle-orm';
import type { TCreateUserRequest } from '../../../shared/schemas/admin';
import type { TDb } from '../../db/client';
import { users } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { duplicate } from '../../errors';
import { recordAudit } from '../audit/record-audit';
import type { TPrincipal } from '../auth/principal';
import { findCompany } from '../companies/find-company';

const usernameTaken = (username: string) => duplicate(`The username "${username}" is already taken.`);

export const createUser = async (db: TDb, actor: TPrincipal, input: TCreateUserRequest) => {
  const company = await findCompany(db, input.companyid);
  const [clash] = await db
    .select({ username: users.username })
    .from(users)
    .where(eq(sql`lower(${users.username})`, input.username.toLowerCase()));
  if (clash) throw usernameTaken(clash.username);
  try {
    const user = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({ username: input.username, email: input.email, companyId: company.id })
        .returning();
      if (!row) throw new Error('insert returned no row');
      await recordAudit(tx, actor, {
        action: 'user.create',
        targetType: 'user',
        targetId: row.id,
        companyId: company.id,
        details: { username: row.username, email: row.email },
      });
      return row;
    });
    return { ...user, companyName: company.name };
  } catch (error) {
    if (isUniqueViolation(error)) throw usernameTaken(input.username);
    throw error;
  }
};
