import { asc } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { companies } from '../../db/schema';

export const listCompanies = (db: TDb) => db.select().from(companies).orderBy(asc(companies.id));
