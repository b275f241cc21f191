import { asc, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { companies, users } from '../../db/schema';

export const listUsers = (db: TDb) =>
  db
    .select({
      username: users.username,
      email: users.email,
      companyId: users.companyId,
      companyName: companies.name,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .orderBy(asc(users.id));
