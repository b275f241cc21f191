import { eq, sql } from 'drizzle-orm';
import type { TCreateMasterAdminRequest } from '../../../shared/schemas/auth';
import type { TDb } from '../../db/client';
import { masterAdmins } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { duplicate } from '../../errors';
import { recordAudit } from '../audit/record-audit';
import { hashPassword } from '../auth/passwords';
import type { TPrincipal } from '../auth/principal';

const usernameTaken = (username: string) => duplicate(`A master admin named "${username}" already exists.`);

/** The caller has already proved the master secret key; `actor` is set when a logged-in admin did it. */
export const createMasterAdmin = async (
  db: TDb,
  actor: TPrincipal | undefined,
  input: TCreateMasterAdminRequest,
) => {
  const [clash] = await db
    .select({ username: masterAdmins.username })
    .from(masterAdmins)
    .where(eq(sql`lower(${masterAdmins.username})`, input.username.toLowerCase()));
  if (clash) throw usernameTaken(clash.username);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [admin] = await tx
        .insert(masterAdmins)
        .values({ username: input.username, email: input.email, passwordHash })
        .returning();
      if (!admin) throw new Error('insert returned no row');
      await recordAudit(tx, actor, {
        action: 'master-admin.create',
        targetType: 'master-admin',
        targetId: admin.id,
        details: { username: admin.username, email: admin.email },
      });
      return admin;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw usernameTaken(input.username);
    throw error;
  }
};
