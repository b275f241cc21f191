import { expect, test } from '@playwright/test';
import { closeErrorDialog, errorDialog, mainNav, pathOf } from './support/app';
import { FIRST_ADMIN } from './support/env';
import { shot } from './support/screens';

test.describe('login screens (logged out)', () => {
  test('role choice: two columns with the illustration, MASTERADMIN and NORMALUSER links', async ({
    page,
  }) => {
    await page.goto('/login');
    const main = page.getByRole('main');
    await expect(main.getByText('Please choose your role to continue', { exact: true })).toBeVisible();
    const masterAdmin = main.getByRole('link', { name: 'MASTERADMIN', exact: true });
    const normalUser = main.getByRole('link', { name: 'NORMALUSER', exact: true });
    await expect(masterAdmin).toHaveAttribute('href', '/login/masteradmin');
    await expect(normalUser).toHaveAttribute('href', '/login/user');

    const nav = mainNav(page);
    await expect(nav.getByRole('link')).toHaveText(['UserLogin', 'MasteradminLogin']);
    await expect(nav.getByRole('link', { name: 'UserLogin' })).toHaveAttribute('href', '/login/user');
    await expect(nav.getByRole('link', { name: 'MasteradminLogin' })).toHaveAttribute(
      'href',
      '/login/masteradmin',
    );
    await expect(nav.getByRole('button', { name: 'Logout' })).toHaveCount(0);

    // Two columns at 1280 wide: the form at the left, the illustration at the right, side by side.
    const illustration = main.getByRole('img', { name: /contract page with redline edits/ });
    await expect(illustration).toBeVisible();
    const formBox = await main.getByRole('heading', { name: 'Welcome to Clausebook' }).boundingBox();
    const imageBox = await illustration.boundingBox();
    expect(formBox).not.toBeNull();
    expect(imageBox).not.toBeNull();
    if (formBox && imageBox) {
      expect(imageBox.x).toBeGreaterThanOrEqual(640 - 60);
      expect(imageBox.x).toBeGreaterThan(formBox.x + formBox.width);
      expect(imageBox.width).toBeGreaterThan(200);
      expect(imageBox.height).toBeGreaterThan(200);
      // Same row: the illustration spans the form's height band.
      expect(imageBox.y).toBeLessThan(formBox.y + formBox.height + 200);
    }
    await shot(page, '05-login-role-choice');

    await masterAdmin.click();
    await expect(page).toHaveURL(/\/login\/masteradmin$/);
    await expect(main.getByRole('heading', { name: 'WELCOME BACK' })).toBeVisible();
    await expect(main.getByRole('img', { name: /contract page with redline edits/ })).toBeVisible();

    await page.goto('/login');
    await main.getByRole('link', { name: 'NORMALUSER', exact: true }).click();
    await expect(page).toHaveURL(/\/login\/user$/);
    await expect(main.getByLabel('Username')).toBeVisible();
    await expect(main.getByLabel('Email')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    await shot(page, '06-login-user');
  });

  test('master admin login: required fields, and a wrong password shows the error popup', async ({
    page,
  }) => {
    await page.goto('/login/masteradmin');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'WELCOME BACK' })).toBeVisible();

    // Empty fields never reach the server.
    await main.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(main.getByText('This field is required', { exact: true })).toHaveCount(2);
    await expect(errorDialog(page)).toHaveCount(0);
    // Too long: the shared schema's limit, in a sentence.
    await main.getByLabel('Username').fill('u'.repeat(65));
    await main.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(main.getByText('The username must be at most 64 characters', { exact: true })).toBeVisible();
    await expect(errorDialog(page)).toHaveCount(0);

    await main.getByLabel('Username').fill(FIRST_ADMIN.username);
    await main.getByLabel('Password', { exact: true }).fill('a-wrong-password-123');
    await main.getByRole('button', { name: 'Login', exact: true }).click();

    const dialog = errorDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Incorrect username or password.');
    await shot(page, '07-login-wrong-password');
    await closeErrorDialog(page);
    expect(pathOf(page)).toBe('/login/masteradmin');
    await expect(main.getByRole('heading', { name: 'WELCOME BACK' })).toBeVisible();
  });

  test('user login: unknown username and email show the error popup', async ({ page }) => {
    await page.goto('/login/user');
    const main = page.getByRole('main');
    await main.getByLabel('Username').fill('nobody.here');
    await main.getByLabel('Email').fill('nobody@example.com');
    await main.getByRole('button', { name: 'Login', exact: true }).click();

    const dialog = errorDialog(page);
    await expect(dialog).toContainText('Incorrect username or email.');
    await closeErrorDialog(page);
    expect(pathOf(page)).toBe('/login/user');
  });

  test('user login with the network down: the message shows even when the popup cannot load', async ({
    page,
  }) => {
    await page.goto('/login/user');
    const main = page.getByRole('main');
    // The popup's code downloads only when a login fails; here neither it nor the login gets through.
    await page.route(/\/assets\/error-modal-[^/]+\.js$/, (route) => route.abort('internetdisconnected'));
    await page.route(/\/api\/v1\/user\/login\/$/, (route) => route.abort('internetdisconnected'));
    await main.getByLabel('Username').fill('nobody.here');
    await main.getByLabel('Email').fill('nobody@example.com');
    await main.getByRole('button', { name: 'Login', exact: true }).click();

    const alert = main.getByRole('alert');
    await expect(alert).toContainText(
      'Could not reach the Clausebook server. Check your connection and try again.',
    );
    await expect(errorDialog(page)).toHaveCount(0);
    await shot(page, '06-login-user-offline');
    await alert.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(alert).toHaveCount(0);
    expect(pathOf(page)).toBe('/login/user');
  });
});
