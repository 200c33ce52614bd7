// axe-core, injected into the page under test. It is evaluated through the DevTools
// protocol, like the test's other evaluations, so the page's Content-Security-Policy (no
// inline scripts) applies to the app and not to the checker.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** What the issue tolerates: nothing serious or critical. */
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  nodes: string[];
}

/** Waits for running CSS transitions and animations (a modal fading in) to finish. */
const settle = (page: Page) =>
  page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));

/** The serious and critical violations of the whole document as it is now. */
export const blockingViolations = async (page: Page): Promise<AxeFinding[]> => {
  await settle(page);
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Array<{ id: string; impact?: string | null; help: string; nodes: Array<{ target: unknown[] }> }> }> } };
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? 'unknown',
      help: violation.help,
      nodes: violation.nodes.map((node) => node.target.map(String).join(' ')),
    }));
  });
  return violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact));
};

/** Readable in a failed assertion: which rule, where. */
export const describeFindings = (findings: AxeFinding[]): string =>
  findings.map((finding) => `${finding.impact} ${finding.rule} (${finding.help}): ${finding.nodes.slice(0, 5).join(' | ')}`).join('\n');

/** Asserts the page, as it is now, has no serious or critical violation. */
export const expectAccessible = async (page: Page, where: string): Promise<void> => {
  const findings = await blockingViolations(page);
  expect(findings, `${where}:\n${describeFindings(findings)}`).toEqual([]);
};
