import { readFile } from 'node:fs/promises';
import {
  type BrowserContext,
  type Download,
  expect,
  type Locator,
  type Page,
  type Response,
  test,
} from '@playwright/test';
import { unzipSync } from 'fflate';
import { readDocxText } from '../../src/engine/document/docx-redline';
import { DEMO_PLAYBOOK } from '../../src/server/seed/demo-playbook';
import type { TDocumentReport, TReviewedClause } from '../../src/shared/schemas/documents';
import { makePdf } from '../fixtures/documents';
import { sharedDataPath } from '../fixtures/shared-data';
import { chooseOption, closeErrorDialog, errorDialog, selectInput, shotAtTop } from './support/app';
import { setUpCompanyPlaybook } from './support/company-playbook';
import { holdNextRequest, horizontalOverflow, redlineReading } from './support/page-helpers';
import { shotOf } from './support/screens';

/**
 * Document review (upload a whole contract, follow the review, read the report, download the Word
 * redlines, refine a clause), as a user of a company of its own ('Docs Co') whose 'Master Services
 * Agreement' playbook is trained with the demo guidelines. One master-admin login and one user login
 * for the whole file (the server limits logins per IP).
 */

const COMPANY = 'Docs Co';
const DOCS_USER = { username: 'dana.docs', email: 'dana@docsco.example' };
const MSA = 'Master Services Agreement';
const LIABILITY = 'Limitation of Liability';
const CATEGORIES = [LIABILITY, 'Governing Law', 'Payment Terms', 'Warranties', 'Data Protection'] as const;

/** A real contract from CUAD: a 2000 license and hosting agreement between Corio and Commerce One. */
const CUAD_NAME = '04_CORIOINC_07_20_2000-EX-10.5-LICENSE_AND_HOSTING_AGREEMENT.pdf';
/** The shared data beside the repository (see sharedDataPath); the file's tests skip without it. */
const CUAD_PDF = sharedDataPath('cuad-dev', 'contracts', CUAD_NAME) ?? '';
/** A sentence of its recitals, which the review leaves alone. */
const CUAD_SENTENCE = 'Commerce One is the owner of certain proprietary software products';
const REDLINE_NAMES = {
  preferred: CUAD_NAME.replace(/\.pdf$/, ' - preferred redline.docx'),
  acceptable: CUAD_NAME.replace(/\.pdf$/, ' - acceptable redline.docx'),
} as const;

const APPENDED = 'This limitation applies to each party.';

/** A short contract whose data protection clause also caps the liability for it, as a PDF's lines. */
const SEVERAL_NAME = 'data-processing-terms.pdf';
const SEVERAL_CONTRACT = [
  '1. Data Protection. Supplier shall process personal data only on the documented',
  'instructions of Customer and in accordance with applicable data protection laws, and shall',
  'notify Customer of any personal data breach within seventy-two (72) hours. Supplier total',
  'liability for any breach of this Section shall not exceed the fees paid in the twelve (12)',
  'months before the claim.',
  '2. Governing Law. This Agreement shall be governed by the laws of the State of New York.',
];

const UNSUPPORTED = 'Only PDF, DOCX and plain-text files can be reviewed. This file is none of these.';
const NO_TEXT_LAYER = 'The PDF has no text layer (it looks scanned): run it through OCR and upload it again.';

/** The review screen's stage line once the server reports a stage (document-review-state's describeStage). */
const SERVER_STAGE =
  /^(?:(?:Reading the document|Splitting into clauses|Preparing the report)…|(?:Detecting clause categories|Checking clauses against the playbook) \(\d+\/\d+\) · \d+%)$/;

const UPLOAD_CALL = /\/api\/v1\/test\/final\/document\/(\?.*)?$/;
/** A poll of a review task (not its redline.docx). */
const TASK_POLL = /\/api\/v1\/test\/document\/[^/?]+(\?.*)?$/;

const LEVEL_NAME = {
  preferred: 'Preferred',
  acceptable: 'Acceptable',
  unacceptable: 'Unacceptable',
} as const;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The built-in engine reviews the contract in about a second, between two polls: each poll of a review
 * task is answered ~1.5 s late, and a 'queued' answer is asked again (up to 1 s) so that the screen
 * shows a stage the server really reported. Records the stages answered.
 */
const slowPolls = async (page: Page, stages: string[]) => {
  await page.route(TASK_POLL, async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    let response = await route.fetch();
    for (let tries = 0; tries < 20; tries += 1) {
      const stage = ((await response.json()) as { progress?: { stage?: string } }).progress?.stage;
      if (stage !== 'queued') break;
      await sleep(50);
      response = await route.fetch();
    }
    stages.push(((await response.json()) as { progress: { stage: string } }).progress.stage);
    await sleep(1_500);
    await route.fulfill({ response });
  });
};

/**
 * The accessible name of a matched clause's row: what the row shows, '#<number> <heading and opening
 * words> <category> · <score>% match <level>'.
 */
const levelNameOf = (clause: Pick<TReviewedClause, 'assessment' | 'states_no_terms'>) =>
  clause.states_no_terms
    ? 'No playbook terms'
    : clause.assessment
      ? LEVEL_NAME[clause.assessment.level]
      : 'Not assessed';

/** "· also Confidentiality (Acceptable)" for a clause under further categories. */
const alsoUnderText = (clause: TReviewedClause) =>
  clause.also_under
    ? ` · also ${clause.also_under.map((other) => `${other.category} (${levelNameOf(other)})`).join(', ')}`
    : '';

const rowName = (clause: TReviewedClause) =>
  new RegExp(
    `^#${clause.index + 1} .+ ${escapeRegExp(clause.category ?? '')} · \\d+% match${escapeRegExp(
      alsoUnderText(clause),
    )} ${levelNameOf(clause)}$`,
  );

/** Every category a clause is under: the first, then the others. */
const categoriesOf = (clause: TReviewedClause) =>
  clause.category ? [clause.category, ...(clause.also_under ?? []).map((other) => other.category)] : [];

/** word/document.xml of a downloaded DOCX, and its text with all changes accepted and rejected. */
const readDownload = async (download: Download) => {
  const file = await download.path();
  const bytes = new Uint8Array(await readFile(file));
  const documentXml = new TextDecoder().decode(unzipSync(bytes)['word/document.xml']);
  return {
    documentXml,
    accepted: squash(readDocxText(bytes, 'accept')),
    rejected: squash(readDocxText(bytes, 'reject')),
  };
};

test.describe
  .serial('document review as a user of Docs Co', () => {
    test.skip(!CUAD_PDF, 'The CUAD sample (../shared/data beside the repository) is absent.');
    let context: BrowserContext;
    let page: Page;
    let main: Locator;
    let taskId = '';
    let report: TDocumentReport;
    /** The Limitation of Liability clause (section 9 of the CUAD contract) and its rewrites. */
    let liability: TReviewedClause;
    /** A clause below the acceptable level: both its rewrites change it. */
    let belowPar: TReviewedClause;

    const report$ = () => main.getByRole('region', { name: CUAD_NAME });
    const testButton = () => main.getByRole('button', { name: 'Test Clause', exact: true });
    const fileInput = () => main.locator('input[type="file"]');
    const progress = () => main.getByRole('progressbar', { name: 'Review progress' });
    /** A matched clause's row: its button and, once open, its details. */
    const rowItem = (clause: TReviewedClause) =>
      main
        .locator('.mantine-Accordion-item')
        .filter({ has: page.getByRole('button', { name: rowName(clause) }) });
    /** An open row's details (the region the row's button controls). */
    const rowPanel = (clause: TReviewedClause = liability) =>
      main.getByRole('region', { name: rowName(clause) });
    const redline = (clause?: TReviewedClause) =>
      rowPanel(clause).getByRole('tabpanel').getByTestId('redline');
    const finalClause = (level: 'preferred' | 'acceptable', clause?: TReviewedClause) =>
      rowPanel(clause).getByRole('tabpanel').getByTestId(`final-${level}-clause`);
    const openTab = async (name: 'Preferred Clause' | 'Acceptable Clause', clause?: TReviewedClause) => {
      const tab = rowPanel(clause).getByRole('tab', { name, exact: true });
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
    };
    /** The open tab's final clause and redline against the document's clause, as the report has them. */
    const expectRewrite = async (clause: TReviewedClause, level: 'preferred' | 'acceptable') => {
      const final = clause[`${level}_final_clause`] ?? '';
      await expect(finalClause(level, clause)).toHaveText(final);
      await expect(redline(clause)).toBeVisible();
      if (squash(final) === squash(clause.text)) {
        // The clause is kept: nothing struck, nothing added.
        await expect(redline(clause).locator('del, ins')).toHaveCount(0);
      } else {
        // An edit strikes, adds, or both (a carve-out added to the clause's own sentence only adds).
        await expect(redline(clause).locator('del, ins').first()).toBeVisible();
      }
      expect(squash(await redlineReading(redline(clause), 'del'))).toBe(squash(final));
      expect(squash(await redlineReading(redline(clause), 'ins'))).toBe(squash(clause.text));
    };

    /** Uploads the CUAD contract and waits for its report; answers the review's task id. */
    const reviewCuad = async () => {
      await fileInput().setInputFiles(CUAD_PDF);
      await expect(main.getByText(`Chosen file: ${CUAD_NAME}`)).toBeVisible();
      const answer = page.waitForResponse(
        (response: Response) => UPLOAD_CALL.test(response.url()) && response.request().method() === 'POST',
      );
      await testButton().click();
      const response = await answer;
      expect(response.status(), await response.text()).toBe(202);
      return ((await response.json()) as { data: { taskid: string } }).data.taskid;
    };

    test.beforeAll(async ({ browser }) => {
      const demo = DEMO_PLAYBOOK.find((contract) => contract.name === MSA);
      if (!demo) throw new Error(`The demo playbook has no "${MSA}"`);
      const categories = CATEGORIES.map((name) => {
        const category = demo.categories.find((candidate) => candidate.name === name);
        if (!category) throw new Error(`The demo "${MSA}" has no "${name}"`);
        return { name, guidelines: category.guidelines };
      });
      let adminContext: BrowserContext;
      ({ adminContext, context, page } = await setUpCompanyPlaybook(browser, {
        company: COMPANY,
        user: DOCS_USER,
        contract: MSA,
        categories,
        contextOptions: { acceptDownloads: true },
      }));
      await adminContext.close();
      main = page.getByRole('main');
    });

    test.afterAll(async () => {
      await context?.close();
    });

    test('Document form: the drop zone, Test Clause disabled until a file is chosen', async () => {
      await page.goto('/train-model');
      await expect(main.getByText(COMPANY, { exact: true })).toBeVisible();
      await expect(main.getByRole('radio', { name: 'Clause Testing', exact: true })).toBeChecked();
      await main.getByRole('radio', { name: 'Document', exact: true }).check();
      await expect(main.getByRole('radio', { name: 'Document', exact: true })).toBeChecked();

      await expect(selectInput(main, 'Contract Type')).toHaveValue(MSA);
      await expect(
        main.getByText(`Each clause's category is detected among the ${CATEGORIES.length} categories`),
      ).toBeVisible();
      await expect(main.getByText('Click to upload or drag and drop', { exact: true })).toBeVisible();
      await expect(main.getByText('Limit 200MB per file: PDF, DOCX', { exact: true })).toBeVisible();
      await expect(fileInput()).toHaveAttribute('accept', '.pdf,.docx');
      await expect(testButton()).toBeDisabled();
      await shotAtTop(page, '60-document-form');

      await fileInput().setInputFiles(CUAD_PDF);
      await expect(main.getByText(`Chosen file: ${CUAD_NAME}`)).toBeVisible();
      await expect(main.getByRole('button', { name: `Remove ${CUAD_NAME}`, exact: true })).toBeVisible();
      await chooseOption(page, main, 'Contract Type', MSA);
      await expect(testButton()).toBeEnabled();
      await shotAtTop(page, '61-document-file-chosen');
    });

    test('Test Clause: the upload, then the review progress with its stage', async () => {
      const releaseUpload = await holdNextRequest(page, UPLOAD_CALL);
      const stages: string[] = [];
      await slowPolls(page, stages);
      const answer = page.waitForResponse(
        (response: Response) => UPLOAD_CALL.test(response.url()) && response.request().method() === 'POST',
      );
      await testButton().click();
      const uploading = main.getByRole('progressbar', { name: 'Upload progress' });
      // A section at 0 % has no width: the bar is there, its filled part is not visible yet.
      await expect(uploading).toBeAttached();
      await expect(main.getByText(/^Uploading…( \d+%)?$/)).toBeVisible();
      await expect(main.getByRole('button', { name: 'Cancel', exact: true })).toBeVisible();
      await shotAtTop(page, '62-document-uploading');
      releaseUpload();
      const response = await answer;
      expect(response.status(), await response.text()).toBe(202);
      taskId = ((await response.json()) as { data: { taskid: string } }).data.taskid;
      expect(taskId).not.toBe('');

      await expect(progress()).toBeAttached();
      await expect(uploading).toHaveCount(0);
      // Before the first poll answers: queued.
      await expect(main.getByText('Waiting to start…', { exact: true })).toBeVisible();
      await shotAtTop(page, '63-document-queued');
      // Then the server's stage, with its step.
      await expect(main.getByText(SERVER_STAGE)).toBeVisible();
      await expect(main.getByText(/^Step [1-4] of 4 · /)).toBeVisible();
      await expect(
        main.getByText(new RegExp(`${escapeRegExp(CUAD_NAME)} · A long contract can take`)),
      ).toBeVisible();
      // Screen readers hear the stage's name once (without its count).
      await expect(
        main.getByRole('status').filter({
          hasText:
            /^(Waiting to start|Reading the document|Splitting into clauses|Detecting clause categories|Checking clauses against the playbook|Preparing the report)$/,
        }),
      ).toHaveCount(1);
      await shotAtTop(page, '64-document-progress');

      await expect(report$()).toBeVisible({ timeout: 45_000 });
      await expect(progress()).toHaveCount(0);
      // The page brings the report's top into view, just below the sticky top bar.
      const header = await page.locator('header').boundingBox();
      await expect
        .poll(async () => (await report$().boundingBox())?.y ?? -1)
        .toBeGreaterThanOrEqual(header?.height ?? 0);
      await expect.poll(async () => (await report$().boundingBox())?.y ?? -1).toBeLessThan(200);
      await page.unroute(TASK_POLL);
      test.info().annotations.push({ type: 'stages answered', description: stages.join(', ') });
    });

    test('the report: file, counts, missing clauses, matched rows with their levels', async () => {
      const answer = await page.request.get(`/api/v1/test/document/${taskId}`);
      expect(answer.status(), await answer.text()).toBe(200);
      const task = (await answer.json()) as { status: string; data: { data: TDocumentReport } };
      expect(task.status).toBe('completed');
      report = task.data.data;
      expect(report.filename).toBe(CUAD_NAME);
      expect(report.file_kind).toBe('pdf');
      expect(report.engine).toBe('builtin');
      // Whom the review acted for: the party the form showed (the one inferred, not changed).
      const weActFor = report.we_act_for;
      expect(weActFor?.party).toBeTruthy();
      await expect(main.getByRole('textbox', { name: 'We act for' })).toHaveValue(
        `${weActFor?.party} — the playbook's ${weActFor?.playbook_role}`,
      );
      await expect(report$().getByRole('region', { name: /^We act for: / })).toHaveAccessibleName(
        `We act for: ${weActFor?.party} (the playbook's ${weActFor?.playbook_role})`,
      );

      const matched = report.clauses.filter((clause) => clause.category !== null);
      const candidate = matched.find(
        (clause) =>
          clause.category === LIABILITY &&
          clause.preferred_final_clause !== null &&
          /LIMITATION OF LIABILITY|EITHER PARTY'S LIABILITY/.test(clause.text),
      );
      expect(candidate, JSON.stringify(matched.map((c) => [c.index, c.heading, c.category]))).toBeTruthy();
      liability = candidate as TReviewedClause;
      expect(liability.preferred_final_clause).not.toBe(liability.text);
      const unacceptable = matched
        .filter(
          (clause) =>
            clause.index !== liability.index &&
            clause.assessment?.level === 'unacceptable' &&
            !clause.states_no_terms &&
            clause.acceptable_final_clause !== clause.text,
        )
        .sort((a, b) => b.category_score - a.category_score)[0];
      expect(unacceptable).toBeTruthy();
      belowPar = unacceptable as TReviewedClause;
      // A realistic review of this contract: section 14.3 is its choice of law.
      expect(
        matched.some(
          (clause) => clause.category === 'Governing Law' && /State of California/.test(clause.text),
        ),
      ).toBe(true);

      const section = report$();
      await expect(section.getByRole('heading', { name: CUAD_NAME, level: 3 })).toBeVisible();
      await expect(section).toContainText(`Contract type: ${MSA}`);
      await expect(section).toContainText('File: PDF');
      await expect(section).toContainText('Engine: builtin');
      // Who reviewed and which playbook version was applied.
      await expect(section).toContainText(`Reviewed by: ${DOCS_USER.username}`);
      await expect(section).toContainText('Playbook applied: ');
      await expect(section).toContainText(`${LIABILITY} v`);
      await expect(
        section.getByText(
          `${report.clauses.length} clauses found, ${matched.length} matched to playbook categories`,
          { exact: true },
        ),
      ).toBeVisible();
      // A clause under several categories counts at its worst level; one that states none of its
      // category's terms has no verdict there.
      const ORDER = ['preferred', 'acceptable', 'unacceptable'] as const;
      const worst = matched.map((clause) => {
        const own = clause.states_no_terms ? null : clause.assessment;
        const others = (clause.also_under ?? []).map((other) =>
          other.states_no_terms ? null : other.assessment,
        );
        const reached = [own, ...others].flatMap((assessment) =>
          assessment ? [ORDER.indexOf(assessment.level)] : [],
        );
        return reached.length ? ORDER[Math.max(...reached)] : undefined;
      });
      const levelCounts = ORDER.map(
        (level) => `${worst.filter((reached) => reached === level).length} ${level}`,
      );
      const withoutTerms = matched.filter(
        (clause, i) => worst[i] === undefined && clause.states_no_terms,
      ).length;
      const notAssessed = worst.filter((reached) => reached === undefined).length - withoutTerms;
      await expect(
        section.getByRole('group', { name: 'Clauses by level reached' }).locator('.mantine-Badge-root'),
      ).toHaveText([
        ...levelCounts,
        ...(withoutTerms > 0 ? [`${withoutTerms} without the playbook's terms`] : []),
        ...(notAssessed > 0 ? [`${notAssessed} not assessed`] : []),
      ]);

      const missing = section.getByRole('region', { name: 'Missing clauses' });
      await expect(missing).toBeVisible();
      if (report.missing_categories.length === 0) {
        await expect(missing).toContainText('Every category of the playbook was found.');
      } else {
        await expect(missing.getByRole('listitem')).toHaveText(report.missing_categories);
      }
      for (const category of report.missing_categories) {
        expect(CATEGORIES as readonly string[]).toContain(category);
        expect(matched.some((clause) => categoriesOf(clause).includes(category))).toBe(false);
      }

      const rows = section.getByRole('region', {
        name: `Clauses matched to the playbook (${matched.length})`,
      });
      await expect(rows.getByRole('heading', { level: 4 })).toHaveText(
        `Clauses matched to the playbook (${matched.length})`,
      );
      for (const clause of matched) {
        await expect(rows.getByRole('button', { name: rowName(clause) })).toBeVisible();
      }
      await expect(
        section.getByRole('switch', { name: 'Show clauses without a category' }),
      ).not.toBeChecked();
      await expect(
        section.getByRole('link', { name: 'Download preferred redline (.docx)', exact: true }),
      ).toBeVisible();
      await expect(
        section.getByRole('link', { name: 'Download acceptable redline (.docx)', exact: true }),
      ).toBeVisible();
      await shotAtTop(page, '65-document-report');
    });

    test('a row opens: the clause, its assessment, the Preferred and Acceptable rewrites with redlines', async () => {
      const row = main.getByRole('button', { name: rowName(liability) });
      await expect(row).toHaveAttribute('aria-expanded', 'false');
      await row.click();
      await expect(row).toHaveAttribute('aria-expanded', 'true');
      await expect(rowPanel()).toBeVisible();
      await expect(rowPanel().getByText('Clause in the document', { exact: true })).toBeVisible();
      await expect(rowPanel()).toContainText(liability.text.slice(0, 60));
      await expect(rowPanel().getByRole('tab')).toHaveText(['Preferred Clause', 'Acceptable Clause']);
      await expect(rowPanel().getByRole('tab', { name: 'Preferred Clause' })).toHaveAttribute(
        'aria-selected',
        'true',
      );

      await expectRewrite(liability, 'preferred');
      await expect(rowPanel()).toContainText(
        'Changes against the clause in the document: struck text is removed, underlined text is added.',
      );
      await shotOf(rowItem(liability), '66-document-clause-preferred');

      // The clause's own words, marked where the engine read its terms; the term table beside them.
      await expect(rowPanel().locator('mark').first()).toBeVisible();
      await expect(rowPanel().getByRole('region', { name: 'Terms' })).toBeVisible();

      // The built-in engine keeps a clause at acceptable or better as its acceptable rewrite.
      await openTab('Acceptable Clause');
      await expectRewrite(liability, 'acceptable');
      await openTab('Preferred Clause');

      // A clause below acceptable: its acceptable rewrite edits it up to the acceptable position.
      const other = main.getByRole('button', { name: rowName(belowPar) });
      await other.click();
      await expect(other).toHaveAttribute('aria-expanded', 'true');
      await expect(rowPanel(belowPar)).toContainText('Unacceptable');
      await expectRewrite(belowPar, 'preferred');
      await openTab('Acceptable Clause', belowPar);
      await expectRewrite(belowPar, 'acceptable');
      await shotOf(rowItem(belowPar), '67-document-clause-acceptable');
      await other.click();
      await expect(other).toHaveAttribute('aria-expanded', 'false');

      // A clause that states none of its category's terms keeps its words: no guideline struck in over the
      // counterparty's text; its rewrite says plainly that it needs the reviewer's judgment, with the
      // guideline's wording as a suggestion (decisions 016, 041).
      const kept = report.clauses.find(
        (clause) =>
          clause.states_no_terms &&
          clause.rewrite_status?.preferred === 'needs_judgment' &&
          clause !== belowPar,
      );
      expect(kept, 'the CUAD contract has a clause kept as it is').toBeDefined();
      const keptClause = kept as TReviewedClause;
      expect(keptClause.preferred_final_clause).toBe(keptClause.text);
      const keptRow = main.getByRole('button', { name: rowName(keptClause) });
      await keptRow.click();
      await expect(keptRow).toHaveAttribute('aria-expanded', 'true');
      await expect(keptRow).toContainText('No playbook terms');
      await expect(rowPanel(keptClause)).toContainText('the verdict below is measured against guidelines');
      const note = rowPanel(keptClause).getByTestId('needs-judgment');
      await expect(note).toContainText('Needs your judgment');
      await expect(note).toContainText(keptClause.judgment?.preferred?.reason ?? 'missing reason');
      await expect(note.getByTestId('judgment-suggestion')).toContainText(
        (keptClause.judgment?.preferred?.suggestion ?? 'missing suggestion').slice(0, 60),
      );
      await expectRewrite(keptClause, 'preferred');
      await shotOf(rowItem(keptClause), '74-document-clause-kept');
      await keptRow.click();
      await expect(keptRow).toHaveAttribute('aria-expanded', 'false');
    });

    test('the Word redlines: tracked changes by the reviewer, the PDF text when rejected', async () => {
      const section = report$();
      const levels = ['preferred', 'acceptable'] as const;
      const files: Record<string, Awaited<ReturnType<typeof readDownload>>> = {};
      for (const level of levels) {
        const downloading = page.waitForEvent('download');
        await section.getByRole('link', { name: `Download ${level} redline (.docx)`, exact: true }).click();
        const download = await downloading;
        expect(download.suggestedFilename()).toBe(REDLINE_NAMES[level]);
        expect(await download.failure()).toBeNull();
        files[level] = await readDownload(download);
      }
      for (const level of levels) {
        const { documentXml, accepted, rejected } = files[level] as Awaited<ReturnType<typeof readDownload>>;
        expect(documentXml).toMatch(new RegExp(`<w:ins [^>]*w:author="${DOCS_USER.username}"`));
        expect(documentXml).toMatch(new RegExp(`<w:del [^>]*w:author="${DOCS_USER.username}"`));
        expect(documentXml).not.toContain('w:author="Clausebook"');
        expect(documentXml).toContain('<w:delText');
        expect(rejected).toContain(CUAD_SENTENCE);
        expect(accepted).toContain(CUAD_SENTENCE);
        // Each assessed clause: as in the PDF when rejected, as rewritten at this level when accepted.
        for (const clause of report.clauses) {
          const final = clause[`${level}_final_clause`];
          if (final === null) continue;
          expect(rejected, `clause ${clause.index + 1} rejected`).toContain(squash(clause.text));
          expect(accepted, `clause ${clause.index + 1} accepted`).toContain(squash(final));
        }
      }
      // The liability clause is rewritten: its PDF text is gone once the changes are accepted.
      expect(files.preferred?.accepted).not.toContain(squash(liability.text));
      // Rejecting every change gives the same document at both levels.
      expect(files.preferred?.rejected).toBe(files.acceptable?.rejected);
      expect(files.preferred?.accepted).not.toBe(files.acceptable?.accepted);
    });

    test('refine the preferred rewrite with an explicit edit: appended, and the redline shows it', async () => {
      const refineBox = rowPanel()
        .getByRole('tabpanel')
        .getByRole('textbox', { name: 'Guide a prompt to refine an output:' });
      await expect(refineBox).toBeVisible();
      await expect(rowPanel().getByRole('tabpanel')).toContainText(
        'The built-in engine applies explicit edits only',
      );
      await refineBox.fill(`append "${APPENDED}"`);
      await rowPanel().getByRole('button', { name: 'Refine Clause', exact: true }).click();

      const refined = `${squash(liability.preferred_final_clause ?? '')} ${APPENDED}`;
      await expect(finalClause('preferred')).toHaveText(refined);
      await expect(rowPanel().getByText('Refined with engine: builtin', { exact: true })).toBeVisible();
      await expect(refineBox).toHaveValue('');
      await expect(redline()).toBeVisible();
      // The sentence is added: the last insertion ends with it (a rewrite that differs from the
      // document's clause throughout is one insertion, so the appended sentence may close a longer one).
      await expect(redline().locator('ins').last()).toHaveText(
        new RegExp(`${escapeRegExp(APPENDED.replace(/\.$/, ''))}\\.?$`),
      );
      expect(squash(await redlineReading(redline(), 'del'))).toBe(refined);
      expect(squash(await redlineReading(redline(), 'ins'))).toBe(squash(liability.text));
      // The other level is untouched.
      await openTab('Acceptable Clause');
      await expect(finalClause('acceptable')).toHaveText(liability.acceptable_final_clause ?? '');
      await openTab('Preferred Clause');
      await expect(finalClause('preferred')).toHaveText(refined);
      await shotOf(rowItem(liability), '68-document-clause-refined');

      // As the report says, the refinement is kept with the review: the Word file is built with it.
      const downloading = page.waitForEvent('download');
      await report$().getByRole('link', { name: 'Download preferred redline (.docx)', exact: true }).click();
      const { accepted, rejected } = await readDownload(await downloading);
      expect(accepted).toContain(refined);
      expect(rejected).not.toContain(APPENDED);
    });

    test('failures: a file that is no PDF (415 in the Error modal), a PDF without a text layer', async () => {
      await main.getByRole('button', { name: `Remove ${CUAD_NAME}`, exact: true }).click();
      await expect(testButton()).toBeDisabled();

      // PNG bytes named like a PDF: the drop zone goes by the name, the server by the content.
      const png = Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]),
        Buffer.from('IHDR'),
        Buffer.alloc(2048, 0),
      ]);
      await fileInput().setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: png });
      await expect(main.getByText('Chosen file: scan.pdf')).toBeVisible();
      const answer = page.waitForResponse(
        (response: Response) => UPLOAD_CALL.test(response.url()) && response.request().method() === 'POST',
      );
      await testButton().click();
      const response = await answer;
      expect(response.status()).toBe(415);
      expect(((await response.json()) as { message: string }).message).toBe(UNSUPPORTED);
      await expect(errorDialog(page)).toContainText(UNSUPPORTED);
      // The report of the earlier review made way for the failed upload.
      await expect(report$()).toHaveCount(0);
      await shotAtTop(page, '69-document-unsupported-file');
      await closeErrorDialog(page);
      await expect(main.getByText('Chosen file: scan.pdf')).toBeVisible();

      await fileInput().setInputFiles({
        name: 'scanned-contract.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from(makePdf([[]])),
      });
      await expect(main.getByText('Chosen file: scanned-contract.pdf')).toBeVisible();
      await testButton().click();
      const failure = main.getByRole('alert').filter({ hasText: 'The document could not be reviewed' });
      await expect(failure).toBeVisible({ timeout: 20_000 });
      await expect(failure).toContainText('scanned-contract.pdf');
      await expect(failure).toContainText(NO_TEXT_LAYER);
      await expect(errorDialog(page)).toHaveCount(0);
      await expect(failure.getByRole('button', { name: 'Upload another file', exact: true })).toBeVisible();
      await shotAtTop(page, '70-document-no-text-layer');

      await failure.getByRole('button', { name: 'Upload another file', exact: true }).click();
      await expect(failure).toHaveCount(0);
      await expect(main.getByText(/^Chosen file:/)).toHaveCount(0);
      await expect(testButton()).toBeDisabled();
    });

    test('phone width: the form and the report fit 390 px', async () => {
      await page.setViewportSize({ width: 390, height: 844 });
      const phoneTask = await reviewCuad();
      expect(phoneTask).not.toBe(taskId);
      await expect(report$()).toBeVisible({ timeout: 45_000 });
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      // The level badge moves under the title on a phone.
      const row = main.getByRole('button', { name: rowName(liability) });
      const badge = row.getByText(LEVEL_NAME[liability.assessment?.level ?? 'preferred'], { exact: true });
      await expect(badge).toHaveCount(2);
      await expect(badge.filter({ visible: true })).toHaveCount(1);
      await shotAtTop(page, '71-document-phone-report');

      await row.click();
      await expect(redline()).toBeVisible();
      await expect(redline().locator('del, ins').first()).toBeVisible();
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await shotOf(rowItem(liability), '72-document-phone-clause');
    });

    test('a clause under several categories: a verdict for each, the rewrites for its first', async () => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await main.getByRole('button', { name: `Remove ${CUAD_NAME}`, exact: true }).click();
      await fileInput().setInputFiles({
        name: SEVERAL_NAME,
        mimeType: 'application/pdf',
        buffer: Buffer.from(makePdf([SEVERAL_CONTRACT])),
      });
      await expect(main.getByText(`Chosen file: ${SEVERAL_NAME}`)).toBeVisible();
      const answer = page.waitForResponse(
        (response: Response) => UPLOAD_CALL.test(response.url()) && response.request().method() === 'POST',
      );
      await testButton().click();
      const taskid = ((await (await answer).json()) as { data: { taskid: string } }).data.taskid;
      const severalReport = main.getByRole('region', { name: SEVERAL_NAME, exact: true });
      await expect(severalReport.getByRole('heading', { name: SEVERAL_NAME, level: 3 })).toBeVisible({
        timeout: 45_000,
      });
      const task = await (await page.request.get(`/api/v1/test/document/${taskid}`)).json();
      const several = (task.data.data as TDocumentReport).clauses.find((clause) =>
        clause.text.includes('personal data'),
      );
      expect(several?.also_under?.length, 'the data protection clause has a liability cap too').toBe(1);
      const clause = several as TReviewedClause;
      expect(categoriesOf(clause).sort()).toEqual(['Data Protection', LIABILITY]);
      // The header's counts take such a clause at its worst verdict, and say so.
      await expect(severalReport).toContainText(
        'A clause under several categories counts at its worst verdict.',
      );

      const row = main.getByRole('button', { name: rowName(clause) });
      await row.click();
      await expect(row).toHaveAttribute('aria-expanded', 'true');
      // Its first category gives the rewrites; the other a verdict against its own guidelines.
      await expectRewrite(clause, 'preferred');
      const others = rowPanel(clause).getByRole('region', {
        name: `Other categories of clause #${clause.index + 1}`,
      });
      await expect(others).toContainText(`The rewrites above follow "${clause.category}".`);
      for (const other of clause.also_under ?? []) {
        await expect(others).toContainText(other.category);
        expect(other.assessment).not.toBeNull();
        await expect(others).toContainText(`Verdict: ${LEVEL_NAME[other.assessment?.level ?? 'preferred']}`);
        await expect(others).toContainText(other.assessment?.reason ?? '');
      }
      // The further verdict is the built-in engine's reading of the terms.
      await expect(others).toContainText('Engine: builtin');
      await shotOf(rowItem(clause), '73-document-clause-several-categories');
    });
  });
