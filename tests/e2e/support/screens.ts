import path from 'node:path';
import type { Page } from '@playwright/test';
import { SCREENSHOT_DIR } from './env';

/** Saves a full-page PNG as test-results/screenshots/<name>.png; name it '<nn>-<screen>'. */
export const shot = async (page: Page, name: string) => {
  await page.screenshot({
    path: path.join(SCREENSHOT_DIR, `${name}.png`),
    fullPage: true,
    animations: 'disabled',
  });
};
