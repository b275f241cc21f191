import type { TCompanyApi } from '../../../shared/schemas/admin';
import type { companyCredentials } from '../../db/schema';
import { maskSecret } from './credential-cipher';

/** Never includes the key itself: only its last four characters, masked. */
export const presentCompanyApi = (
  row: typeof companyCredentials.$inferSelect & { companyName: string },
): TCompanyApi => ({
  company_id: row.companyId,
  company_name: row.companyName,
  api_type: row.apiType,
  api_key_masked: maskSecret(row.apiKeyLast4),
  deployment: row.deployment,
  api_base: row.apiBase,
  api_version: row.apiVersion,
  updated_at: row.updatedAt.toISOString(),
});
