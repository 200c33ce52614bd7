// Issue 22 point 9, as a photographer does it: a client paid with two simplified invoices and
// later asks for one full invoice. From a simplified invoice, "Full invoice in its place" opens
// the F3 dialog; a missing NIF is named on its field (es, en); the F3 is issued for both, its
// VERI*FACTU record says F3 and lists them; the replaced ones offer nothing more. Cancelling
// the F3 (issued by mistake) gives them back their place. axe on the dialog in es and en at 390
// and 1366 px, focus inside the dialog, nothing wider than the phone.
import { listDocuments } from '@fotostudio/shared/contracts/billing/document-routes';
import { resolveError } from '@fotostudio/shared/errors/resolve-error';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import './context';
import { callApiAs, newPhotographer } from './accounts';
import { expectAccessible } from './axe';
import { completeBillingSettings, issueSimplifiedAs, recordXmlAs } from './billing-steps';
import { browserForFile, openPage, PHONE, screenshot } from './browser';
import { descriptionOf, field } from './fields';
import { en, es, interpolate } from './i18n';
import { signIn } from './journeys';
import { expectWithinViewportWidth } from './layout';

const { baseUrl } = inject('e2e');
const browser = browserForFile();
const WIDE = { width: 1366, height: 900 };

const dialogNamed = (page: Page, name: string | RegExp): Locator => page.getByRole('dialog', { name });
const detailOf = (page: Page, texts: typeof es, number: string) => dialogNamed(page, interpolate(texts.billing.detail.title, { kind: texts.billing.kind.invoice, number }));
const focusInside = (dialog: Locator) => dialog.evaluate((element) => element.contains(document.activeElement));

describe('a full invoice (F3) in place of simplified ones', () => {
  it('replaces two simplified invoices from the dialog, names a missing NIF on its field, and frees them when the F3 is cancelled', async () => {
    const user = await newPhotographer(baseUrl, 'f3');
    const { context, page } = await openPage(browser(), baseUrl, WIDE);
    await signIn(page, user.email, user.password);
    await page.waitForURL('**/dashboard');
    await completeBillingSettings(page);
    const first = await issueSimplifiedAs(baseUrl, user, 4_000);
    const second = await issueSimplifiedAs(baseUrl, user, 8_900);
    const stale = await issueSimplifiedAs(baseUrl, user, 1_000);

    // ---- The dialog in each language at each width: accessible, focused, within the phone.
    const openDialog = async (texts: typeof es, number: string, documentId: string) => {
      await page.goto(`/dashboard/invoices?open=${documentId}`);
      const detail = detailOf(page, texts, number);
      await detail.getByRole('button', { name: texts.billing.actions.substitute }).click();
      const dialog = dialogNamed(page, texts.billing.substitute.title);
      await dialog.getByRole('checkbox').first().waitFor();
      await expect.poll(() => focusInside(dialog)).toBe(true);
      return dialog;
    };
    for (const [language, texts] of [['es', es], ['en', en]] as const) {
      await page.evaluate((lang) => window.localStorage.setItem('fotostudio.language', lang), language);
      for (const viewport of [WIDE, PHONE]) {
        await page.setViewportSize(viewport);
        const dialog = await openDialog(texts, first.number, first.documentId);
        await expectAccessible(page, `F3 dialog (${language}, ${viewport.width} px)`);
        if (viewport === PHONE) {
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
          await expectWithinViewportWidth(page, dialog.getByRole('button', { name: texts.billing.substitute.submit }));
          await screenshot(page, `f3-dialog-phone-${language}`);
        }
        // A client without a NIF: the refusal is on the NIF field, in the app's language.
        await dialog.getByRole('button', { name: texts.billing.substitute.submit }).click();
        const taxId = field(dialog, texts.billing.form.client.taxId);
        await expect.poll(() => taxId.getAttribute('aria-invalid')).toBe('true');
        expect(await descriptionOf(taxId)).toContain(texts.billing.validation.required);
        await expectAccessible(page, `F3 dialog with errors (${language}, ${viewport.width} px)`);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
      }
    }

    // ---- Issued for both, in Spanish on a wide screen.
    await page.evaluate(() => window.localStorage.setItem('fotostudio.language', 'es'));
    await page.setViewportSize(WIDE);
    const dialog = await openDialog(es, first.number, first.documentId);
    const offered = (number: string) => dialog.getByRole('checkbox', { name: new RegExp(`^${number} `) });
    expect(await offered(first.number).isChecked()).toBe(true);
    await offered(second.number).check();
    const c = es.billing.form.client;
    await field(dialog, c.name).fill('Agencia Sol SL');
    await field(dialog, c.email).fill('hola@agenciasol.example');
    await field(dialog, c.taxId).fill('B12345674');
    await dialog.getByRole('textbox', { name: c.phone }).fill('954 000 000');
    await field(dialog, c.address).fill('Calle Luna 3');
    await field(dialog, c.city).fill('Sevilla');
    await field(dialog, c.postalCode).fill('41001');
    // One of them cancelled meanwhile (another tab): the server's refusal is shown on the invoices chosen.
    await offered(stale.number).check();
    await callApiAs(baseUrl, user, 'POST', `/api/billing/invoices/${stale.documentId}/cancel`, {});
    await dialog.getByRole('button', { name: es.billing.substitute.submit }).click();
    await dialog.locator('#billing-substitute-invoices-error').filter({ hasText: resolveError('billing.substitution_cancelled', 'es').message }).waitFor();
    await expectAccessible(page, 'F3 dialog with a server refusal (es)');
    await offered(stale.number).uncheck();
    await dialog.getByRole('button', { name: es.billing.substitute.submit }).click();
    await dialog.waitFor({ state: 'detached' });

    const { rows } = listDocuments.response.parse(await callApiAs(baseUrl, user, 'GET', '/api/billing/documents?kind=invoice&invoiceType=F3'));
    expect(rows).toHaveLength(1);
    const f3 = rows[0];
    if (!f3) throw new Error('no F3');
    await page.getByText(interpolate(es.billing.substitute.done, { number: f3.number })).waitFor();
    const f3Detail = detailOf(page, es, f3.number);
    await f3Detail.waitFor();
    // Its record: an F3 to the agency that lists both simplified invoices.
    const xml = await recordXmlAs(baseUrl, user, f3.documentId);
    expect(xml).toContain('<sum1:TipoFactura>F3</sum1:TipoFactura>');
    for (const replaced of [first, second]) expect(xml).toContain(`<sum1:NumSerieFactura>${replaced.number}</sum1:NumSerieFactura>`);
    expect(xml).toContain('<sum1:NIF>B12345674</sum1:NIF>');
    expect(xml).toContain(`<sum1:ImporteTotal>${((4_840 + 10_769) / 100).toFixed(2)}</sum1:ImporteTotal>`);
    await expectAccessible(page, 'F3 detail (es)');
    await screenshot(page, 'f3-detail');

    // ---- A replaced simplified invoice says by which, and offers neither cancelling, correcting nor another F3.
    await page.goto(`/dashboard/invoices?open=${second.documentId}`);
    const replaced = detailOf(page, es, second.number);
    await replaced.getByText(interpolate(es.billing.detail.substitutedLocked, { number: f3.number })).waitFor();
    for (const action of [es.billing.actions.substitute, es.billing.actions.rectify, es.billing.actions.cancel]) {
      expect(await replaced.getByRole('button', { name: action, exact: true }).count()).toBe(0);
    }

    // ---- The F3 was a mistake (not delivered yet): cancelled, the simplified invoices are again the valid ones.
    await page.goto(`/dashboard/invoices?open=${f3.documentId}`);
    await f3Detail.getByRole('button', { name: es.billing.actions.cancel, exact: true }).click();
    const confirm = dialogNamed(page, interpolate(es.billing.cancelInvoice.title, { number: f3.number }));
    await expectAccessible(page, 'cancel F3 confirmation (es)');
    await confirm.getByRole('button', { name: es.billing.actions.cancel, exact: true }).click();
    await page.getByText(interpolate(es.billing.cancelInvoice.done, { number: f3.number })).waitFor();
    await page.goto(`/dashboard/invoices?open=${second.documentId}`);
    await replaced.getByRole('button', { name: es.billing.actions.substitute }).waitFor();
    expect(await replaced.getByText(interpolate(es.billing.detail.substitutedLocked, { number: f3.number })).count()).toBe(0);
    await context.close();
  });
});
