import type { TCompany } from '../../../shared/schemas/admin';

export const presentCompany = (row: { id: number; name: string }): TCompany => ({
  id: row.id,
  name: row.name,
});
