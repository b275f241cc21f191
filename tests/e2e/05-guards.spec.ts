import { expect, test } from '@playwright/test';
import { loginMasterAdminByApi } from './support/app';
import { FIRST_ADMIN } from './support/env';

test.describe('route guards', () => {
  for (const path of ['/legal', '/legal/add-company', '/legal/get-users', '/train-model', '/']) {
    test(`anonymous visitor at ${path} is sent to /login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login\/?$/);
      await expect(page.getByText('Please choose your role to continue', { exact: true })).toBeVisible();
    });
  }

  test('a logged-in master admin visiting the login pages is sent to /legal/add-company', async ({
    page,
  }) => {
    await loginMasterAdminByApi(page, FIRST_ADMIN);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/legal\/add-company$/);
    await expect(page.getByRole('heading', { name: 'Companies Stored in Database' })).toBeVisible();

    await page.goto('/login/masteradmin');
    await expect(page).toHaveURL(/\/legal\/add-company$/);

    // '/' is the admin's start page.
    await page.goto('/');
    await expect(page).toHaveURL(/\/legal$/);
  });
});
