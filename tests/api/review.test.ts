import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { acceptAll, rejectAll } from '../../src/shared/redline-markup';
import {
  fakeInstanceProvider,
  startFakeOpenAiServer,
  type TFakeOpenAiServer,
} from '../fixtures/fake-openai-server';
import { createTestApp, type TTestApp } from './support/test-app';

const GUIDELINES = {
  selected_contract: 'MSA',
  selected_category: 'Termination',
  preferred_clause:
    'Either party may terminate this Agreement for convenience upon thirty (30) days prior written notice.',
  acceptable_clause:
    'Either party may terminate this Agreement for convenience upon sixty (60) days prior written notice.',
  unacceptable_clause: 'Supplier may terminate this Agreement at any time upon ten (10) days notice.',
};
const INPUT =
  'Either party may terminate this Agreement for convenience upon ninety (90) days written notice.';
const TEST = { selected_contract: 'MSA', selected_category: 'Termination', input_clause: INPUT };

/** A company with a trained category, and a logged-in user of it. */
const setUpCompany = async (t: TTestApp, admin: string, name: string, username: string) => {
  const companyId = await t.addCompany(admin, name);
  const user = await t.loginAsUser(admin, companyId, username);
  await t.post('/api/v1/train/add-contract/', { contract_name: 'MSA' }, user);
  await t.post('/api/v1/train/add-category/', { contract_name: 'MSA', category_name: 'Termination' }, user);
  await t.post('/api/v1/train/model/', GUIDELINES, user);
  return { companyId, user };
};

describe('clause testing on the built-in engine', () => {
  let t: TTestApp;
  let admin: string;
  let user: string;
  let otherUser: string;
  let companyId: number;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.loginAsAdmin();
    ({ companyId, user } = await setUpCompany(t, admin, 'Acme', 'alice'));
    ({ user: otherUser } = await setUpCompany(t, admin, 'Globex', 'bob'));
  });
  afterAll(() => t.close());

  it('answers both rewrites at once, then the first poll completes with exact redlines', async () => {
    const response = await t.post('/api/v1/test/final/text-clause/', TEST, user);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    // Ninety days' notice is beyond the acceptable sixty: the rewrites change the value in place.
    expect(data).toMatchObject({
      preferred_final_clause: INPUT.replace('ninety (90)', 'thirty (30)'),
      acceptable_final_clause: INPUT.replace('ninety (90)', 'sixty (60)'),
      engine: 'builtin',
      taskid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      // Both edits passed every check before they were shown.
      status: { preferred: 'edited', acceptable: 'edited' },
      assessment: {
        level: 'unacceptable',
        reason: expect.stringContaining('notice period: the clause says "ninety (90) days"'),
      },
    });
    expect(data.assessment.terms[0]).toMatchObject({
      term: 'notice period',
      clause: { text: 'ninety (90) days', start: INPUT.indexOf('ninety') },
      met: { preferred: false, acceptable: false },
      topic: 'notice-and-cure',
      rule: expect.stringMatching(/^notice-and-cure\.notice-/),
    });
    // Every row names its topic and the rule that decided it.
    for (const row of data.assessment.terms as { topic: string; rule: string }[])
      expect(row.rule.startsWith(`${row.topic}.`)).toBe(true);
    const poll = await t.get(`/api/v1/test/check-strike/${data.taskid}`, user);
    expect(poll.statusCode).toBe(200);
    expect(poll.json().status).toBe('completed');
    const struck = poll.json().data;
    expect(acceptAll(struck.preferred_striked_clause)).toBe(data.preferred_final_clause);
    expect(rejectAll(struck.preferred_striked_clause)).toBe(INPUT);
    expect(acceptAll(struck.acceptable_striked_clause)).toBe(data.acceptable_final_clause);
    expect(rejectAll(struck.acceptable_striked_clause)).toBe(INPUT);
    expect(struck.preferred_striked_clause).toContain('~~');
  });

  it('refines with an explicit edit and redlines the result against the input', async () => {
    const tested = (await t.post('/api/v1/test/final/text-clause/', TEST, user)).json().data;
    const response = await t.post(
      '/api/v1/test/refine/text-clause/',
      {
        ...TEST,
        user_feedback: 'replace "thirty (30)" with "forty-five (45)"',
        clause_type: 'preferred',
        preferred_clause: tested.preferred_final_clause,
      },
      user,
    );
    expect(response.statusCode).toBe(200);
    const refined = response.json().data;
    // A refinement that misses its level is no verified edit: it still needs the reviewer's judgment.
    expect(refined).toMatchObject({ clause_type: 'preferred', engine: 'builtin', status: 'needs_judgment' });
    expect(refined.preferred_final_clause).toBe(INPUT.replace('ninety (90)', 'forty-five (45)'));
    // Forty-five days misses the preferred thirty: the reviewer is told, not stopped.
    expect(refined.warnings).toEqual([
      'notice period: the rewrite says "forty-five (45) days", the preferred position asks about thirty (30) days',
    ]);
    const poll = await t.get(`/api/v1/test/refine/check-strike/${refined.taskid}`, user);
    expect(poll.json().status).toBe('completed');
    expect(acceptAll(poll.json().data.preferred_striked_clause)).toBe(refined.preferred_final_clause);
    expect(rejectAll(poll.json().data.preferred_striked_clause)).toBe(INPUT);
    expect(poll.json().data.acceptable_striked_clause).toBeUndefined();
  });

  it('leaves a clause of another category unchanged, needing judgment, and says why', async () => {
    const response = await t.post(
      '/api/v1/test/final/text-clause/',
      {
        ...TEST,
        input_clause:
          'Neither party shall be liable for any delay caused by events beyond its reasonable control, such as fire, flood or war.',
      },
      user,
    );
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.status).toEqual({ preferred: 'needs_judgment', acceptable: 'needs_judgment' });
    expect(data.preferred_final_clause).toBe(data.acceptable_final_clause);
    expect(data.judgment.preferred).toMatchObject({
      reason: expect.stringContaining('This does not look like a Termination clause'),
      suggestion: GUIDELINES.preferred_clause,
    });
  });

  it('explains that free-text feedback needs an AI provider (400)', async () => {
    const response = await t.post(
      '/api/v1/test/refine/text-clause/',
      { ...TEST, user_feedback: 'make it friendlier', clause_type: 'acceptable', acceptable_clause: INPUT },
      user,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'UNSUPPORTED_INSTRUCTION',
      message: expect.stringContaining('need an AI provider'),
    });
  });

  it.each([
    ['/api/v1/test/final/text-clause/', { ...TEST, input_clause: '' }, 'The input_clause is required'],
    [
      '/api/v1/test/final/text-clause/',
      { ...TEST, input_clause: 'x'.repeat(20_001) },
      'The input_clause must be at most 20000 characters',
    ],
    [
      '/api/v1/test/final/text-clause/',
      { ...TEST, selected_category: '' },
      'The selected_category is required',
    ],
    [
      '/api/v1/test/refine/text-clause/',
      { ...TEST, clause_type: 'preferred', preferred_clause: 'x' },
      'The user_feedback is required',
    ],
    [
      '/api/v1/test/refine/text-clause/',
      { ...TEST, user_feedback: 'x'.repeat(4_001), clause_type: 'preferred', preferred_clause: 'x' },
      'The user_feedback must be at most 4000 characters',
    ],
    [
      '/api/v1/test/refine/text-clause/',
      { ...TEST, user_feedback: 'x', clause_type: 'best' },
      "The clause_type must be 'preferred' or 'acceptable'",
    ],
    [
      '/api/v1/test/refine/text-clause/',
      { ...TEST, user_feedback: 'x', clause_type: 'acceptable' },
      'The acceptable_clause is required',
    ],
  ])('validates %s %# → 400', async (url, fields, message) => {
    const response = await t.post(url, fields, user);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('answers 404 for an unknown category and 409 for one not trained yet', async () => {
    expect(
      (await t.post('/api/v1/test/final/text-clause/', { ...TEST, selected_category: 'Nope' }, user))
        .statusCode,
    ).toBe(404);
    await t.post('/api/v1/train/add-category/', { contract_name: 'MSA', category_name: 'Empty' }, user);
    const response = await t.post(
      '/api/v1/test/final/text-clause/',
      { ...TEST, selected_category: 'Empty' },
      user,
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      '"Empty" of "MSA" has no guidelines yet: train it in Playbook Training first.',
    );
  });

  it("answers 404 for another company's task, an unknown id and the wrong poll", async () => {
    const { taskid } = (await t.post('/api/v1/test/final/text-clause/', TEST, user)).json().data;
    expect((await t.get(`/api/v1/test/check-strike/${taskid}`, otherUser)).statusCode).toBe(404);
    expect(
      (await t.get(`/api/v1/test/check-strike/${taskid}?company_id=${companyId}`, otherUser)).statusCode,
    ).toBe(403);
    expect(
      (await t.get('/api/v1/test/check-strike/00000000-0000-4000-8000-000000000000', user)).statusCode,
    ).toBe(404);
    expect((await t.get('/api/v1/test/check-strike/not-a-uuid', user)).statusCode).toBe(404);
    expect((await t.get(`/api/v1/test/refine/check-strike/${taskid}`, user)).statusCode).toBe(404);
    const own = await t.get(`/api/v1/test/check-strike/${taskid}`, user);
    expect(own.statusCode).toBe(200);
  });

  it('refuses anonymous callers (401) and asks master admins for a company (400)', async () => {
    expect((await t.post('/api/v1/test/final/text-clause/', TEST, '')).statusCode).toBe(401);
    expect((await t.get('/api/v1/test/check-strike/00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      401,
    );
    expect((await t.post('/api/v1/test/final/text-clause/', TEST, admin)).statusCode).toBe(400);
    const asAdmin = await t.post(
      '/api/v1/test/final/text-clause/',
      { ...TEST, company_id: companyId },
      admin,
    );
    expect(asAdmin.statusCode).toBe(200);
  });
});

const llmAnswer = (preferred: string, acceptable: string) =>
  JSON.stringify({
    closest_level: 'unacceptable',
    reason: 'Ninety days is longer than the playbook allows.',
    preferred_clause: preferred,
    acceptable_clause: acceptable,
  });
const PREFERRED = INPUT.replace('ninety (90)', 'thirty (30)');
const ACCEPTABLE = INPUT.replace('ninety (90)', 'sixty (60)');

describe('clause testing through AI providers (fake Azure / OpenAI server over real HTTP)', () => {
  let fake: TFakeOpenAiServer;
  let t: TTestApp;
  let admin: string;
  let user: string;
  let companyId: number;
  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
    t = await createTestApp({ config: { llmTimeoutMs: 500 } });
    admin = await t.loginAsAdmin();
    ({ companyId, user } = await setUpCompany(t, admin, 'Acme', 'alice'));
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => fake.reset());

  /** Saving credentials sends one check request first; the tests look at the requests after it. */
  const saveCredentials = async (fields: Record<string, string | number>) => {
    const saved = await t.post('/api/v1/masteradmin/add/api/', { company_id: companyId, ...fields }, admin);
    expect(saved.statusCode, saved.body).toBe(201);
    fake.requests.splice(0);
  };

  const pointCompanyAtAzure = () =>
    saveCredentials({
      api_type: 'azure',
      api_key: 'azure-key-1234',
      deployment: 'legal-gpt',
      api_base: fake.azureEndpoint,
      api_version: '2024-10-21',
    });

  it("uses the company's Azure credentials: path, api-version, api-key, playbook verbatim", async () => {
    await pointCompanyAtAzure();
    fake.script({ kind: 'content', content: llmAnswer(PREFERRED, ACCEPTABLE) });
    const response = await t.post('/api/v1/test/final/text-clause/', TEST, user);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      preferred_final_clause: PREFERRED,
      acceptable_final_clause: ACCEPTABLE,
      engine: 'azure:legal-gpt',
      // The verdict is the engine's own reading; the AI's reason stands beside it.
      assessment: {
        level: 'unacceptable',
        ai_level: 'unacceptable',
        ai_reason: 'Ninety days is longer than the playbook allows.',
      },
    });
    const [request] = fake.requests;
    expect(request).toMatchObject({
      protocol: 'azure',
      path: '/openai/deployments/legal-gpt/chat/completions',
    });
    expect(request?.query['api-version']).toBe('2024-10-21');
    expect(request?.headers['api-key']).toBe('azure-key-1234');
    const prompt = JSON.stringify(request?.body.messages);
    for (const text of [
      GUIDELINES.preferred_clause,
      GUIDELINES.acceptable_clause,
      GUIDELINES.unacceptable_clause,
      INPUT,
    ]) {
      expect(prompt).toContain(text);
    }
    const poll = await t.get(`/api/v1/test/check-strike/${response.json().data.taskid}`, user);
    expect(poll.json().data.preferred_striked_clause).toBe(
      'Either party may terminate this Agreement for convenience upon ~~ninety~~**thirty** (~~90~~**30**) days written notice.',
    );
  });

  it('refines through the provider with free-text feedback', async () => {
    await pointCompanyAtAzure();
    fake.script({
      kind: 'content',
      content: JSON.stringify({ clause: `${PREFERRED} Notice may be given by email.` }),
    });
    const response = await t.post(
      '/api/v1/test/refine/text-clause/',
      {
        ...TEST,
        user_feedback: 'allow notice by email',
        clause_type: 'preferred',
        preferred_clause: PREFERRED,
      },
      user,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      preferred_final_clause: `${PREFERRED} Notice may be given by email.`,
      engine: 'azure:legal-gpt',
    });
    expect(JSON.stringify(fake.requests[0]?.body.messages)).toContain('allow notice by email');
  });

  it('retries a 429 and succeeds', async () => {
    await pointCompanyAtAzure();
    fake.script(
      { kind: 'status', status: 429 },
      { kind: 'content', content: llmAnswer(PREFERRED, ACCEPTABLE) },
    );
    const response = await t.post('/api/v1/test/final/text-clause/', TEST, user);
    expect(response.statusCode).toBe(200);
    expect(fake.requests).toHaveLength(2);
  });

  it.each([
    [
      [
        { kind: 'status', status: 500 },
        { kind: 'status', status: 500 },
        { kind: 'status', status: 500 },
      ],
      502,
      'it failed with status 500',
    ],
    [[{ kind: 'status', status: 401 }], 502, "it refused the company's API key"],
    [[{ kind: 'status', status: 404 }], 502, 'the deployment or model was not found'],
    [[{ kind: 'invalid-json' }, { kind: 'invalid-json' }], 502, 'unexpected format'],
    [[{ kind: 'html-page' }], 502, 'answered with something that is not an AI answer'],
    [
      [
        { kind: 'slow', delayMs: 2_000, content: '{}' },
        { kind: 'slow', delayMs: 2_000, content: '{}' },
        { kind: 'slow', delayMs: 2_000, content: '{}' },
      ],
      504,
      'did not answer within',
    ],
  ] as const)(
    'maps provider fault %# to %i with a clear message and creates no task',
    async (replies, status, message) => {
      await pointCompanyAtAzure();
      fake.script(...replies);
      const response = await t.post('/api/v1/test/final/text-clause/', TEST, user);
      expect(response.statusCode).toBe(status);
      expect(response.json().message).toContain(message);
      expect(response.body).not.toContain('azure-key-1234');
    },
  );

  it('retries once on an answer that is not the JSON asked for', async () => {
    await pointCompanyAtAzure();
    fake.script({ kind: 'invalid-json' }, { kind: 'content', content: llmAnswer(PREFERRED, ACCEPTABLE) });
    const response = await t.post('/api/v1/test/final/text-clause/', TEST, user);
    expect(response.statusCode).toBe(200);
    expect(fake.requests).toHaveLength(2);
  });

  it('speaks to OpenAI-compatible servers with a bearer key and the model name', async () => {
    await saveCredentials({
      api_type: 'openai',
      api_key: 'sk-compat',
      deployment: 'llama3.1',
      api_base: fake.openaiBaseUrl,
      api_version: '',
    });
    fake.script({ kind: 'content', content: llmAnswer(PREFERRED, ACCEPTABLE) });
    const response = await t.post('/api/v1/test/final/text-clause/', TEST, user);
    expect(response.json().data.engine).toBe('openai:llama3.1');
    expect(fake.requests[0]).toMatchObject({ protocol: 'openai', path: '/v1/chat/completions' });
    expect(fake.requests[0]?.headers.authorization).toBe('Bearer sk-compat');
    expect(fake.requests[0]?.body.model).toBe('llama3.1');
  });
});

describe('the instance default provider (LLM_* environment)', () => {
  let fake: TFakeOpenAiServer;
  let t: TTestApp;
  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
    t = await createTestApp({
      config: {
        llmDefault: fakeInstanceProvider(fake, 'house-model', 'instance-key'),
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('serves companies without credentials of their own', async () => {
    const admin = await t.loginAsAdmin();
    const { user } = await setUpCompany(t, admin, 'Initech', 'carol');
    fake.script({ kind: 'content', content: llmAnswer(PREFERRED, ACCEPTABLE) });
    const response = await t.post('/api/v1/test/final/text-clause/', TEST, user);
    expect(response.json().data.engine).toBe('openai:house-model');
    expect(fake.requests[0]?.headers.authorization).toBe('Bearer instance-key');
  });
});
