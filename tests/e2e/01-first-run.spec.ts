import { expect, test } from '@playwright/test';
import { closeErrorDialog, errorDialog, mainNav } from './support/app';
import { FIRST_ADMIN, MASTER_SECRET_KEY } from './support/env';
import { shot } from './support/screens';

// Runs first, against the empty database the server starts with.
test('first run: create the first master admin with the master secret key, then log in', async ({ page }) => {
  await page.goto('/login/masteradmin');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Create the first master admin' })).toBeVisible();
  await expect(main.getByText('No master admin exists yet')).toBeVisible();
  await shot(page, '01-first-run-panel');

  await main.getByLabel('Username').fill(FIRST_ADMIN.username);
  await main.getByLabel('Email').fill(FIRST_ADMIN.email);
  await main.getByLabel('Password', { exact: true }).fill(FIRST_ADMIN.password);
  await main.getByLabel('Master Secret Key').fill('not-the-master-secret-key');
  await main.getByRole('button', { name: 'Create master admin' }).click();

  const dialog = errorDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('The master secret key is not correct.');
  await shot(page, '02-first-run-wrong-key');
  await closeErrorDialog(page);

  await main.getByLabel('Master Secret Key').fill(MASTER_SECRET_KEY);
  await main.getByRole('button', { name: 'Create master admin' }).click();

  await expect(main.getByText('master admin added to the database', { exact: true })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'WELCOME BACK' })).toBeVisible();
  await expect(main.getByLabel('Username')).toHaveValue(FIRST_ADMIN.username);
  await shot(page, '03-first-run-created');

  await main.getByLabel('Password', { exact: true }).fill(FIRST_ADMIN.password);
  await main.getByRole('button', { name: 'Login', exact: true }).click();

  await expect(page).toHaveURL(/\/legal$/);
  await expect(
    main.getByRole('heading', {
      name: 'Revolutionize Your Contract Drafting with AI-Powered Clause Training',
    }),
  ).toBeVisible();
  await expect(
    main.getByText(/intelligent playbook of standardized, preferred and acceptable clauses/),
  ).toBeVisible();
  const nav = mainNav(page);
  await expect(nav.getByRole('link')).toHaveText(['Home', 'TrainModel', 'Reviews', 'Legal']);
  await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'UserLogin' })).toHaveCount(0);
  await shot(page, '04-legal-home');

  // The first-run panel is gone for good: the login page now shows the ordinary form.
  await page.request.post('/api/v1/auth/logout');
  await page.goto('/login/masteradmin');
  await expect(main.getByRole('heading', { name: 'WELCOME BACK' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Create the first master admin' })).toHaveCount(0);
});
