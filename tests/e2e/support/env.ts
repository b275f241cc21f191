/** Fixed test data shared by the Playwright config and the specs (the database starts empty each run). */

/** `E2E_PORT` lets two checkouts run their browser tests side by side. */
export const E2E_PORT = Number(process.env.E2E_PORT) || 3100;
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** PGlite data and generated secrets of the test server; deleted before the server starts. */
export const E2E_DATA_DIR = 'test-results/e2e-data';
export const SCREENSHOT_DIR = 'test-results/screenshots';
/** axe-core's findings per checked screen (support/accessibility.ts). */
export const AXE_DIR = 'test-results/axe';

/** Given to the server as MASTER_SECRET_KEY, so the tests know it. */
export const MASTER_SECRET_KEY = 'e2e-master-secret-key-0123456789';

export const FIRST_ADMIN = {
  username: 'founder',
  email: 'founder@example.com',
  password: 'founder-password-1234',
};

export const SECOND_ADMIN = {
  username: 'second.admin',
  email: 'second.admin@example.com',
  password: 'second-admin-password-99',
};

export const COMPANY_A = 'Acme Legal LLP';
export const COMPANY_B = 'Borealis Contracts';
/** Added through the API behind the page's back, to show that 'Refresh companies' reloads. */
export const COMPANY_C = 'Cobalt Partners';

export const USER = { username: 'jane.doe', email: 'jane.doe@acme.example' };
/** Added through the API behind the page's back, to show that 'Refresh users' reloads. */
export const SECOND_USER = { username: 'omar.ali', email: 'omar.ali@borealis.example' };

export const API_KEY = 'sk-e2e-full-secret-key-4f9c2WXYZ';
export const API_KEY_LAST4 = API_KEY.slice(-4);
