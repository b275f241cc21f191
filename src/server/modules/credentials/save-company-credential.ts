import type { TAddCompanyApiRequest } from '../../../shared/schemas/admin';
import type { TDb } from '../../db/client';
import { companyCredentials } from '../../db/schema';
import { recordAudit } from '../audit/record-audit';
import type { TPrincipal } from '../auth/principal';
import { findCompany } from '../companies/find-company';
import { encryptSecret } from './credential-cipher';

/** One credential per company: saving again replaces the previous one. */
export const saveCompanyCredential = async (
  db: TDb,
  appSecret: string,
  actor: TPrincipal,
  input: TAddCompanyApiRequest,
) => {
  const company = await findCompany(db, input.company_id);
  const values = {
    apiType: input.api_type,
    apiKeyEncrypted: encryptSecret(input.api_key, appSecret),
    apiKeyLast4: input.api_key.slice(-4),
    deployment: input.deployment,
    apiBase: input.api_base,
    apiVersion: input.api_version,
    updatedAt: new Date(),
  };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(companyCredentials)
      .values({ companyId: company.id, ...values })
      .onConflictDoUpdate({ target: companyCredentials.companyId, set: values })
      .returning();
    if (!row) throw new Error('upsert returned no row');
    await recordAudit(tx, actor, {
      action: 'company-credential.save',
      targetType: 'company',
      targetId: company.id,
      companyId: company.id,
      details: { api_type: row.apiType, deployment: row.deployment, api_base: row.apiBase },
    });
    return { ...row, companyName: company.name };
  });
};
