import { type BrowserContext, expect, type Locator, type Page, type Response, test } from '@playwright/test';
import { DEMO_PLAYBOOK } from '../../src/server/seed/demo-playbook';
import type { TDocumentReport } from '../../src/shared/schemas/documents';
import { makeDocx, makePdf } from '../fixtures/documents';
import { shotAtTop } from './support/app';
import { setUpCompanyPlaybook } from './support/company-playbook';
import { shotOf } from './support/screens';

/**
 * "We act for" on a document review (decision 042), as a user of 'Sides Co': once a document is chosen
 * the form reads the contract's parties, each with the playbook role the contract gives it, the inferred
 * one chosen; the reviewer picks another, the review acts for it and its report says so. A contract of
 * three parties none of which plays a role, and one whose parties cannot be read, say so plainly.
 */

const COMPANY = 'Sides Co';
const SIDES_USER = { username: 'sam.sides', email: 'sam@sidesco.example' };
const MSA = 'Master Services Agreement';
const CATEGORIES = [
  'Limitation of Liability',
  'Payment Terms',
  'Governing Law',
  'Term and Termination',
] as const;

const DISTRIBUTION_FILE = 'distribution draft.docx';
const DISTRIBUTION = makeDocx([
  'DISTRIBUTION AGREEMENT',
  'This Distribution Agreement is entered into between Northwind Foods Ltd. ("Supplier") and Harbour Trading LLC ("Distributor").',
  '1. Payment Terms. Distributor shall pay each invoice within fifteen (15) days of receipt.',
  '2. Term and Termination. Supplier may terminate this Agreement for any reason upon thirty (30) days written notice to Distributor.',
  '3. Limitation of Liability. In no event shall Supplier be liable for any indirect or consequential damages, and Supplier total liability shall not exceed the fees paid in the one (1) month before the claim.',
  '4. Governing Law. This Agreement shall be governed by the laws of the State of Texas.',
]);

const VENTURE_FILE = 'joint venture.pdf';
const VENTURE = makePdf([
  [
    'JOINT VENTURE AGREEMENT',
    'This Agreement is made between Alpha Corp ("Alpha"), Beta Inc ("Beta")',
    'and Gamma LLC ("Gamma").',
    '1. Governing Law. This Agreement shall be governed by the laws of England.',
    '2. Payment Terms. Each party shall pay its invoices within fifteen (15) days of receipt.',
  ],
]);

const UPLOAD_CALL = /\/api\/v1\/test\/final\/document\/(\?.*)?$/;
const PARTIES_CALL = /\/api\/v1\/test\/document\/parties(\?.*)?$/;
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

test.describe
  .serial('We act for, as a user of Sides Co', () => {
    let context: BrowserContext;
    let page: Page;
    let main: Locator;

    const form = () => main.getByRole('form', { name: 'Test a document' });
    const weActFor = () => form().getByRole('textbox', { name: 'We act for' });
    const testButton = () => form().getByRole('button', { name: 'Test Clause', exact: true });
    const fileInput = () => main.locator('input[type="file"]');
    const summary = () => main.getByRole('region', { name: /^We act for: / });

    /** Chooses a file and waits for the parties read it starts. */
    const chooseFile = async (file: { name: string; mimeType: string; buffer: Buffer }) => {
      const read = page.waitForResponse(
        (response: Response) => PARTIES_CALL.test(response.url()) && response.request().method() === 'POST',
      );
      await fileInput().setInputFiles(file);
      await expect(main.getByText(`Chosen file: ${file.name}`)).toBeVisible();
      return read;
    };

    /** Presses 'Test Clause'; answers the report once shown. */
    const runReview = async (filename: string) => {
      const answer = page.waitForResponse(
        (response: Response) => UPLOAD_CALL.test(response.url()) && response.request().method() === 'POST',
      );
      await testButton().click();
      const response = await answer;
      expect(response.status(), await response.text()).toBe(202);
      const taskId = ((await response.json()) as { data: { taskid: string } }).data.taskid;
      await expect(main.getByRole('region', { name: filename })).toBeVisible({ timeout: 45_000 });
      const report = (
        (await (await page.request.get(`/api/v1/test/document/${taskId}`)).json()) as {
          data: { data: TDocumentReport };
        }
      ).data.data;
      return report;
    };

    test.beforeAll(async ({ browser }) => {
      const demo = DEMO_PLAYBOOK.find((contract) => contract.name === MSA);
      if (!demo) throw new Error(`The demo playbook has no "${MSA}"`);
      let adminContext: BrowserContext;
      ({ adminContext, context, page } = await setUpCompanyPlaybook(browser, {
        company: COMPANY,
        user: SIDES_USER,
        contract: MSA,
        categories: CATEGORIES.map((name) => ({
          name,
          guidelines: demo.categories.find((category) => category.name === name)?.guidelines,
        })),
      }));
      await adminContext.close();
      main = page.getByRole('main');
      await page.goto('/train-model');
      await main.getByRole('radio', { name: 'Document', exact: true }).check();
    });

    test.afterAll(async () => {
      await context?.close();
    });

    test('the parties of the chosen contract, each with its playbook role, the inferred one chosen', async () => {
      await expect(weActFor()).toHaveCount(0);
      const read = await chooseFile({
        name: DISTRIBUTION_FILE,
        mimeType: DOCX_TYPE,
        buffer: Buffer.from(DISTRIBUTION),
      });
      expect(read.status()).toBe(200);
      await expect(weActFor()).toHaveValue("Distributor — the playbook's Customer");
      await expect(form()).toContainText("The party you choose takes the playbook's Customer.");
      await weActFor().click();
      const options = page.getByRole('option');
      await expect(options).toHaveText([
        "Supplier — the playbook's Supplier",
        "Distributor — the playbook's Customer",
      ]);
      await shotAtTop(page, '161-we-act-for-choices');
      await page.getByRole('option', { name: "Supplier — the playbook's Supplier" }).click();
      await expect(weActFor()).toHaveValue("Supplier — the playbook's Supplier");
      await expect(form()).toContainText(
        "Acting for Supplier: the playbook's positions for the Customer are applied to Supplier, and Distributor takes the Supplier's side.",
      );
      await shotOf(form(), '162-we-act-for-chosen');
    });

    test('the review acts for the party chosen, and its report says so', async () => {
      // Not the inferred Distributor: the choice was sent.
      const report = await runReview(DISTRIBUTION_FILE);
      expect(report.we_act_for).toEqual({
        party: 'Supplier',
        playbook_role: 'Customer',
        parties: [
          { name: 'Supplier', role: 'Customer' },
          { name: 'Distributor', role: 'Supplier' },
        ],
        roles_without_party: [],
      });
      await expect(summary()).toHaveAccessibleName("We act for: Supplier (the playbook's Customer)");
      await expect(summary()).toContainText("The other party: Distributor — the playbook's Supplier");
      await expect(summary()).not.toContainText('Not applied');
      await shotAtTop(page, '163-we-act-for-report');
      await shotOf(summary(), '164-we-act-for-summary');
    });

    test('three parties, none on a playbook side: none chosen until the reviewer picks one', async () => {
      await chooseFile({ name: VENTURE_FILE, mimeType: 'application/pdf', buffer: Buffer.from(VENTURE) });
      await expect(weActFor()).toHaveValue('');
      await expect(weActFor()).toHaveAttribute(
        'placeholder',
        'Not chosen: each clause is read in its own words',
      );
      await weActFor().click();
      await expect(page.getByRole('option')).toHaveText([
        'Alpha — plays no role of the playbook',
        'Beta — plays no role of the playbook',
        'Gamma — plays no role of the playbook',
      ]);
      await page.getByRole('option', { name: 'Alpha — plays no role of the playbook' }).click();
      await expect(form()).toContainText(
        "Acting for Alpha: the playbook's positions for the Customer are applied to Alpha.",
      );
      const report = await runReview(VENTURE_FILE);
      expect(report.we_act_for).toMatchObject({ party: 'Alpha', roles_without_party: ['Supplier'] });
      await expect(summary()).toHaveAccessibleName("We act for: Alpha (the playbook's Customer)");
      await expect(summary()).toContainText(
        "Not applied: the playbook's positions for the Supplier — no party of this contract plays that role.",
      );
      await shotOf(summary(), '165-we-act-for-not-applied');
    });

    test('a contract whose parties cannot be read says so, and the review still runs', async () => {
      await chooseFile({
        name: 'clauses only.docx',
        mimeType: DOCX_TYPE,
        buffer: Buffer.from(
          makeDocx(['1. Governing Law. This Agreement shall be governed by the laws of the State of Texas.']),
        ),
      });
      await expect(form()).toContainText(
        'No parties could be read from this contract, so there is no side to choose: the review reads each clause in its own words.',
      );
      await expect(weActFor()).toHaveCount(0);
      await shotOf(form(), '166-we-act-for-none-read');
      const report = await runReview('clauses only.docx');
      expect(report.we_act_for).toEqual({
        party: null,
        playbook_role: 'Customer',
        parties: [],
        roles_without_party: [],
      });
      await expect(summary()).toHaveAccessibleName(
        'We act for: no party chosen: none could be read from the contract, so each clause was read in its own words',
      );
    });

    test('a document that cannot be read: the form says why before the review', async () => {
      await chooseFile({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: Buffer.from(makePdf([[]])) });
      const alert = form().getByRole('alert');
      await expect(alert).toContainText("The contract's parties could not be read");
      await expect(alert).toContainText('no text layer');
      await expect(testButton()).toBeEnabled();
      await shotOf(form(), '167-we-act-for-unreadable');
    });
  });
