import { describe, expect, it } from 'vitest';
import { ZSetupStatus } from '../../../../shared/schemas/auth';
import { SETUP_STATUS_DATA } from './read-setup-status';

const VALID = [
  { has_master_admin: true, master_secret_key_file: null },
  { has_master_admin: false, master_secret_key_file: '/data/master-secret-key.txt' },
  { has_master_admin: false, master_secret_key_file: '', extra: 'ignored' },
];

const INVALID = [
  null,
  true,
  [],
  {},
  { has_master_admin: 'false', master_secret_key_file: null },
  { has_master_admin: 0, master_secret_key_file: null },
  { has_master_admin: true },
  { has_master_admin: true, master_secret_key_file: 7 },
];

describe('SETUP_STATUS_DATA, the zod-free reader of /setup/status', () => {
  it('accepts what ZSetupStatus accepts, with the same data', () => {
    for (const value of VALID) {
      const zod = ZSetupStatus.safeParse(value);
      expect(zod.success).toBe(true);
      expect(SETUP_STATUS_DATA.safeParse(value)).toEqual({ success: true, data: zod.data });
    }
  });

  it('refuses what ZSetupStatus refuses', () => {
    for (const value of INVALID) {
      expect(ZSetupStatus.safeParse(value).success, JSON.stringify(value)).toBe(false);
      expect(SETUP_STATUS_DATA.safeParse(value).success, JSON.stringify(value)).toBe(false);
    }
  });
});
