import { count } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { masterAdmins } from '../../db/schema';

export const countMasterAdmins = async (db: TDb) => {
  const [row] = await db.select({ total: count() }).from(masterAdmins);
  return row?.total ?? 0;
};
