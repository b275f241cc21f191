import { expect, test } from '@playwright/test';
import { engineLine, loginMasterAdminByApi, mainNav, pathOf } from './support/app';
import { COMPANY_A, FIRST_ADMIN, USER } from './support/env';
import { shot } from './support/screens';

test('a user logs in, sees only TrainModel, is kept out of /legal, and logs out', async ({ page }) => {
  // Start as the master admin and log out through the top bar.
  await loginMasterAdminByApi(page, FIRST_ADMIN);
  await page.goto('/legal');
  await mainNav(page).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Please choose your role to continue', { exact: true })).toBeVisible();

  await page.goto('/login/user');
  const main = page.getByRole('main');
  await main.getByLabel('Username').fill(USER.username);
  await main.getByLabel('Email').fill(USER.email);
  await main.getByRole('button', { name: 'Login', exact: true }).click();

  await expect(page).toHaveURL(/\/train-model$/);
  const nav = mainNav(page);
  await expect(nav.getByRole('link')).toHaveText(['TrainModel', 'Reviews']);
  await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Legal' })).toHaveCount(0);

  const clauseTesting = main.getByRole('radio', { name: 'Clause Testing' });
  const trainModel = main.getByRole('radio', { name: 'Train model' });
  await expect(clauseTesting).toBeChecked();
  await expect(trainModel).not.toBeChecked();
  await expect(main.getByText(COMPANY_A, { exact: true })).toBeVisible();
  // Company A has its own credentials (03): the page says its clause tests use them.
  await expect(engineLine(page)).toContainText(
    "Azure OpenAI deployment gpt-4o (the company's own credentials)",
  );
  await expect(engineLine(page).getByRole('link')).toHaveCount(0);
  await shot(page, '17-user-train-model');

  await trainModel.check();
  await expect(main.getByRole('heading', { name: 'PLAYBOOK TRAINING' })).toBeVisible();
  await clauseTesting.check();
  await expect(main.getByRole('heading', { name: 'CLAUSE TESTING' })).toBeVisible();

  // /legal is for master admins only.
  await page.goto('/legal');
  await expect(page).toHaveURL(/\/train-model\/$/);
  expect(pathOf(page)).toBe('/train-model/');
  await expect(main.getByRole('radio', { name: 'Clause Testing' })).toBeVisible();
  await page.goto('/legal/add-company');
  await expect(page).toHaveURL(/\/train-model\/$/);

  await nav.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(nav.getByRole('link')).toHaveText(['UserLogin', 'MasteradminLogin']);
  await shot(page, '18-after-logout');

  await page.goto('/legal');
  await expect(page).toHaveURL(/\/login\/?$/);
  await page.goto('/train-model');
  await expect(page).toHaveURL(/\/login\/?$/);
  await expect(page.getByText('Please choose your role to continue', { exact: true })).toBeVisible();
});
