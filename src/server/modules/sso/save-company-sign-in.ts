import type { TAddCompanySignInRequest } from '../../../shared/schemas/sign-in';
import type { TDb } from '../../db/client';
import { companySignIn } from '../../db/schema';
import { recordAudit } from '../audit/record-audit';
import type { TPrincipal } from '../auth/principal';
import { findCompany } from '../companies/find-company';
import { encryptSecret } from '../credentials/credential-cipher';

/**
 * One provider per company: saving again replaces it. `issuer` is the one the provider's discovery
 * document names (checked before this is called); the secret is stored encrypted, and only its last
 * four characters in clear (of a secret of 16 or more), for the masked display.
 */
export const saveCompanySignIn = async (
  db: TDb,
  appSecret: string,
  actor: TPrincipal,
  input: TAddCompanySignInRequest & { issuer: string },
) => {
  const company = await findCompany(db, input.company_id);
  const values = {
    issuer: input.issuer,
    clientId: input.client_id,
    clientSecretEncrypted: encryptSecret(input.client_secret, appSecret),
    // A short secret would be half shown by its last four characters.
    clientSecretLast4: input.client_secret.length >= 16 ? input.client_secret.slice(-4) : '',
    requireSso: input.require_sso,
    updatedAt: new Date(),
  };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(companySignIn)
      .values({ companyId: company.id, ...values })
      .onConflictDoUpdate({ target: companySignIn.companyId, set: values })
      .returning();
    if (!row) throw new Error('upsert returned no row');
    await recordAudit(tx, actor, {
      action: 'company-sign-in.save',
      targetType: 'company',
      targetId: company.id,
      companyId: company.id,
      details: { issuer: row.issuer, client_id: row.clientId, require_sso: row.requireSso },
    });
    return { ...row, companyName: company.name };
  });
};
