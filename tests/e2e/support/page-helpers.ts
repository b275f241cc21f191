import type { Locator, Page } from '@playwright/test';

/** Holds the next request matching `pattern` until the returned function is called. */
export const holdNextRequest = async (page: Page, pattern: RegExp) => {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    pattern,
    async (route) => {
      await gate;
      await route.continue();
    },
    { times: 1 },
  );
  return release;
};

/** The text a redline reads as once every change is accepted (no `del`), or rejected (no `ins`). */
export const redlineReading = (redline: Locator, drop: 'del' | 'ins') =>
  redline.evaluate((element, tag) => {
    const copy = element.cloneNode(true) as HTMLElement;
    for (const node of copy.querySelectorAll(tag)) node.remove();
    return copy.textContent ?? '';
  }, drop);

/** How far the page is wider than the window (0 when nothing sticks out sideways). */
export const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
