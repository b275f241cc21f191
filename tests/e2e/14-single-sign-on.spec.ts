import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { startOidcProvider, type TOidcTestProvider } from '../fixtures/oidc-provider';
import {
  adminNav,
  closeErrorDialog,
  errorDialog,
  loginMasterAdminByApi,
  mainNav,
  selectCompany,
} from './support/app';
import { closedPortUrl } from './support/closed-port';
import { E2E_BASE_URL, FIRST_ADMIN, SCREENSHOT_DIR } from './support/env';
import { horizontalOverflow } from './support/page-helpers';
import { shot, shotWindow } from './support/screens';

/** A company of this spec's own, so the other specs' users keep their username + email login. */
const COMPANY = 'Delta Counsel';
const SSO_USER = { username: 'dana.sso', email: 'dana.sso@delta.example' };
const SSO_REQUIRED =
  'Delta Counsel signs in with its organisation\'s identity provider: use "Sign in with your organisation".';

/** The provider's own pages are not ours: pictured, but not checked for accessibility. */
const shotOfProvider = (page: Page, name: string) =>
  page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });

/** At the provider's development pages: sign in as `login` (any password), then consent. */
const signInAtProvider = async (page: Page, provider: TOidcTestProvider, login: string, shots = false) => {
  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/interaction/`));
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  if (shots) await shotOfProvider(page, '14-sso-provider-login');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
  if (shots) await shotOfProvider(page, '14-sso-provider-consent');
  await page.getByRole('button', { name: 'Continue' }).click();
};

test.describe
  .serial('single sign-on with the company identity provider', () => {
    let provider: TOidcTestProvider;

    test.beforeAll(async () => {
      provider = await startOidcProvider({
        redirectUris: [`${E2E_BASE_URL}/api/v1/auth/sso/callback`],
        accounts: {
          dana: { email: SSO_USER.email, email_verified: true, name: 'Dana Sso' },
          'someone-else': { email: 'someone.else@delta.example', email_verified: true },
        },
      });
    });

    test.afterAll(async () => {
      await provider?.close();
    });

    test('a master admin sets the company identity provider under Company Sign-in', async ({ page }) => {
      await loginMasterAdminByApi(page, FIRST_ADMIN);
      const company = await page.request.post('/api/v1/masteradmin/add/company/', {
        multipart: { company_name: COMPANY },
      });
      expect(company.status(), await company.text()).toBe(201);
      const user = await page.request.post('/api/v1/masteradmin/create/user/', {
        multipart: { ...SSO_USER, companyid: String((await company.json()).data.id) },
      });
      expect(user.status(), await user.text()).toBe(201);

      await page.goto('/legal');
      await adminNav(page).getByRole('link', { name: 'Company Sign-in' }).click();
      await expect(page).toHaveURL(/\/legal\/company-sign-in$/);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { name: 'Company sign-in (single sign-on)' })).toBeVisible();
      await expect(main.getByTestId('sso-redirect-uri')).toHaveText(
        `${E2E_BASE_URL}/api/v1/auth/sso/callback`,
      );

      const save = main.getByRole('button', { name: 'Save Company Sign-in', exact: true });
      await save.click();
      for (const label of ['Issuer URL', 'Client ID', 'Client secret']) {
        await expect(main.getByLabel(label)).toHaveAccessibleDescription(/This field is required/);
      }
      await shot(page, '14-sso-settings-required');

      // A provider that does not answer: the popup says why, nothing is saved, the values stay.
      const unreachable = await closedPortUrl();
      await selectCompany(page, COMPANY);
      await main.getByLabel('Issuer URL').fill(unreachable);
      await main.getByLabel('Client ID').fill(provider.clientId);
      await main.getByLabel('Client secret').fill(provider.clientSecret);
      await main.getByLabel('Require single sign-on').check();
      await save.click();
      await expect(errorDialog(page)).toContainText(
        `The sign-in settings were not saved. Could not read the OpenID Connect discovery document of ${unreachable}: the connection was refused.`,
      );
      await shotWindow(page, '14-sso-settings-unreachable');
      await closeErrorDialog(page);
      await expect(main.getByLabel('Client secret')).toHaveValue(provider.clientSecret);

      await main.getByLabel('Issuer URL').fill(provider.issuer);
      await save.click();
      await expect(main.getByText('Sign-in settings saved for the company', { exact: true })).toBeVisible();
      const row = main.getByRole('row').filter({ hasText: COMPANY });
      await expect(row).toContainText(provider.issuer);
      await expect(row).toContainText(provider.clientId);
      await expect(row).toContainText(`••••${provider.clientSecret.slice(-4)}`);
      await expect(row.getByRole('cell', { name: 'Yes', exact: true })).toBeVisible();
      await expect(main.getByLabel('Client secret')).toHaveValue('');
      expect(await page.content()).not.toContain(provider.clientSecret);
      await shot(page, '14-sso-settings-saved');
    });

    test('the user signs in with the organisation: login page, provider, back signed in at /train-model', async ({
      page,
    }) => {
      await page.goto('/login/user');
      const main = page.getByRole('main');
      // Username and email are refused for this company: the popup says to use the organisation's sign-in.
      await main.getByLabel('Username').fill(SSO_USER.username);
      await main.getByLabel('Email').fill(SSO_USER.email);
      await main.getByRole('button', { name: 'Login', exact: true }).click();
      await expect(errorDialog(page)).toContainText(SSO_REQUIRED);
      await shotWindow(page, '14-sso-login-required');
      await closeErrorDialog(page);

      await main.getByRole('button', { name: 'Sign in with your organisation' }).click();
      await expect(page).toHaveURL(/\/login\/sso\?username=dana\.sso$/);
      await expect(main.getByRole('heading', { name: 'Sign in with your organisation' })).toBeVisible();
      await expect(main.getByLabel('Username')).toHaveValue(SSO_USER.username);
      await shot(page, '14-sso-login-page');

      await main.getByRole('button', { name: 'Continue', exact: true }).click();
      await signInAtProvider(page, provider, 'dana', true);

      await expect(page).toHaveURL(`${E2E_BASE_URL}/train-model`);
      await expect(mainNav(page).getByRole('link')).toHaveText(['TrainModel', 'Reviews']);
      await expect(main.getByText(COMPANY, { exact: true })).toBeVisible();
      const me = await (await page.request.get('/api/v1/auth/me')).json();
      expect(me.data).toMatchObject({ username: SSO_USER.username, role: 'user', company_name: COMPANY });
      await shot(page, '14-sso-signed-in');

      await mainNav(page).getByRole('button', { name: 'Logout' }).click();
      await expect(page).toHaveURL(/\/login$/);
    });

    test('a sign-in the app cannot accept ends on a plain page, not signed in', async ({ page }) => {
      await page.goto('/login/sso');
      const main = page.getByRole('main');
      await main.getByRole('button', { name: 'Continue', exact: true }).click();
      await expect(main.getByText('This field is required', { exact: true })).toBeVisible();

      await main.getByLabel('Username').fill(SSO_USER.username);
      await main.getByRole('button', { name: 'Continue', exact: true }).click();
      // The provider signs in somebody else: their address is not the user's.
      await signInAtProvider(page, provider, 'someone-else');
      await expect(page).toHaveURL(/\/api\/v1\/auth\/sso\/callback\?/);
      await expect(page.getByRole('heading', { name: 'Sign-in not completed' })).toBeVisible();
      await expect(page.getByRole('main')).toContainText(
        'Your organisation signed you in as someone.else@delta.example, which is not the e-mail address registered for the Clausebook user "dana.sso".',
      );
      await shot(page, '14-sso-refused');
      expect((await page.request.get('/api/v1/auth/me')).status()).toBe(401);

      // An unknown username gets the same kind of page, and a way back.
      await page.goto('/login/sso?username=nobody.here');
      await page.getByRole('main').getByRole('button', { name: 'Continue', exact: true }).click();
      await expect(page.getByRole('main')).toContainText(
        'Single sign-on is not available for "nobody.here".',
      );
      await page.getByRole('link', { name: 'Sign in with your organisation again' }).click();
      await expect(page).toHaveURL(/\/login\/sso$/);
      await expect(page.getByRole('main').getByLabel('Username')).toBeVisible();
    });

    test('the settings screen and the refusal page fit a phone', async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      try {
        await loginMasterAdminByApi(page, FIRST_ADMIN);
        await page.goto('/legal/company-sign-in');
        await expect(page.getByRole('main').getByRole('row').filter({ hasText: COMPANY })).toBeVisible();
        expect(await horizontalOverflow(page)).toBe(0);
        await shot(page, '14-sso-phone-settings');

        await page.goto('/api/v1/auth/sso/start?username=nobody.here');
        await expect(page.getByRole('heading', { name: 'Sign-in not completed' })).toBeVisible();
        expect(await horizontalOverflow(page)).toBe(0);
        await shot(page, '14-sso-phone-refused');
      } finally {
        await context.close();
      }
    });
  });
