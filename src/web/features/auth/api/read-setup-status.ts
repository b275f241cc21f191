import type { TSetupStatus } from '../../../../shared/schemas/auth';
import type { TDataSchema } from '../../../api-client';

/**
 * Checks the `/setup/status` answer like the shared `ZSetupStatus` schema does, without zod: the
 * master admin login page asks it before it shows (read-setup-status.test.ts holds it to the schema).
 */
export const SETUP_STATUS_DATA: TDataSchema<TSetupStatus> = {
  safeParse: (data) => {
    if (typeof data !== 'object' || data === null || Array.isArray(data)) return { success: false };
    const { has_master_admin, master_secret_key_file } = data as Record<string, unknown>;
    const valid =
      typeof has_master_admin === 'boolean' &&
      (master_secret_key_file === null || typeof master_secret_key_file === 'string');
    return valid ? { success: true, data: { has_master_admin, master_secret_key_file } } : { success: false };
  },
};
