import { type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import {
  chooseOption,
  closeErrorDialog,
  errorDialog,
  expectEmptyPlaybookSelects,
  loginUserByApi,
  openLoggedInPage,
  openPlaybookTab,
  openPlaybookTraining,
  PLAYBOOK_A,
  selectInput,
  shotAtTop,
} from './support/app';
import { COMPANY_A, USER } from './support/env';

const { nda, msa, confidentiality, termination, liability } = PLAYBOOK_A;

type TTexts = { preferred: string; acceptable: string; unacceptable: string };

const guidelineBox = (main: Locator, level: 'Preferred' | 'Acceptable' | 'Unacceptable') =>
  main.getByRole('textbox', { name: `${level} guideline`, exact: true });

const expectGuidelines = async (main: Locator, texts: TTexts) => {
  await expect(guidelineBox(main, 'Preferred')).toHaveValue(texts.preferred);
  await expect(guidelineBox(main, 'Acceptable')).toHaveValue(texts.acceptable);
  await expect(guidelineBox(main, 'Unacceptable')).toHaveValue(texts.unacceptable);
};

const fillGuidelines = async (main: Locator, texts: TTexts) => {
  await guidelineBox(main, 'Preferred').fill(texts.preferred);
  await guidelineBox(main, 'Acceptable').fill(texts.acceptable);
  await guidelineBox(main, 'Unacceptable').fill(texts.unacceptable);
};

const EMPTY: TTexts = { preferred: '', acceptable: '', unacceptable: '' };

// One login for the whole file: the tests share one page and build on each other's data.
test.describe
  .serial('playbook library as a user of company A', () => {
    let context: BrowserContext;
    let page: Page;
    let main: Locator;

    test.beforeAll(async ({ browser }) => {
      ({ context, page, main } = await openLoggedInPage(browser, (userPage) =>
        loginUserByApi(userPage, USER),
      ));
    });

    test.afterAll(async () => {
      await context.close();
    });

    test('empty library: PLAYBOOK TRAINING with three tabs, disabled selects', async () => {
      await page.goto('/train-model');
      await expect(main.getByText(COMPANY_A, { exact: true })).toBeVisible();
      await openPlaybookTraining(page);
      await expect(main.getByRole('tab', { name: 'Train Model', exact: true })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(main.getByRole('heading', { name: 'TRAIN MODEL', exact: true })).toBeVisible();

      await expectEmptyPlaybookSelects(main);
      for (const section of ['Preferred Clause', 'Acceptable Clause', 'UnAcceptable Clause']) {
        await expect(main.getByRole('button', { name: section, exact: true })).toBeVisible();
      }
      for (const level of ['Preferred', 'Acceptable', 'Unacceptable'] as const) {
        await expect(guidelineBox(main, level)).toHaveAttribute('rows', '4');
        await expect(guidelineBox(main, level)).toBeDisabled();
      }
      await expect(main.getByRole('button', { name: 'Train Model', exact: true })).toBeDisabled();
      await shotAtTop(page, '23-playbook-empty');

      // Remove tab, empty: contract type 'NO CONTRACTS'; clause category both selects disabled.
      await openPlaybookTab(page, 'Remove Contract Type & Category');
      await expect(main.getByRole('radio', { name: 'Contract Type', exact: true })).toBeChecked();
      await expect(selectInput(main, 'Contract Type')).toHaveAttribute('placeholder', 'NO CONTRACTS');
      await expect(selectInput(main, 'Contract Type')).toBeDisabled();
      await expect(main.getByRole('button', { name: 'Delete Contract', exact: true })).toBeDisabled();
      await main.getByRole('radio', { name: 'Clause Category', exact: true }).check();
      await expectEmptyPlaybookSelects(main);
      await expect(main.getByRole('button', { name: 'Delete Category', exact: true })).toBeDisabled();
      await shotAtTop(page, '24-playbook-empty-remove');
    });

    test('Add tab: two contract types, a duplicate in other case, Existing Contracts', async () => {
      await openPlaybookTab(page, 'Add Contract Type & Category');
      await expect(
        main.getByRole('heading', { name: 'Add Contract Type & Category', exact: true }),
      ).toBeVisible();
      await expect(main.getByRole('radio', { name: 'Contract Type', exact: true })).toBeChecked();
      await expect(main.getByRole('radio', { name: 'Clause Category', exact: true })).not.toBeChecked();
      const name = main.getByLabel('Enter the name of new contract');
      await expect(name).toHaveValue('Commercial');
      await shotAtTop(page, '25-playbook-add-contract');

      const added = main.getByText('Contract is added to the database successfully.', { exact: true });
      for (const contract of [nda, msa]) {
        await name.fill(contract);
        await main.getByRole('button', { name: 'Add Contract', exact: true }).click();
        await expect(added).toBeVisible();
        // The form is reset to its default name.
        await expect(name).toHaveValue('Commercial');
      }
      await shotAtTop(page, '26-playbook-add-contract-added');

      // The same name in other letter case: the server's message in the Error modal.
      await name.fill(nda.toLowerCase());
      const answer = page.waitForResponse(
        (response) =>
          response.url().includes('/api/v1/train/add-contract/') && response.request().method() === 'POST',
      );
      await main.getByRole('button', { name: 'Add Contract', exact: true }).click();
      const response = await answer;
      expect(response.status()).toBe(409);
      const body = (await response.json()) as { message: string };
      expect(body.message).toBe(`A contract type named "${nda}" already exists.`);
      const dialog = errorDialog(page);
      await expect(dialog).toContainText(body.message);
      await expect(added).toHaveCount(0);
      await shotAtTop(page, '27-playbook-add-contract-duplicate');
      await closeErrorDialog(page);

      await main.getByRole('button', { name: /^Existing Contracts/ }).click();
      const list = main.getByRole('list', { name: 'Existing Contracts' });
      await expect(list.getByRole('listitem')).toHaveText([nda, msa]);
      await shotAtTop(page, '28-playbook-existing-contracts');
    });

    test('Add tab, Clause Category: two categories for NDA, one for the MSA', async () => {
      await main.getByRole('radio', { name: 'Clause Category', exact: true }).check();
      await expect(selectInput(main, 'Select Contract Type')).toHaveValue(nda);
      const existing = selectInput(main, 'Existing clause categories');
      await expect(existing).toHaveValue('No Clause');
      await expect(existing).toBeDisabled();
      await shotAtTop(page, '29-playbook-add-category');

      const categoryName = main.getByLabel('Enter the clause category name');
      const added = main.getByText('Clause is added to the database successfully.', { exact: true });
      const addCategory = async (category: string, contract: string) => {
        await categoryName.fill(category);
        await main.getByRole('button', { name: 'Add Clause', exact: true }).click();
        await expect(added).toBeVisible();
        await expect(main.getByRole('alert')).toContainText(`"${category}" now belongs to "${contract}"`);
        await expect(categoryName).toHaveValue('');
        await expect(existing).toHaveValue(category);
      };

      await addCategory(confidentiality, nda);
      await addCategory(termination, nda);
      await existing.click();
      await expect(page.getByRole('option')).toHaveText([confidentiality, termination]);
      await page.keyboard.press('Escape');

      await chooseOption(page, main, 'Select Contract Type', msa);
      await expect(existing).toHaveValue('No Clause');
      await addCategory(liability, msa);
      await shotAtTop(page, '30-playbook-add-category-added');
    });

    test('Train Model tab: train two categories; reload prefills; switching contract refills', async () => {
      await openPlaybookTab(page, 'Train Model');
      const contract = selectInput(main, 'Contract Type');
      const category = selectInput(main, 'Clause Category');
      await expect(contract).toHaveValue(nda);
      await expect(category).toHaveValue(confidentiality);
      await expectGuidelines(main, EMPTY);
      await expect(main.getByText('Not trained yet', { exact: true })).toBeVisible();

      const trained = main.getByText('Model Trained Successfully!!', { exact: true });
      const trainButton = main.getByRole('button', { name: 'Train Model', exact: true });
      await fillGuidelines(main, PLAYBOOK_A.confidentialityV1);
      await trainButton.click();
      await expect(trained).toBeVisible();
      await expect(main.getByText('Editing saved version v1', { exact: true })).toBeVisible();
      await expectGuidelines(main, PLAYBOOK_A.confidentialityV1);
      await shotAtTop(page, '31-playbook-train-model-trained');

      await chooseOption(page, main, 'Clause Category', termination);
      await expectGuidelines(main, EMPTY);
      await expect(trained).toHaveCount(0);
      await fillGuidelines(main, PLAYBOOK_A.terminationV1);
      await trainButton.click();
      await expect(trained).toBeVisible();

      // After a reload the first category of the first contract is chosen, with its guidelines.
      await page.reload();
      await openPlaybookTraining(page);
      await expect(contract).toHaveValue(nda);
      await expect(category).toHaveValue(confidentiality);
      await expectGuidelines(main, PLAYBOOK_A.confidentialityV1);
      await chooseOption(page, main, 'Clause Category', termination);
      await expectGuidelines(main, PLAYBOOK_A.terminationV1);

      // Another contract selects its first category; back to NDA selects Confidentiality again.
      await chooseOption(page, main, 'Contract Type', msa);
      await expect(category).toHaveValue(liability);
      await expectGuidelines(main, EMPTY);
      await chooseOption(page, main, 'Contract Type', nda);
      await expect(category).toHaveValue(confidentiality);
      await expectGuidelines(main, PLAYBOOK_A.confidentialityV1);
      await shotAtTop(page, '32-playbook-train-model-prefilled');
    });

    test('History: the versions with their author and the redline of the change', async () => {
      await guidelineBox(main, 'Preferred').fill(PLAYBOOK_A.confidentialityV2Preferred);
      await main.getByRole('button', { name: 'Train Model', exact: true }).click();
      await expect(main.getByText('Model Trained Successfully!!', { exact: true })).toBeVisible();
      await expect(main.getByText('Editing saved version v2', { exact: true })).toBeVisible();

      const history = main.getByRole('region', { name: 'History' });
      await history.getByRole('button', { name: 'Show history' }).click();
      const versions = history.getByRole('list', { name: `Saved versions of ${confidentiality}` });
      const entries = versions.getByRole('listitem');
      // v2 changed the preferred level only; v1 saved all three.
      await expect(entries).toHaveCount(4);
      const latest = entries.first();
      await expect(latest).toContainText('Preferred');
      await expect(latest).toContainText('v2');
      await expect(latest).toContainText(USER.username);
      await expect(latest.locator('del').first()).toBeVisible();
      await expect(latest.locator('ins').first()).toBeVisible();
      await expect(latest.locator('del')).toContainText([/five/]);
      await expect(latest.locator('ins')).toContainText([/seven/]);
      for (const entry of await entries.all()) await expect(entry).toContainText(USER.username);
      // A first version is all new text: insertions only.
      const first = entries.filter({ hasText: 'v1' }).first();
      await expect(first.locator('ins').first()).toBeVisible();
      await expect(first.locator('del')).toHaveCount(0);
      await expect(entries.filter({ hasText: 'v1' })).toHaveCount(3);
      await shotAtTop(page, '33-playbook-train-model-history');
    });

    test('Remove tab: remove a category and a contract type, each confirmed first', async () => {
      await openPlaybookTab(page, 'Remove Contract Type & Category');
      await expect(
        main.getByRole('heading', { name: 'Remove Contract Type & Category', exact: true }),
      ).toBeVisible();
      await expect(main.getByRole('radio', { name: 'Contract Type', exact: true })).toBeChecked();
      await expect(selectInput(main, 'Contract Type')).toHaveValue(nda);
      await expect(main.getByRole('button', { name: 'Delete Contract', exact: true })).toBeEnabled();
      await shotAtTop(page, '34-playbook-remove-contract-type');

      await main.getByRole('radio', { name: 'Clause Category', exact: true }).check();
      await expect(selectInput(main, 'Contract Type')).toHaveValue(nda);
      await expect(selectInput(main, 'Clause Category')).toHaveValue(confidentiality);
      await shotAtTop(page, '35-playbook-remove-category');

      await chooseOption(page, main, 'Clause Category', termination);
      await main.getByRole('button', { name: 'Delete Category', exact: true }).click();
      const confirmCategory = page.getByRole('dialog', { name: 'Delete clause category' });
      await expect(confirmCategory).toContainText(
        `Delete clause category "${termination}" of contract type "${nda}"?`,
      );
      await shotAtTop(page, '36-playbook-remove-category-confirm');
      await confirmCategory.getByRole('button', { name: 'Delete', exact: true }).click();
      await expect(confirmCategory).toBeHidden();
      await expect(main.getByText('Clause Category Removed Successfully!!', { exact: true })).toBeVisible();
      await expect(selectInput(main, 'Clause Category')).toHaveValue(confidentiality);
      await selectInput(main, 'Clause Category').click();
      await expect(page.getByRole('option')).toHaveText([confidentiality]);
      await page.keyboard.press('Escape');
      await shotAtTop(page, '37-playbook-remove-category-removed');

      await main.getByRole('radio', { name: 'Contract Type', exact: true }).check();
      await chooseOption(page, main, 'Contract Type', msa);
      const deleteContract = main.getByRole('button', { name: 'Delete Contract', exact: true });
      const confirmContract = page.getByRole('dialog', { name: 'Delete contract type' });
      // Cancel keeps the contract type.
      await deleteContract.click();
      await expect(confirmContract).toContainText(
        `Delete contract type "${msa}"? Its 1 clause category and its guidelines will be removed.`,
      );
      await confirmContract.getByRole('button', { name: 'Cancel', exact: true }).click();
      await expect(confirmContract).toBeHidden();
      await expect(selectInput(main, 'Contract Type')).toHaveValue(msa);
      await expect(main.getByText('Contract Removed Successfully!!', { exact: true })).toHaveCount(0);

      await deleteContract.click();
      await confirmContract.getByRole('button', { name: 'Delete', exact: true }).click();
      await expect(confirmContract).toBeHidden();
      await expect(main.getByText('Contract Removed Successfully!!', { exact: true })).toBeVisible();
      await expect(selectInput(main, 'Contract Type')).toHaveValue(nda);
      await shotAtTop(page, '38-playbook-remove-contract-removed');
    });

    test('after a reload the library shows NDA with Confidentiality only', async () => {
      await page.reload();
      await openPlaybookTraining(page);
      await expect(selectInput(main, 'Contract Type')).toHaveValue(nda);
      await expect(selectInput(main, 'Clause Category')).toHaveValue(confidentiality);
      await expectGuidelines(main, {
        ...PLAYBOOK_A.confidentialityV1,
        preferred: PLAYBOOK_A.confidentialityV2Preferred,
      });
      await selectInput(main, 'Contract Type').click();
      await expect(page.getByRole('option')).toHaveText([nda]);
      await page.keyboard.press('Escape');
      await selectInput(main, 'Clause Category').click();
      await expect(page.getByRole('option')).toHaveText([confidentiality]);
      await page.keyboard.press('Escape');

      await openPlaybookTab(page, 'Add Contract Type & Category');
      await main.getByRole('button', { name: /^Existing Contracts/ }).click();
      await expect(main.getByRole('list', { name: 'Existing Contracts' }).getByRole('listitem')).toHaveText([
        nda,
      ]);
      await shotAtTop(page, '39-playbook-after-remove-reload');

      const response = await page.request.get('/api/v1/train/get-contracts/');
      expect(response.status()).toBe(200);
      const { data } = await response.json();
      expect(data.all_contracts).toEqual([nda]);
      expect(data.all_categories).toEqual([{ [nda]: [confidentiality] }]);
    });
  });
