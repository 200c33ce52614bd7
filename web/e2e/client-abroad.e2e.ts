// Issue 22 point 1, as a photographer does it: a client identified by an EU VAT number (the
// Greek prefix EL) on the CRM contact form and on the new invoice's client fields. A number
// without the member state's format is named on its field (es, en), from the form's own check
// and the contract's code; a foreign business's service is "not subject" (N2) and the record
// names the client by IDOtro 02 with its country. axe on both forms in es and en at 390 and
// 1366 px; nothing wider than the phone.
import { DEFAULT_DATE_FORMAT } from '@fotostudio/shared/constants';
import { formatDateValue } from '@fotostudio/shared/dates/date-input';
import { resolveError } from '@fotostudio/shared/errors/resolve-error';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import './context';
import { newPhotographer } from './accounts';
import { expectAccessible } from './axe';
import { completeBillingSettings, madridDay, recordXmlAs } from './billing-steps';
import { browserForFile, openPage, PHONE, screenshot } from './browser';
import { showTab, textbox } from './crm-steps';
import { descriptionOf, field } from './fields';
import { en, es, interpolate } from './i18n';
import { signIn } from './journeys';

const { baseUrl } = inject('e2e');
const browser = browserForFile();
const WIDE = { width: 1366, height: 900 };
const EU_VAT = 'EL094259216';

const dialogNamed = (page: Page, name: string | RegExp): Locator => page.getByRole('dialog', { name });
const narrowEnough = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
/** Closes a form with edits: Escape, then "discard changes" on the question it asks. */
const closeDiscarding = async (page: Page, dialog: Locator, texts: typeof es) => {
  await page.keyboard.press('Escape');
  await dialogNamed(page, texts.ui.modal.discardTitle).getByRole('button', { name: texts.ui.modal.discard }).click();
  await dialog.waitFor({ state: 'detached' });
};

describe('clients abroad', () => {
  it('identifies an EU business by its VAT number on the contact and invoice forms, refuses a malformed one on its field, and records IDOtro 02', async () => {
    const user = await newPhotographer(baseUrl, 'abroad');
    const { context, page } = await openPage(browser(), baseUrl, WIDE);
    await signIn(page, user.email, user.password);
    await page.waitForURL('**/dashboard');
    await completeBillingSettings(page);

    // ---- The CRM contact form, in each language at each width.
    const contactForm = async (texts: typeof es) => {
      await page.goto('/dashboard/crm');
      await page.getByRole('heading', { level: 1, name: texts.crm.title }).waitFor();
      const panel = await showTabIn(page, texts);
      await panel.getByRole('button', { name: texts.crm.add.client }).first().click();
      const dialog = dialogNamed(page, texts.crm.form.createTitle);
      await textbox(dialog, texts.crm.fields.firstName).fill('Nikos');
      await textbox(dialog, texts.crm.fields.lastName).fill('Papadopoulos');
      await textbox(dialog, texts.crm.fields.primaryEmail).fill('nikos@athensphoto.example');
      await field(dialog, texts.crm.fields.idType).selectOption('eu_vat');
      await textbox(dialog, texts.crm.fields.dni).fill('EL12');
      return dialog;
    };
    for (const [language, texts] of [['es', es], ['en', en]] as const) {
      await page.evaluate((lang) => window.localStorage.setItem('fotostudio.language', lang), language);
      for (const viewport of [WIDE, PHONE]) {
        await page.setViewportSize(viewport);
        const dialog = await contactForm(texts);
        await dialog.getByRole('button', { name: texts.ui.save }).click();
        const dni = textbox(dialog, texts.crm.fields.dni);
        await expect.poll(() => dni.getAttribute('aria-invalid')).toBe('true');
        expect(await descriptionOf(dni)).toContain(resolveError('billing.client_eu_vat_invalid', language).message);
        await expectAccessible(page, `contact form with an EU VAT number (${language}, ${viewport.width} px)`);
        if (viewport === PHONE) {
          expect(await narrowEnough(page)).toBeLessThanOrEqual(PHONE.width);
          await screenshot(page, `contact-eu-vat-phone-${language}`);
        }
        if (language === 'es' && viewport === WIDE) {
          // Corrected, checked on VIES, it saves.
          await dni.fill(EU_VAT);
          await dialog.getByRole('checkbox', { name: texts.billing.form.client.viesChecked }).check();
          // The day it was checked, as the app shows dates (not as stored).
          await dialog.getByRole('checkbox', { name: interpolate(texts.billing.form.client.viesCheckedOn, { date: formatDateValue(madridDay(), DEFAULT_DATE_FORMAT) }) }).waitFor();
          await dialog.getByRole('button', { name: texts.ui.save }).click();
          await dialog.waitFor({ state: 'detached' });
        } else {
          await closeDiscarding(page, dialog, texts);
        }
      }
    }

    // ---- The new invoice's client fields, in each language at each width: a malformed number on its field.
    const invoiceForm = async (texts: typeof es) => {
      await page.goto('/dashboard/invoices');
      await page.getByRole('button', { name: texts.billing.newInvoice }).first().click();
      const create = dialogNamed(page, texts.billing.newInvoice);
      const c = texts.billing.form.client;
      await field(create, c.name).fill('Athens Photo Agency');
      await field(create, c.email).fill('billing@athensphoto.example');
      await field(create, c.idType).selectOption('eu_vat');
      await field(create, c.idTypes.eu_vat).fill('EL12');
      await create.getByRole('combobox', { name: texts.ui.phoneField.prefix }).selectOption('GR');
      await create.getByRole('textbox', { name: c.phone }).fill('210 000 0000');
      await field(create, c.address).fill('Leoforos Kifisias 12');
      await field(create, c.city).fill('Atenas');
      await field(create, c.postalCode).fill('11526');
      await field(create, c.country).fill('Grecia');
      await create.getByRole('button', { name: texts.billing.form.next }).click();
      const taxId = field(create, c.idTypes.eu_vat);
      await expect.poll(() => taxId.getAttribute('aria-invalid')).toBe('true');
      return { create, taxId };
    };
    for (const [language, texts] of [['en', en], ['es', es]] as const) {
      await page.evaluate((lang) => window.localStorage.setItem('fotostudio.language', lang), language);
      for (const viewport of [PHONE, WIDE]) {
        await page.setViewportSize(viewport);
        const { create, taxId } = await invoiceForm(texts);
        expect(await descriptionOf(taxId)).toContain(resolveError('billing.client_eu_vat_invalid', language).message);
        await create.getByRole('link', { name: texts.billing.form.client.viesLink }).waitFor();
        await expectAccessible(page, `new invoice, EU client (${language}, ${viewport.width} px)`);
        if (viewport === PHONE) expect(await narrowEnough(page)).toBeLessThanOrEqual(PHONE.width);
        if (language === 'en' || viewport === PHONE) await closeDiscarding(page, create, texts);
      }
    }

    // ---- Issued (es, wide): a photo report for the Greek agency, not subject by location.
    const create = dialogNamed(page, es.billing.newInvoice);
    const b = es.billing;
    await field(create, b.form.client.idTypes.eu_vat).fill(EU_VAT);
    await create.getByRole('checkbox', { name: b.form.client.viesChecked }).check();
    // A business: marked so, it still has no IRPF withheld (established abroad), and the form says why.
    await create.getByRole('checkbox', { name: b.form.client.professional }).check();
    await create.getByRole('button', { name: b.form.next }).click();
    await create.getByText(b.form.irpf.notApplicableAbroad).waitFor();
    await create.getByRole('button', { name: b.form.lines.add }).click();
    await field(create, b.form.lines.name).fill('Reportaje corporativo');
    await field(create, b.form.lines.unitPrice).fill('1000,00');
    await field(create, b.form.lines.vat).selectOption({ label: b.vat.notSubject });
    await expectAccessible(page, 'new invoice, products not subject (es)');
    await screenshot(page, 'invoice-eu-business');
    await create.getByRole('button', { name: b.editor.issueInvoice }).click();
    const detail = dialogNamed(page, new RegExp(`^${b.kind.invoice} \\d{4}-0001$`));
    await detail.waitFor();
    const documentId = new URL(page.url()).searchParams.get('open');
    if (!documentId) throw new Error(`no open invoice in ${page.url()}`);
    const xml = await recordXmlAs(baseUrl, user, documentId);
    expect(xml).toMatch(new RegExp(`<sum1:IDOtro>\\s*<sum1:CodigoPais>GR</sum1:CodigoPais>\\s*<sum1:IDType>02</sum1:IDType>\\s*<sum1:ID>${EU_VAT}</sum1:ID>`));
    expect(xml).toContain('<sum1:CalificacionOperacion>N2</sum1:CalificacionOperacion>');
    expect(xml).not.toContain('<sum1:NIF>EL');
    await context.close();
  });
});

/** The CRM's Clients tab, in the language shown. */
const showTabIn = async (page: Page, texts: typeof es): Promise<Locator> => {
  if (texts === es) return showTab(page, 'clients');
  await page.getByRole('tab', { name: texts.crm.tabs.clients, exact: true }).click();
  const panel = page.getByRole('tabpanel', { name: texts.crm.tabs.clients, exact: true });
  await panel.waitFor();
  return panel;
};
