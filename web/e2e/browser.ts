// The browser of the journeys: Debian's Chromium (./chromium.ts) with a fresh context per test.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { DESKTOP, launchBrowser } from './chromium';

export { DESKTOP, PHONE } from './chromium';

/**
 * Content Security Policy violations reported by any page of this file (Chromium logs
 * "Refused to ... because it violates the following Content Security Policy directive").
 * The local server sends the production policy (infra/lib/security-headers.ts), so a
 * violation here is a feature that would break in AWS.
 */
const cspViolations: string[] = [];

/**
 * The browser of a test file, launched before its tests and closed after them. Call it at
 * the top level of the file; what it returns gives the running browser.
 */
export const browserForFile = (): (() => Browser) => {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    if (cspViolations.length > 0) throw new Error(`Content Security Policy violations:\n${cspViolations.join('\n')}`);
  });
  return () => {
    if (!browser) throw new Error('no browser yet: browserForFile() runs its launch before the tests of the file');
    return browser;
  };
};

/** A fresh context per test: no cookies, no localStorage, no Amplify tokens. */
export const openPage = async (
  browser: Browser,
  baseUrl: string,
  viewport = DESKTOP,
): Promise<{ context: BrowserContext; page: Page }> => {
  const context = await browser.newContext({ baseURL: baseUrl, viewport, locale: 'es-ES' });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) cspViolations.push(`${page.url()}: ${message.text()}`);
  });
  return { context, page };
};

/** Screenshots for a human to look at, only when E2E_SCREENSHOT_DIR asks for them. */
export const screenshot = async (page: Page, name: string): Promise<void> => {
  const dir = process.env.E2E_SCREENSHOT_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
};
