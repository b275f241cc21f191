/**
 * Explaining every change: a DOCX that comes back with the counterparty's tracked changes is reviewed
 * on their proposal; the Word file keeps their changes, adds ours with a comment on each changed clause;
 * the report says who of them changed what; the issues list downloads as XLSX and CSV (opened in
 * LibreOffice Calc where it is installed), under the report's tenancy rules.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDocxText } from '../../src/engine/document/docx-redline';
import { DEMO_USER, seedDemo } from '../../src/server/seed/seed-demo';
import type { TReviewedClause } from '../../src/shared/schemas/documents';
import { makeDocxOfBody, makePdf } from '../fixtures/documents';
import { soffice, textLines } from '../fixtures/office';
import { createTestApp, type TTestApp } from './support/test-app';

const t = (text: string) => `<w:t xml:space="preserve">${text}</w:t>`;
const r = (text: string) => `<w:r>${t(text)}</w:r>`;
const stamp = (id: number, author: string) =>
  `w:id="${id}" w:author="${author.replace(/"/g, '&quot;')}" w:date="2025-02-0${id}T09:00:00Z"`;
const ins = (id: number, author: string, text: string) => `<w:ins ${stamp(id, author)}>${r(text)}</w:ins>`;
const del = (id: number, author: string, text: string) =>
  `<w:del ${stamp(id, author)}><w:r><w:delText xml:space="preserve">${text}</w:delText></w:r></w:del>`;

const JANE = 'Jane Roe';
/** A hostile author name: a spreadsheet would run it as a formula. */
const FORMULA_AUTHOR = '=HYPERLINK("http://evil.example","x")';
const escaped = (text: string) => text.replace(/"/g, '&quot;');

/** The counterparty's draft: their tracked changes in the liability, governing law and payment clauses. */
const THEIR_DRAFT = makeDocxOfBody(
  [
    `<w:p>${r('1. Limitation of Liability. In no event shall Supplier be liable for any indirect, incidental or consequential damages, and Supplier total liability under this Agreement shall not exceed the fees paid in the ')}${del(1, JANE, 'twelve (12) months')}${ins(2, JANE, 'one (1) month')}${r(' before the claim.')}</w:p>`,
    `<w:p>${r('2. Governing Law. This Agreement shall be governed by the laws of the State of ')}${del(3, FORMULA_AUTHOR, 'New York')}${ins(4, FORMULA_AUTHOR, 'Texas')}${r(', and the courts of Dallas County shall have exclusive jurisdiction over any dispute arising under it.')}</w:p>`,
    `<w:p>${r('3. Payment Terms. Customer shall pay each invoice within fifteen (15) days of receipt, and late payments bear interest at 1.5% per month until paid in full.')}</w:p>`,
  ].join(''),
);

const upload = (app: TTestApp, cookie: string, bytes: Uint8Array, name: string) => {
  const form = new FormData();
  form.append('selected_contract', 'Master Services Agreement');
  form.append('file', new Blob([Buffer.from(bytes)], { type: 'application/octet-stream' }), name);
  return app.app.inject({
    method: 'POST',
    url: '/api/v1/test/final/document/',
    payload: form,
    headers: cookie ? { cookie } : {},
  });
};

const waitForTask = async (app: TTestApp, cookie: string, taskid: string) => {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const response = await app.get(`/api/v1/test/document/${taskid}`, cookie);
    if (response.statusCode !== 200 || response.json().status !== 'pending') return response;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('task did not finish');
};

/** A clause with a finding, as the issues list counts them: a verdict below preferred under any category. */
const hasFinding = (clause: TReviewedClause) =>
  [
    clause.states_no_terms ? null : clause.assessment,
    ...(clause.also_under ?? []).map((other) => (other.states_no_terms ? null : other.assessment)),
  ].some((assessment) => assessment && assessment.level !== 'preferred');

/** RFC 4180 records: quoted fields with doubled quotes, CRLF between records. */
const parseCsv = (text: string): string[][] => {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += ch;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
};

const HEADERS = [
  'Clause',
  'Section',
  'Heading',
  'Category',
  'Verdict',
  'Main reason',
  'Proposed change ([-struck-] {+added+})',
  'Rewrite',
  'Counterparty changes',
  'Status',
];

describe('a review of a DOCX with the counterparty’s tracked changes', () => {
  let app: TTestApp;
  let user: string;
  let otherUser: string;
  let taskid: string;
  let report: { clauses: TReviewedClause[]; missing_categories: string[] };
  beforeAll(async () => {
    app = await createTestApp();
    await seedDemo(app.db);
    user = app.cookieOf(await app.post('/api/v1/user/login/', DEMO_USER));
    const admin = await app.loginAsAdmin();
    otherUser = await app.loginAsUser(admin, await app.addCompany(admin, 'Other Co'), 'mallory');
    taskid = (await upload(app, user, THEIR_DRAFT, 'their markup.docx')).json().data.taskid;
    const done = await waitForTask(app, user, taskid);
    expect(done.json().status).toBe('completed');
    report = done.json().data.data;
  });
  afterAll(() => app.close());

  const clauseWith = (words: string) =>
    report.clauses.find((clause) => clause.text.includes(words)) as TReviewedClause;

  it('reviews their proposal and says per clause who of them changed what', () => {
    const liability = clauseWith('Limitation of Liability');
    // Judged on the text with their changes accepted.
    expect(liability.text).toContain('the fees paid in the one (1) month before the claim');
    expect(liability.counterparty_changes).toEqual([
      {
        author: JANE,
        date: '2025-02-02T09:00:00Z',
        inserted: ['one (1) month'],
        deleted: ['twelve (12) months'],
      },
    ]);
    expect(clauseWith('Governing Law').counterparty_changes).toEqual([
      { author: FORMULA_AUTHOR, date: '2025-02-04T09:00:00Z', inserted: ['Texas'], deleted: ['New York'] },
    ]);
    expect(clauseWith('Payment Terms').counterparty_changes).toBeUndefined();
  });

  it('returns a Word file with their changes still theirs, ours the reviewer’s, and a comment on each changed clause', async () => {
    const docx = await app.get(`/api/v1/test/document/${taskid}/redline.docx?level=preferred`, user);
    expect(docx.statusCode).toBe(200);
    const bytes = new Uint8Array(docx.rawPayload);
    const files = unzipSync(bytes);
    const xml = strFromU8(files['word/document.xml'] as Uint8Array);
    expect(xml).toContain(del(1, JANE, 'twelve (12) months'));
    expect(xml).toContain(`<w:ins ${stamp(2, JANE)}>`);
    const authors = new Set([...xml.matchAll(/<w:(?:ins|del) [^>]*w:author="([^"]*)"/g)].map((m) => m[1]));
    expect(authors).toEqual(new Set([JANE, escaped(FORMULA_AUTHOR), DEMO_USER.username]));
    // Accept all: our rewrites of their proposal; reject all: the text before either side changed it.
    const changed = report.clauses.filter(
      (clause) => clause.preferred_final_clause && clause.preferred_final_clause !== clause.text,
    );
    const accepted = readDocxText(bytes, 'accept').replace(/\s+/g, ' ');
    for (const clause of changed)
      expect(accepted).toContain((clause.preferred_final_clause as string).replace(/\s+/g, ' '));
    const rejected = readDocxText(bytes, 'reject');
    expect(rejected).toContain('the fees paid in the twelve (12) months before the claim');
    expect(rejected).toContain('the laws of the State of New York, and the courts');
    // One comment per changed clause, by the reviewer, anchored in the body, in plain words.
    const comments = strFromU8(files['word/comments.xml'] as Uint8Array);
    const entries = [
      ...comments.matchAll(/<w:comment w:id="(\d+)" w:author="([^"]*)"[^>]*>(.*?)<\/w:comment>/g),
    ];
    expect(entries).toHaveLength(changed.length);
    for (const [, id, author, body] of entries) {
      expect(author).toBe(DEMO_USER.username);
      expect(xml).toContain(`<w:commentRangeStart w:id="${id}"/>`);
      expect(xml).toContain(`<w:commentReference w:id="${id}"/>`);
      const text = (body ?? '').replace(/<[^>]+>/g, '');
      expect(text).toMatch(/^The clause .*; the playbook prefers .*\. [A-Z].*\.$/);
      expect(text).not.toMatch(/\d\.\d{2,}|score|feature:|cap:|duration:|unacceptable/i);
    }
    expect(comments).toContain('The clause sets the liability cap (fees over a period) at "one (1) month"');
  });

  it('lists every clause with a finding in a workbook with a frozen header, widths, wrapping and coloured verdicts', async () => {
    const response = await app.get(`/api/v1/test/document/${taskid}/issues.xlsx`, user);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toContain(
      "filename*=UTF-8''their%20markup%20-%20issues.xlsx",
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.getWorksheet('Issues') as ExcelJS.Worksheet;
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect((sheet.getRow(1).values as string[]).slice(1)).toEqual(HEADERS);
    expect(sheet.getColumn(6).width).toBe(60);
    const findings = report.clauses.filter(hasFinding);
    expect(findings.length).toBeGreaterThanOrEqual(3);
    expect(sheet.rowCount).toBe(1 + findings.length + report.missing_categories.length);
    findings.forEach((clause, i) => {
      const row = sheet.getRow(i + 2);
      expect(row.getCell(1).value).toBe(`#${clause.index + 1}`);
      expect(row.getCell(5).value).toMatch(/^(Unacceptable|Acceptable)$/);
      expect(row.getCell(5).fill).toMatchObject({ type: 'pattern', pattern: 'solid' });
      expect(row.getCell(6).alignment).toMatchObject({ wrapText: true });
      expect(row.getCell(10).dataValidation).toMatchObject({ type: 'list' });
    });
    const liability = sheet.getRow(2 + findings.indexOf(clauseWith('Limitation of Liability')));
    expect(liability.getCell(2).value).toBe('1');
    expect(liability.getCell(3).value).toBe('Limitation of Liability');
    expect(liability.getCell(4).value).toBe('Limitation of Liability');
    const change = liability.getCell(7).value as ExcelJS.CellRichTextValue;
    expect(change.richText.some((piece) => piece.font?.strike && piece.text.includes('one'))).toBe(true);
    expect(change.richText.some((piece) => piece.font?.underline && piece.text.includes('twelve'))).toBe(
      true,
    );
    expect(liability.getCell(9).value).toBe(
      `${JANE}: inserted "one (1) month"; deleted "twelve (12) months"`,
    );
    // The formula-like author stays text in the workbook: a string cell, never a formula.
    const law = sheet.getRow(2 + findings.indexOf(clauseWith('Governing Law')));
    expect(law.getCell(9).type).toBe(ExcelJS.ValueType.String);
    expect(law.getCell(9).value).toBe(`${FORMULA_AUTHOR}: inserted "Texas"; deleted "New York"`);
    const missing = sheet.getRow(2 + findings.length);
    expect(missing.getCell(5).value).toBe('Missing');
  });

  it('lists the same rows as CSV (RFC 4180), every cell safe from formula injection', async () => {
    const response = await app.get(`/api/v1/test/document/${taskid}/issues.csv`, user);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8; header=present');
    expect(response.headers['content-disposition']).toContain('their markup - issues.csv');
    expect(response.body.endsWith('\r\n')).toBe(true);
    const rows = parseCsv(response.body);
    expect(rows[0]).toEqual(HEADERS);
    const findings = report.clauses.filter(hasFinding);
    expect(rows).toHaveLength(1 + findings.length + report.missing_categories.length);
    for (const row of rows) expect(row).toHaveLength(HEADERS.length);
    expect(rows.slice(1, 1 + findings.length).map((row) => row[0])).toEqual(
      findings.map((clause) => `#${clause.index + 1}`),
    );
    const law = rows.find((row) => row[3] === 'Governing Law') as string[];
    expect(law[8]).toBe(`'${FORMULA_AUTHOR}: inserted "Texas"; deleted "New York"`);
    const liability = rows.find((row) => row[3] === 'Limitation of Liability') as string[];
    expect(liability[6]).toMatch(/\[-one-\]\{\+twelve\+\} \(\[-1-\]\{\+12\+\}\)/);
    for (const row of rows) for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it.skipIf(!soffice)(
    'opens in LibreOffice Calc with the rows the API lists',
    async () => {
      const response = await app.get(`/api/v1/test/document/${taskid}/issues.xlsx`, user);
      const dir = mkdtempSync(path.join(tmpdir(), 'issues-calc-'));
      try {
        writeFileSync(path.join(dir, 'issues.xlsx'), response.rawPayload);
        execFileSync(
          soffice as string,
          [
            `-env:UserInstallation=file://${path.join(dir, 'profile')}`,
            '--headless',
            '--convert-to',
            'csv:Text - txt - csv (StarCalc):44,34,76,1',
            '--outdir',
            dir,
            path.join(dir, 'issues.xlsx'),
          ],
          { timeout: 120_000, stdio: 'ignore' },
        );
        const calc = parseCsv(readFileSync(path.join(dir, 'issues.csv'), 'utf8').replace(/\r?\n/g, '\r\n'));
        const api = parseCsv((await app.get(`/api/v1/test/document/${taskid}/issues.csv`, user)).body);
        expect(calc[0]).toEqual(HEADERS);
        // Calc reads every cell the API lists (its CSV has no formula guard and plain text for the redline).
        expect(calc.map((row) => row.slice(0, 6))).toEqual(
          api.map((row) => row.slice(0, 6).map((cell) => cell.replace(/^'(?=[=+\-@])/, ''))),
        );
        expect(calc.map((row) => row[8])).toEqual(api.map((row) => row[8]?.replace(/^'(?=[=+\-@])/, '')));
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    180_000,
  );

  it('is another company’s user’s to see as much as the report: not at all', async () => {
    for (const format of ['xlsx', 'csv']) {
      expect((await app.get(`/api/v1/test/document/${taskid}/issues.${format}`, otherUser)).statusCode).toBe(
        404,
      );
      expect((await app.get(`/api/v1/test/document/${taskid}/issues.${format}`)).statusCode).toBe(401);
      expect(
        (await app.get(`/api/v1/test/document/00000000-0000-4000-8000-000000000000/issues.${format}`, user))
          .statusCode,
      ).toBe(404);
      expect((await app.get(`/api/v1/test/document/not-a-task/issues.${format}`, user)).statusCode).toBe(404);
    }
  });

  it('gives the Word file of a PDF its comments too', async () => {
    const pdf = makePdf([
      // Two lines: a line that runs past the page's edge is cut there, as a PDF viewer shows it.
      [
        '1. Governing Law. This Agreement shall be governed by the laws of the State of Texas, and the',
        'courts of Dallas County shall have exclusive jurisdiction over any dispute arising under it.',
      ],
    ]);
    const { taskid: pdfTask } = (await upload(app, user, pdf, 'scan.pdf')).json().data;
    expect((await waitForTask(app, user, pdfTask)).json().status).toBe('completed');
    const docx = await app.get(`/api/v1/test/document/${pdfTask}/redline.docx`, user);
    const files = unzipSync(new Uint8Array(docx.rawPayload));
    const comments = strFromU8(files['word/comments.xml'] as Uint8Array);
    expect(comments).toContain('The clause sets the governing law at "the State of Texas"');
    expect(textLines(readDocxText(new Uint8Array(docx.rawPayload), 'reject')).join(' ')).toContain(
      'State of Texas',
    );
  });
});
