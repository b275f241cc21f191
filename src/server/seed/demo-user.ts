import { eq, sql } from 'drizzle-orm';
import type { TDb } from '../db/client';
import { users } from '../db/schema';

// Apart from seed-demo.ts, which runs the seed when it is the entry point: the server imports these.
export const DEMO_COMPANY = 'Demo Legal';
export const DEMO_USER = { username: 'demo', email: 'demo@clausebook.example' };

/** Whether `npm run seed:demo` made the demo user (and it is still there). */
export const demoUserExists = async (db: TDb) => {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.username})`, DEMO_USER.username));
  return user !== undefined;
};
