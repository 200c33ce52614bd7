// A form dialog with unsaved edits asks before it closes, however the photographer tries
// to close it (Escape, the overlay, the close button); an untouched one closes at once.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import './context';
import { browserForFile, openPage } from './browser';
import { crm, listPanel, openCrm, textbox } from './crm-steps';
import { es } from './i18n';
import { signIn } from './journeys';

const { baseUrl, demoEmail, demoPassword } = inject('e2e');
const browser = browserForFile();
const m = es.ui.modal;

const discardQuestion = (page: Page) => page.getByRole('dialog', { name: m.discardTitle });

/** Each way of closing asks; "keep editing" keeps the text and the dialog. */
const everyCloseAsks = async (page: Page, dialog: Locator, field: Locator, typed: string) => {
  const closes: [string, () => Promise<void>][] = [
    ['Escape', () => page.keyboard.press('Escape')],
    ['overlay', () => page.getByTestId('modal-overlay').first().click({ position: { x: 4, y: 4 } })],
    ['close button', () => dialog.getByRole('button', { name: m.close }).first().click()],
  ];
  for (const [, close] of closes) {
    await close();
    await discardQuestion(page).waitFor();
    await discardQuestion(page).getByRole('button', { name: m.keepEditing }).click();
    await discardQuestion(page).waitFor({ state: 'detached' });
    expect(await dialog.isVisible()).toBe(true);
    expect(await field.inputValue()).toBe(typed);
  }
  // Escape on the question answers it, not the form underneath.
  await page.keyboard.press('Escape');
  await discardQuestion(page).waitFor();
  await page.keyboard.press('Escape');
  await discardQuestion(page).waitFor({ state: 'detached' });
  expect(await dialog.isVisible()).toBe(true);
};

describe('unsaved changes', () => {
  it('a form dialog with edits asks before discarding them; an untouched one just closes', async () => {
    const { context, page } = await openPage(browser(), baseUrl);
    await signIn(page, demoEmail, demoPassword);
    await page.waitForURL('**/dashboard');
    await openCrm(page);

    const panel = listPanel(page, 'contacts');
    const add = panel.getByRole('button', { name: new RegExp(`^(${crm.add.lead}|${crm.add.client})$`) }).first();
    const dialog = page.getByRole('dialog', { name: crm.form.createTitle });

    // Untouched: Escape closes without a question.
    await add.click();
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await add.click();
    const firstName = textbox(dialog, crm.fields.firstName);
    await firstName.fill('Casi guardada');
    await everyCloseAsks(page, dialog, firstName, 'Casi guardada');

    // Discarding closes the form; nothing was sent.
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/contacts') posts.push(request.url());
    });
    await page.keyboard.press('Escape');
    await discardQuestion(page).getByRole('button', { name: m.discard }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(posts).toEqual([]);

    // Back to the typed value and unchanged again: no question.
    await add.click();
    await firstName.fill('x');
    await firstName.fill('');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });
});
