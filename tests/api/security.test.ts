import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { type AddressInfo, connect } from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { reviewTasks, storedFiles } from '../../src/server/db/schema';
import { DEMO_USER, seedDemo } from '../../src/server/seed/seed-demo';
import { makeDocx } from '../fixtures/documents';
import type { TFakeOpenAiServer } from '../fixtures/fake-openai-server';
import { startDemoAppWithFakeAi } from './support/demo-app-with-fake-ai';
import { ADMIN, createTestApp, type TTestApp } from './support/test-app';

const UPLOAD_URL = '/api/v1/test/final/document/';
const CONTRACT = 'Master Services Agreement';
const DOCX = makeDocx([
  'MASTER SERVICES AGREEMENT',
  '1. Governing Law. This Agreement shall be governed by the laws of the State of Texas, and the courts of Dallas County shall have exclusive jurisdiction over any dispute.',
]);

/** A multipart body written by hand, so that its parts can be as odd as an attacker makes them. */
const multipartBody = (
  boundary: string,
  parts: { name: string; filename?: string; value: string | Buffer }[],
  { truncate = false } = {},
) => {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.name}"; filename="${part.filename}"`
      : `form-data; name="${part.name}"`;
    const type = part.filename ? 'Content-Type: application/octet-stream\r\n' : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  if (!truncate) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  const body = Buffer.concat(chunks);
  return truncate ? body.subarray(0, body.length - 40) : body;
};

const uploadFolderOf = (t: TTestApp) => path.join(t.config.dataDir, 'uploads');
const filesIn = (folder: string) => (existsSync(folder) ? readdirSync(folder).sort() : []);

describe('uploads come only from the multipart parser', () => {
  let t: TTestApp;
  let user: string;
  let victim: string;
  const secret = 'the contents of a file the server can read, e.g. data/master-secret-key';
  beforeAll(async () => {
    t = await createTestApp({ limits: { uploadMaxBytes: 2 * 1024 * 1024 } });
    await seedDemo(t.db);
    user = t.cookieOf(await t.post('/api/v1/user/login/', DEMO_USER));
    const outside = path.resolve('test-results/api-security-outside');
    mkdirSync(outside, { recursive: true });
    victim = path.join(outside, 'upload-victim.txt');
  });
  beforeEach(() => writeFileSync(victim, secret));
  afterAll(() => t.close());

  const taskCount = async () => (await t.db.select().from(reviewTasks)).length;

  it.each([100, 0])(
    'a JSON body naming a file on the server (bytes %i) is refused, and the file is left alone',
    async (bytes) => {
      const before = await taskCount();
      const response = await t.app.inject({
        method: 'POST',
        url: UPLOAD_URL,
        headers: { cookie: user, 'content-type': 'application/json' },
        payload: JSON.stringify({
          selected_contract: CONTRACT,
          file: { path: victim, filename: 'x.txt', bytes },
        }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toContain('The file is required');
      expect(readFileSync(victim, 'utf8')).toBe(secret);
      expect(await taskCount()).toBe(before);
    },
  );

  it('a urlencoded or multipart text field named file is not a file either', async () => {
    const urlencoded = await t.app.inject({
      method: 'POST',
      url: UPLOAD_URL,
      headers: { cookie: user, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `selected_contract=${encodeURIComponent(CONTRACT)}&file=${encodeURIComponent(victim)}`,
    });
    expect(urlencoded.statusCode).toBe(400);
    expect(urlencoded.json().detail).toContain('The file is required');
    const form = new FormData();
    form.append('selected_contract', CONTRACT);
    form.append('file', JSON.stringify({ path: victim, filename: 'x.txt', bytes: 10 }));
    const multipart = await t.app.inject({
      method: 'POST',
      url: UPLOAD_URL,
      headers: { cookie: user },
      payload: form,
    });
    expect(multipart.statusCode).toBe(400);
    expect(readFileSync(victim, 'utf8')).toBe(secret);
  });

  it('an anonymous request cannot make the server delete an upload-* file', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/login/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x', email: 'x@y.zz', x: { path: victim } }),
    });
    expect(response.statusCode).toBe(401);
    expect(existsSync(victim)).toBe(true);
  });

  it('a text field named file beside the file part is a 400, and the upload is deleted', async () => {
    const before = filesIn(uploadFolderOf(t));
    const boundary = 'cb-boundary-1';
    const response = await t.app.inject({
      method: 'POST',
      url: UPLOAD_URL,
      headers: { cookie: user, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: multipartBody(boundary, [
        { name: 'selected_contract', value: CONTRACT },
        { name: 'file', filename: 'draft.docx', value: Buffer.from(DOCX) },
        { name: 'file', value: victim },
      ]),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatch(/file/);
    // Deleted once the answer has gone out.
    await expect.poll(() => filesIn(uploadFolderOf(t)), { timeout: 2_000 }).toEqual(before);
  });

  it('a NUL, control characters and path separators in the filename are cleaned before storing', async () => {
    const before = await taskCount();
    const boundary = 'cb-boundary-2';
    const response = await t.app.inject({
      method: 'POST',
      url: UPLOAD_URL,
      headers: { cookie: user, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: multipartBody(boundary, [
        { name: 'selected_contract', value: CONTRACT },
        { name: 'file', filename: '..\\..\\evil\u0000name\u0007.docx', value: Buffer.from(DOCX) },
      ]),
    });
    expect(response.statusCode).toBe(202);
    expect(await taskCount()).toBe(before + 1);
    const [task] = await t.db
      .select()
      .from(reviewTasks)
      .where(eq(reviewTasks.id, response.json().data.taskid));
    const filename = (task?.input as { filename: string } | undefined)?.filename;
    expect(filename).toBe('evilname.docx');
  });

  const BODY_TOO_LARGE =
    'The request body is larger than 1 MB, the limit for JSON and form fields; a document is sent as a file (multipart/form-data).';
  const twoMegabytes = 'x'.repeat(2 * 1024 * 1024);

  it.each([
    ['JSON', 'application/json', JSON.stringify({ selected_contract: twoMegabytes })],
    ['urlencoded', 'application/x-www-form-urlencoded', `selected_contract=${twoMegabytes}`],
  ])('a %s body over 1 MB is refused with 413 on the upload route too', async (_kind, type, payload) => {
    const before = await taskCount();
    for (const url of [UPLOAD_URL, '/api/v1/user/login/']) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { cookie: user, 'content-type': type },
        payload,
      });
      expect(response.statusCode).toBe(413);
      expect(response.json().detail).toBe(BODY_TOO_LARGE);
    }
    expect(await taskCount()).toBe(before);
  });

  it('a JSON body over 1 MB sent without a Content-Length is cut off at 1 MB with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: UPLOAD_URL,
      headers: { cookie: user, 'content-type': 'application/json' },
      payload: Readable.from([Buffer.from(`{"selected_contract":"${twoMegabytes}"}`)]),
    });
    expect(response.headers['content-length']).not.toBe(undefined);
    expect(response.statusCode).toBe(413);
    expect(response.json().detail).toBe(BODY_TOO_LARGE);
  });

  it('a Content-Length over the limit is refused with 413 before the body is read', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: UPLOAD_URL,
      headers: {
        cookie: user,
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(3 * 1024 * 1024 * 1024),
      },
      payload: '--x--\r\n',
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().detail).toContain('upload limit (2 MB per file)');
  });

  it('leaves only the files of accepted uploads in the upload folder (or, on PostgreSQL, the database)', async () => {
    const tasks = await t.db.select().from(reviewTasks).where(eq(reviewTasks.kind, 'document'));
    const kept = tasks.map((task) => path.basename((task.input as { storedFile: string }).storedFile)).sort();
    const inDatabase = (await t.db.select({ name: storedFiles.name }).from(storedFiles)).map(
      (file) => file.name,
    );
    if (t.config.databaseUrl) {
      expect(filesIn(uploadFolderOf(t))).toEqual([]);
      expect(inDatabase.sort()).toEqual(kept);
    } else {
      expect(filesIn(uploadFolderOf(t))).toEqual(kept);
      expect(inDatabase).toEqual([]);
    }
  });
});

describe('bad input is a 400, never a 5xx', () => {
  let t: TTestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.loginAsAdmin();
  });
  afterAll(() => t.close());

  const malformed: [string, Record<string, string>, string | Buffer][] = [
    ['no boundary', { 'content-type': 'multipart/form-data' }, 'company_name=x'],
    [
      'a wrong boundary',
      { 'content-type': 'multipart/form-data; boundary=right' },
      multipartBody('wrong', [{ name: 'company_name', value: 'Acme' }]),
    ],
    [
      'a truncated body',
      { 'content-type': 'multipart/form-data; boundary=cut' },
      multipartBody('cut', [{ name: 'company_name', value: 'Acme'.repeat(40) }], { truncate: true }),
    ],
  ];

  it.each(malformed)(
    'malformed multipart (%s) → 400 with a clear detail',
    async (_name, headers, payload) => {
      for (const url of ['/api/v1/masteradmin/add/company/', '/api/v1/user/login/', UPLOAD_URL]) {
        const response = await t.app.inject({
          method: 'POST',
          url,
          headers: { cookie: admin, ...headers },
          payload,
        });
        expect(response.statusCode, `${url}: ${response.body}`).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(500);
        expect(response.json().detail).toBeTruthy();
      }
    },
  );

  it.each([
    ['/api/v1/masteradmin/add/company/', { company_name: 'Acme\u0000Corp' }, 'company_name'],
    ['/api/v1/masteradmin/login/', { username: 'root\u0000', password: 'x' }, 'username'],
    ['/api/v1/user/login/', { username: 'jane', email: 'j@x.io\u0000' }, 'email'],
    ['/api/v1/train/add-contract/', { contract_name: 'N\u0001DA' }, 'contract_name'],
  ])('a control character in a text field → 400 naming the field (%s)', async (url, fields, field) => {
    const response = await t.post(`${url}?company_id=1`, fields, admin);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toContain(field);
  });

  it('half a surrogate pair in crafted JSON ("\\ud800") → 400 naming the field, never a 500', async () => {
    for (const [url, field] of [
      ['/api/v1/test/final/text-clause/', 'input_clause'],
      ['/api/v1/train/add-contract/', 'contract_name'],
    ] as const) {
      const body = `{"selected_contract":"NDA","selected_category":"Term","contract_name":"N\\ud800DA","input_clause":"Notice \\ud800 within 60 days"}`;
      const response = await t.app.inject({
        method: 'POST',
        url: `${url}?company_id=1`,
        headers: { cookie: admin, 'content-type': 'application/json' },
        payload: body,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().detail).toContain(field);
    }
  });

  it.each([
    [
      'application/json',
      '{"company_name":"Acme","__proto__":{"isAdmin":true}}',
      'must not use the key "__proto__"',
    ],
    [
      'application/json',
      '{"company_name":"Acme","constructor":{"prototype":{"x":1}}}',
      'constructor.prototype',
    ],
    ['application/x-weird', '{"company_name":"Acme","__proto__":{}}', 'must not use the key "__proto__"'],
    ['application/json', '{"company_name":"Acme",', 'the body is not valid JSON'],
    [
      'application/json',
      `{"company_name":${'['.repeat(200_000)}${']'.repeat(200_000)},"a":{"b":[{"__proto__":1}]}}`,
      '"__proto__"',
    ],
  ])('a %s body → 400 that says what is wrong with it (%#)', async (type, payload, message) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/masteradmin/add/company/',
      headers: { cookie: admin, 'content-type': type },
      payload,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toContain(message);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  });

  it('a JSON body after a byte-order mark is read as any other', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/masteradmin/add/company/',
      headers: { cookie: admin, 'content-type': 'application/json; charset=utf-8' },
      payload: `\uFEFF{"company_name":"Marked Co ${Date.now()}"}`,
    });
    expect(response.statusCode, response.body).toBe(201);
  });

  it('a JSON key named "constructor" without a prototype inside is an ordinary (unknown) field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/masteradmin/add/company/',
      headers: { cookie: admin, 'content-type': 'application/json' },
      payload: `{"company_name":"Constructor Co ${Date.now()}","constructor":"x"}`,
    });
    expect(response.statusCode, response.body).toBe(201);
  });

  it('long texts keep tabs and newlines but refuse NUL', async () => {
    const companyId = await t.addCompany(admin, 'Tabs Co');
    await t.post(`/api/v1/train/add-contract/?company_id=${companyId}`, { contract_name: 'NDA' }, admin);
    await t.post(
      `/api/v1/train/add-category/?company_id=${companyId}`,
      { contract_name: 'NDA', category_name: 'Term' },
      admin,
    );
    const train = (preferred: string) =>
      t.post(
        `/api/v1/train/model/?company_id=${companyId}`,
        {
          selected_contract: 'NDA',
          selected_category: 'Term',
          preferred_clause: preferred,
          acceptable_clause: 'Acceptable.',
          unacceptable_clause: 'Unacceptable.',
        },
        admin,
      );
    expect((await train('Line one\n\tLine two\r\n')).statusCode).toBe(200);
    const refused = await train('Line one\u0000');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toContain('preferred_clause');
  });
});

describe('requests Node cannot parse', () => {
  let t: TTestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  /** Writes raw bytes and reads everything the server answers until it closes the connection. */
  const raw = (bytes: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
      let answer = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk) => {
        answer += chunk;
      });
      socket.on('end', () => resolve(answer));
      socket.on('error', reject);
      socket.setTimeout(5000, () => socket.destroy(new Error('no answer')));
    });

  const lastAnswer = (answer: string) => {
    const at = answer.lastIndexOf('HTTP/1.1 ');
    const [head = '', body = ''] = answer.slice(at).split('\r\n\r\n');
    return { status: Number(head.split(' ')[1]), head, body: JSON.parse(body) };
  };

  it('bytes after a body that are no request: a 400 in our shape, and the connection closes', async () => {
    const answer = await raw(
      'POST /api/v1/user/login/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}this is not HTTP\r\n\r\n',
    );
    // The login's own answer may or may not come first: the bytes arrive while it is being handled.
    const { status, head, body } = lastAnswer(answer);
    expect(status).toBe(400);
    expect(head).toContain('Connection: close');
    expect(body).toEqual({
      detail: 'The request could not be read: it is not well-formed HTTP.',
      message: 'The request could not be read: it is not well-formed HTTP.',
      code: 'VALIDATION_FAILED',
    });
  });

  it('a keep-alive connection answered before still gets its 400', async () => {
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () =>
        socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n'),
      );
      let received = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk) => {
        // Once the first request is answered, a broken one on the same connection.
        if (!received.includes('HTTP/1.1 200')) {
          received += chunk;
          if (received.includes('HTTP/1.1 200'))
            socket.write('GET /api/health HTTP/1.1\r\nHost localhost\r\n\r\n');
        } else received += chunk;
      });
      socket.on('end', () => resolve(received));
      socket.on('error', reject);
      socket.setTimeout(5000, () => socket.destroy(new Error('no answer')));
    });
    expect(answer.match(/HTTP\/1\.1 \d+/g)).toEqual(['HTTP/1.1 200', 'HTTP/1.1 400']);
    expect(lastAnswer(answer).body.code).toBe('VALIDATION_FAILED');
  });

  it('a broken header line and headers too large: 400 and 431 in our shape', async () => {
    const broken = lastAnswer(await raw('GET /api/health HTTP/1.1\r\nHost localhost\r\n\r\n'));
    expect(broken.status).toBe(400);
    expect(broken.body.code).toBe('VALIDATION_FAILED');
    const large = lastAnswer(
      await raw(`GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`),
    );
    expect(large.status).toBe(431);
    expect(large.body.message).toBe('The request headers are too large.');
  });
});

describe('cross-site requests are refused', () => {
  let t: TTestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.loginAsAdmin();
  });
  afterAll(() => t.close());

  const addCompany = (name: string, headers: Record<string, string>) => {
    const form = new FormData();
    form.append('company_name', name);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/masteradmin/add/company/',
      headers: { cookie: admin, host: 'clausebook.example', ...headers },
      payload: form,
    });
  };

  it.each([
    ['another site', { origin: 'https://evil.example' }],
    ['a sibling subdomain', { origin: 'https://evil.clausebook.example' }],
    ['another port', { origin: 'http://clausebook.example:8080' }],
    ['an opaque origin', { origin: 'null' }],
    ['Sec-Fetch-Site cross-site, no Origin', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site same-site, no Origin', { 'sec-fetch-site': 'same-site' }],
  ])('%s → 403 and nothing saved', async (_name, headers) => {
    const response = await addCompany(`Evil ${_name}`, headers);
    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toContain('another site');
    const companies = await t.get('/api/v1/masteradmin/get/companies/', admin);
    expect(JSON.stringify(companies.json())).not.toContain('Evil');
  });

  it.each([
    ['its own origin', { origin: 'http://clausebook.example' }],
    ['Sec-Fetch-Site same-origin', { 'sec-fetch-site': 'same-origin' }],
    ['a client that is not a browser (no Origin, no Sec-Fetch-Site)', {}],
  ])('%s is allowed', async (name, headers) => {
    const response = await addCompany(`Own ${name.slice(0, 40)}`, headers);
    expect(response.statusCode).toBe(201);
  });

  it('a reading request from another site is not refused (it cannot read the answer)', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/masteradmin/get/companies/',
      headers: { cookie: admin, origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('cross-site checks behind a public URL', () => {
  it('PUBLIC_URL names the origins allowed when the app is served under another host name', async () => {
    const t = await createTestApp({ config: { publicOrigins: ['https://contracts.example.com'] } });
    try {
      const admin = await t.loginAsAdmin();
      const send = (origin: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/masteradmin/add/company/',
          headers: { cookie: admin, host: 'internal:3000', origin },
          payload: { company_name: `From ${origin}` },
        });
      expect((await send('https://contracts.example.com')).statusCode).toBe(201);
      expect((await send('http://internal:3000')).statusCode).toBe(403);
    } finally {
      await t.close();
    }
  });
});

describe('login throttling cannot lock people out', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.createMasterAdmin();
  });
  afterAll(() => t.close());

  const login = (password: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/masteradmin/login/',
      remoteAddress,
      payload: { username: ADMIN.username, password },
    });

  it('a client that failed five times is paused; the owner elsewhere still logs in', async () => {
    for (let i = 0; i < 5; i += 1)
      expect((await login('wrong password!', '203.0.113.9')).statusCode).toBe(401);
    expect((await login(ADMIN.password, '203.0.113.9')).statusCode).toBe(429);
    expect((await login(ADMIN.password, '198.51.100.7')).statusCode).toBe(200);
  });

  it('successful logins do not use up the per-client budget', async () => {
    for (let i = 0; i < 40; i += 1) expect((await login(ADMIN.password, '192.0.2.50')).statusCode).toBe(200);
  });
});

describe('client addresses behind a proxy (TRUST_PROXY as a hop count)', () => {
  it('X-Forwarded-For entries the client wrote do not escape the per-client limit', async () => {
    const t = await createTestApp({ config: { trustProxy: 1 }, limits: { authFailuresPerClient: 10 } });
    try {
      await t.createMasterAdmin();
      const statuses: number[] = [];
      for (let i = 0; i < 15; i += 1) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/v1/masteradmin/login/',
          remoteAddress: '10.0.0.2',
          // The proxy appends the address it saw; the entries before it are the client's own words.
          headers: { 'x-forwarded-for': `198.18.0.${i}, 203.0.113.77` },
          payload: { username: `nobody-${i}`, password: 'wrong password!' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  });
});

describe('bounded AI waits', () => {
  let fake: TFakeOpenAiServer;
  let t: TTestApp;
  let user: string;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ fake, t, user, close } = await startDemoAppWithFakeAi('slow-model', { llmTimeoutMs: 1_000 }));
  });
  afterAll(() => close());

  it('LLM_TIMEOUT_MS is the whole wait, retries included, and the message states it', async () => {
    fake.setDefault({ kind: 'slow', delayMs: 5_000, content: '{}' });
    const started = Date.now();
    const response = await t.post(
      '/api/v1/test/final/text-clause/',
      {
        selected_contract: 'NDA',
        selected_category: 'Governing Law',
        input_clause: 'This Agreement is governed by the laws of Texas.',
      },
      user,
    );
    const waited = Date.now() - started;
    expect(response.statusCode).toBe(504);
    expect(response.json().detail).toContain('within 1 second');
    // Three attempts of one second each would take three; one shared deadline takes one.
    expect(waited).toBeLessThan(2_500);
  });

  it('a document whose AI call failed for good cancels its other calls', async () => {
    fake.reset();
    // 100 clauses: five classification batches of 20, four in flight at once.
    const paragraphs = Array.from(
      { length: 100 },
      (_, i) =>
        `${i + 1}. Clause ${i + 1}. The parties agree to obligation number ${i + 1} under this Agreement in every respect.`,
    );
    fake.script({ kind: 'status', status: 401 });
    fake.setDefault({ kind: 'slow', delayMs: 800, content: '{"clauses": []}' });
    const form = new FormData();
    form.append('selected_contract', 'NDA');
    form.append('file', new Blob([Buffer.from(makeDocx(paragraphs))]), 'many clauses.docx');
    const created = await t.app.inject({
      method: 'POST',
      url: UPLOAD_URL,
      headers: { cookie: user },
      payload: form,
    });
    expect(created.statusCode).toBe(202);
    const { taskid } = created.json().data;
    await expect
      .poll(async () => (await t.get(`/api/v1/test/document/${taskid}`, user)).json().status, {
        timeout: 5_000,
      })
      .toBe('failed');
    const failed = (await t.get(`/api/v1/test/document/${taskid}`, user)).json();
    expect(failed.message).toContain("refused the company's API key");
    // The three calls in flight were cancelled, and the fifth batch never asked.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(fake.requests).toHaveLength(4);
  });
});

describe('tasks that resume by themselves', () => {
  it('a document review whose instance died mid-run completes after a restart, with no client polling', async () => {
    const limits = { taskLeaseMs: 1_000, taskSweepMs: 200 };
    const t = await createTestApp({ limits });
    const restarted = await buildApp({ config: t.config, db: t.db, limits, sweepTasks: true });
    try {
      await seedDemo(t.db);
      const user = t.cookieOf(await t.post('/api/v1/user/login/', DEMO_USER));
      const form = new FormData();
      form.append('selected_contract', CONTRACT);
      form.append('file', new Blob([Buffer.from(DOCX)]), 'draft.docx');
      const created = await t.app.inject({
        method: 'POST',
        url: UPLOAD_URL,
        headers: { cookie: user },
        payload: form,
      });
      const taskId = created.json().data.taskid as string;
      const status = async () =>
        (
          await t.db
            .select({ status: reviewTasks.status })
            .from(reviewTasks)
            .where(eq(reviewTasks.id, taskId))
        )[0]?.status;
      await expect.poll(status, { timeout: 10_000 }).toBe('completed');
      // As a killed instance leaves it: pending, half-way, under a lease nobody renews any more.
      await t.db
        .update(reviewTasks)
        .set({
          status: 'pending',
          result: null,
          progress: { stage: 'classifying', done: 0, total: 3 },
          claimId: randomUUID(),
          claimedAt: sql`now() - interval '10 minutes'`,
        })
        .where(eq(reviewTasks.id, taskId));
      await restarted.ready();
      await expect.poll(status, { timeout: 10_000 }).toBe('completed');
      const [task] = await t.db.select().from(reviewTasks).where(eq(reviewTasks.id, taskId));
      expect(task?.result).toMatchObject({ filename: 'draft.docx', file_kind: 'docx' });
    } finally {
      await restarted.close();
      await t.close();
    }
  });
});
