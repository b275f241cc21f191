import { expect, test } from '@playwright/test';
import { loginMasterAdminByApi, shotAtTop } from './support/app';
import { FIRST_ADMIN } from './support/env';
import { horizontalOverflow } from './support/page-helpers';
import { shot } from './support/screens';

test.use({ viewport: { width: 390, height: 844 } });

test.describe('phone width (390×844)', () => {
  test('the login page stacks to one column', async ({ page }) => {
    await page.goto('/login');
    const main = page.getByRole('main');
    const normalUser = main.getByRole('link', { name: 'NORMALUSER', exact: true });
    const illustration = main.getByRole('img', { name: /contract page with redline edits/ });
    await expect(normalUser).toBeVisible();
    await expect(illustration).toBeVisible();

    const buttonBox = await normalUser.boundingBox();
    const imageBox = await illustration.boundingBox();
    expect(buttonBox).not.toBeNull();
    expect(imageBox).not.toBeNull();
    if (buttonBox && imageBox) {
      // The illustration comes below the form, not beside it.
      expect(imageBox.y).toBeGreaterThan(buttonBox.y + buttonBox.height);
      expect(imageBox.x + imageBox.width).toBeLessThanOrEqual(390);
      expect(buttonBox.width).toBeGreaterThan(250);
    }
    expect(await horizontalOverflow(page)).toBe(0);
    await shot(page, '19-phone-login');

    await page.goto('/login/masteradmin');
    await expect(main.getByRole('heading', { name: 'WELCOME BACK' })).toBeVisible();
    expect(await horizontalOverflow(page)).toBe(0);
    await shot(page, '20-phone-login-masteradmin');
  });

  test('the admin area fits the phone width', async ({ page }) => {
    await loginMasterAdminByApi(page, FIRST_ADMIN);
    await page.goto('/legal/add-company');
    await expect(page.getByRole('heading', { name: 'Companies Stored in Database' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Legal' }),
    ).toBeVisible();
    expect(await horizontalOverflow(page)).toBe(0);
    await shot(page, '21-phone-add-company');

    // A table wider than the phone scrolls sideways inside its card and says so.
    await page.goto('/legal/add-company-api');
    const credentials = page.getByRole('region', { name: 'Company API credentials' });
    await expect(credentials.getByRole('columnheader', { name: 'Updated' })).toBeAttached();
    await expect(page.getByText('Scroll sideways to see every column →', { exact: true })).toBeVisible();
    expect(await horizontalOverflow(page)).toBe(0);
    // The region takes keyboard focus, so the arrow keys scroll it.
    await credentials.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => credentials.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    await shotAtTop(page, '21-phone-add-company-api');

    await page.goto('/train-model');
    await expect(page.getByRole('radio', { name: 'Clause Testing' })).toBeVisible();
    expect(await horizontalOverflow(page)).toBe(0);
    await shot(page, '22-phone-train-model');
  });
});
