import { defineConfig } from '@playwright/test';
import { E2E_BASE_URL, E2E_DATA_DIR, E2E_PORT, MASTER_SECRET_KEY } from './tests/e2e/support/env';

/**
 * Browser tests of the built app: one server on a fresh embedded database, shared by every test,
 * so the spec files run one at a time in name order (01-first-run first).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e-artifacts',
  globalSetup: './tests/e2e/support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: E2E_BASE_URL,
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      // Debian's Chromium: Playwright never downloads a browser here.
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-gpu',
        '--no-first-run',
        '--disable-sync',
      ],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    // The data directory is wiped first: the first spec needs an empty database (first run).
    // `env -u DATABASE_URL` keeps an outer PostgreSQL setting from replacing the embedded PGlite.
    command: `rm -rf ${E2E_DATA_DIR} && npx vite build && env -u DATABASE_URL npx tsx src/server/main.ts`,
    url: `${E2E_BASE_URL}/api/health`,
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
      MASTER_SECRET_KEY,
      LOG_LEVEL: 'warn',
      // 14-single-sign-on's identity provider runs on this machine over plain http.
      SSO_ALLOW_HTTP_LOOPBACK: 'true',
    },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
