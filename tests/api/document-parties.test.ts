import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USER, seedDemo } from '../../src/server/seed/seed-demo';
import { makeDocx, makePdf, makeZipBomb } from '../fixtures/documents';
import { startDemoAppWithFakeAi } from './support/demo-app-with-fake-ai';
import { createTestApp, type TTestApp } from './support/test-app';

const MSA = 'Master Services Agreement';
const PARTIES_URL = '/api/v1/test/document/parties';
const UPLOAD_URL = '/api/v1/test/final/document/';

/** Two parties named by defined terms of their own: the contract's words put one on each side. */
const NAMED = [
  'SERVICES AGREEMENT',
  'This Services Agreement is made by and between Acme Widgets Inc., a Delaware corporation ("ACME"), and Bolt Labs Ltd., a company organised under the laws of England ("BOLT").',
  '1. Services. ACME shall provide the Services to BOLT.',
  '2. Fees. BOLT shall pay ACME the fees set out in Exhibit A. BOLT shall pay each invoice within sixty (60) days of receipt.',
  '3. Governing Law. This Agreement shall be governed by the laws of the State of New York.',
];

/** The same, as a PDF page's lines (a line runs no wider than the page). */
const NAMED_PDF = [
  'SERVICES AGREEMENT',
  'This Services Agreement is made by and between Acme Widgets Inc., a Delaware',
  'corporation ("ACME"), and Bolt Labs Ltd., a company organised under the laws of England',
  '("BOLT").',
  '1. Services. ACME shall provide the Services to BOLT.',
  '2. Fees. BOLT shall pay ACME the fees set out in Exhibit A. BOLT shall pay each invoice',
  'within sixty (60) days of receipt.',
];

/** Two parties named by their roles in a deal that is not the playbook's (a distribution). */
const ROLES = [
  'DISTRIBUTION AGREEMENT',
  'This Distribution Agreement is entered into between Northwind Foods Ltd. ("Supplier") and Harbour Trading LLC ("Distributor").',
  '1. Payment Terms. Distributor shall pay each invoice within thirty (30) days of receipt.',
  '2. Governing Law. This Agreement shall be governed by the laws of the State of New York.',
];

/** Three parties, none on a side the playbook knows. */
const THREE = [
  'JOINT VENTURE AGREEMENT',
  'This Agreement is made between Alpha Corp ("Alpha"), Beta Inc ("Beta") and Gamma LLC ("Gamma").',
  '1. Governing Law. This Agreement shall be governed by the laws of England.',
];

/** No preamble: no party is defined. */
const NO_PARTIES = [
  '1. Limitation of Liability. In no event shall Supplier be liable for any indirect damages.',
  '2. Payment Terms. Customer shall pay each invoice within fifteen (15) days of receipt.',
];

const text = (lines: string[]) => new TextEncoder().encode(lines.join('\n\n'));

type TFile = { bytes: Uint8Array; name: string };

const multipart = (file: TFile | null, fields: Record<string, string>) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) form.append('file', new Blob([Buffer.from(file.bytes)]), file.name);
  return form;
};

const send = (
  t: TTestApp,
  url: string,
  cookie: string,
  file: TFile | null,
  fields: Record<string, string> = {},
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: multipart(file, { selected_contract: MSA, ...fields }),
    headers: { ...(cookie && { cookie }), ...headers },
  });

const waitForTask = async (t: TTestApp, cookie: string, taskid: string) => {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const response = await t.get(`/api/v1/test/document/${taskid}`, cookie);
    if (response.statusCode !== 200 || response.json().status !== 'pending') return response;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('task did not finish');
};

/** Uploads `file` (with `fields`) and answers the finished task's JSON. */
const review = async (t: TTestApp, cookie: string, file: TFile, fields: Record<string, string> = {}) => {
  const response = await send(t, UPLOAD_URL, cookie, file, fields);
  expect(response.statusCode, response.body).toBe(202);
  return (await waitForTask(t, cookie, response.json().data.taskid)).json();
};

describe('We act for: the parties read before a review, and the review acting for one', () => {
  let t: TTestApp;
  let user: string;
  let otherUser: string;
  beforeAll(async () => {
    t = await createTestApp({ limits: { uploadMaxBytes: 2 * 1024 * 1024, documentUploadsPerUser: 100 } });
    await seedDemo(t.db);
    user = t.cookieOf(await t.post('/api/v1/user/login/', DEMO_USER));
    const admin = await t.loginAsAdmin();
    otherUser = await t.loginAsUser(admin, await t.addCompany(admin, 'Other Co'), 'mallory');
  });
  afterAll(() => t.close());

  it.each([
    ['a text file, parties by defined terms', { bytes: text(NAMED), name: 'services.txt' }],
    ['a DOCX, parties by defined terms', { bytes: makeDocx(NAMED), name: 'services.docx' }],
    ['a PDF, parties by defined terms', { bytes: makePdf([NAMED_PDF]), name: 'services.pdf' }],
  ])('reads the parties of %s, each with its playbook role, the customer inferred', async (_name, file) => {
    const response = await send(t, PARTIES_URL, user, file);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Parties read',
      data: {
        party: 'BOLT',
        playbook_role: 'Customer',
        parties: [
          { name: 'ACME', role: 'Supplier' },
          { name: 'BOLT', role: 'Customer' },
        ],
        roles_without_party: [],
      },
    });
  });

  it.each([
    ['a text file', { bytes: text(ROLES), name: 'distribution.txt' }],
    ['a DOCX', { bytes: makeDocx(ROLES), name: 'distribution.docx' }],
  ])('reads parties named by their roles in %s', async (_name, file) => {
    const response = await send(t, PARTIES_URL, user, file);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      party: 'Distributor',
      playbook_role: 'Customer',
      parties: [
        { name: 'Supplier', role: 'Supplier' },
        { name: 'Distributor', role: 'Customer' },
      ],
      roles_without_party: [],
    });
  });

  it('says so when no party can be read, and when none plays a playbook role', async () => {
    const none = await send(t, PARTIES_URL, user, { bytes: text(NO_PARTIES), name: 'clauses.txt' });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toMatchObject({
      message: 'No parties could be read from the contract',
      data: { party: null, parties: [], roles_without_party: [] },
    });
    const three = await send(t, PARTIES_URL, user, { bytes: makeDocx(THREE), name: 'jv.docx' });
    expect(three.json().data).toMatchObject({
      party: null,
      parties: [
        { name: 'Alpha', role: null },
        { name: 'Beta', role: null },
        { name: 'Gamma', role: null },
      ],
    });
  });

  it('keeps no file of a parties read', async () => {
    await send(t, PARTIES_URL, user, { bytes: text(NAMED), name: 'services.txt' });
    const tasks = await t.get('/api/v1/test/document/', user);
    expect(
      tasks.json().data.reviews.filter((r: { filename: string }) => r.filename === 'services.txt'),
    ).toEqual([]);
    // close() fails on any upload left in the upload folder.
  });

  it('reviews acting for the chosen party: the report and the Word file say for whom', async () => {
    for (const chosen of ['ACME', 'acme', '  Acme ']) {
      const task = await review(
        t,
        user,
        { bytes: text(NAMED), name: 'services.txt' },
        { we_act_for: chosen },
      );
      expect(task.status).toBe('completed');
      expect(task.data.data.we_act_for).toEqual({
        party: 'ACME',
        playbook_role: 'Customer',
        parties: [
          { name: 'ACME', role: 'Customer' },
          { name: 'BOLT', role: 'Supplier' },
        ],
        roles_without_party: [],
      });
    }
    const inferred = await review(t, user, { bytes: makeDocx(NAMED), name: 'services.docx' });
    expect(inferred.data.data.we_act_for).toMatchObject({ party: 'BOLT' });
    const chosen = await review(
      t,
      user,
      { bytes: makeDocx(NAMED), name: 'services.docx' },
      { we_act_for: 'ACME' },
    );
    const docx = await t.get(
      `/api/v1/test/document/${chosen.data.taskid}/redline.docx?level=preferred`,
      user,
    );
    expect(docx.statusCode).toBe(200);
    const custom = strFromU8(unzipSync(new Uint8Array(docx.rawPayload))['docProps/custom.xml'] as Uint8Array);
    expect(custom).toContain("acting for ACME (the playbook's Customer); preferred rewrites");
  });

  it('names the playbook roles no party plays once the reviewer acts for one of three', async () => {
    const task = await review(t, user, { bytes: text(THREE), name: 'jv.txt' }, { we_act_for: 'Alpha' });
    expect(task.status).toBe('completed');
    expect(task.data.data.we_act_for).toMatchObject({
      party: 'Alpha',
      parties: expect.arrayContaining([{ name: 'Alpha', role: 'Customer' }]),
      roles_without_party: ['Supplier'],
    });
  });

  it.each([
    [
      'a name the contract does not define',
      NAMED,
      'Zeta Corp',
      /the parties it defines are "ACME" and "BOLT"/,
    ],
    [
      'a playbook role that is not a party',
      NAMED,
      'Customer',
      /the parties it defines are "ACME" and "BOLT"/,
    ],
    ['any name, where no party is read', NO_PARTIES, 'Acme', /no parties could be read from it/],
  ])('fails the review of %s with a message naming the parties read', async (_name, lines, chosen, why) => {
    const task = await review(t, user, { bytes: text(lines), name: 'draft.txt' }, { we_act_for: chosen });
    expect(task.status).toBe('failed');
    expect(task.data.error).toContain(`"${chosen}" is not a party of this contract`);
    expect(task.data.error).toMatch(why);
    expect(task.message).toBe(task.data.error);
  });

  it('refuses a bad request with a clear 4xx, never a 5xx', async () => {
    const file = { bytes: text(NAMED), name: 'services.txt' };
    type TAnswer = { statusCode: number; json: () => { message: string } };
    const cases: [string, () => Promise<TAnswer>, number, string][] = [
      ['no file', () => send(t, PARTIES_URL, user, null), 400, 'The file is required'],
      [
        'no contract type',
        () => send(t, PARTIES_URL, user, file, { selected_contract: '' }),
        400,
        'selected_contract',
      ],
      [
        'an unknown contract type',
        () => send(t, PARTIES_URL, user, file, { selected_contract: 'Lease' }),
        404,
        'Lease',
      ],
      [
        'a file that is none of PDF, DOCX, text',
        () =>
          send(t, PARTIES_URL, user, {
            bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3]),
            name: 'a.png',
          }),
        415,
        'Only PDF, DOCX and plain-text files',
      ],
      [
        'an empty file',
        () => send(t, PARTIES_URL, user, { bytes: new Uint8Array(0), name: 'a.txt' }),
        400,
        'empty',
      ],
      [
        'a damaged PDF',
        () =>
          send(t, PARTIES_URL, user, {
            bytes: new TextEncoder().encode('%PDF-1.7\n1 0 obj << broken'),
            name: 'b.pdf',
          }),
        400,
        'damaged',
      ],
      [
        'a scanned PDF',
        () => send(t, PARTIES_URL, user, { bytes: makePdf([[]]), name: 's.pdf' }),
        400,
        'no text layer',
      ],
      [
        'a zip bomb',
        () => send(t, PARTIES_URL, user, { bytes: makeZipBomb(20), name: 'bomb.docx' }),
        413,
        'zip bomb',
      ],
      [
        'a file over the upload limit',
        () =>
          send(t, PARTIES_URL, user, { bytes: new Uint8Array(3 * 1024 * 1024).fill(0x41), name: 'huge.txt' }),
        413,
        'larger than the upload limit',
      ],
      ['anyone not logged in', () => send(t, PARTIES_URL, '', file), 401, 'log in'],
      [
        'a page of another site',
        () => send(t, PARTIES_URL, user, file, {}, { origin: 'https://evil.example' }),
        403,
        'another site',
      ],
      ['a user of another company (its playbook)', () => send(t, PARTIES_URL, otherUser, file), 404, MSA],
      [
        'a huge we_act_for',
        () => send(t, UPLOAD_URL, user, file, { we_act_for: 'A'.repeat(100_000) }),
        400,
        'we_act_for',
      ],
      [
        'a we_act_for past the size of a form field',
        () => send(t, UPLOAD_URL, user, file, { we_act_for: 'B'.repeat(1_500_000) }),
        400,
        'we_act_for',
      ],
      ['a blank we_act_for', () => send(t, UPLOAD_URL, user, file, { we_act_for: '   ' }), 400, 'we_act_for'],
    ];
    for (const [name, request, status, message] of cases) {
      const response = await request();
      expect(response.statusCode, name).toBe(status);
      expect(response.json().message, name).toContain(message);
    }
    const wrongTypes = await t.app.inject({
      method: 'POST',
      url: UPLOAD_URL,
      payload: { selected_contract: MSA, we_act_for: 42 },
      headers: { cookie: user },
    });
    expect(wrongTypes.statusCode).toBe(400);
    expect(wrongTypes.json().message).toContain('we_act_for');
    const fileAsField = await t.app.inject({
      method: 'POST',
      url: PARTIES_URL,
      payload: { selected_contract: [MSA], file: 'ACME' },
      headers: { cookie: user },
    });
    expect(fileAsField.statusCode).toBe(400);
  });
});

describe('We act for: the parties read is limited per user, apart from uploads', () => {
  let t: TTestApp;
  let user: string;
  beforeAll(async () => {
    t = await createTestApp({ limits: { documentUploadsPerUser: 1 } });
    await seedDemo(t.db);
    user = t.cookieOf(await t.post('/api/v1/user/login/', DEMO_USER));
  });
  afterAll(() => t.close());

  it('refuses a second read within the window with 429, and the upload is still allowed', async () => {
    const file = { bytes: text(NAMED), name: 'services.txt' };
    expect((await send(t, PARTIES_URL, user, file)).statusCode).toBe(200);
    const again = await send(t, PARTIES_URL, user, file);
    expect(again.statusCode).toBe(429);
    expect(again.headers['retry-after']).toBeDefined();
    expect(again.json().message).toContain("Too many reads of a contract's parties");
    const upload = await send(t, UPLOAD_URL, user, file, { we_act_for: 'BOLT' });
    expect(upload.statusCode).toBe(202);
    expect((await waitForTask(t, user, upload.json().data.taskid)).json().status).toBe('completed');
  });
});

describe('We act for, with an AI provider', () => {
  let app: Awaited<ReturnType<typeof startDemoAppWithFakeAi>>;
  beforeAll(async () => {
    app = await startDemoAppWithFakeAi('parties-model');
  });
  afterAll(() => app.close());

  it('refuses a party the contract does not define before the AI is asked anything', async () => {
    const task = await review(
      app.t,
      app.user,
      { bytes: makeDocx(ROLES), name: 'distribution.docx' },
      {
        we_act_for: 'Reseller',
      },
    );
    expect(task.status).toBe('failed');
    expect(task.data.error).toBe(
      '"Reseller" is not a party of this contract: the parties it defines are "Supplier" and "Distributor". Choose one of them under "We act for" and review it again.',
    );
    expect(app.fake.requests).toEqual([]);
  });
});
