import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from './support/test-app';

describe('health, docs and unknown paths', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports a healthy database', async () => {
    const response = await t.get('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: true });
  });

  it('serves an OpenAPI document listing every admin call of the spec (paths without the optional trailing slash)', async () => {
    const response = await t.get('/api/docs');
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/v1/masteradmin/login',
        '/api/v1/user/login',
        '/api/v1/masteradmin/create',
        '/api/v1/masteradmin/add/company',
        '/api/v1/masteradmin/get/companies',
        '/api/v1/masteradmin/create/user',
        '/api/v1/masteradmin/get/users',
        '/api/v1/masteradmin/add/api',
        '/api/v1/auth/me',
        '/api/v1/auth/logout',
      ]),
    );
    expect(response.json().paths['/api/v1/masteradmin/add/company'].post.responses).toHaveProperty('201');
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await t.get('/api/v1/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      code: 'NOT_FOUND',
      detail: expect.stringContaining('/api/v1/nothing-here'),
    });
  });

  it('sets security headers', async () => {
    const response = await t.get('/api/health');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
