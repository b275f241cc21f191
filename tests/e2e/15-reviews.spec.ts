import { readFile } from 'node:fs/promises';
import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
  type Response,
  test,
} from '@playwright/test';
import { readDocxText } from '../../src/engine/document/docx-redline';
import { DEMO_PLAYBOOK } from '../../src/server/seed/demo-playbook';
import type { TDocumentReviewItem } from '../../src/shared/schemas/document-reviews';
import type { TDocumentReport, TReviewedClause } from '../../src/shared/schemas/documents';
import { makePdf } from '../fixtures/documents';
import { startFakeOpenAiServer, type TFakeOpenAiServer } from '../fixtures/fake-openai-server';
import {
  chooseOption,
  errorDialog,
  loginUserByApi,
  mainNav,
  openLoggedInPage,
  pathOf,
  selectCompany,
  selectInput,
  shotAtTop,
} from './support/app';
import { setUpCompanyPlaybook } from './support/company-playbook';
import { horizontalOverflow } from './support/page-helpers';
import { shotWindow } from './support/screens';

/**
 * Reviews that stay: the list of a company's document reviews (who ran each, where it stands, its
 * clauses by verdict, filters, pages), a review's report at its own address (after a reload, for a
 * colleague, for a master admin), refinements kept with the review and in its Word file, a running
 * review followed from the list and its page, and deleting a review. As a user of 'Reviews Co' and a
 * colleague; one login each (the server limits logins per IP).
 */

const COMPANY = 'Reviews Co';
const USER = { username: 'rita.reviews', email: 'rita@reviewsco.example' };
const COLLEAGUE = { username: 'colin.colleague', email: 'colin@reviewsco.example' };
const MSA = 'Master Services Agreement';
const NDA = 'NDA';
const LIABILITY = 'Limitation of Liability';
const CATEGORIES = [LIABILITY, 'Governing Law', 'Payment Terms'] as const;

const CONTRACT = [
  '1. Limitation of Liability. In no event shall Supplier be liable for any indirect or consequential',
  'damages, and Supplier total liability under this Agreement shall not exceed the fees paid in the',
  'one (1) month before the claim.',
  '2. Governing Law. This Agreement shall be governed by the laws of the State of Texas.',
  '3. Payment Terms. Customer shall pay each invoice within fifteen (15) days of receipt.',
];
const CONTRACT_TEXT = [
  '1. Limitation of Liability. Supplier total liability under this Agreement shall not exceed the fees paid in the three (3) months before the claim.',
  '2. Governing Law. This Agreement shall be governed by the laws of the State of New York.',
  '3. Payment Terms. Customer shall pay each invoice within thirty (30) days of receipt.',
].join('\n\n');
const FIRST_PDF = 'supply-terms.pdf';
const SCAN = 'scan.pdf';
const NDA_FILE = 'nda-draft.txt';
const COLLEAGUE_FILE = 'colleague-draft.txt';
const SLOW_FILE = 'slow-review.txt';
const APPENDED = 'This limitation applies to each party alike.';

const UPLOAD_CALL = /\/api\/v1\/test\/final\/document\/(\?.*)?$/;
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Uploads a document through the API of `request`'s session; answers the task id. */
const uploadByApi = async (
  request: APIRequestContext,
  file: { name: string; buffer: Buffer; mimeType: string },
  contract = MSA,
) => {
  const response = await request.post('/api/v1/test/final/document/', {
    multipart: { selected_contract: contract, file },
  });
  expect(response.status(), await response.text()).toBe(202);
  return ((await response.json()) as { data: { taskid: string } }).data.taskid;
};

const textFile = (name: string, text: string) => ({
  name,
  mimeType: 'text/plain',
  buffer: Buffer.from(text),
});

/** Polls a review through the API until it has left 'pending'. */
const waitForReview = async (request: APIRequestContext, taskId: string) => {
  await expect
    .poll(async () => (await (await request.get(`/api/v1/test/document/${taskId}`)).json()).status, {
      timeout: 45_000,
    })
    .not.toBe('pending');
};

const reviewsOf = async (request: APIRequestContext, query = '') =>
  (
    (await (await request.get(`/api/v1/test/document/${query}`)).json()) as {
      data: { reviews: TDocumentReviewItem[] };
    }
  ).data.reviews;

test.describe
  .serial('Reviews as a user of Reviews Co and a colleague', () => {
    let adminContext: BrowserContext;
    let admin: APIRequestContext;
    let companyId: number;
    let context: BrowserContext;
    let page: Page;
    let main: Locator;
    let colleagueContext: BrowserContext;
    let colleaguePage: Page;
    let fake: TFakeOpenAiServer;
    let firstTask = '';
    let scanTask = '';
    let liability: TReviewedClause;

    const table = () => main.getByRole('region', { name: 'Document reviews' });
    const rows = () => table().locator('tbody tr');
    const rowOf = (filename: string) =>
      rows().filter({ has: page.getByRole('link', { name: filename, exact: true }) });
    const report = (of: Page, filename: string) =>
      of.getByRole('main').getByRole('region', { name: filename, exact: true });
    const clauseRow = (clause: TReviewedClause) =>
      main.getByRole('button', { name: new RegExp(`^#${clause.index + 1} `) });
    const clausePanel = (clause: TReviewedClause) =>
      main.getByRole('region', { name: new RegExp(`^#${clause.index + 1} `) });

    test.beforeAll(async ({ browser }) => {
      fake = await startFakeOpenAiServer();
      const demo = DEMO_PLAYBOOK.find((contract) => contract.name === MSA);
      const categories = CATEGORIES.map((name) => {
        const category = demo?.categories.find((candidate) => candidate.name === name);
        if (!category) throw new Error(`The demo "${MSA}" has no "${name}"`);
        return { name, guidelines: category.guidelines };
      });
      ({ adminContext, admin, companyId, context, page } = await setUpCompanyPlaybook(browser, {
        company: COMPANY,
        user: USER,
        contract: MSA,
        categories,
        contextOptions: { acceptDownloads: true },
      }));
      main = page.getByRole('main');
      const colleague = await admin.post('/api/v1/masteradmin/create/user/', {
        multipart: { ...COLLEAGUE, companyid: String(companyId) },
      });
      expect(colleague.status(), await colleague.text()).toBe(201);
      ({ context: colleagueContext, page: colleaguePage } = await openLoggedInPage(browser, (colleaguePage) =>
        loginUserByApi(colleaguePage, COLLEAGUE),
      ));
      // A second contract type, for the contract filter.
      const nda = await page.request.post('/api/v1/train/add-contract/', {
        multipart: { contract_name: NDA },
      });
      expect(nda.status(), await nda.text()).toBe(201);
    });

    test.afterAll(async () => {
      await colleagueContext?.close();
      await context?.close();
      await adminContext?.close();
      await fake?.close();
    });

    test("the clause-testing page's document mode links to the review it started", async () => {
      await page.goto('/train-model');
      await main.getByRole('radio', { name: 'Document', exact: true }).check();
      await main.locator('input[type="file"]').setInputFiles({
        name: FIRST_PDF,
        mimeType: 'application/pdf',
        buffer: Buffer.from(makePdf([CONTRACT])),
      });
      await expect(main.getByText(`Chosen file: ${FIRST_PDF}`)).toBeVisible();
      const answer = page.waitForResponse(
        (response: Response) => UPLOAD_CALL.test(response.url()) && response.request().method() === 'POST',
      );
      await main.getByRole('button', { name: 'Test Clause', exact: true }).click();
      firstTask = ((await (await answer).json()) as { data: { taskid: string } }).data.taskid;
      await expect(report(page, FIRST_PDF)).toBeVisible({ timeout: 45_000 });
      const link = main.getByRole('link', { name: 'Open it in Reviews', exact: true });
      await expect(link).toHaveAttribute('href', `/reviews/${firstTask}`);
      await expect(main.getByText(/^This review is kept for your company: Open it in Reviews/)).toBeVisible();
      await shotAtTop(page, '150-reviews-link-from-clause-testing');

      // More reviews for the list: a failed one, one of another contract type, one by the colleague.
      scanTask = await uploadByApi(page.request, {
        name: SCAN,
        mimeType: 'application/pdf',
        buffer: Buffer.from(makePdf([[]])),
      });
      const ndaTask = await uploadByApi(page.request, textFile(NDA_FILE, CONTRACT_TEXT), NDA);
      const colleagueTask = await uploadByApi(colleaguePage.request, textFile(COLLEAGUE_FILE, CONTRACT_TEXT));
      for (const task of [scanTask, ndaTask, colleagueTask]) await waitForReview(page.request, task);
    });

    test('the Reviews list: newest first, who ran each, where each stands, clauses by verdict', async () => {
      await page.goto('/train-model');
      await mainNav(page).getByRole('link', { name: 'Reviews', exact: true }).click();
      await expect(page).toHaveURL(/\/reviews$/);
      await expect(main.getByRole('heading', { name: 'Reviews', level: 1 })).toBeVisible();
      await expect(mainNav(page).getByRole('link', { name: 'Reviews', exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      const expected = await reviewsOf(page.request);
      expect(expected.map((review) => review.filename)).toEqual([COLLEAGUE_FILE, NDA_FILE, SCAN, FIRST_PDF]);
      await expect(rows()).toHaveCount(expected.length);
      for (const [i, review] of expected.entries()) {
        const row = rows().nth(i);
        await expect(row.getByRole('link', { name: review.filename, exact: true })).toHaveAttribute(
          'href',
          `/reviews/${review.taskid}`,
        );
        await expect(row).toContainText(review.contract);
        await expect(row).toContainText(review.filename === COLLEAGUE_FILE ? COLLEAGUE.username : 'You');
        if (review.counts) {
          await expect(row).toContainText('Completed');
          if (review.counts.matched === 0) {
            await expect(row).toContainText(`No clause of ${review.counts.clauses} matched the playbook`);
            continue;
          }
          const verdicts = row.getByRole('group', {
            name: `Clauses of ${review.filename} by level reached`,
          });
          await expect(verdicts).toContainText(`${review.counts.preferred} preferred`);
          await expect(verdicts).toContainText(`${review.counts.acceptable} acceptable`);
          await expect(verdicts).toContainText(`${review.counts.unacceptable} unacceptable`);
        }
      }
      // The review of another contract type matched none of that playbook's (absent) categories.
      expect(expected.find((review) => review.filename === NDA_FILE)?.counts?.matched).toBe(0);
      const scan = rowOf(SCAN);
      await expect(scan).toContainText('Failed');
      await expect(scan).toContainText('no text layer');
      await expect(main.getByText('Page 1', { exact: true })).toBeVisible();
      await expect(main.getByRole('button', { name: 'Older', exact: true })).toBeDisabled();
      await shotAtTop(page, '151-reviews-list');
    });

    test('filters by status and contract type, kept in the address over a reload', async () => {
      await chooseOption(page, main, 'Status', 'Failed');
      await expect(rows()).toHaveCount(1);
      await expect(rowOf(SCAN)).toBeVisible();
      expect(pathOf(page)).toBe('/reviews?status=failed');
      await page.reload();
      await expect(selectInput(main, 'Status')).toHaveValue('Failed');
      await expect(rows()).toHaveCount(1);
      await expect(rowOf(SCAN)).toBeVisible();
      await shotAtTop(page, '152-reviews-filtered');

      await chooseOption(page, main, 'Status', 'All statuses');
      await chooseOption(page, main, 'Contract type', NDA);
      await expect(rows()).toHaveCount(1);
      await expect(rowOf(NDA_FILE)).toBeVisible();
      await chooseOption(page, main, 'Status', 'Failed');
      await expect(table()).toContainText('No review matches these filters.');
      await chooseOption(page, main, 'Status', 'All statuses');
      await chooseOption(page, main, 'Contract type', 'All contract types');
      await expect(rows()).toHaveCount(4);
      expect(pathOf(page)).toBe('/reviews');
    });

    test('a row opens its report at /reviews/:taskid, which survives a reload and opens for a colleague', async () => {
      await rowOf(FIRST_PDF).getByRole('link', { name: FIRST_PDF, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/reviews/${firstTask}$`));
      await expect(report(page, FIRST_PDF)).toBeVisible();
      await expect(report(page, FIRST_PDF)).toContainText(`Reviewed by: ${USER.username}`);
      await expect(main.getByRole('link', { name: '← All reviews', exact: true })).toBeVisible();
      await page.reload();
      await expect(report(page, FIRST_PDF)).toBeVisible();
      const answer = (await (await page.request.get(`/api/v1/test/document/${firstTask}`)).json()) as {
        data: { data: TDocumentReport };
      };
      const found = answer.data.data.clauses.find(
        (clause) => clause.category === LIABILITY && clause.preferred_final_clause !== null,
      );
      expect(found, 'the review found the liability clause').toBeDefined();
      liability = found as TReviewedClause;
      await expect(clauseRow(liability)).toBeVisible();
      await shotAtTop(page, '153-review-report');

      await colleaguePage.goto(`/reviews/${firstTask}`);
      await expect(report(colleaguePage, FIRST_PDF)).toBeVisible();
      await expect(report(colleaguePage, FIRST_PDF)).toContainText(`Reviewed by: ${USER.username}`);
      // Deleting is for the user who ran it (and master admins): the colleague is not offered it.
      await expect(colleaguePage.getByRole('button', { name: `Delete ${FIRST_PDF}` })).toHaveCount(0);
      await colleaguePage.goto('/reviews');
      const colleagueTable = colleaguePage.getByRole('region', { name: 'Document reviews' });
      await expect(colleagueTable.getByRole('button', { name: `Delete ${COLLEAGUE_FILE}` })).toBeVisible();
      await expect(colleagueTable.getByRole('button', { name: `Delete ${FIRST_PDF}` })).toHaveCount(0);
      await expect(colleagueTable.locator('tbody tr').filter({ hasText: FIRST_PDF })).toContainText(
        USER.username,
      );
      // A review that does not exist (or is another company's) says so.
      await colleaguePage.goto('/reviews/00000000-0000-4000-8000-000000000000');
      const missing = colleaguePage.getByRole('alert').filter({ hasText: 'The review could not be opened' });
      await expect(missing).toContainText(
        'There is no document review 00000000-0000-4000-8000-000000000000.',
      );
    });

    test('a refinement is kept with the review: after a reload, for a colleague, and in the Word file', async () => {
      await clauseRow(liability).click();
      const panel = clausePanel(liability);
      await panel
        .getByRole('textbox', { name: 'Guide a prompt to refine an output:' })
        .fill(`append "${APPENDED}"`);
      await panel.getByRole('button', { name: 'Refine Clause', exact: true }).click();
      const refined = squash(`${liability.preferred_final_clause} ${APPENDED}`);
      await expect(panel.getByTestId('final-preferred-clause')).toHaveText(refined);
      await expect(panel.getByText(new RegExp(`^Refined by ${USER.username} · `))).toBeVisible();

      await page.reload();
      await expect(report(page, FIRST_PDF)).toBeVisible();
      await clauseRow(liability).click();
      await expect(clausePanel(liability).getByTestId('final-preferred-clause')).toHaveText(refined);
      await expect(
        clausePanel(liability).getByText('Refined with engine: builtin', { exact: true }),
      ).toBeVisible();
      await expect(
        clausePanel(liability).getByText(new RegExp(`^Refined by ${USER.username} · `)),
      ).toBeVisible();
      await expect(clausePanel(liability).getByTestId('redline').locator('ins').last()).toContainText(
        'each party alike',
      );
      await shotAtTop(page, '154-review-refinement-kept');

      // The Word file of that level is built with it.
      const downloading = page.waitForEvent('download');
      await report(page, FIRST_PDF)
        .getByRole('link', { name: 'Download preferred redline (.docx)', exact: true })
        .click();
      const bytes = new Uint8Array(await readFile(await (await downloading).path()));
      expect(squash(readDocxText(bytes, 'accept'))).toContain(refined);
      expect(squash(readDocxText(bytes, 'reject'))).not.toContain(APPENDED);

      await colleaguePage.goto(`/reviews/${firstTask}`);
      const colleagueMain = colleaguePage.getByRole('main');
      await colleagueMain.getByRole('button', { name: new RegExp(`^#${liability.index + 1} `) }).click();
      await expect(colleagueMain.getByTestId('final-preferred-clause')).toHaveText(refined);
      // The list counts the refined rewrite.
      await page.goto('/reviews');
      await expect(rowOf(FIRST_PDF)).toContainText('1 refined');
    });

    test('pages of 20, newest first: Older and Newer', async () => {
      const more = Array.from({ length: 17 }, (_, i) => `batch-${String(i + 1).padStart(2, '0')}.txt`);
      const tasks: string[] = [];
      for (const name of more)
        tasks.push(await uploadByApi(colleaguePage.request, textFile(name, CONTRACT_TEXT)));
      for (const task of tasks) await waitForReview(page.request, task);
      await page.goto('/reviews');
      await expect(rows()).toHaveCount(20);
      await expect(rows().first()).toContainText('batch-17.txt');
      await expect(main.getByRole('button', { name: 'Newer', exact: true })).toBeDisabled();
      await main.getByRole('button', { name: 'Older', exact: true }).click();
      await expect(main.getByText('Page 2', { exact: true })).toBeVisible();
      await expect(rows()).toHaveCount(1);
      await expect(rowOf(FIRST_PDF)).toBeVisible();
      await expect(main.getByRole('button', { name: 'Older', exact: true })).toBeDisabled();
      await main.getByRole('button', { name: 'Newer', exact: true }).click();
      await expect(main.getByText('Page 1', { exact: true })).toBeVisible();
      await expect(rows().first()).toContainText('batch-17.txt');
    });

    test('a running review shows its progress in the list and on its page, and can be left and come back to', async () => {
      // The company's AI provider holds its answers on the clauses until the test lets them go: the
      // review runs (checking clauses, 0 of 3 done) that long.
      const saved = await admin.post('/api/v1/masteradmin/add/api/', {
        multipart: {
          company_id: String(companyId),
          api_type: 'openai',
          api_key: 'reviews-co-key-1234',
          api_base: fake.openaiBaseUrl,
          deployment: 'slow-model',
        },
      });
      expect(saved.status(), await saved.text()).toBe(201);
      fake.reset();
      let releaseAnswers = () => {};
      const answersReleased = new Promise<void>((resolve) => {
        releaseAnswers = resolve;
      });
      fake.setDefault((request) => {
        const prompt: string = request.body.messages.at(-1)?.content ?? '';
        if (request.body.response_format?.json_schema?.name === 'clause_categories') {
          const indexes = [...prompt.matchAll(/<clause index="(\d+)">/g)].map((m) => Number(m[1]));
          const clauses = indexes.map((index) => {
            const text = prompt.split(`<clause index="${index}">`)[1]?.split('</clause>')[0] ?? '';
            const category = CATEGORIES.find((name) => text.includes(name)) ?? null;
            return { index, category, also: [] };
          });
          return { kind: 'content', content: JSON.stringify({ clauses }) };
        }
        const [, user = ''] = request.body.messages.map((m: { content: string }) => m.content);
        const clause =
          user.split('<counterparty_clause>')[1]?.split('</counterparty_clause>')[0]?.trim() ?? '';
        return {
          kind: 'held',
          until: answersReleased,
          content: JSON.stringify({
            closest_level: 'acceptable',
            reason: 'Read by the slow model.',
            preferred_clause: clause,
            acceptable_clause: clause,
          }),
        };
      });

      const slowTask = await uploadByApi(page.request, textFile(SLOW_FILE, CONTRACT_TEXT));
      await page.goto('/reviews');
      const running = rowOf(SLOW_FILE);
      await expect(running).toContainText('Running');
      // A bar at 0 % has no width: it is there, its filled part is not visible yet.
      await expect(running.getByRole('progressbar', { name: `Progress of ${SLOW_FILE}` })).toBeAttached();
      // The list asks again every 2 s while a review runs: it reaches the stage the provider holds.
      await expect(running).toContainText('Checking clauses against the playbook (0/3)', {
        timeout: 20_000,
      });
      await shotAtTop(page, '155-reviews-running');

      await running.getByRole('link', { name: SLOW_FILE, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/reviews/${slowTask}$`));
      const progress = main.getByRole('progressbar', { name: 'Review progress' });
      await expect(progress).toBeAttached();
      await expect(
        main.getByText(new RegExp(`${SLOW_FILE} · A long contract can take a few minutes`)),
      ).toBeVisible();
      await shotAtTop(page, '156-review-running-page');

      // Left for the list, then back: the page polls again from where the review stands.
      await main.getByRole('link', { name: '← All reviews', exact: true }).click();
      await expect(page).toHaveURL(/\/reviews$/);
      await expect(rowOf(SLOW_FILE)).toContainText('Running');
      await rowOf(SLOW_FILE).getByRole('link', { name: SLOW_FILE, exact: true }).click();
      await expect(progress).toBeAttached();
      await expect(main.getByText('Checking clauses against the playbook (0/3) · 0%')).toBeVisible();
      // The provider answers: the page, polling, shows the report.
      releaseAnswers();
      await expect(report(page, SLOW_FILE)).toBeVisible({ timeout: 45_000 });
      await expect(progress).toHaveCount(0);
      await expect(report(page, SLOW_FILE)).toContainText('Engine: openai:slow-model');
      // The list, which asked again while the review ran, shows it completed.
      await page.goto('/reviews');
      await expect(rowOf(SLOW_FILE)).toContainText('Completed');
      expect(fake.requests.length).toBeGreaterThan(0);
    });

    test('a master admin picks the company and sees its reviews, marked with who ran them', async () => {
      const adminPage = await adminContext.newPage();
      const adminMain = adminPage.getByRole('main');
      await adminPage.goto('/reviews');
      await expect(
        adminMain.getByRole('heading', { name: 'Pick a company to see its reviews' }),
      ).toBeVisible();
      await selectCompany(adminPage, COMPANY);
      const adminRows = adminMain.getByRole('region', { name: 'Document reviews' }).locator('tbody tr');
      await expect(adminRows).toHaveCount(20);
      await expect(adminRows.filter({ hasText: SLOW_FILE })).toContainText(USER.username);
      await shotAtTop(adminPage, '157-reviews-master-admin');
      // Its links name the company, so they open whichever company the browser last chose.
      const link = adminMain.getByRole('link', { name: SLOW_FILE, exact: true });
      await expect(link).toHaveAttribute(
        'href',
        new RegExp(`/reviews/[0-9a-f-]+\\?company_id=${companyId}$`),
      );
      await link.click();
      await expect(report(adminPage, SLOW_FILE)).toBeVisible();
      await adminPage.reload();
      await expect(report(adminPage, SLOW_FILE)).toBeVisible();
      await expect(adminMain.getByText(COMPANY, { exact: true })).toBeVisible();
      await adminPage.close();
    });

    test('on a phone the list fits the width (the table scrolls sideways within it)', async () => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/reviews');
      await expect(rows()).toHaveCount(20);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await expect(main.getByTestId('scroll-hint')).toBeVisible();
      await shotAtTop(page, '158-reviews-phone');
      await page.setViewportSize({ width: 1280, height: 800 });
    });

    test('Delete asks first: Cancel keeps the review', async () => {
      await page.goto('/reviews?status=failed');
      await rowOf(SCAN)
        .getByRole('button', { name: `Delete ${SCAN}`, exact: true })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Delete this review?' });
      await expect(dialog).toContainText(`Delete the review of "${SCAN}"?`);
      await expect(dialog).toContainText('This cannot be undone.');
      await shotWindow(page, '159-review-delete-confirm');
      await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(rowOf(SCAN)).toBeVisible();
      expect((await page.request.get(`/api/v1/test/document/${scanTask}`)).status()).toBe(200);
    });

    test("Delete: from the list and from the report; a refusal shows the server's reason", async () => {
      // From the list, after the confirmation: the row goes, and the review with it.
      await page.goto('/reviews?status=failed');
      await rowOf(SCAN)
        .getByRole('button', { name: `Delete ${SCAN}`, exact: true })
        .click();
      await page
        .getByRole('dialog', { name: 'Delete this review?' })
        .getByRole('button', { name: 'Delete review', exact: true })
        .click();
      await expect(page.getByRole('alert').filter({ hasText: 'Review deleted' })).toBeVisible();
      await expect(table()).toContainText('No review matches these filters.');
      expect((await page.request.get(`/api/v1/test/document/${scanTask}`)).status()).toBe(404);

      // A colleague is not offered it, and the server refuses it all the same.
      const refused = await colleaguePage.request.delete(`/api/v1/test/document/${firstTask}`);
      expect(refused.status()).toBe(403);

      // A review deleted meanwhile (from another tab, while the confirmation is open): the server's
      // reason, in the Error modal. (Deleted before the click, the list's next refresh drops its row.)
      await page.goto(`/reviews?contract=${NDA}`);
      const ndaTask = (await reviewsOf(page.request, `?contract=${NDA}`))[0]?.taskid as string;
      await rowOf(NDA_FILE)
        .getByRole('button', { name: `Delete ${NDA_FILE}`, exact: true })
        .click();
      const confirm = page.getByRole('dialog', { name: 'Delete this review?' });
      await expect(confirm).toBeVisible();
      expect((await page.request.delete(`/api/v1/test/document/${ndaTask}`)).ok()).toBe(true);
      await confirm.getByRole('button', { name: 'Delete review', exact: true }).click();
      await expect(errorDialog(page)).toContainText(`There is no document review ${ndaTask}`);
      await shotWindow(page, '160-review-delete-refused');
      await errorDialog(page).getByRole('button', { name: 'Close', exact: true }).click();

      // From its report, by the user who ran it: back to the list, without it.
      await page.goto(`/reviews/${firstTask}`);
      await main.getByRole('button', { name: `Delete ${FIRST_PDF}`, exact: true }).click();
      await page
        .getByRole('dialog', { name: 'Delete this review?' })
        .getByRole('button', { name: 'Delete review', exact: true })
        .click();
      await expect(page).toHaveURL(/\/reviews$/);
      await expect(rowOf(FIRST_PDF)).toHaveCount(0);
      expect((await page.request.get(`/api/v1/test/document/${firstTask}`)).status()).toBe(404);
      expect((await colleaguePage.request.get(`/api/v1/test/document/${firstTask}`)).status()).toBe(404);
    });
  });
