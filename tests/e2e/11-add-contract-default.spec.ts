import { type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import { chooseOption, openPlaybookTab, openPlaybookTraining, selectInput, shotAtTop } from './support/app';
import { setUpCompanyPlaybook } from './support/company-playbook';

/**
 * The Add Contract field's default, as a user of a company of its own ('Defaults Co'): the spec's
 * 'Commercial' while no contract type has that name, and nothing once one has, so that pressing
 * 'Add Contract' again is never a duplicate.
 */

const COMPANY = 'Defaults Co';
const USER = { username: 'dora.default', email: 'dora@defaults.example' };
const NDA = 'NDA';
const COMMERCIAL = 'Commercial';
const LEASE = 'Lease';

test.describe
  .serial('the Add Contract default name', () => {
    let adminContext: BrowserContext;
    let context: BrowserContext;
    let page: Page;
    let main: Locator;

    const nameField = () => main.getByLabel('Enter the name of new contract');
    const addContract = async () => {
      await main.getByRole('button', { name: 'Add Contract', exact: true }).click();
      await expect(
        main.getByText('Contract is added to the database successfully.', { exact: true }),
      ).toBeVisible();
    };

    test.beforeAll(async ({ browser }) => {
      ({ adminContext, context, page } = await setUpCompanyPlaybook(browser, {
        company: COMPANY,
        user: USER,
        contract: NDA,
        categories: [],
      }));
      main = page.getByRole('main');
    });

    test.afterAll(async () => {
      await context?.close();
      await adminContext?.close();
    });

    test("after adding 'Commercial' the field is empty, after another name it stays empty", async () => {
      await page.goto('/train-model');
      await openPlaybookTraining(page);
      await openPlaybookTab(page, 'Add Contract Type & Category');
      await expect(nameField()).toHaveValue(COMMERCIAL);

      await addContract();
      await expect(nameField()).toHaveValue('');
      await shotAtTop(page, '73-add-contract-default-taken');

      // An empty name is refused before anything is sent.
      await main.getByRole('button', { name: 'Add Contract', exact: true }).click();
      await expect(main.getByText('This field is required', { exact: true })).toBeVisible();

      await nameField().fill(LEASE);
      await addContract();
      await expect(nameField()).toHaveValue('');

      await page.reload();
      await openPlaybookTraining(page);
      await openPlaybookTab(page, 'Add Contract Type & Category');
      await expect(nameField()).toHaveValue('');
    });

    test("once 'Commercial' is removed, the field offers it again", async () => {
      await openPlaybookTab(page, 'Remove Contract Type & Category');
      await chooseOption(page, main, 'Contract Type', COMMERCIAL);
      await main.getByRole('button', { name: 'Delete Contract', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete contract type' });
      await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
      await expect(main.getByText('Contract Removed Successfully!!', { exact: true })).toBeVisible();
      await expect(selectInput(main, 'Contract Type')).toHaveValue(NDA);

      await openPlaybookTab(page, 'Add Contract Type & Category');
      await expect(nameField()).toHaveValue(COMMERCIAL);
    });
  });
