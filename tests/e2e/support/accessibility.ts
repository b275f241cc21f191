import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { Result } from 'axe-core';
import { AXE_DIR } from './env';

/** Impacts that fail the suite (WCAG AA: contrast, names, roles…). */
const FAILING_IMPACTS = new Set(['serious', 'critical']);
/** Rules that fail the suite whatever their impact: every page has a level-one heading. */
const FAILING_RULES = new Set(['page-has-heading-one']);

const isFailing = (violation: Result) =>
  FAILING_IMPACTS.has(violation.impact ?? '') || FAILING_RULES.has(violation.id);

const describe = (violation: Result) =>
  `${violation.id} (${violation.impact}): ${violation.help}\n${violation.nodes
    .map((node) => `  ${node.target.join(' ')}\n    ${node.failureSummary?.replace(/\n/g, '\n    ')}`)
    .join('\n')}`;

/**
 * Runs axe-core over the page as it is now and fails on any serious or critical violation (and on a
 * page with no level-one heading). `label-content-name-mismatch` (an accessible name that does not
 * contain the visible label, WCAG 2.5.3) is experimental in axe, so it is switched on here. Every
 * check's violations are written to test-results/axe/<name>.json for the record.
 */
export const expectAccessible = async (page: Page, name: string) => {
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  mkdirSync(AXE_DIR, { recursive: true });
  writeFileSync(
    path.join(AXE_DIR, `${name}.json`),
    JSON.stringify(
      results.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        nodes: violation.nodes.map((node) => node.target.join(' ')),
      })),
      null,
      2,
    ),
  );
  const failing = results.violations.filter(isFailing);
  expect(failing.map(describe).join('\n\n'), `accessibility of ${name}`).toBe('');
};
