import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyCredentials } from '../../src/server/db/schema';
import { decryptSecret } from '../../src/server/modules/credentials/credential-cipher';
import { createTestApp, type TTestApp } from './support/test-app';

const AZURE = {
  api_type: 'azure',
  api_key: 'sk-azure-secret-key-7f3a',
  deployment: 'gpt-4o-legal',
  api_base: 'https://acme-legal.openai.azure.com',
  api_version: '2024-10-21',
};

describe('company AI credentials', () => {
  let t: TTestApp;
  let admin: string;
  let companyId: number;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.loginAsAdmin();
    companyId = await t.addCompany(admin, 'Acme');
  });
  afterAll(() => t.close());

  const addApi = (fields: Record<string, string | number>, cookie = admin) =>
    t.post('/api/v1/masteradmin/add/api/', { ...AZURE, company_id: companyId, ...fields }, cookie);

  it('saves credentials (201) and never sends the key back', async () => {
    const response = await addApi({});
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      company_id: companyId,
      api_type: 'azure',
      api_key_masked: '••••7f3a',
    });
    expect(response.body).not.toContain(AZURE.api_key);
  });

  it('stores the key encrypted (AES-256-GCM under APP_SECRET)', async () => {
    const [row] = await t.db
      .select()
      .from(companyCredentials)
      .where(eq(companyCredentials.companyId, companyId));
    expect(row?.apiKeyEncrypted).not.toContain(AZURE.api_key);
    expect(decryptSecret(row?.apiKeyEncrypted ?? '', t.config.appSecret)).toBe(AZURE.api_key);
    expect(() => decryptSecret(row?.apiKeyEncrypted ?? '', 'another-secret-another-secret-00')).toThrow();
  });

  it('keeps one credential per company: a second add replaces the first', async () => {
    const response = await addApi({ api_key: 'sk-second-key-9b2c', deployment: 'gpt-4.1' });
    expect(response.statusCode).toBe(201);
    const list = await t.get('/api/v1/masteradmin/get/apis/', admin);
    expect(list.json().data).toHaveLength(1);
    expect(list.json().data[0]).toMatchObject({
      api_key_masked: '••••9b2c',
      deployment: 'gpt-4.1',
      company_name: 'Acme',
    });
    expect(list.body).not.toContain('sk-second-key');
  });

  it('accepts an OpenAI-compatible endpoint without api_version', async () => {
    const response = await addApi({
      api_type: 'openai',
      api_base: 'http://127.0.0.1:11434/v1',
      api_version: '',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ api_type: 'openai', api_version: '' });
  });

  it.each([
    [{ api_type: 'anthropic' }, "api_type must be 'azure' or 'openai'"],
    [{ api_key: '' }, 'api_key is required'],
    [{ deployment: '' }, 'deployment is required'],
    [{ api_base: '' }, 'api_base is required'],
    [{ api_base: 'not a url' }, 'api_base must be an http(s) URL'],
    [{ api_base: 'ftp://files.example.com' }, 'api_base must be an http(s) URL'],
    [{ api_version: '' }, 'api_version is required for azure'],
    [{ company_id: '' }, 'company_id is required'],
  ])('validates %o → 400 naming the field', async (fields, detail) => {
    const response = await addApi(fields);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toContain(detail);
  });

  it('answers 404 for an unknown company', async () => {
    const response = await addApi({ company_id: 4242 });
    expect(response.statusCode).toBe(404);
  });

  it('refuses anonymous callers with 401 and users with 403', async () => {
    const user = await t.loginAsUser(admin, companyId);
    expect((await addApi({}, '')).statusCode).toBe(401);
    expect((await addApi({}, user)).statusCode).toBe(403);
    expect((await t.get('/api/v1/masteradmin/get/apis/')).statusCode).toBe(401);
    expect((await t.get('/api/v1/masteradmin/get/apis/', user)).statusCode).toBe(403);
  });
});
