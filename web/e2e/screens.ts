// The same screen at desktop and phone width, for a person to look at (only when
// E2E_SCREENSHOT_DIR asks for screenshots). Taken from the top of the page with animations
// finished; a screen with an open dialog is taken as the viewport shows it (the overlay
// covers the viewport, not the whole page).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { DESKTOP, PHONE, screenshot } from './browser';
import { es } from './i18n';

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

const shooting = (): boolean => Boolean(process.env.E2E_SCREENSHOT_DIR);

/** Closes the toasts, so screenshots show the screen under them (screenshots finish transitions themselves). */
export const clearToasts = async (page: Page): Promise<void> => {
  const close = page.getByRole('button', { name: es.ui.toast.close });
  for (let open = await close.count(); open > 0; open = await close.count()) {
    // A toast closes by itself when its time is up, maybe between the count and the click
    // (detached mid-click, the click would wait for a button that never comes back): then it
    // is gone all the same, and only a toast still open makes the failed click count.
    await close
      .first()
      .click({ timeout: 15_000 })
      .catch(async (error: unknown) => {
        if ((await close.count()) >= open) throw error;
      });
    await expect.poll(() => close.count()).toBeLessThan(open);
  }
};

/** Screens at desktop and phone width, toasts closed. */
export const shoot = async (page: Page, name: string): Promise<void> => {
  if (!shooting()) return;
  await clearToasts(page);
  await screenshotDesktopAndPhone(page, name);
};

/**
 * A modal's scrolling body at its top and at its bottom, at desktop and phone width; by
 * default the dialog on top.
 */
export const shootModal = async (page: Page, name: string, dialog: Locator = page.getByRole('dialog').last()): Promise<void> => {
  if (!shooting()) return;
  await clearToasts(page);
  const body = dialog.locator('.modal-body').first();
  for (const [size, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
    await page.setViewportSize(viewport);
    for (const [where, top] of [['top', 0], ['bottom', 100_000]] as const) {
      await body.evaluate((element, y) => element.scrollTo(0, y), top);
      await screenshot(page, `${name}-${where}-${size}`);
    }
  }
  await body.evaluate((element) => element.scrollTo(0, 0));
  await page.setViewportSize(DESKTOP);
};
