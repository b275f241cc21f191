import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BrowserContext, expect, type Locator, type Page, type Response, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { strFromU8, unzipSync } from 'fflate';
import { getDocumentProxy } from 'unpdf';
import { readDocxText } from '../../src/engine/document/docx-redline';
import { DEMO_PLAYBOOK } from '../../src/server/seed/demo-playbook';
import type { TDocumentReport, TReviewedClause } from '../../src/shared/schemas/documents';
import { makeDocxOfBody } from '../fixtures/documents';
import { soffice } from '../fixtures/office';
import { shotAtTop } from './support/app';
import { setUpCompanyPlaybook } from './support/company-playbook';
import { SCREENSHOT_DIR } from './support/env';
import { shotOf } from './support/screens';

/**
 * Explaining every change, in the browser: a user of 'Issues Co' uploads the counterparty's draft, a
 * DOCX with their tracked changes (two authors); the report says which clauses they changed, the Word
 * redline keeps their changes and comments on each of ours, and the issues list downloads as XLSX and
 * CSV. The Word file is also rendered by LibreOffice with its comments in the margin, as a picture.
 */

const COMPANY = 'Issues Co';
const ISSUES_USER = { username: 'ivy.issues', email: 'ivy@issuesco.example' };
const MSA = 'Master Services Agreement';
const CATEGORIES = ['Limitation of Liability', 'Governing Law', 'Payment Terms'] as const;
const FILE = 'counterparty draft.docx';
const JANE = 'Jane Roe';
const MAX = 'Max Mustermann';

const t = (text: string) => `<w:t xml:space="preserve">${text}</w:t>`;
const r = (text: string) => `<w:r>${t(text)}</w:r>`;
const stamp = (id: number, author: string) =>
  `w:id="${id}" w:author="${author}" w:date="2025-03-0${id}T11:00:00Z"`;
const ins = (id: number, author: string, text: string) => `<w:ins ${stamp(id, author)}>${r(text)}</w:ins>`;
const del = (id: number, author: string, text: string) =>
  `<w:del ${stamp(id, author)}><w:r><w:delText xml:space="preserve">${text}</w:delText></w:r></w:del>`;

/** The counterparty's draft: Jane cut the liability cap, Max moved the governing law to Texas. */
const THEIR_DRAFT = makeDocxOfBody(
  [
    `<w:p>${r('1. Limitation of Liability. In no event shall Supplier be liable for any indirect, incidental or consequential damages, and Supplier total liability under this Agreement shall not exceed the fees paid in the ')}${del(1, JANE, 'twelve (12) months')}${ins(2, JANE, 'one (1) month')}${r(' before the claim.')}</w:p>`,
    `<w:p>${r('2. Governing Law. This Agreement shall be governed by the laws of the State of ')}${del(3, MAX, 'New York')}${ins(4, MAX, 'Texas')}${r(', and the courts of Dallas County shall have exclusive jurisdiction over any dispute arising under it.')}</w:p>`,
    `<w:p>${r('3. Payment Terms. Customer shall pay each invoice within fifteen (15) days of receipt, and late payments bear interest at 1.5% per month until paid in full.')}</w:p>`,
  ].join(''),
);

const UPLOAD_CALL = /\/api\/v1\/test\/final\/document\/(\?.*)?$/;

/**
 * The Word file as LibreOffice renders it: a PDF with the comments as PDF notes (LibreOffice 7.4 cannot
 * print them in the margin: its PDF export has no such option yet), and page 1 of it as a PNG.
 */
const renderInLibreOffice = (docx: Uint8Array) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'word-comments-'));
  try {
    writeFileSync(path.join(dir, 'redline.docx'), docx);
    execFileSync(
      soffice as string,
      [
        `-env:UserInstallation=file://${path.join(dir, 'profile')}`,
        '--headless',
        '--convert-to',
        'pdf:writer_pdf_Export:{"ExportNotes":{"type":"boolean","value":"true"}}',
        '--outdir',
        dir,
        path.join(dir, 'redline.docx'),
      ],
      { timeout: 120_000, stdio: 'ignore' },
    );
    execFileSync(
      'pdftoppm',
      ['-png', '-r', '96', '-f', '1', '-l', '1', '-singlefile', 'redline.pdf', 'page'],
      {
        cwd: dir,
        timeout: 60_000,
        stdio: 'ignore',
      },
    );
    return {
      pdf: new Uint8Array(readFileSync(path.join(dir, 'redline.pdf'))),
      png: readFileSync(path.join(dir, 'page.png')),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

type TPdfNote = { author: string; text: string; top: number };

/** The comments LibreOffice wrote into page 1 of the PDF, top to bottom, with where they are (0–1 down the page). */
const pdfComments = async (pdf: Uint8Array): Promise<TPdfNote[]> => {
  const document = await getDocumentProxy(pdf);
  const page = await document.getPage(1);
  const [, , , height = 1] = page.view;
  const annotations = (await page.getAnnotations()) as Array<{
    subtype: string;
    titleObj?: { str: string };
    contentsObj?: { str: string };
    rect: number[];
  }>;
  return annotations
    .filter((annotation) => annotation.subtype === 'Text')
    .map((annotation) => ({
      author: annotation.titleObj?.str ?? '',
      text: annotation.contentsObj?.str ?? '',
      top: (height - (annotation.rect[3] ?? 0)) / height,
    }))
    .sort((a, b) => a.top - b.top);
};

/** The rendered page with its comments written beside it at their height, numbered as on the page. */
const pictureWithMargin = async (page: Page, rendered: { png: Buffer }, notes: TPdfNote[], file: string) => {
  const html = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  const width = 620;
  const height = Math.round((width * 11) / 8.5);
  let floor = 0;
  const cards = notes.map((note, n) => {
    const at = Math.max(Math.round(note.top * height) - 12, floor);
    floor = at + 30 + Math.ceil(note.text.length / 46) * 17;
    return `<div class="card" style="top:${at}px"><b>${n + 1}. ${html(note.author.replace(/,\s*$/, ''))}</b><br>${html(note.text)}</div>`;
  });
  const marks = notes.map(
    (note, n) => `<span class="mark" style="top:${Math.round(note.top * height) - 8}px">${n + 1}</span>`,
  );
  const shot = await page.context().newPage();
  await shot.setViewportSize({ width: width + 420, height: Math.max(height, floor) + 24 });
  await shot.setContent(`<!doctype html><html lang="en"><head><title>Word file in LibreOffice</title><style>
    body { margin: 12px; font: 13px/1.35 sans-serif; display: flex; gap: 12px; background: #eee; }
    .page { position: relative; width: ${width}px; height: ${height}px; background: #fff; box-shadow: 0 0 4px #999; }
    .page img { width: 100%; height: 100%; }
    .mark { position: absolute; right: -10px; background: #b8860b; color: #fff; border-radius: 9px; padding: 0 6px; font-size: 11px; }
    .margin { position: relative; width: 380px; }
    .card { position: absolute; left: 0; right: 0; background: #fff8dc; border-left: 4px solid #b8860b; padding: 4px 8px; }
  </style></head><body><div class="page"><img alt="Page 1 as LibreOffice renders it" src="data:image/png;base64,${rendered.png.toString('base64')}">${marks.join('')}</div><div class="margin">${cards.join('')}</div></body></html>`);
  await shot.screenshot({ path: file, fullPage: true });
  await shot.close();
};

test.describe
  .serial('explaining every change as a user of Issues Co', () => {
    let context: BrowserContext;
    let page: Page;
    let main: Locator;
    let taskId = '';
    let report: TDocumentReport;

    const reportRegion = () => main.getByRole('region', { name: FILE });
    const downloads = () => reportRegion().getByRole('region', { name: 'Downloads' });
    const clauseWith = (words: string) =>
      report.clauses.find((clause) => clause.text.includes(words)) as TReviewedClause;

    test.beforeAll(async ({ browser }) => {
      const demo = DEMO_PLAYBOOK.find((contract) => contract.name === MSA);
      if (!demo) throw new Error(`The demo playbook has no "${MSA}"`);
      let adminContext: BrowserContext;
      ({ adminContext, context, page } = await setUpCompanyPlaybook(browser, {
        company: COMPANY,
        user: ISSUES_USER,
        contract: MSA,
        categories: CATEGORIES.map((name) => ({
          name,
          guidelines: demo.categories.find((category) => category.name === name)?.guidelines,
        })),
        contextOptions: { acceptDownloads: true },
      }));
      await adminContext.close();
      main = page.getByRole('main');
    });

    test.afterAll(async () => {
      await context?.close();
    });

    test('the report of their draft: download buttons for the redlines and the issues list', async () => {
      await page.goto('/train-model');
      await main.getByRole('radio', { name: 'Document', exact: true }).check();
      await main.locator('input[type="file"]').setInputFiles({
        name: FILE,
        mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        buffer: Buffer.from(THEIR_DRAFT),
      });
      await expect(main.getByText(`Chosen file: ${FILE}`)).toBeVisible();
      const answer = page.waitForResponse(
        (response: Response) => UPLOAD_CALL.test(response.url()) && response.request().method() === 'POST',
      );
      await main.getByRole('button', { name: 'Test Clause', exact: true }).click();
      const response = await answer;
      expect(response.status(), await response.text()).toBe(202);
      taskId = ((await response.json()) as { data: { taskid: string } }).data.taskid;
      await expect(reportRegion()).toBeVisible({ timeout: 45_000 });
      report = (
        (await (await page.request.get(`/api/v1/test/document/${taskId}`)).json()) as {
          data: { data: TDocumentReport };
        }
      ).data.data;

      for (const name of [
        'Download preferred redline (.docx)',
        'Download acceptable redline (.docx)',
        'Download issues list (.xlsx)',
        'Download issues list (.csv)',
      ])
        await expect(downloads().getByRole('link', { name, exact: true })).toBeVisible();
      await expect(downloads()).toContainText('a comment on each changed clause saying why');
      await expect(downloads()).toContainText('with a status column to fill in');
      await shotAtTop(page, '130-report-download-buttons');
      await shotOf(downloads(), '131-report-downloads');
    });

    test('a clause the counterparty changed says who and which words', async () => {
      const liability = clauseWith('Limitation of Liability');
      const row = main.getByRole('button', {
        name: new RegExp(`^#${liability.index + 1} .*changed by ${JANE}`),
      });
      await row.click();
      const panel = main.getByRole('region', { name: new RegExp(`^#${liability.index + 1} `) });
      const changes = panel.getByRole('region', { name: 'Changed by the counterparty' });
      await expect(changes).toBeVisible();
      await expect(changes).toContainText(`${JANE}`);
      await expect(changes).toContainText(': inserted "one (1) month"; deleted "twelve (12) months"');
      await shotOf(
        main
          .locator('.mantine-Accordion-item')
          .filter({ has: page.getByRole('region', { name: 'Changed by the counterparty' }) }),
        '132-counterparty-changes',
      );
    });

    test('the issues list downloads as a workbook and as CSV, one row per clause with a finding', async () => {
      const findings = report.clauses.filter(
        (clause) => !clause.states_no_terms && clause.assessment && clause.assessment.level !== 'preferred',
      );
      expect(findings.length).toBeGreaterThanOrEqual(2);

      const xlsxDownload = page.waitForEvent('download');
      await downloads().getByRole('link', { name: 'Download issues list (.xlsx)', exact: true }).click();
      const xlsx = await xlsxDownload;
      expect(xlsx.suggestedFilename()).toBe('counterparty draft - issues.xlsx');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(readFileSync(await xlsx.path()) as unknown as ExcelJS.Buffer);
      const sheet = workbook.getWorksheet('Issues') as ExcelJS.Worksheet;
      const clauses = sheet
        .getColumn(1)
        .values.slice(2)
        .filter((value) => value !== '');
      expect(clauses).toEqual(findings.map((clause) => `#${clause.index + 1}`));

      const csvDownload = page.waitForEvent('download');
      await downloads().getByRole('link', { name: 'Download issues list (.csv)', exact: true }).click();
      const csv = await csvDownload;
      expect(csv.suggestedFilename()).toBe('counterparty draft - issues.csv');
      const text = readFileSync(await csv.path(), 'utf8');
      expect(text.split('\r\n')[0]).toBe(
        'Clause,Section,Heading,Category,Verdict,Main reason,Proposed change ([-struck-] {+added+}),Rewrite,Counterparty changes,Status',
      );
      expect(text).toContain(`${JANE}: inserted ""one (1) month""; deleted ""twelve (12) months""`);
    });

    test('the Word redline keeps their changes, adds ours with comments, and LibreOffice shows the comments', async () => {
      const downloading = page.waitForEvent('download');
      await downloads()
        .getByRole('link', { name: 'Download preferred redline (.docx)', exact: true })
        .click();
      const download = await downloading;
      const bytes = new Uint8Array(readFileSync(await download.path()));
      const files = unzipSync(bytes);
      const xml = strFromU8(files['word/document.xml'] as Uint8Array);
      expect(xml).toContain(del(1, JANE, 'twelve (12) months'));
      expect(xml).toContain(`<w:ins ${stamp(4, MAX)}>`);
      const commentsXml = strFromU8(files['word/comments.xml'] as Uint8Array);
      expect(commentsXml).toContain(`w:author="${ISSUES_USER.username}"`);
      expect(commentsXml).toContain('The clause sets the governing law at "the State of Texas"');
      expect(readDocxText(bytes, 'reject')).toContain('the laws of the State of New York, and the courts');

      test.skip(!soffice, 'LibreOffice is not installed');
      const rendered = renderInLibreOffice(bytes);
      // LibreOffice carries each comment into the PDF, by the reviewer, with its text.
      const comments = [...commentsXml.matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((m) =>
        m[1]?.replace(/&quot;/g, '"').replace(/&amp;/g, '&'),
      );
      const notes = await pdfComments(rendered.pdf);
      expect(notes.map((note) => note.text).sort()).toEqual([...comments].sort());
      for (const note of notes) expect(note.author).toContain(ISSUES_USER.username);
      await pictureWithMargin(
        page,
        rendered,
        notes,
        path.join(SCREENSHOT_DIR, '133-word-file-with-comments.png'),
      );
    });
  });
