import { describe, expect, it } from 'vitest';
import { ZMe } from '../../../../shared/schemas/auth';
import { ME_DATA } from './read-me';

const VALID = [
  { username: 'founder', role: 'masteradmin', company_id: null, company_name: null },
  { username: 'jane.doe', role: 'user', company_id: 7, company_name: 'Acme Legal LLP' },
  { username: 'x', role: 'user', company_id: 0, company_name: '', extra: 'ignored' },
];

const INVALID = [
  null,
  'founder',
  [],
  {},
  { username: 'a', role: 'admin', company_id: null, company_name: null },
  { username: 1, role: 'user', company_id: null, company_name: null },
  { username: 'a', role: 'user', company_id: '7', company_name: null },
  { username: 'a', role: 'user', company_id: 7 },
  { username: 'a', role: 'user', company_id: Number.NaN, company_name: null },
  { username: 'a', role: 'user', company_id: null, company_name: 3 },
];

describe('ME_DATA, the zod-free reader of /auth/me', () => {
  it('accepts what ZMe accepts, with the same data', () => {
    for (const value of VALID) {
      const zod = ZMe.safeParse(value);
      const ours = ME_DATA.safeParse(value);
      expect(zod.success).toBe(true);
      expect(ours).toEqual({ success: true, data: zod.data });
    }
  });

  it('refuses what ZMe refuses', () => {
    for (const value of INVALID) {
      expect(ZMe.safeParse(value).success, JSON.stringify(value)).toBe(false);
      expect(ME_DATA.safeParse(value).success, JSON.stringify(value)).toBe(false);
    }
  });
});
