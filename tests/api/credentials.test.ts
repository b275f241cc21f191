import { createServer } from 'node:net';
import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { companyCredentials } from '../../src/server/db/schema';
import { decryptSecret } from '../../src/server/modules/credentials/credential-cipher';
import {
  fakeInstanceProvider,
  startFakeOpenAiServer,
  type TFakeOpenAiServer,
} from '../fixtures/fake-openai-server';
import { createTestApp, type TTestApp } from './support/test-app';

const AZURE_KEY = 'sk-azure-secret-key-7f3a';

/** An address where nothing listens: a port that was free a moment ago. */
const closedPort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 1));
    });
  });

describe('company AI credentials', () => {
  let fake: TFakeOpenAiServer;
  let t: TTestApp;
  let admin: string;
  let companyId: number;
  const log = new PassThrough();
  let logged = '';
  log.on('data', (chunk: Buffer) => {
    logged += chunk.toString('utf8');
  });
  beforeAll(async () => {
    fake = await startFakeOpenAiServer({ expectedApiKey: AZURE_KEY });
    t = await createTestApp({ config: { logLevel: 'warn', llmTimeoutMs: 1_000 }, logStream: log });
    admin = await t.loginAsAdmin();
    companyId = await t.addCompany(admin, 'Acme');
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => fake.reset());

  const azure = () => ({
    company_id: companyId,
    api_type: 'azure',
    api_key: AZURE_KEY,
    deployment: 'gpt-4o-legal',
    api_base: fake.azureEndpoint,
    api_version: '2024-10-21',
  });
  const addApi = (fields: Record<string, string | number>, cookie = admin) =>
    t.post('/api/v1/masteradmin/add/api/', { ...azure(), ...fields }, cookie);
  const savedRows = () =>
    t.db.select().from(companyCredentials).where(eq(companyCredentials.companyId, companyId));

  it('checks the credentials with one small request, then saves them (201) and never sends the key back', async () => {
    const response = await addApi({});
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({
      company_id: companyId,
      api_type: 'azure',
      api_key_masked: '••••7f3a',
    });
    expect(response.body).not.toContain(AZURE_KEY);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({
      protocol: 'azure',
      path: '/openai/deployments/gpt-4o-legal/chat/completions',
      query: { 'api-version': '2024-10-21' },
    });
    expect(fake.requests[0]?.headers['api-key']).toBe(AZURE_KEY);
  });

  it('stores the key encrypted (AES-256-GCM under APP_SECRET)', async () => {
    const [row] = await savedRows();
    expect(row?.apiKeyEncrypted).not.toContain(AZURE_KEY);
    expect(decryptSecret(row?.apiKeyEncrypted ?? '', t.config.appSecret)).toBe(AZURE_KEY);
    expect(() => decryptSecret(row?.apiKeyEncrypted ?? '', 'another-secret-another-secret-00')).toThrow();
  });

  it('keeps one credential per company: a second add replaces the first', async () => {
    const response = await addApi({ deployment: 'gpt-4.1' });
    expect(response.statusCode).toBe(201);
    const list = await t.get('/api/v1/masteradmin/get/apis/', admin);
    expect(list.json().data).toHaveLength(1);
    expect(list.json().data[0]).toMatchObject({
      api_key_masked: '••••7f3a',
      deployment: 'gpt-4.1',
      company_name: 'Acme',
    });
    expect(list.body).not.toContain(AZURE_KEY);
  });

  it('accepts an OpenAI-compatible endpoint without api_version, checked with a bearer key and the model', async () => {
    const response = await addApi({ api_type: 'openai', api_base: fake.openaiBaseUrl, api_version: '' });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ api_type: 'openai', api_version: '' });
    expect(fake.requests[0]).toMatchObject({ protocol: 'openai', body: { model: 'gpt-4o-legal' } });
    expect(fake.requests[0]?.headers.authorization).toBe(`Bearer ${AZURE_KEY}`);
  });

  describe('a failed check answers 400 with the cause, saves nothing and logs a warning', () => {
    const expectNothingSaved = async (response: Awaited<ReturnType<typeof addApi>>, cause: string) => {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(response.json().detail).toContain('The AI credentials were not saved.');
      expect(response.json().detail).toContain(cause);
      expect(response.body).not.toContain('sk-');
      // What was saved before is still what is saved.
      const [row] = await savedRows();
      expect(row).toMatchObject({ apiType: 'openai', deployment: 'gpt-4o-legal' });
      const warnings = logged
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { level: number; msg: string });
      expect(warnings).toContainEqual(
        expect.objectContaining({ level: 40, msg: expect.stringContaining('AI credentials not saved: ') }),
      );
      expect(warnings.some((line) => line.msg.includes(cause))).toBe(true);
    };

    it('cannot reach the endpoint', async () => {
      const base = `http://127.0.0.1:${await closedPort()}`;
      const response = await addApi({ api_base: base, deployment: 'unreachable-deployment' });
      await expectNothingSaved(
        response,
        `Cannot reach the AI service at ${base}: the connection was refused. Check the API base URL`,
      );
    });

    it('the key is refused (401)', async () => {
      const response = await addApi({ api_key: 'sk-wrong-key-0000', deployment: 'wrong-key-deployment' });
      await expectNothingSaved(
        response,
        `The AI service at ${fake.azureEndpoint} refused the API key (status 401)`,
      );
      expect(logged).not.toContain('sk-wrong-key-0000');
      expect(logged).not.toContain(AZURE_KEY);
    });

    it('the Azure deployment is not found (404)', async () => {
      fake.script({ kind: 'status', status: 404 });
      const response = await addApi({ deployment: 'no-such-deployment' });
      await expectNothingSaved(response, 'The deployment "no-such-deployment" was not found');
    });

    it('the model of an OpenAI-compatible server is not found (404)', async () => {
      fake.script({ kind: 'status', status: 404 });
      const response = await addApi({
        api_type: 'openai',
        api_base: fake.openaiBaseUrl,
        api_version: '',
        deployment: 'llama-none',
      });
      await expectNothingSaved(response, 'The model "llama-none" was not found');
    });

    it('the endpoint does not answer in time', async () => {
      fake.script({ kind: 'slow', delayMs: 3_000, content: '{}' });
      const response = await addApi({ deployment: 'slow-deployment' });
      await expectNothingSaved(
        response,
        `The AI service at ${fake.azureEndpoint} did not answer within 1 second`,
      );
    });

    it('the provider is refusing requests (429, no retry) or failing (500)', async () => {
      fake.script({ kind: 'status', status: 429 });
      await expectNothingSaved(
        await addApi({ deployment: 'busy' }),
        'refusing requests for now (rate limit or quota used up) (status 429)',
      );
      fake.script({ kind: 'status', status: 500 });
      await expectNothingSaved(await addApi({ deployment: 'broken' }), 'it failed (status 500)');
      expect(fake.requests).toHaveLength(2);
    });
  });

  it.each([
    [{ api_type: 'anthropic' }, "The api_type must be 'azure' or 'openai'"],
    [{ api_key: '' }, 'The api_key is required'],
    [{ deployment: '' }, 'The deployment is required'],
    [{ api_base: '' }, 'The api_base is required'],
    [{ api_base: 'not a url' }, 'The api_base must be an http(s) URL'],
    [{ api_base: 'ftp://files.example.com' }, 'The api_base must be an http(s) URL'],
    [{ api_version: '' }, 'The api_version is required for azure'],
    [{ company_id: '' }, 'The company_id is required'],
  ])('validates %o → 400 naming the field, before any request to the provider', async (fields, detail) => {
    const response = await addApi(fields);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toContain(detail);
    expect(fake.requests).toHaveLength(0);
  });

  it('answers 404 for an unknown company, without calling the provider', async () => {
    const response = await addApi({ company_id: 4242 });
    expect(response.statusCode).toBe(404);
    expect(fake.requests).toHaveLength(0);
  });

  it('refuses anonymous callers with 401 and users with 403', async () => {
    const user = await t.loginAsUser(admin, companyId);
    expect((await addApi({}, '')).statusCode).toBe(401);
    expect((await addApi({}, user)).statusCode).toBe(403);
    expect((await t.get('/api/v1/masteradmin/get/apis/')).statusCode).toBe(401);
    expect((await t.get('/api/v1/masteradmin/get/apis/', user)).statusCode).toBe(403);
    expect(fake.requests).toHaveLength(0);
  });
});

describe('which engine a company uses (GET /api/v1/train/ai-engine/)', () => {
  let fake: TFakeOpenAiServer;
  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
  });
  afterAll(() => fake.close());

  it('the built-in engine, then the company credentials; a user sees their own company', async () => {
    const t = await createTestApp();
    try {
      const admin = await t.loginAsAdmin();
      const companyId = await t.addCompany(admin, 'Acme');
      const user = await t.loginAsUser(admin, companyId);
      const engine = (cookie: string, query = '') => t.get(`/api/v1/train/ai-engine/${query}`, cookie);

      expect((await engine(user)).json().data).toEqual({
        engine: 'builtin',
        source: 'builtin',
        description: expect.stringContaining('Built-in engine'),
      });
      expect((await engine(admin)).statusCode).toBe(400);
      const saved = await t.post(
        '/api/v1/masteradmin/add/api/',
        {
          company_id: companyId,
          api_type: 'azure',
          api_key: 'azure-key-1234',
          deployment: 'legal-gpt',
          api_base: fake.azureEndpoint,
          api_version: '2024-10-21',
        },
        admin,
      );
      expect(saved.statusCode).toBe(201);
      expect((await engine(admin, `?company_id=${companyId}`)).json().data).toEqual({
        engine: 'azure:legal-gpt',
        source: 'company',
        description: "Azure OpenAI deployment legal-gpt (the company's own credentials)",
      });
      expect((await engine(user)).json().data.engine).toBe('azure:legal-gpt');
      expect((await t.get('/api/v1/train/ai-engine/')).statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });

  it("the server's default (LLM_*) for a company without credentials", async () => {
    const t = await createTestApp({
      config: {
        llmDefault: fakeInstanceProvider(fake, 'house-model', 'instance-key'),
      },
    });
    try {
      const admin = await t.loginAsAdmin();
      const companyId = await t.addCompany(admin, 'Acme');
      expect((await t.get(`/api/v1/train/ai-engine/?company_id=${companyId}`, admin)).json().data).toEqual({
        engine: 'openai:house-model',
        source: 'instance',
        description: "OpenAI-compatible model house-model (this server's default)",
      });
    } finally {
      await t.close();
    }
  });
});
