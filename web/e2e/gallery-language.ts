// The client gallery's language switch, as a client uses it: the button of the other language in
// the page's language group; done when `<html lang>` says so.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import gEn from '../src/gallery/locales/en/gallery.json';
import g from '../src/gallery/locales/es/gallery.json';

export const switchLanguage = async (page: Page, to: 'es' | 'en'): Promise<void> => {
  const texts = to === 'en' ? g : gEn;
  await page.getByRole('group', { name: texts['language.label'] }).getByRole('button', { name: `${texts[`language.${to}`]}, ${to.toUpperCase()}` }).click();
  await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(to);
};
