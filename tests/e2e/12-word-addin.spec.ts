import { createHmac, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type BrowserContext, expect, type Page, type Response, test } from '@playwright/test';
import { DEMO_PLAYBOOK } from '../../src/server/seed/demo-playbook';
import type { TDocumentReport } from '../../src/shared/schemas/documents';
import { startOidcProvider } from '../fixtures/oidc-provider';
import { mainNav } from './support/app';
import { setUpCompanyPlaybook } from './support/company-playbook';
import { E2E_BASE_URL, E2E_DATA_DIR } from './support/env';
import { shot, shotWindow } from './support/screens';
import {
  editsOf,
  expectTrackedFromTheStart,
  installWordHost,
  redlineRuns,
  type TWordState,
  wordOf,
} from './support/word-host';

/**
 * The Word add-in, in Chromium, against the Word host simulator (tests/fixtures/word-host) served in
 * place of office.js: a company of its own ('Word Counsel LLP') with an NDA playbook (the demo's Term
 * and Termination, Governing Law and Confidentiality Obligations guidelines), a lawyer who signs in
 * through the Office dialog, and documents loaded into the simulated Word. Word itself cannot run
 * here: what Word would do is what the simulator records, and "accept all" on it must give the
 * rewrite the API makes.
 */

const COMPANY = 'Word Counsel LLP';
const LAWYER = { username: 'wanda.word', email: 'wanda@wordcounsel.example' };
const NDA = 'NDA';
const TERM = 'Term and Termination';
const LAW = 'Governing Law';
const demoGuidelines = (name: string) => {
  const category = DEMO_PLAYBOOK[0]?.categories.find((entry) => entry.name === name);
  if (!category) throw new Error(`no demo category ${name}`);
  return category.guidelines;
};

const LAW_CLAUSE =
  'This Agreement is governed by the laws of the State of Texas, and the parties submit to the exclusive jurisdiction of the courts of Dallas County, Texas.';
const TERM_FIRST =
  "This Agreement commences on the Effective Date and continues for one (1) year, unless earlier terminated by either party on ninety (90) days' prior written notice to the other party.";
const TERM_SECOND =
  "The Receiving Party's obligations with respect to Confidential Information shall survive expiration or termination of this Agreement for two (2) years.";
const TERM_CLAUSE = `${TERM_FIRST} ${TERM_SECOND}`;
const TITLE = 'MUTUAL NON-DISCLOSURE AGREEMENT';
const PREAMBLE = 'This Agreement is made between Acme Inc. and Beta LLC.';
const CLOSING = 'IN WITNESS WHEREOF, the parties have signed this Agreement as of the Effective Date.';

/** The pane as Word shows it: a narrow task pane. */
const PANE_VIEWPORT = { width: 380, height: 900 };

test.describe.configure({ mode: 'serial' });

let setUp: Awaited<ReturnType<typeof setUpCompanyPlaybook>>;
let paneContext: BrowserContext;
let pane: Page;

test.beforeAll(async ({ browser }) => {
  setUp = await setUpCompanyPlaybook(browser, {
    company: COMPANY,
    user: LAWYER,
    contract: NDA,
    categories: [
      { name: TERM, guidelines: demoGuidelines(TERM) },
      { name: LAW, guidelines: demoGuidelines(LAW) },
      { name: 'Confidentiality Obligations', guidelines: demoGuidelines('Confidentiality Obligations') },
    ],
  });
  paneContext = await browser.newContext({ viewport: PANE_VIEWPORT });
  await installWordHost(paneContext);
  pane = await paneContext.newPage();
});

test.afterAll(async () => {
  await paneContext?.close();
  await setUp?.context.close();
  await setUp?.adminContext.close();
});

const main = () => pane.getByRole('main');
const word = () => wordOf(pane);
const storedToken = () => pane.evaluate(() => localStorage.getItem('clausebook.addin.token') ?? '');

/** The clause test the pane makes, asked of the API directly with the pane's own bearer token. */
const apiRewrite = async (category: string, clause: string) => {
  const response = await pane.request.post('/api/v1/test/final/text-clause/', {
    headers: { authorization: `Bearer ${await storedToken()}` },
    multipart: { selected_contract: NDA, selected_category: category, input_clause: clause },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).data as { preferred_final_clause: string; acceptable_final_clause: string };
};

/** Presses Sign in: the pane opens the Office dialog (a real window of the pane's origin). */
const openSignInDialog = async () => {
  const opened = paneContext.waitForEvent('page');
  await main().getByRole('button', { name: 'Sign in', exact: true }).click();
  return opened;
};

const fillSignIn = async (dialog: Page, email: string) => {
  await dialog.getByLabel('Username').fill(LAWYER.username);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
};

/** Signs in through the dialog, which closes once it has handed the pane its token. */
const signIn = async () => {
  const dialog = await openSignInDialog();
  const closed = dialog.waitForEvent('close');
  await fillSignIn(dialog, LAWYER.email);
  await closed;
  await expect(main().getByText(`${LAWYER.username} · ${COMPANY}`)).toBeVisible();
};

/** Selects `text` in the simulated document and checks it; waits for this check's result and redlines. */
const checkSelection = async (text: string) => {
  await word().select(text);
  const result = main().getByTestId('check-result');
  const before = Number((await result.count()) ? await result.getAttribute('data-check') : 0);
  await main().getByRole('button', { name: 'Check selection' }).click();
  await expect(result).toHaveAttribute('data-check', String(before + 1), { timeout: 30_000 });
  await expect(main().getByRole('group', { name: 'Assessment' })).toBeVisible();
  for (const level of ['Preferred', 'Acceptable']) {
    await expect(pane.getByRole('region', { name: `${level} rewrite` }).getByTestId('redline')).toBeVisible({
      timeout: 30_000,
    });
  }
};

const expectSameEdits = async (state: TWordState, region: string) => {
  const runs = await redlineRuns(pane, region);
  const edits = editsOf(state);
  expect([...edits.deleted].sort()).toEqual([...runs.deleted].sort());
  expect([...edits.inserted].sort()).toEqual([...runs.inserted].sort());
};

test('a master admin finds how to deploy the add-in in the top bar, with the manifest', async () => {
  const admin = await setUp.adminContext.newPage();
  await admin.goto('/legal');
  await mainNav(admin).getByRole('button', { name: 'Word add-in' }).click();
  const help = admin.getByRole('dialog', { name: 'Clausebook in Word' });
  await expect(help.getByRole('listitem')).toHaveCount(3);
  await expect(help.getByRole('listitem').nth(2)).toContainText('Microsoft 365 admin center');
  const link = help.getByRole('link', { name: 'add-in manifest' });
  await shotWindow(admin, '12-addin-01-top-bar-help');
  const manifest = await admin.request.get((await link.getAttribute('href')) ?? '');
  expect(manifest.headers()['content-type']).toBe('application/xml; charset=utf-8');
  const xml = await manifest.text();
  expect(xml).toContain(`<SourceLocation DefaultValue="${E2E_BASE_URL}/addin/"/>`);
  // Chromium's own XML parser reads it without error.
  const parsed = await admin.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    return {
      errors: doc.getElementsByTagName('parsererror').length,
      type: doc.documentElement.getAttribute('xsi:type'),
    };
  }, xml);
  expect(parsed).toEqual({ errors: 0, type: 'TaskPaneApp' });
  await admin.close();

  // A user's top bar has no such link.
  await setUp.page.goto('/train-model');
  await expect(mainNav(setUp.page).getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(mainNav(setUp.page).getByRole('button', { name: 'Word add-in' })).toHaveCount(0);
});

test('says plainly when Word is too old for the add-in', async ({ browser }) => {
  const context = await browser.newContext({ viewport: PANE_VIEWPORT });
  await installWordHost(context, { wordApi: '1.3' });
  const page = await context.newPage();
  await page.goto('/addin/');
  await expect(
    page.getByRole('heading', { name: 'This version of Word is too old for Clausebook' }),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('WordApi 1.4');
  await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
  await shot(page, '12-addin-02-word-too-old');
  await context.close();
});

test('signs in through the Office dialog, which hands the pane a bearer token', async () => {
  await pane.goto('/addin/');
  await expect(main().getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await shot(pane, '12-addin-03-signed-out');

  const dialog = await openSignInDialog();
  await expect(main().getByText('Waiting for you to sign in in the Clausebook window…')).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Sign in to Clausebook' })).toBeVisible();
  await fillSignIn(dialog, 'not.wanda@wordcounsel.example');
  await expect(dialog.getByRole('alert')).toHaveText('Incorrect username or email.');
  await shot(dialog, '12-addin-04-sign-in-dialog-wrong-email');

  await dialog.getByLabel('Email').fill(LAWYER.email);
  const closed = dialog.waitForEvent('close');
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await closed;
  await expect(main().getByText(`${LAWYER.username} · ${COMPANY}`)).toBeVisible();
  await expect(main().getByRole('textbox', { name: 'Contract Type', exact: true })).toHaveValue(NDA);
  expect(await storedToken()).not.toBe('');
  expect((await paneContext.cookies()).map((cookie) => cookie.name)).not.toContain('access_token');
  await shot(pane, '12-addin-05-signed-in');
});

test('checks the selection and inserts the preferred rewrite as tracked changes, with a comment', async () => {
  const document = [TITLE, LAW_CLAUSE, CLOSING];
  await word().load(document);
  await checkSelection(LAW_CLAUSE);
  await expect(main().getByRole('textbox', { name: 'Clause Category', exact: true })).toHaveValue(LAW);
  await expect(main().getByText(`Suggested from the clause’s words: ${LAW}`)).toBeVisible();
  await expect(main().getByText('Verdict: Unacceptable')).toBeVisible();
  await expect(main().getByRole('table', { name: 'Terms' })).toContainText('the State of Texas');
  await shot(pane, '12-addin-06-checked');

  await main().getByRole('button', { name: 'Insert preferred' }).click();
  await expect(
    main().getByText(/Inserted the preferred rewrite as \d+ tracked changes?, with a comment/),
  ).toBeVisible();
  const state = await word().state();
  const rewrite = await apiRewrite(LAW, LAW_CLAUSE);
  expectTrackedFromTheStart(state);
  expect(state.accepted).toEqual([TITLE, rewrite.preferred_final_clause, CLOSING]);
  expect(state.rejected).toEqual(document);
  await expectSameEdits(state, 'Preferred rewrite');
  expect(state.comments).toHaveLength(1);
  expect(state.comments[0]?.text).toContain(`Clausebook: preferred rewrite (${NDA}, ${LAW}).`);
  expect(state.comments[0]?.text).toContain('Why: verdict Unacceptable.');
  expect(state.comments[0]?.text).toContain(`Preferred position: ${demoGuidelines(LAW).preferred}`);
  await shot(pane, '12-addin-07-inserted-preferred');
});

test('inserts the acceptable rewrite of a selection longer than the 255 characters Word searches for', async () => {
  expect(TERM_CLAUSE.length).toBeGreaterThan(255);
  const document = [TITLE, TERM_CLAUSE, CLOSING];
  await word().load(document);
  await checkSelection(TERM_CLAUSE);
  await expect(main().getByRole('textbox', { name: 'Clause Category', exact: true })).toHaveValue(TERM);
  await main().getByRole('button', { name: 'Insert acceptable' }).click();
  await expect(main().getByText(/Inserted the acceptable rewrite as \d+ tracked changes/)).toBeVisible();
  const state = await word().state();
  const rewrite = await apiRewrite(TERM, TERM_CLAUSE);
  expectTrackedFromTheStart(state);
  expect(state.accepted).toEqual([TITLE, rewrite.acceptable_final_clause, CLOSING]);
  expect(state.rejected).toEqual(document);
  await expectSameEdits(state, 'Acceptable rewrite');
  // Only the changed words were touched: no deletion longer than a phrase.
  expect(Math.max(...editsOf(state).deleted.map((text) => text.length))).toBeLessThan(20);
  expect(state.comments[0]?.text).toContain('Acceptable position:');
  await shot(pane, '12-addin-08-inserted-acceptable-long');
});

test('marks up a selection that spans two paragraphs, keeping them two', async () => {
  const document = [TITLE, TERM_FIRST, TERM_SECOND, CLOSING];
  await word().load(document);
  await checkSelection(`${TERM_FIRST}\r${TERM_SECOND}`);
  await main().getByRole('button', { name: 'Insert preferred' }).click();
  await expect(main().getByText(/Inserted the preferred rewrite/)).toBeVisible();
  const state = await word().state();
  const rewrite = await apiRewrite(TERM, `${TERM_FIRST}\n${TERM_SECOND}`);
  expectTrackedFromTheStart(state);
  expect(state.accepted).toEqual([TITLE, ...rewrite.preferred_final_clause.split('\n'), CLOSING]);
  expect(state.rejected).toEqual(document);
  await expectSameEdits(state, 'Preferred rewrite');
});

test('checks the selection for the role we act for, and again for another', async () => {
  const roleSelect = main().getByRole('textbox', { name: 'We act for', exact: true });
  await expect(roleSelect).toHaveValue("Disclosing Party (the playbook's side)");
  await word().load([TITLE, TERM_CLAUSE, CLOSING]);
  await checkSelection(TERM_CLAUSE);
  const note = main().getByRole('note', { name: 'We act for' });
  await expect(note).toContainText('We act for: Disclosing Party');

  // Another role checks the same selection again, from that side.
  const result = main().getByTestId('check-result');
  const before = Number(await result.getAttribute('data-check'));
  const sent = pane.waitForRequest(/\/api\/v1\/test\/final\/text-clause\//);
  await roleSelect.click();
  await pane.getByRole('option', { name: 'Receiving Party', exact: true }).click();
  expect((await sent).postData()).toMatch(/name="we_act_for"\r\n\r\nReceiving Party\r\n/);
  await expect(result).toHaveAttribute('data-check', String(before + 1), { timeout: 30_000 });
  await expect(note).toContainText('We act for: Receiving Party');
  await expect(note).toContainText('The playbook is written for Disclosing Party');
  await shot(pane, '12-addin-09-we-act-for');

  await roleSelect.click();
  await pane.getByRole('option', { name: "Disclosing Party (the playbook's side)", exact: true }).click();
  await expect(note).toContainText('We act for: Disclosing Party');
});

test('refines a rewrite with feedback, then inserts the refined rewrite', async () => {
  await word().load([TITLE, LAW_CLAUSE, CLOSING]);
  await checkSelection(LAW_CLAUSE);
  const card = pane.getByRole('region', { name: 'Preferred rewrite' });
  await card.getByRole('button', { name: 'Refine with feedback' }).click();
  await card
    .getByLabel('Guide a prompt to refine an output:')
    .fill('replace "New York County" with "Kings County"');
  await card.getByRole('button', { name: 'Refine Clause' }).click();
  await expect(card.getByTestId('redline').locator('ins', { hasText: 'Kings' })).toBeVisible({
    timeout: 30_000,
  });
  await shot(pane, '12-addin-09-refined');
  await card.getByRole('button', { name: 'Insert preferred' }).click();
  await expect(main().getByText(/Inserted the preferred rewrite/)).toBeVisible();
  const state = await word().state();
  expect(state.accepted[1]).toContain('courts of Kings County, New York');
  expect(state.rejected[1]).toBe(LAW_CLAUSE);
});

test('reviews the whole document: findings by clause, Go to, and Insert preferred / acceptable', async () => {
  const term = `1. Term and Termination. ${TERM_CLAUSE}`;
  const law = `2. Governing Law. ${LAW_CLAUSE}`;
  const document = [TITLE, PREAMBLE, term, law, CLOSING];
  await word().load(document);
  await main().getByRole('tab', { name: 'Document' }).click();
  const completed = pane.waitForResponse(
    async (response: Response) =>
      response.url().includes('/api/v1/test/document/') && (await response.json()).status === 'completed',
    { timeout: 60_000 },
  );
  await main().getByRole('button', { name: 'Review document' }).click();
  await expect(
    main().getByText(/Reading the document from Word|Sending the document|Reviewing the document/),
  ).toBeVisible();
  const report = (await (await completed).json()).data.data as TDocumentReport;
  const clauseOf = (category: string) => {
    const found = report.clauses.find((clause) => clause.category === category && !clause.states_no_terms);
    if (!found?.preferred_final_clause || !found.acceptable_final_clause)
      throw new Error(`no finding ${category}`);
    return found as typeof found & { preferred_final_clause: string; acceptable_final_clause: string };
  };
  const termFinding = clauseOf(TERM);
  const lawFinding = clauseOf(LAW);
  const findings = main().getByRole('list', { name: 'Findings by clause' });
  await expect(findings.getByRole('listitem')).toHaveCount(2, { timeout: 30_000 });
  await expect(main().getByRole('heading', { name: 'Findings by clause (2)' })).toBeVisible();
  await shot(pane, '12-addin-10-findings');

  const lawItem = findings.getByRole('listitem').filter({ hasText: '#3' });
  await expect(lawItem).toContainText(LAW);
  await lawItem.getByRole('button', { name: 'Go to' }).click();
  await expect(lawItem.getByText('Selected the clause in the document.')).toBeVisible();
  expect((await word().state()).selection).toContain(law);

  const termItem = findings.getByRole('listitem').filter({ hasText: '#2' });
  await termItem.getByRole('button', { name: 'Insert preferred' }).click();
  await expect(termItem.getByText(/Inserted the preferred rewrite/)).toBeVisible();
  await lawItem.getByRole('button', { name: 'Insert acceptable' }).click();
  await expect(lawItem.getByText(/Inserted the acceptable rewrite/)).toBeVisible();
  const state = await word().state();
  expectTrackedFromTheStart(state);
  expect(state.accepted).toEqual([
    TITLE,
    PREAMBLE,
    termFinding.preferred_final_clause,
    lawFinding.acceptable_final_clause,
    CLOSING,
  ]);
  expect(state.rejected).toEqual(document);
  expect(state.comments.map((comment) => comment.text.split('\n')[0])).toEqual([
    `Clausebook: preferred rewrite (${NDA}, ${TERM}).`,
    `Clausebook: acceptable rewrite (${NDA}, ${LAW}).`,
  ]);
  await shot(pane, '12-addin-11-finding-inserted');
});

test('a revoked or expired session brings Sign in back, saying why', async () => {
  // Revoked: the session is ended on the server (here with the token itself, as Sign out does).
  const revoked = await pane.request.post('/api/v1/auth/logout', {
    headers: { authorization: `Bearer ${await storedToken()}` },
  });
  expect(revoked.status()).toBe(200);
  await main().getByRole('tab', { name: 'Clause' }).click();
  await word().load([LAW_CLAUSE]);
  await word().select(LAW_CLAUSE);
  await main().getByRole('button', { name: 'Check selection' }).click();
  await expect(main().getByRole('alert')).toContainText('Your Clausebook session has ended');
  await expect(main().getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  expect(await storedToken()).toBe('');
  await shot(pane, '12-addin-12-session-ended');

  // Expired: a token signed with the server's own secret whose time is up.
  await signIn();
  const secret = readFileSync(path.join(E2E_DATA_DIR, 'app-secret'), 'utf8').trim();
  const body = Buffer.from(
    JSON.stringify({ sid: randomBytes(32).toString('base64url'), role: 'user', exp: Date.now() - 1000 }),
  ).toString('base64url');
  const expired = `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
  await pane.evaluate((token) => localStorage.setItem('clausebook.addin.token', token), expired);
  await pane.reload();
  await expect(main().getByRole('alert')).toContainText('Your Clausebook session has ended');
  await expect(main().getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();

  // Signing out ends the session on the server too.
  await signIn();
  const token = await storedToken();
  await main().getByRole('button', { name: 'Sign out' }).click();
  await expect(main().getByRole('status').filter({ hasText: 'You signed out.' })).toBeVisible();
  const after = await pane.request.get('/api/v1/auth/me', { headers: { authorization: `Bearer ${token}` } });
  expect(after.status()).toBe(401);
});

test('signs in with the organisation: the dialog visits the identity provider and hands the pane a token', async () => {
  const provider = await startOidcProvider({
    redirectUris: [`${E2E_BASE_URL}/api/v1/auth/sso/callback`],
    accounts: { wanda: { email: LAWYER.email, email_verified: true, name: 'Wanda Word' } },
  });
  try {
    const saved = await setUp.adminContext.request.post('/api/v1/masteradmin/add/sso/', {
      multipart: {
        company_id: String(setUp.companyId),
        issuer: provider.issuer,
        client_id: provider.clientId,
        client_secret: provider.clientSecret,
      },
    });
    expect(saved.status(), await saved.text()).toBe(201);

    await pane.goto('/addin/');
    const dialog = await openSignInDialog();
    await dialog.getByText('Organisation', { exact: true }).click();
    await expect(dialog.getByRole('radio', { name: 'Organisation' })).toBeChecked();
    await expect(dialog.getByLabel('Email')).toHaveCount(0);
    await dialog.getByLabel('Username').fill(LAWYER.username);
    await shot(dialog, '12-addin-13-sign-in-dialog-organisation');
    await dialog.getByRole('button', { name: 'Continue', exact: true }).click();

    // At the provider's development pages: sign in (any password), consent; back in the dialog, which
    // trades its cookie session for the pane's bearer token and closes.
    await expect(dialog).toHaveURL(new RegExp(`^${provider.issuer}/interaction/`));
    await dialog.locator('input[name="login"]').fill('wanda');
    await dialog.locator('input[name="password"]').fill('any password');
    await dialog.getByRole('button', { name: 'Sign-in' }).click();
    const closed = dialog.waitForEvent('close');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await closed;
    await expect(main().getByText(`${LAWYER.username} · ${COMPANY}`)).toBeVisible();
    const token = await storedToken();
    const me = await pane.request.get('/api/v1/auth/me', { headers: { authorization: `Bearer ${token}` } });
    expect(me.status()).toBe(200);
    // The token cannot mint a successor for itself.
    const again = await pane.request.post('/api/v1/auth/token/from-session/', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(again.status()).toBe(403);
  } finally {
    await provider.close();
  }
});
