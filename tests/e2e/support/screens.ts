import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { SCREENSHOT_DIR } from './env';

const fileOf = (name: string) => path.join(SCREENSHOT_DIR, `${name}.png`);

/**
 * Saves a full-page PNG as test-results/screenshots/<name>.png (name it '<nn>-<screen>'), then checks
 * the screen with axe-core: every screen and state a spec pictures is also checked for accessibility.
 */
export const shot = async (page: Page, name: string) => {
  await page.screenshot({ path: fileOf(name), fullPage: true, animations: 'disabled' });
  await expectAccessible(page, name);
};

/**
 * `shot` of what the window shows, not the full page: a modal's fixed overlay covers only the window's
 * height, so a full-page capture of a long page would show it cut off.
 */
export const shotWindow = async (page: Page, name: string) => {
  await page.screenshot({ path: fileOf(name), animations: 'disabled' });
  await expectAccessible(page, name);
};

/** `shot` of one element, without the sticky top bar drawn over it. */
export const shotOf = async (locator: Locator, name: string) => {
  await locator.screenshot({
    path: fileOf(name),
    animations: 'disabled',
    style: 'header { position: static !important; }',
  });
  await expectAccessible(locator.page(), name);
};
