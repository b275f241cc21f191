import type { TMe } from '../../../../shared/schemas/auth';
import type { TDataSchema } from '../../../api-client';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Checks the `/auth/me` answer like the shared `ZMe` schema does, without zod: every page asks who is
 * logged in before it shows, so this check is part of the first download (read-me.test.ts holds it
 * to `ZMe`).
 */
export const ME_DATA: TDataSchema<TMe> = {
  safeParse: (data) => {
    if (!isObject(data)) return { success: false };
    const { username, role, company_id, company_name } = data;
    const valid =
      typeof username === 'string' &&
      (role === 'masteradmin' || role === 'user') &&
      (company_id === null || (typeof company_id === 'number' && Number.isFinite(company_id))) &&
      (company_name === null || typeof company_name === 'string');
    return valid ? { success: true, data: { username, role, company_id, company_name } } : { success: false };
  },
};
