import { nameKey } from '../../../shared/names';
import type { TAddCompanyRequest } from '../../../shared/schemas/admin';
import type { TDb } from '../../db/client';
import { companies } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { duplicate } from '../../errors';
import { recordAudit } from '../audit/record-audit';
import type { TPrincipal } from '../auth/principal';

const companyExists = (name: string) => duplicate(`A company named "${name}" already exists.`);

export const addCompany = async (db: TDb, actor: TPrincipal, input: TAddCompanyRequest) => {
  const names = await db.select({ name: companies.name }).from(companies);
  const clash = names.find((row) => nameKey(row.name) === nameKey(input.company_name));
  if (clash) throw companyExists(clash.name);
  try {
    return await db.transaction(async (tx) => {
      const [company] = await tx.insert(companies).values({ name: input.company_name }).returning();
      if (!company) throw new Error('insert returned no row');
      await recordAudit(tx, actor, {
        action: 'company.add',
        targetType: 'company',
        targetId: company.id,
        companyId: company.id,
        details: { name: company.name },
      });
      return company;
    });
  } catch (error) {
    // Another request added the same name between our check and the insert.
    if (isUniqueViolation(error)) throw companyExists(input.company_name);
    throw error;
  }
};
