import type { TCompanySignIn } from '../../../shared/schemas/sign-in';
import type { companySignIn } from '../../db/schema';
import { maskSecret } from '../credentials/credential-cipher';

/** Never includes the client secret: only its last four characters, masked. */
export const presentCompanySignIn = (
  row: typeof companySignIn.$inferSelect & { companyName: string },
): TCompanySignIn => ({
  company_id: row.companyId,
  company_name: row.companyName,
  issuer: row.issuer,
  client_id: row.clientId,
  client_secret_masked: maskSecret(row.clientSecretLast4),
  require_sso: row.requireSso,
  updated_at: row.updatedAt.toISOString(),
});
