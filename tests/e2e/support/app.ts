import { expect, type Locator, type Page } from '@playwright/test';

/** The error popup: title 'Error', the server's detail, a 'Close' button. */
export const errorDialog = (page: Page): Locator => page.getByRole('dialog', { name: 'Error' });

export const closeErrorDialog = async (page: Page) => {
  const dialog = errorDialog(page);
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
};

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

/** Picks a company in a Mantine company Select (label 'Company', placeholder 'SELECT COMPANY'). */
export const selectCompany = async (page: Page, name: string) => {
  await page.getByRole('main').getByLabel('Company', { exact: true }).click();
  await page.getByRole('option', { name, exact: true }).click();
};
