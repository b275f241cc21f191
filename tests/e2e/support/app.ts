import { type Browser, expect, type Locator, type Page } from '@playwright/test';
import { shot } from './screens';

/** The error popup: title 'Error', the server's detail, a 'Close' button. */
export const errorDialog = (page: Page): Locator => page.getByRole('dialog', { name: 'Error' });

export const closeErrorDialog = async (page: Page) => {
  const dialog = errorDialog(page);
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
};

/** The train-model page's 'Engine in use:' line (which engine the company's clause tests use). */
export const engineLine = (page: Page): Locator =>
  page.getByRole('main').getByRole('status').filter({ hasText: 'Engine in use:' });

/** The built-in engine, as the 'Engine in use:' line names it for a company without an AI service. */
export const BUILTIN_ENGINE = 'Built-in engine (no AI service): explicit edits only for refinements';

/** The top bar's links and buttons. */
export const mainNav = (page: Page): Locator => page.getByRole('navigation', { name: 'Main' });

/** The admin area's sidebar. */
export const adminNav = (page: Page): Locator => page.getByRole('navigation', { name: 'Administration' });

/** Path and query of the page's URL (e.g. '/train-model/'). */
export const pathOf = (page: Page): string => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/** Logs in through the API (the page's context keeps the session cookie). */
export const loginMasterAdminByApi = async (page: Page, admin: { username: string; password: string }) => {
  const response = await page.request.post('/api/v1/masteradmin/login/', {
    multipart: { username: admin.username, password: admin.password },
  });
  expect(response.status(), await response.text()).toBe(200);
};

/**
 * A browser context and page of their own, logged in through the API by `login`: one login for a whole
 * spec file (the server limits logins per IP). Close the context in afterAll.
 */
export const openLoggedInPage = async (
  browser: Browser,
  login: (page: Page) => Promise<void>,
  options?: Parameters<Browser['newContext']>[0],
) => {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await login(page);
  return { context, page, main: page.getByRole('main') };
};

/** Picks a company in a Mantine company Select (label 'Company', placeholder 'SELECT COMPANY'). */
export const selectCompany = async (page: Page, name: string) => {
  await page.getByRole('main').getByLabel('Company', { exact: true }).click();
  await page.getByRole('option', { name, exact: true }).click();
};

/** Logs a user in through the API (the page's context keeps the session cookie). */
export const loginUserByApi = async (page: Page, user: { username: string; email: string }) => {
  const response = await page.request.post('/api/v1/user/login/', {
    multipart: { username: user.username, email: user.email },
  });
  expect(response.status(), await response.text()).toBe(200);
};

/** A Mantine Select's input, found by its label (exact, so 'Contract Type' ≠ 'Select Contract Type'). */
export const selectInput = (scope: Page | Locator, label: string): Locator =>
  scope.getByRole('textbox', { name: label, exact: true });

/** Opens a Mantine Select (by its label) and picks an option (by its text). */
export const chooseOption = async (page: Page, scope: Page | Locator, label: string, option: string) => {
  await selectInput(scope, label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(selectInput(scope, label)).toHaveValue(option);
};

/** On /train-model: chooses 'Train model' and waits for 'PLAYBOOK TRAINING' with its three tabs. */
export const openPlaybookTraining = async (page: Page) => {
  const main = page.getByRole('main');
  await main.getByRole('radio', { name: 'Train model', exact: true }).check();
  await expect(main.getByRole('heading', { name: 'PLAYBOOK TRAINING' })).toBeVisible();
  await expect(main.getByRole('tab')).toHaveText([
    'Train Model',
    'Add Contract Type & Category',
    'Remove Contract Type & Category',
  ]);
};

/**
 * The playbook's contract type and clause category selects with nothing to choose: disabled, with the
 * spec's 'No contracts to display' and 'No categories to display'.
 */
export const expectEmptyPlaybookSelects = async (scope: Locator) => {
  for (const [label, placeholder] of [
    ['Contract Type', 'No contracts to display'],
    ['Clause Category', 'No categories to display'],
  ] as const) {
    await expect(selectInput(scope, label)).toBeDisabled();
    await expect(selectInput(scope, label)).toHaveAttribute('placeholder', placeholder);
  }
};

/** Opens one of the playbook tabs by its name. */
export const openPlaybookTab = async (
  page: Page,
  name: 'Train Model' | 'Add Contract Type & Category' | 'Remove Contract Type & Category',
) => {
  const tab = page.getByRole('main').getByRole('tab', { name, exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
};

/**
 * The playbook company A's user builds in 07-playbook-user (08 checks it from the master admin's
 * side and that company B never sees it). After 07, A keeps NDA with Confidentiality only.
 */
export const PLAYBOOK_A = {
  nda: 'NDA',
  msa: 'Master Services Agreement',
  confidentiality: 'Confidentiality',
  termination: 'Term and Termination',
  liability: 'Limitation of Liability',
  confidentialityV1: {
    preferred:
      'The Receiving Party shall keep the Confidential Information secret for five (5) years after disclosure.',
    acceptable:
      'The Receiving Party shall keep the Confidential Information secret for three (3) years after disclosure.',
    unacceptable: 'Confidentiality obligations end when the Agreement ends.',
  },
  /** The second training of Confidentiality changes only the preferred level. */
  confidentialityV2Preferred:
    'The Receiving Party shall keep the Confidential Information strictly secret for seven (7) years after disclosure.',
  terminationV1: {
    preferred: 'Either party may terminate for convenience on thirty (30) days written notice.',
    acceptable: 'Either party may terminate for convenience on ninety (90) days written notice.',
    unacceptable: 'Neither party may terminate before the end of the initial term.',
  },
} as const;

/** The contract type the master admin adds for company B in 08-playbook-master-admin. */
export const PLAYBOOK_B_CONTRACT = 'Supply Agreement';

/**
 * `shot` after scrolling to the top: a full-page capture of a scrolled page draws the sticky top bar
 * in the middle of the picture.
 */
export const shotAtTop = async (page: Page, name: string) => {
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, name);
};
