import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from './support/test-app';

describe('users', () => {
  let t: TTestApp;
  let admin: string;
  let companyId: number;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.loginAsAdmin();
    companyId = await t.addCompany(admin, 'Acme');
  });
  afterAll(() => t.close());

  const createUser = (fields: Record<string, string | number>, cookie = admin) =>
    t.post(
      '/api/v1/masteradmin/create/user/',
      { username: 'john.smith', email: 'john@acme.test', companyid: companyId, ...fields },
      cookie,
    );

  it('creates a user of a company (201)', async () => {
    const response = await createUser({});
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      message: 'user added to the database',
      data: { username: 'john.smith', email: 'john@acme.test', company_id: companyId, company_name: 'Acme' },
    });
  });

  it('lists users with email, company and dates', async () => {
    const response = await t.get('/api/v1/masteradmin/get/users/', admin);
    expect(response.statusCode).toBe(200);
    const [row] = response.json().data;
    expect(row).toEqual({
      username: 'john.smith',
      email: 'john@acme.test',
      company_id: companyId,
      company_name: 'Acme',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('refuses a duplicate username, case-insensitively, with 409', async () => {
    const response = await createUser({ username: 'John.Smith', email: 'other@acme.test' });
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe('The username "john.smith" is already taken.');
  });

  it('answers 404 for a company that does not exist', async () => {
    const response = await createUser({ username: 'orphan', companyid: 9999 });
    expect(response.statusCode).toBe(404);
    expect(response.json().detail).toBe('Company 9999 does not exist.');
  });

  it.each([
    [{ username: '' }, 'The username is required'],
    [{ username: 'jo' }, 'The username must be 3 to 64'],
    [{ username: 'john smith' }, 'The username must be 3 to 64'],
    [{ username: 'j'.repeat(65) }, 'The username must be 3 to 64'],
    [{ email: '' }, 'The email is required'],
    [{ email: 'john@' }, 'The email must be an address'],
    [{ email: 'john acme.test' }, 'The email must be an address'],
    [{ email: `${'a'.repeat(245)}@acme.test` }, 'The email must be at most 254'],
    [{ companyid: '' }, 'The companyid is required'],
    [{ companyid: 'abc' }, 'The companyid must be a positive whole number'],
    [{ companyid: '99999999999' }, 'The companyid must be a positive whole number'],
  ])('validates %o → 400 naming the field', async (fields, detail) => {
    const response = await createUser({ username: 'valid.name', ...fields });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toContain(detail);
  });

  it('refuses anonymous callers with 401 and users with 403', async () => {
    const userCookie = await t.loginAsUser(admin, companyId, 'plain.user');
    expect((await t.get('/api/v1/masteradmin/get/users/')).statusCode).toBe(401);
    expect((await t.get('/api/v1/masteradmin/get/users/', userCookie)).statusCode).toBe(403);
    expect((await createUser({ username: 'by.anon' }, '')).statusCode).toBe(401);
    expect((await createUser({ username: 'by.user' }, userCookie)).statusCode).toBe(403);
  });
});
