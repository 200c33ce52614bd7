// Issue 22 points 4, 3 and A, as a photographer does it. The 10 % line: offered, but refused on
// its VAT field (es, en) until the line is a delivery of goods confirmed as an original art
// photograph; then issued, its record at 10 %. The tax territory: in Canarias the settings
// name IGIC (the default rate, "IGIC incluido" for prices), the invoice's tax field is IGIC's
// and the record says Impuesto 03. axe on the lines step and the settings form in es and en at
// 390 and 1366 px; nothing wider than the phone.
import { getBillingSettings } from '@fotostudio/shared/contracts/billing/settings';
import { resolveError } from '@fotostudio/shared/errors/resolve-error';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import './context';
import { callApiAs, newPhotographer } from './accounts';
import { expectAccessible } from './axe';
import { completeBillingSettings, recordXmlAs } from './billing-steps';
import { browserForFile, openPage, PHONE, screenshot } from './browser';
import { descriptionOf, field } from './fields';
import { en, es, interpolate } from './i18n';
import { signIn } from './journeys';

const { baseUrl } = inject('e2e');
const browser = browserForFile();
const WIDE = { width: 1366, height: 900 };
const LANGUAGES = [['es', es], ['en', en]] as const;
const VIEWPORTS = [WIDE, PHONE] as const;

const dialogNamed = (page: Page, name: string | RegExp): Locator => page.getByRole('dialog', { name });
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
const useLanguage = (page: Page, language: string) => page.evaluate((lang) => window.localStorage.setItem('fotostudio.language', lang), language);
const closeDiscarding = async (page: Page, dialog: Locator, texts: typeof es) => {
  await page.keyboard.press('Escape');
  await dialogNamed(page, texts.ui.modal.discardTitle).getByRole('button', { name: texts.ui.modal.discard }).click();
  await dialog.waitFor({ state: 'detached' });
};

/** The new invoice modal at its products step, for a Spanish consumer, with one line at `unitPrice`. */
const invoiceAtProducts = async (page: Page, texts: typeof es, unitPrice: string): Promise<Locator> => {
  const b = texts.billing;
  await page.goto('/dashboard/invoices');
  await page.getByRole('button', { name: b.newInvoice }).first().click();
  const create = dialogNamed(page, b.newInvoice);
  const c = b.form.client;
  await field(create, c.name).fill('Marta Ruiz');
  await field(create, c.email).fill('marta.ruiz@example.com');
  await field(create, c.taxId).fill('12345678Z');
  await create.getByRole('textbox', { name: c.phone }).fill('600 987 654');
  await field(create, c.address).fill('Calle de Atocha 12');
  await field(create, c.city).fill('Madrid');
  await field(create, c.postalCode).fill('28012');
  await create.getByRole('button', { name: b.form.next }).click();
  await create.getByRole('button', { name: b.form.lines.add }).click();
  await field(create, b.form.lines.name).fill('Copia firmada 1/30');
  await field(create, b.form.lines.unitPrice).fill(unitPrice);
  return create;
};

describe('rates that fit the trade, and the tax territory', () => {
  it('refuses 10 % until the line is an original art photograph; in Canarias everything says IGIC and the record Impuesto 03', async () => {
    const user = await newPhotographer(baseUrl, 'taxes');
    const { context, page } = await openPage(browser(), baseUrl, WIDE);
    await signIn(page, user.email, user.password);
    await page.waitForURL('**/dashboard');
    await completeBillingSettings(page);

    // ---- 10 % on a service: refused on the VAT field, in each language at each width.
    for (const [language, texts] of LANGUAGES) {
      await useLanguage(page, language);
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize(viewport);
        const create = await invoiceAtProducts(page, texts, language === 'es' ? '300,00' : '300.00');
        const vat = field(create, texts.billing.form.lines.vat);
        await vat.selectOption({ label: interpolate(texts.billing.vat.rate, { rate: 10 }) });
        await create.getByRole('button', { name: texts.billing.editor.issueInvoice }).click();
        await expect.poll(() => vat.getAttribute('aria-invalid')).toBe('true');
        expect(await descriptionOf(vat)).toContain(resolveError('billing.vat_reduced_needs_art_work', language).message);
        await expectAccessible(page, `invoice lines, 10 % refused (${language}, ${viewport.width} px)`);
        if (viewport === PHONE) {
          expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
          await screenshot(page, `invoice-art-work-phone-${language}`);
        }
        if (language === 'es' && viewport === WIDE) {
          // A delivery of goods confirmed as an original art photograph: issued at 10 %.
          await field(create, es.billing.form.lines.supply).selectOption('goods');
          await create.getByRole('checkbox', { name: es.billing.form.lines.artWork }).check();
          await expect.poll(() => vat.getAttribute('aria-invalid')).not.toBe('true');
          await expectAccessible(page, 'invoice lines, art work (es)');
          await create.getByRole('button', { name: es.billing.editor.issueInvoice }).click();
          await dialogNamed(page, new RegExp(`^${es.billing.kind.invoice} \\d{4}-0001$`)).waitFor();
          const documentId = new URL(page.url()).searchParams.get('open');
          if (!documentId) throw new Error(`no open invoice in ${page.url()}`);
          const xml = await recordXmlAs(baseUrl, user, documentId);
          expect(xml).toContain('<sum1:TipoImpositivo>10.00</sum1:TipoImpositivo>');
          expect(xml).toContain('<sum1:Impuesto>01</sum1:Impuesto>');
        } else {
          await closeDiscarding(page, create, texts);
        }
      }
    }

    // ---- The tax territory in the settings, in each language at each width.
    const s = (texts: typeof es) => texts.billing.settings;
    for (const [language, texts] of LANGUAGES) {
      await useLanguage(page, language);
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize(viewport);
        await page.goto('/dashboard/settings?tab=billing');
        const form = page.locator('form.billing-settings');
        await form.getByRole('button', { name: s(texts).edit }).click();
        await field(form, s(texts).fields.taxTerritory).selectOption('canarias');
        const rate = field(form, interpolate(s(texts).fields.defaultTaxRate, { tax: 'IGIC' }));
        await rate.waitFor();
        const prices = field(form, s(texts).fields.pricesIncludeVat);
        expect(await prices.locator('option').allInnerTexts()).toEqual([
          interpolate(s(texts).pricesVat.excluded, { tax: 'IGIC' }),
          interpolate(s(texts).pricesVat.included, { tax: 'IGIC' }),
        ]);
        expect(await descriptionOf(prices)).toContain(interpolate(s(texts).hints.pricesIncludeVat, { tax: 'IGIC' }));
        await expectAccessible(page, `billing settings in Canarias (${language}, ${viewport.width} px)`);
        if (viewport === PHONE) expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
        if (language === 'en' && viewport === WIDE) {
          await rate.selectOption('7');
          await field(form, s(texts).fields.postalCode).fill('35001');
          await field(form, s(texts).fields.city).fill('Las Palmas de Gran Canaria');
          await form.getByRole('button', { name: texts.ui.save }).click();
          await form.getByRole('status').filter({ hasText: s(texts).complete }).waitFor();
        }
      }
    }
    const { settings } = getBillingSettings.response.parse(await callApiAs(baseUrl, user, 'GET', '/api/billing/settings'));
    expect(settings).toMatchObject({ taxTerritory: 'canarias', defaultVatRatePercent: 7 });

    // ---- An invoice in Canarias: its tax field is IGIC's, the record says Impuesto 03 at 7 %.
    await useLanguage(page, 'es');
    await page.setViewportSize(WIDE);
    const create = await invoiceAtProducts(page, es, '100,00');
    expect(await field(create, es.billing.taxes.IGIC).inputValue()).toBe('rate:7');
    await expectAccessible(page, 'invoice lines under IGIC (es)');
    await create.getByRole('button', { name: es.billing.editor.issueInvoice }).click();
    await dialogNamed(page, new RegExp(`^${es.billing.kind.invoice} \\d{4}-0002$`)).waitFor();
    const documentId = new URL(page.url()).searchParams.get('open');
    if (!documentId) throw new Error(`no open invoice in ${page.url()}`);
    const xml = await recordXmlAs(baseUrl, user, documentId);
    expect(xml).toContain('<sum1:Impuesto>03</sum1:Impuesto>');
    expect(xml).toContain('<sum1:TipoImpositivo>7.00</sum1:TipoImpositivo>');
    await context.close();
  });
});
