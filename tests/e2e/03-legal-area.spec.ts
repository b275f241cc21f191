import { expect, test } from '@playwright/test';
import { startFakeOpenAiServer, type TFakeOpenAiServer } from '../fixtures/fake-openai-server';
import {
  adminNav,
  closeErrorDialog,
  errorDialog,
  loginMasterAdminByApi,
  mainNav,
  selectCompany,
} from './support/app';
import { closedPortUrl } from './support/closed-port';
import {
  API_KEY,
  API_KEY_LAST4,
  COMPANY_A,
  COMPANY_B,
  COMPANY_C,
  FIRST_ADMIN,
  MASTER_SECRET_KEY,
  SECOND_ADMIN,
  SECOND_USER,
  USER,
} from './support/env';
import { holdNextRequest } from './support/page-helpers';
import { shot, shotWindow } from './support/screens';

const ADD_API_CALL = /\/api\/v1\/masteradmin\/add\/api\/$/;

// Each test builds on the data of the one before (companies → users → credentials → list).
test.describe
  .serial('legal area as master admin', () => {
    /** The Azure OpenAI deployment the credentials point at: the server tries them before saving. */
    let azure: TFakeOpenAiServer;

    test.beforeAll(async () => {
      azure = await startFakeOpenAiServer({ expectedApiKey: API_KEY });
    });

    test.afterAll(async () => {
      await azure?.close();
    });

    test.beforeEach(async ({ page }) => {
      await loginMasterAdminByApi(page, FIRST_ADMIN);
    });

    test('sidebar lists the six sections in order and opens each', async ({ page }) => {
      await page.goto('/legal');
      const sidebar = adminNav(page);
      await expect(sidebar.getByRole('link')).toHaveText([
        'Add Company',
        'Add Company API',
        'Company Sign-in',
        'Add User',
        'Get Users',
        'Create MasterAdmin',
      ]);

      await sidebar.getByRole('link', { name: 'Add Company API' }).click();
      await expect(page).toHaveURL(/\/legal\/add-company-api$/);
      await sidebar.getByRole('link', { name: 'Get Users' }).click();
      await expect(page).toHaveURL(/\/legal\/get-users$/);
      await sidebar.getByRole('link', { name: 'Add Company', exact: true }).click();
      await expect(page).toHaveURL(/\/legal\/add-company$/);
      await expect(
        page.getByRole('main').getByRole('heading', { name: 'Companies Stored in Database' }),
      ).toBeVisible();

      // Home goes back to the landing headline.
      await mainNav(page).getByRole('link', { name: 'Home' }).click();
      await expect(page).toHaveURL(/\/legal$/);
      await expect(
        page.getByRole('heading', {
          name: 'Revolutionize Your Contract Drafting with AI-Powered Clause Training',
        }),
      ).toBeVisible();
    });

    test('Add Company: two companies, a duplicate name, Refresh companies', async ({ page }) => {
      await page.goto('/legal/add-company');
      const main = page.getByRole('main');
      const table = main.getByRole('table');
      await expect(table.getByRole('columnheader')).toHaveText(['Company ID', 'Company Name']);

      const addCompany = async (name: string) => {
        await main.getByLabel('Company Name').fill(name);
        await main.getByRole('button', { name: 'Add Company', exact: true }).click();
      };

      await addCompany(COMPANY_A);
      await expect(main.getByText('Company added to the database', { exact: true })).toBeVisible();
      await expect(main.getByLabel('Company Name')).toHaveValue('');
      await addCompany(COMPANY_B);
      await expect(main.getByText('Company added to the database', { exact: true })).toBeVisible();

      for (const name of [COMPANY_A, COMPANY_B]) {
        const row = table.getByRole('row').filter({ hasText: name });
        await expect(row).toHaveCount(1);
        await expect(row.getByRole('cell')).toHaveText([/^\d+$/, name]);
      }
      await shot(page, '08-add-company');

      // The same name in other letter case is a duplicate: the server's 409 detail in the popup.
      await addCompany(COMPANY_A.toUpperCase());
      const dialog = errorDialog(page);
      await expect(dialog).toContainText(`A company named "${COMPANY_A}" already exists.`);
      await shot(page, '09-add-company-duplicate');
      await closeErrorDialog(page);
      // (a string `hasText` ignores case, so the upper-case name is matched with a RegExp)
      await expect(
        table.getByRole('row').filter({ hasText: new RegExp(COMPANY_A.toUpperCase()) }),
      ).toHaveCount(0);
      await expect(table.getByRole('row')).toHaveCount(3);

      // A company added elsewhere shows up after 'Refresh companies'.
      const response = await page.request.post('/api/v1/masteradmin/add/company/', {
        multipart: { company_name: COMPANY_C },
      });
      expect(response.status()).toBe(201);
      await expect(table.getByRole('row').filter({ hasText: COMPANY_C })).toHaveCount(0);
      await main.getByRole('button', { name: 'Refresh companies' }).click();
      await expect(table.getByRole('row').filter({ hasText: COMPANY_C })).toHaveCount(1);
      await expect(table.getByRole('row')).toHaveCount(4);
    });

    test('Add User: company required, a user for company A, a duplicate username', async ({ page }) => {
      await page.goto('/legal/add-user');
      const main = page.getByRole('main');
      await expect(main.getByPlaceholder('SELECT COMPANY')).toBeVisible();

      await main.getByLabel('Username').fill(USER.username);
      await main.getByLabel('Email').fill(USER.email);
      await main.getByRole('button', { name: 'Add User', exact: true }).click();
      await expect(main.getByText('This field is required', { exact: true })).toBeVisible();
      await expect(errorDialog(page)).toHaveCount(0);
      await shot(page, '10-add-user-company-required');

      await selectCompany(page, COMPANY_A);
      await main.getByRole('button', { name: 'Add User', exact: true }).click();
      await expect(main.getByText('user added to the database', { exact: true })).toBeVisible();
      await expect(main.getByText('This field is required', { exact: true })).toHaveCount(0);
      await expect(main.getByLabel('Username')).toHaveValue('');
      await expect(main.getByLabel('Email')).toHaveValue('');
      await shot(page, '11-add-user-added');

      await selectCompany(page, COMPANY_B);
      await main.getByLabel('Username').fill(USER.username.toUpperCase());
      await main.getByLabel('Email').fill('someone.else@borealis.example');
      await main.getByRole('button', { name: 'Add User', exact: true }).click();
      const dialog = errorDialog(page);
      await expect(dialog).toContainText(`The username "${USER.username}" is already taken.`);
      await shot(page, '12-add-user-duplicate');
      await closeErrorDialog(page);
    });

    test('Add Company API: azure fixed, credentials saved, only the masked key is shown', async ({
      page,
    }) => {
      await page.goto('/legal/add-company-api');
      const main = page.getByRole('main');
      const apiType = main.getByLabel('api_type');
      await expect(apiType).toHaveValue('azure');
      await expect(apiType).toBeDisabled();

      // An empty submit: every required field says so, api_version included.
      await main.getByRole('button', { name: 'Add Company API', exact: true }).click();
      for (const label of ['api_key', 'deployment', 'api_base', 'api_version']) {
        await expect(main.getByLabel(label)).toHaveAccessibleDescription(/This field is required/);
      }
      await expect(main.getByText('This field is required', { exact: true })).toHaveCount(5);
      // A value of the wrong shape: the schema's message, as a sentence that keeps the field's name.
      await main.getByLabel('api_base').fill('not a url');
      await main.getByRole('button', { name: 'Add Company API', exact: true }).click();
      await expect(
        main.getByText('The api_base must be an http(s) URL such as https://my-resource.openai.azure.com', {
          exact: true,
        }),
      ).toBeVisible();
      await shot(page, '13-add-company-api-required');

      // A wrong endpoint: the server's test request cannot reach it. While the check runs the button
      // says so and nothing can be sent twice; then the popup gives the cause and nothing is saved.
      const unreachable = await closedPortUrl();
      await selectCompany(page, COMPANY_A);
      await main.getByLabel('api_key').fill(API_KEY);
      await main.getByLabel('deployment').fill('gpt-4o');
      await main.getByLabel('api_base').fill(unreachable);
      await main.getByLabel('api_version').fill('2024-10-21');
      const sent: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && ADD_API_CALL.test(request.url())) sent.push(request.url());
      });
      const release = await holdNextRequest(page, ADD_API_CALL);
      await main.getByRole('button', { name: 'Add Company API', exact: true }).click();
      const checking = main.getByRole('button', { name: 'Checking the credentials…', exact: true });
      await expect(checking).toBeDisabled();
      await expect(
        main.getByText(
          'Sending one small test request to the AI service with these credentials. This can take up to 30 seconds; nothing is saved unless it answers.',
          { exact: true },
        ),
      ).toBeVisible();
      await main.getByLabel('api_version').press('Enter');
      await checking.click({ force: true });
      await shot(page, '13-add-company-api-checking');
      release();

      const dialog = errorDialog(page);
      await expect(dialog).toContainText(
        `The AI credentials were not saved. Cannot reach the AI service at ${unreachable}`,
      );
      await expect(dialog).toContainText('the connection was refused');
      expect(sent).toHaveLength(1);
      await shotWindow(page, '13-add-company-api-unreachable');
      await closeErrorDialog(page);
      await expect(main.getByRole('button', { name: 'Add Company API', exact: true })).toBeEnabled();
      await expect(main.getByText('API credentials saved for the company', { exact: true })).toHaveCount(0);
      await expect(main.getByRole('row').filter({ hasText: COMPANY_A })).toHaveCount(0);
      const stored = await (await page.request.get('/api/v1/masteradmin/get/apis/')).json();
      expect(stored.data).toEqual([]);
      // The values stay for a correction.
      await expect(main.getByLabel('api_key')).toHaveValue(API_KEY);
      await expect(main.getByLabel('api_base')).toHaveValue(unreachable);

      await main.getByLabel('api_base').fill(azure.azureEndpoint);
      await main.getByRole('button', { name: 'Add Company API', exact: true }).click();

      await expect(main.getByText('API credentials saved for the company', { exact: true })).toBeVisible();
      await expect(main.getByLabel('api_key')).toHaveValue('');
      const row = main.getByRole('row').filter({ hasText: COMPANY_A });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(API_KEY_LAST4);
      await expect(row).toContainText('azure');
      await expect(row).toContainText('gpt-4o');
      await expect(row).toContainText(azure.azureEndpoint);
      await expect(page.locator('body')).not.toContainText(API_KEY);
      expect(await page.content()).not.toContain(API_KEY);
      await shot(page, '13-add-company-api');

      // After a reload the key is still only masked.
      await page.reload();
      await expect(main.getByRole('row').filter({ hasText: COMPANY_A })).toContainText(API_KEY_LAST4);
      expect(await page.content()).not.toContain(API_KEY);
    });

    test('Get Users: GET USERS fills the table, Refresh users reloads it', async ({ page }) => {
      await page.goto('/legal/get-users');
      const main = page.getByRole('main');
      await expect(main.getByRole('table')).toHaveCount(0);

      await main.getByRole('button', { name: 'GET USERS', exact: true }).click();
      const table = main.getByRole('table');
      for (const column of ['Username', 'Email', 'Created Date', 'Update Date']) {
        await expect(table.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
      }
      const userRow = table.getByRole('row').filter({ hasText: USER.username });
      await expect(userRow).toHaveCount(1);
      await expect(userRow).toContainText(USER.email);
      await expect(userRow).toContainText(COMPANY_A);
      await expect(table.getByRole('row').filter({ hasText: SECOND_USER.username })).toHaveCount(0);

      // A user added elsewhere shows up after 'Refresh users'.
      const companies = await (await page.request.get('/api/v1/masteradmin/get/companies/')).json();
      const companyB = companies.data.find((company: { name: string }) => company.name === COMPANY_B);
      expect(companyB).toBeDefined();
      const response = await page.request.post('/api/v1/masteradmin/create/user/', {
        multipart: {
          username: SECOND_USER.username,
          email: SECOND_USER.email,
          companyid: String(companyB.id),
        },
      });
      expect(response.status()).toBe(201);
      await main.getByRole('button', { name: 'Refresh users', exact: true }).click();
      const secondRow = table.getByRole('row').filter({ hasText: SECOND_USER.username });
      await expect(secondRow).toHaveCount(1);
      await expect(secondRow).toContainText(COMPANY_B);
      await expect(table.getByRole('row')).toHaveCount(3);
      await shot(page, '14-get-users');
    });

    test('Create MasterAdmin: a wrong secret key is refused, the right one creates an admin who can log in', async ({
      page,
    }) => {
      await page.goto('/legal/create-masteradmin');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { name: 'Create a new MasterAdmin' })).toBeVisible();

      await main.getByLabel('Username').fill(SECOND_ADMIN.username);
      await main.getByLabel('Email').fill(SECOND_ADMIN.email);
      await main.getByLabel('Password', { exact: true }).fill(SECOND_ADMIN.password);
      await main.getByLabel('Master Secret Key').fill('a-wrong-master-secret-key');
      await main.getByRole('button', { name: 'Create MasterAdmin', exact: true }).click();
      const dialog = errorDialog(page);
      await expect(dialog).toContainText('The master secret key is not correct.');
      await shot(page, '15-create-masteradmin-wrong-key');
      await closeErrorDialog(page);

      await main.getByLabel('Master Secret Key').fill(MASTER_SECRET_KEY);
      await main.getByRole('button', { name: 'Create MasterAdmin', exact: true }).click();
      await expect(main.getByText('master admin added to the database', { exact: true })).toBeVisible();
      for (const label of ['Username', 'Email']) await expect(main.getByLabel(label)).toHaveValue('');
      await expect(main.getByLabel('Password', { exact: true })).toHaveValue('');
      await expect(main.getByLabel('Master Secret Key')).toHaveValue('');
      await shot(page, '16-create-masteradmin-created');

      // Log out, then log in as the new admin.
      await mainNav(page).getByRole('button', { name: 'Logout' }).click();
      await expect(page).toHaveURL(/\/login$/);
      // (the 'Logged out' toast covers the top bar's login links, so the page's own link is used)
      await main.getByRole('link', { name: 'MASTERADMIN', exact: true }).click();
      await main.getByLabel('Username').fill(SECOND_ADMIN.username);
      await main.getByLabel('Password', { exact: true }).fill(SECOND_ADMIN.password);
      await main.getByRole('button', { name: 'Login', exact: true }).click();
      await expect(page).toHaveURL(/\/legal$/);
      await expect(mainNav(page).getByRole('link')).toHaveText(['Home', 'TrainModel', 'Reviews', 'Legal']);
    });
  });
