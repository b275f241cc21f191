import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './identity';

/** One AI-service credential per company; the key is stored encrypted (AES-256-GCM). */
export const companyCredentials = pgTable('company_credentials', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  apiType: text('api_type', { enum: ['azure', 'openai'] }).notNull(),
  apiKeyEncrypted: text('api_key_encrypted').notNull(),
  apiKeyLast4: text('api_key_last4').notNull(),
  deployment: text('deployment').notNull(),
  apiBase: text('api_base').notNull(),
  apiVersion: text('api_version').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
