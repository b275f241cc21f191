import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from './support/test-app';

describe('companies', () => {
  let t: TTestApp;
  let admin: string;
  let user: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.loginAsAdmin();
    user = await t.loginAsUser(admin, await t.addCompany(admin, 'First Co'));
  });
  afterAll(() => t.close());

  it('adds a company (201) with the name trimmed', async () => {
    const response = await t.post(
      '/api/v1/masteradmin/add/company/',
      { company_name: '  Northwind Legal  ' },
      admin,
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message: 'Company added to the database',
      data: { id: expect.any(Number), name: 'Northwind Legal' },
    });
  });

  it('lists companies with id and name', async () => {
    const response = await t.get('/api/v1/masteradmin/get/companies/', admin);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((c: { name: string }) => c.name)).toEqual([
      'First Co',
      'Northwind Legal',
    ]);
    expect(Object.keys(response.json().data[0]).sort()).toEqual(['id', 'name']);
  });

  it('answers with or without the trailing slash', async () => {
    expect((await t.get('/api/v1/masteradmin/get/companies', admin)).statusCode).toBe(200);
  });

  it('refuses a duplicate name, case-insensitively, with 409 naming the clash', async () => {
    const response = await t.post(
      '/api/v1/masteradmin/add/company/',
      { company_name: 'NORTHWIND legal' },
      admin,
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'DUPLICATE',
      detail: 'A company named "Northwind Legal" already exists.',
    });
  });

  it.each([
    [{}, 'The company_name is required'],
    [{ company_name: '   ' }, 'The company_name is required'],
    [{ company_name: 'x'.repeat(101) }, 'The company_name must be at most 100 characters'],
  ])('validates %o → 400', async (fields, detail) => {
    const response = await t.post('/api/v1/masteradmin/add/company/', fields, admin);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'VALIDATION_FAILED', detail, message: detail });
  });

  it('accepts exactly 100 characters', async () => {
    const response = await t.post(
      '/api/v1/masteradmin/add/company/',
      { company_name: 'y'.repeat(100) },
      admin,
    );
    expect(response.statusCode).toBe(201);
  });

  it('refuses anonymous callers with 401 and users with 403', async () => {
    for (const call of [
      (cookie?: string) => t.get('/api/v1/masteradmin/get/companies/', cookie),
      (cookie?: string) => t.post('/api/v1/masteradmin/add/company/', { company_name: 'Sneaky' }, cookie),
    ]) {
      expect((await call()).statusCode).toBe(401);
      const forbidden = await call(user);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json().detail).toBe('Only master admins can do this.');
    }
    const names = (await t.get('/api/v1/masteradmin/get/companies/', admin))
      .json()
      .data.map((c: { name: string }) => c.name);
    expect(names).not.toContain('Sneaky');
  });
});
