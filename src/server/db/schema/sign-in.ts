import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { companies, users } from './identity';

/**
 * A company's OpenID Connect provider (single sign-on), one per company. The client secret is
 * stored encrypted (AES-256-GCM, as the AI keys); `require_sso` turns off the username + email login
 * for the company's users.
 */
export const companySignIn = pgTable('company_sign_in', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  issuer: text('issuer').notNull(),
  clientId: text('client_id').notNull(),
  clientSecretEncrypted: text('client_secret_encrypted').notNull(),
  clientSecretLast4: text('client_secret_last4').notNull(),
  requireSso: boolean('require_sso').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A sign-in on its way through the provider (decision 034): found by the hash of its `state`, bound
 * to the browser that started it by the hash of that browser's flow cookie, used once (deleted when
 * the callback reads it) and refused after `expires_at`.
 */
export const signInFlows = pgTable(
  'sign_in_flows',
  {
    stateHash: text('state_hash').primaryKey(),
    browserHash: text('browser_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The provider the flow went to: a flow started before the company's provider changed is refused. */
    issuer: text('issuer').notNull(),
    clientId: text('client_id').notNull(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    returnTo: text('return_to').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sign_in_flows_expires').on(t.expiresAt)],
);
