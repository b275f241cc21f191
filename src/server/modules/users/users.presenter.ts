import type { TUser } from '../../../shared/schemas/admin';

export const presentUser = (row: {
  username: string;
  email: string;
  companyId: number;
  companyName: string;
  createdAt: Date;
  updatedAt: Date;
}): TUser => ({
  username: row.username,
  email: row.email,
  company_id: row.companyId,
  company_name: row.companyName,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});
