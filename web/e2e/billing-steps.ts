// Steps of the billing journeys, phrased as the user sees them (labels from es.json):
// invoices.e2e.ts and verifactu.e2e.ts both start from complete billing settings; the API
// helpers below issue what a journey starts from and read an invoice's record.
import { signedFile, type BillingDocument } from '@fotostudio/shared/contracts/billing/document';
import { issueInvoice } from '@fotostudio/shared/contracts/billing/document-routes';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { callApiAs, type TestPhotographer } from './accounts';
import { screenshot } from './browser';
import { field } from './fields';
import { es, interpolate } from './i18n';
import { exampleOf } from '@fotostudio/shared/contracts/route-docs';

export const ISSUER_NIF = '00000000T';

/**
 * Settings → Billing → Client billing, filled in from nothing: a wrong NIF control letter is
 * named live, and the rectifying and simplified series open with their defaults (R, S). The
 * issuer's NIF is ISSUER_NIF unless a journey needs one of its own (the local AEAT's records).
 */
export const completeBillingSettings = async (page: Page, issuerNif: string = ISSUER_NIF): Promise<void> => {
  await page.goto('/dashboard/settings?tab=billing');
  const s = es.billing.settings;
  const form = page.locator('form.billing-settings');
  await form.waitFor();
  // Nothing saved yet: the form opens ready to fill in and says what is missing.
  await form.getByRole('status').filter({ hasText: s.incomplete.split('{{')[0] ?? '' }).waitFor();
  await field(form, s.fields.businessName).fill('Estudio Luz del Retiro');
  await field(form, s.fields.legalForm).selectOption('self_employed');
  // Self-employed: the full legal name is asked (issue 22 point 8).
  await field(form, s.fields.legalName).fill('Lucía Martín Gómez');
  const taxId = field(form, s.fields.taxId);
  // A wrong control letter is named live, the right one confirmed in green.
  await taxId.fill('00000000A');
  await form.getByText(interpolate(es.ui.taxIdField.valid, { type: 'NIF' })).waitFor({ state: 'detached' });
  expect(await taxId.getAttribute('aria-invalid')).toBe('true');
  await taxId.fill(issuerNif);
  await form.getByText(interpolate(es.ui.taxIdField.valid, { type: 'NIF' })).waitFor();
  await field(form, s.fields.responsibleName).fill('Lucía Martín');
  await field(form, s.fields.email).fill('facturas@estudioluz.example');
  await form.getByRole('textbox', { name: s.fields.phone }).fill('600 123 456');
  await field(form, s.fields.address).fill('Calle de Alcalá 100');
  await field(form, s.fields.city).fill('Madrid');
  await field(form, s.fields.postalCode).fill('28009');
  await field(form, s.fields.iban).fill('ES91 2100 0418 4502 0005 1332');
  await field(form, s.fields.bankName).fill('CaixaBank');
  expect(await field(form, s.fields.rectifyingSeries).inputValue()).toBe('R');
  expect(await field(form, s.fields.simplifiedSeries).inputValue()).toBe('S');
  await form.getByRole('button', { name: es.ui.save }).click();
  await form.getByRole('status').filter({ hasText: s.complete }).waitFor();
  await screenshot(page, 'billing-settings');
};

/** Billing days are calendar days in Spain. */
export const madridDay = (offsetDays = 0): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + offsetDays * 86_400_000));

/** An invoice as the API answers it, issued outside the browser (POST /api/billing/invoices), the route's example changed as given. */
export const issueInvoiceAs = async (baseUrl: string, user: Pick<TestPhotographer, 'email' | 'password'>, changes: Record<string, unknown>): Promise<BillingDocument> => {
  const { series: _series, ...example } = exampleOf(issueInvoice).body;
  const body = {
    ...example,
    client: { ...example.client, clientId: null },
    session: { ...example.session, sessionId: null },
    issueDate: madridDay(),
    dueDate: madridDay(30),
    ...changes,
  };
  return issueInvoice.response.parse(await callApiAs(baseUrl, user, 'POST', '/api/billing/invoices', body)).document;
};

/** A simplified invoice (F2) to no named client, of one print at `unitPriceCents` plus 21 % VAT. */
export const issueSimplifiedAs = (baseUrl: string, user: Pick<TestPhotographer, 'email' | 'password'>, unitPriceCents: number): Promise<BillingDocument> =>
  issueInvoiceAs(baseUrl, user, {
    invoiceType: 'F2',
    client: { clientId: null, name: '', email: '', taxId: '', phone: '', address: '', city: '', postalCode: '' },
    session: { title: '' },
    pricing: {},
    products: [{ name: 'Copias 20x30', variant: null, quantity: 1, unitPriceCents, vat: { kind: 'rate', ratePercent: 21 } }],
    irpfRatePercent: null,
  });

/** The invoice's VERI*FACTU registration record as the AEAT's XML (what the API links to). */
export const recordXmlAs = async (baseUrl: string, user: Pick<TestPhotographer, 'email' | 'password'>, invoiceId: string): Promise<string> => {
  const link = signedFile.parse(await callApiAs(baseUrl, user, 'GET', `/api/billing/invoices/${invoiceId}/verification/xml`));
  return (await fetch(link.url)).text();
};
