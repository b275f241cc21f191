import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { deflateRawSync } from 'node:zlib';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDocxText } from '../../src/engine/document/docx-redline';
import { DEMO_USER, seedDemo } from '../../src/server/seed/seed-demo';
import { makeDocx, makePdf, makeRawZip, makeZipBomb } from '../fixtures/documents';
import { sharedDataPath } from '../fixtures/shared-data';
import { startDemoAppWithFakeAi } from './support/demo-app-with-fake-ai';
import { createTestApp, type TTestApp } from './support/test-app';

const CUAD_DIR = sharedDataPath('cuad-dev', 'contracts');
const CUAD_PDF = CUAD_DIR ? readdirSync(CUAD_DIR).find((name) => name.endsWith('.pdf')) : undefined;

const CONTRACT = [
  'MASTER SERVICES AGREEMENT',
  '1. Limitation of Liability. In no event shall Supplier be liable for any indirect, incidental or consequential damages, and Supplier total liability under this Agreement shall not exceed the fees paid in the one (1) month before the claim.',
  '2. Governing Law. This Agreement shall be governed by the laws of the State of Texas, and the courts of Dallas County shall have exclusive jurisdiction over any dispute arising under it.',
  '3. Payment Terms. Customer shall pay each invoice within fifteen (15) days of receipt, and late payments bear interest at 1.5% per month until paid in full.',
];

const upload = (
  t: TTestApp,
  cookie: string,
  file: { bytes: Uint8Array; name: string; type?: string },
  fields: Record<string, string> = {},
) => {
  const form = new FormData();
  for (const [key, value] of Object.entries({ selected_contract: 'Master Services Agreement', ...fields }))
    form.append(key, value);
  form.append(
    'file',
    new Blob([Buffer.from(file.bytes)], { type: file.type ?? 'application/octet-stream' }),
    file.name,
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/test/final/document/',
    payload: form,
    headers: cookie ? { cookie } : {},
  });
};

/** Polls like the web app does, faster: until the task leaves 'pending'. */
const waitForTask = async (t: TTestApp, cookie: string, taskid: string) => {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const response = await t.get(`/api/v1/test/document/${taskid}`, cookie);
    if (response.statusCode !== 200 || response.json().status !== 'pending') return response;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('task did not finish');
};

describe('document review', () => {
  let t: TTestApp;
  let user: string;
  let otherUser: string;
  beforeAll(async () => {
    t = await createTestApp({
      limits: { uploadMaxBytes: 2 * 1024 * 1024 },
    });
    await seedDemo(t.db);
    user = t.cookieOf(await t.post('/api/v1/user/login/', DEMO_USER));
    const admin = await t.loginAsAdmin();
    otherUser = await t.loginAsUser(admin, await t.addCompany(admin, 'Other Co'), 'mallory');
  });
  afterAll(() => t.close());

  it('reviews a DOCX: categories, assessments, redlines, missing categories, Word output', async () => {
    const response = await upload(t, user, { bytes: makeDocx(CONTRACT), name: 'counterparty draft.docx' });
    expect(response.statusCode).toBe(202);
    const { taskid } = response.json().data;
    const done = await waitForTask(t, user, taskid);
    expect(done.json()).toMatchObject({ status: 'completed', progress: { stage: 'done' } });
    const report = done.json().data.data;
    expect(report).toMatchObject({
      filename: 'counterparty draft.docx',
      file_kind: 'docx',
      contract: 'Master Services Agreement',
      engine: 'builtin',
    });
    const categorised = report.clauses.filter((c: { category: string | null }) => c.category);
    expect(categorised.map((c: { category: string }) => c.category)).toEqual(
      expect.arrayContaining(['Limitation of Liability', 'Governing Law', 'Payment Terms']),
    );
    const liability = categorised.find((c: { category: string }) => c.category === 'Limitation of Liability');
    expect(liability.assessment.level).toMatch(/preferred|acceptable|unacceptable/);
    // The term table quotes the clause as the report shows it, heading included.
    for (const row of liability.assessment.terms) {
      if (row.clause) expect(liability.text.slice(row.clause.start, row.clause.end)).toBe(row.clause.text);
    }
    // Every row of every term table names its topic and the rule that decided it.
    const rows = categorised.flatMap(
      (c: { assessment: { terms?: unknown[] } | null }) => c.assessment?.terms ?? [],
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows as { topic?: string; rule?: string }[]) {
      expect(row.topic).toMatch(/^[a-z-]+$/);
      expect(row.rule?.startsWith(`${row.topic}.`)).toBe(true);
    }
    // Who reviewed, when, and which playbook version was applied.
    expect(report).toMatchObject({ reviewed_by: DEMO_USER.username, reviewed_at: expect.any(String) });
    expect(report.playbook.contract).toBe('Master Services Agreement');
    expect(report.playbook.categories).toEqual(
      expect.arrayContaining([{ name: 'Limitation of Liability', version: expect.any(Number) }]),
    );
    expect(liability.preferred_striked_clause).toContain('~~');
    // The rewrite replaces the clause's body; its heading stays as it was.
    expect(liability.heading).not.toBe('');
    expect(liability.preferred_final_clause.startsWith(liability.heading)).toBe(true);
    expect(report.missing_categories).toEqual(expect.arrayContaining(['Data Protection']));
    expect(report.missing_categories).not.toContain('Governing Law');

    for (const level of ['preferred', 'acceptable'] as const) {
      const docx = await t.get(`/api/v1/test/document/${taskid}/redline.docx?level=${level}`, user);
      expect(docx.statusCode).toBe(200);
      expect(docx.headers['content-type']).toContain('wordprocessingml');
      expect(docx.headers['content-disposition']).toContain(`${level} redline.docx`);
      const bytes = new Uint8Array(docx.rawPayload);
      // The reviewer is the author of every change; the file says what was applied.
      const files = unzipSync(bytes);
      const documentXml = strFromU8(files['word/document.xml'] as Uint8Array);
      const authors = new Set(
        [...documentXml.matchAll(/<w:(?:ins|del) [^>]*w:author="([^"]*)"/g)].map((m) => m[1]),
      );
      expect([...authors]).toEqual([DEMO_USER.username]);
      expect(strFromU8(files['docProps/custom.xml'] as Uint8Array)).toContain(
        `Reviewed by ${DEMO_USER.username} on ${report.reviewed_at.slice(0, 10)} against the Master Services Agreement playbook (Limitation of Liability v`,
      );
      const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
      expect(squash(readDocxText(bytes, 'reject'))).toBe(squash(CONTRACT.join('\n')));
      const accepted = squash(readDocxText(bytes, 'accept'));
      for (const clause of categorised) {
        const revised = clause[`${level}_final_clause`];
        if (revised) expect(accepted).toContain(squash(revised));
      }
    }
  });

  it('reviews a clause under every category it settles, each with its own verdict', async () => {
    const both =
      "4. Confidentiality and Data Protection. Each party shall keep the Confidential Information of the other party confidential and use it only to perform this Agreement, and Supplier shall process personal data only on Customer's documented instructions and in accordance with applicable data protection laws.";
    const response = await upload(t, user, { bytes: makeDocx([...CONTRACT, both]), name: 'two topics.docx' });
    const done = await waitForTask(t, user, response.json().data.taskid);
    const report = done.json().data.data;
    const clause = report.clauses.find((c: { text: string }) => c.text.includes('personal data'));
    const categories = [clause.category, ...clause.also_under.map((a: { category: string }) => a.category)];
    expect(categories.sort()).toEqual(['Confidentiality', 'Data Protection']);
    // The first category gives the rewrites; every other one its own verdict against its guidelines.
    expect(clause.assessment.level).toMatch(/preferred|acceptable|unacceptable/);
    for (const other of clause.also_under) {
      expect(other.assessment.level).toMatch(/preferred|acceptable|unacceptable/);
      expect(other.assessment.reason).not.toBe(clause.assessment.reason);
    }
    // Neither half states a term of its category (a period, a carve-out, a place): under each the
    // verdict is marked as no finding, wherever the clause is filed first.
    expect(clause.states_no_terms).toBe(true);
    for (const other of clause.also_under) expect(other.states_no_terms).toBe(true);
    expect(report.missing_categories).not.toContain('Confidentiality');
    expect(report.missing_categories).not.toContain('Data Protection');
    // Clauses under one category only carry no list; one that states its category's terms is a finding.
    const governing = report.clauses.find((c: { category: string | null }) => c.category === 'Governing Law');
    expect(governing.also_under).toBeUndefined();
    expect(governing.states_no_terms).toBeUndefined();
  });

  it("edits the clauses that state a category's terms and leaves the others of that category as they are", async () => {
    const currency =
      '4. Payment Terms: Currency. All amounts payable under this Agreement shall be paid in United States dollars by wire transfer to the account Supplier designates.';
    const warranty =
      '5. Warranties. Each party represents that it is duly organized and has full corporate power and authority to enter into this Agreement.';
    const response = await upload(t, user, {
      bytes: makeDocx([...CONTRACT, currency, warranty]),
      name: 'payments.docx',
    });
    const { taskid } = response.json().data;
    const report = (await waitForTask(t, user, taskid)).json().data.data;
    const byText = (words: string) => report.clauses.find((c: { text: string }) => c.text.includes(words));
    const payment = byText('within fifteen (15) days');
    const other = byText('United States dollars');
    expect([payment.category, other.category]).toEqual(['Payment Terms', 'Payment Terms']);
    // The payment clause is edited in place (its days changed, its interest gone: the preferred position
    // has none); the currency clause states none of the playbook's payment terms, so it is not struck for
    // the guideline's text: it stays, and a note says where the position went.
    expect(payment.preferred_final_clause).toContain(
      'Customer shall pay each invoice within sixty (60) days of receipt.',
    );
    expect(payment.preferred_final_clause).not.toContain('1.5%');
    expect(other.preferred_final_clause).toBe(other.text);
    expect(other.preferred_striked_clause).not.toContain('~~');
    // The guideline's text in its place would lose what it says of currency: it needs the reviewer's
    // judgment, the clause left as it is; the payment clause's edit passed every check.
    expect(other.rewrite_status.preferred).toBe('needs_judgment');
    expect(other.judgment.preferred.suggestion).toContain('within sixty (60) days');
    expect(payment.rewrite_status.preferred).toBe('edited');
    expect(other.warnings?.preferred).toBeUndefined();
    // Its verdict is against guidelines it does not speak to: the report says it is no finding.
    expect(other.states_no_terms).toBe(true);
    expect(payment.states_no_terms).toBeUndefined();
    // A category no clause states the terms of is not written into the contract unverified: the clause
    // that fits it best is left as it is, needing the reviewer's judgment, the playbook's wording as a
    // suggestion.
    const warranties = report.clauses.filter((c: { category: string | null }) => c.category === 'Warranties');
    expect(warranties).toHaveLength(1);
    expect(warranties[0].preferred_final_clause).toBe(warranties[0].text);
    expect(warranties[0].rewrite_status.preferred).toBe('needs_judgment');
    expect(warranties[0].judgment.preferred.suggestion.length).toBeGreaterThan(0);
    // In Word: the clauses needing judgment are untouched; the payment clause is edited.
    const docx = await t.get(`/api/v1/test/document/${taskid}/redline.docx?level=preferred`, user);
    expect(docx.statusCode).toBe(200);
    const bytes = new Uint8Array(docx.rawPayload);
    const accepted = readDocxText(bytes, 'accept');
    expect(accepted).toContain(`${currency}\n`);
    expect(accepted).toContain(warranty);
    expect(accepted).toContain('Customer shall pay each invoice within sixty (60) days of receipt.');
    const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
    expect(squash(readDocxText(bytes, 'reject'))).toBe(squash([...CONTRACT, currency, warranty].join('\n')));
  });

  it('files a clause first under a category with guidelines, so that it gets its rewrites', async () => {
    const added = await t.post(
      '/api/v1/train/add-category/',
      { contract_name: 'Master Services Agreement', category_name: 'Data Privacy' },
      user,
    );
    expect(added.statusCode).toBe(201);
    const privacy =
      '4. Data Privacy. Supplier shall process personal data only on the documented instructions of Customer and in accordance with applicable data protection laws, and shall notify Customer of any personal data breach within seventy-two (72) hours.';
    const response = await upload(t, user, { bytes: makeDocx([...CONTRACT, privacy]), name: 'privacy.docx' });
    const report = (await waitForTask(t, user, response.json().data.taskid)).json().data.data;
    const clause = report.clauses.find((c: { text: string }) => c.text.includes('personal data'));
    // Its heading names "Data Privacy", which has no guidelines yet: "Data Protection" gives the rewrites.
    expect(clause.category).toBe('Data Protection');
    expect(clause.preferred_final_clause).not.toBeNull();
    expect(clause.also_under).toEqual([{ category: 'Data Privacy', assessment: null }]);
    const removed = await t.post(
      '/api/v1/train/remove-category/',
      { contractType: 'Master Services Agreement', clauseType: 'Data Privacy' },
      user,
    );
    expect(removed.statusCode).toBe(200);
  });

  it('reviews a PDF with a text layer and gives a Word file of it', async () => {
    const response = await upload(t, user, { bytes: makePdf([CONTRACT]), name: 'draft.pdf' });
    const { taskid } = response.json().data;
    const done = await waitForTask(t, user, taskid);
    expect(done.json().status).toBe('completed');
    expect(
      done.json().data.data.clauses.some((c: { category: string | null }) => c.category === 'Governing Law'),
    ).toBe(true);
    const docx = await t.get(`/api/v1/test/document/${taskid}/redline.docx?level=acceptable`, user);
    expect(docx.statusCode).toBe(200);
    expect(readDocxText(new Uint8Array(docx.rawPayload), 'reject')).toContain('Governing Law');
  });

  it.skipIf(!CUAD_PDF)('reviews a real contract from the CUAD sample', async () => {
    const bytes = new Uint8Array(readFileSync(path.join(CUAD_DIR ?? '', CUAD_PDF ?? '')));
    const big = await createTestApp();
    try {
      await seedDemo(big.db);
      const cookie = big.cookieOf(await big.post('/api/v1/user/login/', DEMO_USER));
      const response = await upload(big, cookie, { bytes, name: CUAD_PDF ?? 'x.pdf' });
      const done = await waitForTask(big, cookie, response.json().data.taskid);
      expect(done.json().status).toBe('completed');
      expect(done.json().data.data.clauses.length).toBeGreaterThan(20);
    } finally {
      await big.close();
    }
  });

  it('names the Word download after the uploaded file, apostrophes and parentheses encoded (RFC 6266/5987)', async () => {
    const name = "O'Brien & Sons (final) – Café 100%.docx";
    const response = await upload(t, user, { bytes: makeDocx(CONTRACT), name });
    expect(response.statusCode).toBe(202);
    const { taskid } = response.json().data;
    expect((await waitForTask(t, user, taskid)).json().status).toBe('completed');

    const docx = await t.get(`/api/v1/test/document/${taskid}/redline.docx?level=preferred`, user);
    expect(docx.statusCode).toBe(200);
    const header = String(docx.headers['content-disposition']);
    const extended = /(?:^|;\s*)filename\*=UTF-8''([^;\s]*)/.exec(header)?.[1];
    const fallback = /(?:^|;\s*)filename="([^"]*)"/.exec(header)?.[1];
    expect(header.startsWith('attachment;')).toBe(true);
    // RFC 5987 value-chars: attr-char or %XX; no apostrophe, parenthesis or space left as is.
    expect(extended).toMatch(/^(?:[A-Za-z0-9!#$&+\-.^_`|~]|%[0-9A-F]{2})+$/);
    expect(decodeURIComponent(extended ?? '')).toBe(
      "O'Brien & Sons (final) – Café 100% - preferred redline.docx",
    );
    expect(extended).toContain('O%27Brien');
    expect(extended).toContain('%28final%29');
    // The ASCII fallback keeps what it can and never breaks the quoted string.
    expect(fallback).toBe("O'Brien & Sons (final) _ Caf_ 100_ - preferred redline.docx");
  });

  it('accepts plain text too', async () => {
    const response = await upload(t, user, {
      bytes: new TextEncoder().encode(CONTRACT.join('\n\n')),
      name: 'draft.txt',
    });
    expect(response.statusCode).toBe(202);
    expect((await waitForTask(t, user, response.json().data.taskid)).json().status).toBe('completed');
  });

  it('reads clauses that name the parties by their own names with the sides the contract gives them', async () => {
    const contract = [
      'SERVICES AGREEMENT',
      'This Services Agreement is made by and between Acme Widgets Inc., a Delaware corporation ("ACME"), and Bolt Labs Ltd., a company organised under the laws of England ("BOLT").',
      '1. Services. ACME shall provide the Services to BOLT. ACME hereby grants to BOLT a non-exclusive license to use the Software.',
      '2. Fees. BOLT shall pay ACME the fees set out in Exhibit A. BOLT shall pay each invoice within sixty (60) days of receipt.',
      '3. Term and Termination. This Agreement continues for one (1) year. ACME may terminate this Agreement for any reason upon one hundred and eighty (180) days prior written notice to BOLT.',
    ];
    const response = await upload(t, user, {
      bytes: new TextEncoder().encode(contract.join('\n\n')),
      name: 'services.txt',
    });
    const done = await waitForTask(t, user, response.json().data.taskid);
    const term = done
      .json()
      .data.data.clauses.find((c: { category: string | null }) => c.category === 'Term and Termination');
    // ACME's long notice is the provider's, not the customer's: it stays, read as the supplier's notice.
    expect(term.preferred_final_clause).toContain(
      'one hundred and eighty (180) days prior written notice to BOLT',
    );
    const rows = term.assessment.terms as { key: string; clause: { text: string } | null }[];
    expect(rows.find((row) => row.key === 'duration:notice@provider')?.clause?.text).toBe(
      'one hundred and eighty (180) days',
    );
    // The playbook's "either party may terminate for material breach" would hand ACME a right the
    // clause does not give it: the edit waits for the reviewer instead.
    expect(term.rewrite_status.preferred).toBe('needs_judgment');
  });

  it('judges a sub-clause on the terms it states, the others with the clause that states them', async () => {
    const contract = [
      'SERVICES AGREEMENT',
      '1. Services. Supplier shall provide the Services to Customer.',
      '2. Term. This Agreement commences on the Effective Date and has an initial term of one (1) year, during which Supplier shall perform the Services described in each Statement of Work in accordance with this Agreement.',
      '3. Termination for Breach. Either party may terminate this Agreement if the other party materially breaches any of its obligations under this Agreement and fails to cure the breach within thirty (30) days after written notice describing the breach in reasonable detail.',
    ];
    const response = await upload(t, user, {
      bytes: new TextEncoder().encode(contract.join('\n\n')),
      name: 'sub-clauses.txt',
    });
    const { clauses } = (await waitForTask(t, user, response.json().data.taskid)).json().data.data;
    const term = clauses.find((c: { heading: string }) => c.heading.startsWith('2.'));
    const cure = clauses.find((c: { heading: string }) => c.heading.startsWith('3.'));
    expect([term.category, cure.category]).toEqual(['Term and Termination', 'Term and Termination']);
    // Thirty days to cure meets the preferred position; the term is section 2's to answer for.
    expect(cure.assessment.level).toBe('preferred');
    expect(cure.assessment.reason).toContain(`(clause #${term.index + 1})`);
    expect(term.assessment.reason).not.toContain(`cure period: the clause does not state it`);
  });

  it.each([
    [
      'a PNG named .pdf',
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
      'image.pdf',
    ],
    [
      'a zip that is not a Word document',
      zipSync({ 'notes.txt': strToU8('not a Word document') }),
      'archive.docx',
    ],
  ])('refuses %s with 415', async (_name, bytes, name) => {
    const response = await upload(t, user, { bytes, name });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toContain('Only PDF, DOCX and plain-text files');
  });

  it('refuses a file over the limit with 413', async () => {
    const response = await upload(t, user, {
      bytes: new Uint8Array(3 * 1024 * 1024).fill(0x41),
      name: 'huge.txt',
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toContain('larger than the upload limit');
  });

  it('refuses at upload with 413 a zip bomb its central directory gives away', async () => {
    const response = await upload(t, user, { bytes: makeZipBomb(20), name: 'bomb.docx' });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toContain('compressed more than 100 to 1 (a "zip bomb")');
  });

  it.each([
    [
      'a zip bomb whose directory under-states its size',
      () =>
        makeRawZip([
          {
            name: 'word/document.xml',
            deflated: deflateRawSync(new Uint8Array(110 * 1024 * 1024), { level: 9 }),
            declaredSize: 4000,
            crc: 0,
          },
        ]),
      'liar.docx',
      'unpack to more than 100 MB',
    ],
    ['a corrupt PDF', () => new TextEncoder().encode('%PDF-1.7\n1 0 obj << broken'), 'broken.pdf', 'damaged'],
    ['an encrypted PDF', () => makePdf([CONTRACT], { encrypted: true }), 'locked.pdf', 'password'],
    ['a scanned PDF without text', () => makePdf([[]]), 'scan.pdf', 'no text layer'],
  ])('ends the task for %s with a message that says so', async (_name, build, name, message) => {
    const response = await upload(t, user, { bytes: build(), name });
    expect(response.statusCode).toBe(202);
    const done = await waitForTask(t, user, response.json().data.taskid);
    expect(done.json().status).toBe('failed');
    expect(done.json().message).toContain(message);
    expect(done.json().data.error).toContain(message);
    // Its Word file: not "not finished yet", but that it failed and why.
    const docx = await t.get(`/api/v1/test/document/${response.json().data.taskid}/redline.docx`, user);
    expect(docx.statusCode).toBe(409);
    expect(docx.json()).toMatchObject({
      code: 'REVIEW_FAILED',
      detail: `The review failed, so there is no Word document: ${done.json().data.error}`,
    });
  });

  it('validates the form', async () => {
    const noFile = await t.post(
      '/api/v1/test/final/document/',
      { selected_contract: 'Master Services Agreement' },
      user,
    );
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toContain('The file is required');
    const noContract = await upload(
      t,
      user,
      { bytes: makeDocx(CONTRACT), name: 'a.docx' },
      { selected_contract: '' },
    );
    expect(noContract.statusCode).toBe(400);
    const unknown = await upload(
      t,
      user,
      { bytes: makeDocx(CONTRACT), name: 'a.docx' },
      { selected_contract: 'Lease' },
    );
    expect(unknown.statusCode).toBe(404);
  });

  it("keeps each company's reviews to itself and refuses anonymous uploads", async () => {
    const { taskid } = (await upload(t, user, { bytes: makeDocx(CONTRACT), name: 'a.docx' })).json().data;
    await waitForTask(t, user, taskid);
    expect((await t.get(`/api/v1/test/document/${taskid}`, otherUser)).statusCode).toBe(404);
    expect((await t.get(`/api/v1/test/document/${taskid}/redline.docx`, otherUser)).statusCode).toBe(404);
    expect((await t.get(`/api/v1/test/document/${taskid}`)).statusCode).toBe(401);
    expect((await upload(t, '', { bytes: makeDocx(CONTRACT), name: 'a.docx' })).statusCode).toBe(401);
    // Refused uploads are deleted once the answer has gone out.
    const leftovers = () =>
      readdirSync(path.join(t.config.dataDir, 'uploads')).filter((name) => name.startsWith('upload-'));
    await expect.poll(leftovers, { timeout: 2_000 }).toEqual([]);
  });
});

describe('document review with an AI provider', () => {
  let app: Awaited<ReturnType<typeof startDemoAppWithFakeAi>>;
  beforeAll(async () => {
    app = await startDemoAppWithFakeAi('document-model');
  });
  afterAll(() => app.close());

  it("asks the AI for the rewrites of a clause's first category only; the others get the engine's verdict", async () => {
    const both =
      "4. Confidentiality and Data Protection. Each party shall keep the Confidential Information of the other party confidential, and Supplier shall process personal data only on Customer's documented instructions and shall notify Customer of any security incident within seventy-two (72) hours.";
    app.fake.setDefault((request) => {
      const prompt: string = request.body.messages.at(-1)?.content ?? '';
      if (request.body.response_format?.json_schema?.name === 'clause_categories') {
        const indexes = [...prompt.matchAll(/<clause index="(\d+)">/g)].map((m) => Number(m[1]));
        const clauses = indexes.map((index) => {
          const text = prompt.split(`<clause index="${index}">`)[1]?.split('</clause>')[0] ?? '';
          return text.includes('personal data')
            ? { index, category: 'Data Protection', also: ['Confidentiality'] }
            : { index, category: null, also: [] };
        });
        return { kind: 'content', content: JSON.stringify({ clauses }) };
      }
      // A follow-up naming what a rewrite misses is answered with the same (unchanged) clause.
      const [, user = ''] = request.body.messages.map((m: { content: string }) => m.content);
      const clause = user.split('<counterparty_clause>')[1]?.split('</counterparty_clause>')[0]?.trim() ?? '';
      return {
        kind: 'content',
        content: JSON.stringify({
          closest_level: 'acceptable',
          reason: 'The AI reads it as acceptable.',
          preferred_clause: clause,
          acceptable_clause: clause,
        }),
      };
    });
    const response = await upload(app.t, app.user, {
      bytes: makeDocx([...CONTRACT, both]),
      name: 'two topics.docx',
    });
    const done = (await waitForTask(app.t, app.user, response.json().data.taskid)).json();
    expect(done.status, JSON.stringify(done)).toBe('completed');
    const report = done.data.data;
    const clause = report.clauses.find((c: { text: string }) => c.text.includes('personal data'));
    expect(clause.category).toBe('Data Protection');
    expect(clause.assessment.ai_reason).toBe('The AI reads it as acceptable.');
    expect(clause.also_under).toHaveLength(1);
    expect(clause.also_under[0].category).toBe('Confidentiality');
    expect(clause.also_under[0].assessment.level).toMatch(/preferred|acceptable|unacceptable/);
    expect(clause.also_under[0].assessment.ai_reason).toBeUndefined();
    const reviews = app.fake.requests.filter(
      (r) => r.body.response_format?.json_schema?.name !== 'clause_categories',
    );
    expect(
      reviews.length,
      'one review call (and at most one follow-up) for the one categorised clause',
    ).toBeLessThanOrEqual(2);
    expect(
      reviews.every(
        (r) =>
          !r.body.messages.some((m: { content: string }) =>
            m.content.includes('Clause category: Confidentiality'),
          ),
      ),
    ).toBe(true);
  });
});
