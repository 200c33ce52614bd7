// The same screen at desktop and phone width, for a person to look at (only when
// E2E_SCREENSHOT_DIR asks for screenshots). Taken from the top of the page with animations
// finished; a screen with an open dialog is taken as the viewport shows it (the overlay
// covers the viewport, not the whole page).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE } from './browser';

export const screenshotDesktopAndPhone = async (page: Page, name: string): Promise<void> => {
  const dir = process.env.E2E_SCREENSHOT_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const original = page.viewportSize() ?? DESKTOP;
  for (const [suffix, size] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo(0, 0));
    const dialogOpen = (await page.getByRole('dialog').count()) > 0;
    await page.screenshot({ path: join(dir, `${name}-${suffix}.png`), fullPage: !dialogOpen, animations: 'disabled' });
  }
  await page.setViewportSize(original);
};
