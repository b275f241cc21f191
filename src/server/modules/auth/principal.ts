import type { TRole } from '../../../shared/schemas/auth';

/** Who is making the request, as resolved from the session. */
export type TPrincipal = {
  role: TRole;
  id: number;
  username: string;
  /** The user's own company; null for master admins (they pick one per request). */
  companyId: number | null;
  /** The user's company's name (what `auth/me` shows); null for master admins. */
  companyName: string | null;
  sessionIdHash: string;
};
