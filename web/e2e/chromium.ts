// Headless Debian Chromium driven by playwright-core (`npx playwright install` cannot run
// on these machines). Flags as recorded in DESIGN.md. Free of vitest, so the benches use it too.
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });

export const DESKTOP = { width: 1280, height: 860 };
export const PHONE = { width: 390, height: 844 };
