import { type BrowserContext, expect, type Page } from '@playwright/test';
import { build } from 'esbuild';
import type { TComment, TLogEntry, TTrackingMode } from '../../fixtures/word-host/sim-document';

/** Where Microsoft serves office.js: the pane loads it from there, as Microsoft requires. */
export const OFFICE_JS = 'https://appsforoffice.microsoft.com/lib/1/hosted/office.js';

let bundle: Promise<string> | undefined;

/** The Word host simulator (tests/fixtures/word-host) bundled as the script office.js would be. */
const simulatorScript = () => {
  bundle ??= build({
    entryPoints: ['tests/fixtures/word-host/entry.ts'],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'chrome120',
    write: false,
    logLevel: 'silent',
  }).then((result) => result.outputFiles[0]?.text ?? '');
  return bundle;
};

/**
 * Serves the simulator in place of office.js to every page of `context` (the pane and its sign-in
 * dialog); nothing else of Microsoft's is reachable, as offline. `wordApi` is the Word API version the
 * simulated Word supports.
 */
export const installWordHost = async (context: BrowserContext, { wordApi = '1.4' } = {}) => {
  const script = await simulatorScript();
  await context.addInitScript((version) => {
    (window as { wordSimOptions?: object }).wordSimOptions = { wordApi: version };
  }, wordApi);
  await context.route('https://appsforoffice.microsoft.com/**', (route) =>
    route.request().url() === OFFICE_JS
      ? route.fulfill({ contentType: 'text/javascript', body: script })
      : route.abort(),
  );
  await context.route('https://ajax.aspnetcdn.com/**', (route) => route.abort());
};

export type TWordState = {
  trackingMode: TTrackingMode;
  log: TLogEntry[];
  comments: TComment[];
  selection: string;
  markup: string[];
  accepted: string[];
  rejected: string[];
};

type TSim = {
  load: (paragraphs: string[]) => void;
  selectText: (text: string, occurrence?: number) => void;
  state: () => TWordState;
};

/** The test's handle on the simulated Word of the pane `page`. */
export const wordOf = (page: Page) => ({
  load: (paragraphs: string[]) =>
    page.evaluate((list) => (window as unknown as { wordSim: TSim }).wordSim.load(list), paragraphs),
  /** Selects `text` in the document; paragraphs apart by '\r', as Word writes them. */
  select: (text: string) =>
    page.evaluate((wanted) => (window as unknown as { wordSim: TSim }).wordSim.selectText(wanted), text),
  state: () => page.evaluate(() => (window as unknown as { wordSim: TSim }).wordSim.state()),
});

/** The struck and added runs of a rendered redline (its `del` and `ins` elements). */
export const redlineRuns = async (page: Page, region: string) => {
  const redline = page.getByRole('region', { name: region }).getByTestId('redline');
  await expect(redline).toBeVisible();
  return {
    deleted: await redline.locator('del').allTextContents(),
    inserted: await redline.locator('ins').allTextContents(),
  };
};

/** The texts the simulated Word deleted and inserted, in the order the add-in made the edits. */
export const editsOf = (state: TWordState) => ({
  deleted: state.log.flatMap((entry) => (entry.kind === 'delete' ? [entry.text] : [])),
  inserted: state.log.flatMap((entry) => (entry.kind === 'insert' ? [entry.text] : [])),
});

/** Tracking was turned on before the first edit, and every edit was tracked. */
export const expectTrackedFromTheStart = (state: TWordState) => {
  const firstEdit = state.log.findIndex((entry) => entry.kind === 'insert' || entry.kind === 'delete');
  const tracking = state.log.findIndex((entry) => entry.kind === 'tracking' && entry.mode === 'TrackAll');
  expect(tracking).toBeGreaterThanOrEqual(0);
  expect(tracking).toBeLessThan(firstEdit);
  for (const entry of state.log) {
    if (entry.kind === 'insert' || entry.kind === 'delete') expect(entry.tracked).toBe(true);
  }
};
