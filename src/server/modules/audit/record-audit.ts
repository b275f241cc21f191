import type { TDb } from '../../db/client';
import { auditLog } from '../../db/schema';
import type { TPrincipal } from '../auth/principal';

export type TAuditEntry = {
  action: string;
  targetType: string;
  targetId: string | number;
  companyId?: number | null;
  details?: Record<string, unknown>;
};

/** `actor` is undefined for actions done with the master secret key alone (the first admin). */
export const recordAudit = (db: TDb, actor: TPrincipal | undefined, entry: TAuditEntry) =>
  db.insert(auditLog).values({
    actorRole: actor?.role ?? 'anonymous',
    actorName: actor?.username ?? 'anonymous',
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    companyId: entry.companyId ?? null,
    details: entry.details ?? {},
  });
