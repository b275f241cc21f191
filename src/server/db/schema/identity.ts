import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const companies = pgTable(
  'companies',
  { id: serial('id').primaryKey(), name: text('name').notNull(), ...timestamps },
  (t) => [uniqueIndex('companies_name_ci').on(sql`lower(${t.name})`)],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_username_ci').on(sql`lower(${t.username})`),
    index('users_company').on(t.companyId),
  ],
);

export const masterAdmins = pgTable(
  'master_admins',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('master_admins_username_ci').on(sql`lower(${t.username})`)],
);

/** Server-side sessions: the cookie carries a signed session id; only its hash is stored. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    role: text('role', { enum: ['masteradmin', 'user'] }).notNull(),
    masterAdminId: integer('master_admin_id').references(() => masterAdmins.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('sessions_expires').on(t.expiresAt),
    check(
      'sessions_one_principal',
      sql`(${t.role} = 'masteradmin' and ${t.masterAdminId} is not null and ${t.userId} is null)
       or (${t.role} = 'user' and ${t.userId} is not null and ${t.masterAdminId} is null)`,
    ),
  ],
);
