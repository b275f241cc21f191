import { type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import {
  BUILTIN_ENGINE,
  chooseOption,
  engineLine,
  expectEmptyPlaybookSelects,
  loginMasterAdminByApi,
  loginUserByApi,
  openLoggedInPage,
  openPlaybookTab,
  openPlaybookTraining,
  PLAYBOOK_A,
  PLAYBOOK_B_CONTRACT,
  selectInput,
  shotAtTop,
} from './support/app';
import { COMPANY_A, COMPANY_B, COMPANY_C, FIRST_ADMIN, SECOND_USER } from './support/env';

/** Names and texts of company A's playbook (left by 07) that company B must never see. */
const A_NAMES = [PLAYBOOK_A.nda, PLAYBOOK_A.msa, PLAYBOOK_A.confidentiality, PLAYBOOK_A.termination];
const A_TEXTS = [
  PLAYBOOK_A.confidentialityV2Preferred,
  PLAYBOOK_A.confidentialityV1.acceptable,
  PLAYBOOK_A.confidentialityV1.unacceptable,
];

const ENGINE_CALL = /\/api\/v1\/train\/ai-engine\//;
const CONNECT_AI = "Connect the company's own AI service";

/** A case-sensitive whole-word pattern of a name ('NDA' must not match inside another word). */
const word = (name: string) => new RegExp(`\\b${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`);

const expectNoneOfA = async (scope: Locator) => {
  for (const name of A_NAMES) await expect(scope).not.toContainText(word(name));
};

test.describe
  .serial('playbook library as the master admin, and company B kept apart', () => {
    let adminContext: BrowserContext;
    let page: Page;
    let main: Locator;
    let companyAId: number;

    test.beforeAll(async ({ browser }) => {
      ({
        context: adminContext,
        page,
        main,
      } = await openLoggedInPage(browser, (adminPage) => loginMasterAdminByApi(adminPage, FIRST_ADMIN)));
      const companies = await (await page.request.get('/api/v1/masteradmin/get/companies/')).json();
      const companyA = companies.data.find((company: { name: string }) => company.name === COMPANY_A);
      expect(companyA).toBeDefined();
      companyAId = companyA.id;
    });

    test.afterAll(async () => {
      await adminContext.close();
    });

    test('the company switcher: a prompt until a company is picked, then its library', async () => {
      await page.goto('/train-model');
      const switcher = selectInput(main, 'Company');
      await expect(switcher).toBeVisible();
      await expect(switcher).toHaveValue('');
      await expect(switcher).toHaveAttribute('placeholder', 'SELECT COMPANY');
      const prompt = main.getByRole('heading', { name: 'Pick a company to work on its playbook' });
      await expect(prompt).toBeVisible();
      // No company, no engine to name.
      await expect(engineLine(page)).toHaveCount(0);
      await main.getByRole('radio', { name: 'Train model', exact: true }).check();
      await expect(prompt).toBeVisible();
      await expect(main.getByRole('heading', { name: 'PLAYBOOK TRAINING' })).toHaveCount(0);
      await shotAtTop(page, '40-master-admin-pick-company');

      await switcher.click();
      await expect(page.getByRole('option')).toHaveText([COMPANY_A, COMPANY_B, COMPANY_C]);
      await shotAtTop(page, '41-master-admin-company-switcher');
      await page.getByRole('option', { name: COMPANY_A, exact: true }).click();
      await expect(switcher).toHaveValue(COMPANY_A);
      await expect(prompt).toHaveCount(0);
      // Company A has its own credentials (03).
      await expect(engineLine(page)).toContainText(
        "Azure OpenAI deployment gpt-4o (the company's own credentials)",
      );
      await expect(engineLine(page).getByRole('link')).toHaveCount(0);

      // Company A's library as 07 left it.
      await openPlaybookTraining(page);
      await expect(selectInput(main, 'Contract Type')).toHaveValue(PLAYBOOK_A.nda);
      await expect(selectInput(main, 'Clause Category')).toHaveValue(PLAYBOOK_A.confidentiality);
      await expect(main.getByRole('textbox', { name: 'Preferred guideline', exact: true })).toHaveValue(
        PLAYBOOK_A.confidentialityV2Preferred,
      );
      await expect(main.getByText('Editing saved version v2', { exact: true })).toBeVisible();
      await selectInput(main, 'Contract Type').click();
      await expect(page.getByRole('option')).toHaveText([PLAYBOOK_A.nda]);
      await page.keyboard.press('Escape');
      await shotAtTop(page, '42-master-admin-company-a');
    });

    test('company B: empty, a contract type added, and the choice remembered after a reload', async () => {
      await chooseOption(page, main, 'Company', COMPANY_B);
      await expect(main.getByRole('heading', { name: 'PLAYBOOK TRAINING' })).toBeVisible();
      // Company B has no credentials: the built-in engine, and the master admin is shown where to add some.
      await expect(engineLine(page)).toContainText(BUILTIN_ENGINE);
      await expect(engineLine(page).getByRole('link', { name: CONNECT_AI })).toHaveAttribute(
        'href',
        '/legal/add-company-api',
      );
      await expectEmptyPlaybookSelects(main);
      await expectNoneOfA(main);
      await shotAtTop(page, '43-master-admin-company-b-empty');

      await openPlaybookTab(page, 'Add Contract Type & Category');
      await main.getByLabel('Enter the name of new contract').fill(PLAYBOOK_B_CONTRACT);
      await main.getByRole('button', { name: 'Add Contract', exact: true }).click();
      await expect(
        main.getByText('Contract is added to the database successfully.', { exact: true }),
      ).toBeVisible();
      await main.getByRole('button', { name: /^Existing Contracts/ }).click();
      await expect(main.getByRole('list', { name: 'Existing Contracts' }).getByRole('listitem')).toHaveText([
        PLAYBOOK_B_CONTRACT,
      ]);
      await shotAtTop(page, '44-master-admin-company-b-added');

      await page.reload();
      await expect(selectInput(main, 'Company')).toHaveValue(COMPANY_B);
      await openPlaybookTraining(page);
      await expect(selectInput(main, 'Contract Type')).toHaveValue(PLAYBOOK_B_CONTRACT);
      await expect(selectInput(main, 'Clause Category')).toHaveAttribute(
        'placeholder',
        'No categories to display',
      );
      await expectNoneOfA(main);
      await shotAtTop(page, '45-master-admin-company-remembered');

      // Company A's library is untouched by the work in B.
      const answer = await page.request.get(`/api/v1/train/get-contracts/?company_id=${companyAId}`);
      expect(answer.status()).toBe(200);
      expect((await answer.json()).data.all_contracts).toEqual([PLAYBOOK_A.nda]);
    });

    test("a user of company B never sees company A's playbook, on the page or through the API", async ({
      browser,
    }) => {
      const userContext = await browser.newContext();
      try {
        const userPage = await userContext.newPage();
        const userMain = userPage.getByRole('main');
        await loginUserByApi(userPage, SECOND_USER);
        // When the engine cannot be read the line says so and offers to try again.
        await userPage.route(ENGINE_CALL, (route) =>
          route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ detail: 'The engine settings could not be read.', code: 'INTERNAL' }),
          }),
        );
        await userPage.goto('/train-model');
        await expect(userMain.getByText(COMPANY_B, { exact: true })).toBeVisible();
        await expect(engineLine(userPage)).toContainText(
          'Not available. The engine settings could not be read.',
        );
        await shotAtTop(userPage, '46-user-b-engine-not-available');
        await userPage.unroute(ENGINE_CALL);
        await engineLine(userPage).getByRole('button', { name: 'Try again', exact: true }).click();
        // Company B has no credentials: the built-in engine, and nothing for a user to connect.
        await expect(engineLine(userPage)).toContainText(BUILTIN_ENGINE);
        await expect(engineLine(userPage).getByRole('link')).toHaveCount(0);
        await expect(selectInput(userMain, 'Company')).toHaveCount(0);
        await openPlaybookTraining(userPage);
        await expect(selectInput(userMain, 'Contract Type')).toHaveValue(PLAYBOOK_B_CONTRACT);
        await selectInput(userMain, 'Contract Type').click();
        await expect(userPage.getByRole('option')).toHaveText([PLAYBOOK_B_CONTRACT]);
        await userPage.keyboard.press('Escape');
        await expectNoneOfA(userMain);
        await shotAtTop(userPage, '46-user-b-playbook');

        await openPlaybookTab(userPage, 'Add Contract Type & Category');
        await userMain.getByRole('button', { name: /^Existing Contracts/ }).click();
        await expect(
          userMain.getByRole('list', { name: 'Existing Contracts' }).getByRole('listitem'),
        ).toHaveText([PLAYBOOK_B_CONTRACT]);
        await expectNoneOfA(userMain);
        await openPlaybookTab(userPage, 'Remove Contract Type & Category');
        await expect(selectInput(userMain, 'Contract Type')).toHaveValue(PLAYBOOK_B_CONTRACT);
        await expectNoneOfA(userMain);
        const html = await userPage.content();
        for (const name of A_NAMES) expect(html).not.toMatch(word(name));

        // The API answers B's library only.
        const own = await userPage.request.get('/api/v1/train/get-contracts/');
        expect(own.status()).toBe(200);
        const ownBody = await own.text();
        expect(JSON.parse(ownBody).data.all_contracts).toEqual([PLAYBOOK_B_CONTRACT]);
        for (const name of A_NAMES) expect(ownBody).not.toMatch(word(name));
        for (const text of A_TEXTS) expect(ownBody).not.toContain(text);

        // Naming company A does not open its library to a user of B.
        const foreign = await userPage.request.get(`/api/v1/train/get-contracts/?company_id=${companyAId}`);
        expect(foreign.status()).toBe(403);
        const foreignBody = await foreign.text();
        for (const name of A_NAMES) expect(foreignBody).not.toMatch(word(name));

        // Nor does asking for the history of A's category by name.
        const history = await userPage.request.get(
          `/api/v1/train/history/?selected_contract=${encodeURIComponent(PLAYBOOK_A.nda)}&selected_category=${encodeURIComponent(PLAYBOOK_A.confidentiality)}`,
        );
        expect(history.status()).toBe(404);
        const historyBody = await history.text();
        for (const text of A_TEXTS) expect(historyBody).not.toContain(text);
      } finally {
        await userContext.close();
      }
    });
  });
