import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from './identity';

export const contractTypes = pgTable(
  'contract_types',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('contract_types_name_ci').on(t.companyId, sql`lower(${t.name})`)],
);

export const clauseCategories = pgTable(
  'clause_categories',
  {
    id: serial('id').primaryKey(),
    contractTypeId: integer('contract_type_id')
      .notNull()
      .references(() => contractTypes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Bumped by every training that changes a guideline: the editor's `base_version`. */
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('clause_categories_name_ci').on(t.contractTypeId, sql`lower(${t.name})`)],
);

/** The current text of each level of a category. */
export const guidelines = pgTable(
  'guidelines',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => clauseCategories.id, { onDelete: 'cascade' }),
    level: text('level', { enum: ['preferred', 'acceptable', 'unacceptable'] }).notNull(),
    text: text('text').notNull(),
    version: integer('version').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.level] })],
);

/** Every text ever saved for a level: the playbook's history. */
export const guidelineVersions = pgTable(
  'guideline_versions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => clauseCategories.id, { onDelete: 'cascade' }),
    level: text('level', { enum: ['preferred', 'acceptable', 'unacceptable'] }).notNull(),
    version: integer('version').notNull(),
    text: text('text').notNull(),
    authorRole: text('author_role').notNull(),
    authorName: text('author_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('guideline_versions_category').on(t.categoryId, t.level, t.version)],
);
