import { type Browser, expect } from '@playwright/test';
import { loginMasterAdminByApi, loginUserByApi, openLoggedInPage } from './app';
import { FIRST_ADMIN } from './env';

export type TGuidelines = { preferred: string; acceptable: string; unacceptable: string };

type TCompanySetUp = {
  company: string;
  user: { username: string; email: string };
  contract: string;
  /** The contract's clause categories in order; those with guidelines are trained with them. */
  categories: { name: string; guidelines?: TGuidelines }[];
  /** Options of the user's browser context, e.g. `{ acceptDownloads: true }`. */
  contextOptions?: Parameters<Browser['newContext']>[0];
};

/**
 * The set-up of a spec that works as a user of a company of its own: the first master admin adds the
 * company and its user (through the API, one login each, as the server limits logins per IP), then
 * the user's context adds the contract type and its categories and trains them. The master admin's
 * context stays open for further admin calls; close both in afterAll.
 */
export const setUpCompanyPlaybook = async (browser: Browser, setUp: TCompanySetUp) => {
  const { context: adminContext } = await openLoggedInPage(browser, (adminPage) =>
    loginMasterAdminByApi(adminPage, FIRST_ADMIN),
  );
  const admin = adminContext.request;
  const company = await admin.post('/api/v1/masteradmin/add/company/', {
    multipart: { company_name: setUp.company },
  });
  expect(company.status(), await company.text()).toBe(201);
  const companyId = (await company.json()).data.id as number;
  const user = await admin.post('/api/v1/masteradmin/create/user/', {
    multipart: { ...setUp.user, companyid: String(companyId) },
  });
  expect(user.status(), await user.text()).toBe(201);

  const { context, page } = await openLoggedInPage(
    browser,
    (userPage) => loginUserByApi(userPage, setUp.user),
    setUp.contextOptions,
  );

  const post = async (path: string, fields: Record<string, string>, status: number) => {
    const response = await page.request.post(path, { multipart: fields });
    expect(response.status(), await response.text()).toBe(status);
  };
  await post('/api/v1/train/add-contract/', { contract_name: setUp.contract }, 201);
  for (const category of setUp.categories) {
    await post(
      '/api/v1/train/add-category/',
      { contract_name: setUp.contract, category_name: category.name },
      201,
    );
    if (!category.guidelines) continue;
    await post(
      '/api/v1/train/model/',
      {
        selected_contract: setUp.contract,
        selected_category: category.name,
        preferred_clause: category.guidelines.preferred,
        acceptable_clause: category.guidelines.acceptable,
        unacceptable_clause: category.guidelines.unacceptable,
      },
      200,
    );
  }
  return { adminContext, admin, companyId, context, page };
};
