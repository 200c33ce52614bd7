// Rates that fit a photographer's trade (issue 22 point 4), through the API: 10 % VAT only on
// goods confirmed as an original art photograph, 4 % and 0 % refused, exemptions only where a
// photographer can use them (art. 20.Uno.26 press by a natural person, 20.Uno.9/10 teaching,
// E2, E5) with their article on the PDF, and IRPF only on invoices to Spanish businesses and
// professionals, at 15 % or 7 % in a new activity's first three years, never by a 973.1
// studio. Each refusal answers its code on the field that caused it; quotes keep what they
// have and are refused when converted.
import { createQuote, getDocumentPdf, issueInvoice } from '@fotostudio/shared/contracts/billing/document-routes';
import { getBillingSettings, putBillingSettings } from '@fotostudio/shared/contracts/billing/settings';
import { addDays, todayInMadrid } from '@fotostudio/shared/dates/billing-days';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, errorCodeOf, refusalOf, responseOf, type ApiAnswer } from './support/api.js';
import { completeBillingSettings, documentBody } from './support/billing.js';
import { createPhotographer, type TestUser } from './support/cognito-users.js';
import { pdfText } from './support/pdf-text.js';
import { db } from '../src/data/database.js';
import { exampleOf } from '@fotostudio/shared/contracts/route-docs';

const today = todayInMadrid();
const year = Number(today.slice(0, 4));
const rate = (ratePercent: number) => ({ kind: 'rate', ratePercent });
const print = (changes: Record<string, unknown> = {}) => ({ name: 'Copia firmada', variant: '1/25', quantity: 1, unitPriceCents: 40_000, vat: rate(21), ...changes });
const business = { ...exampleOf(createQuote).body.client, clientId: null, taxId: 'B12345674', name: 'Eventos SL' };
const businessAbroad = { ...business, isProfessional: true, taxId: 'FR40303265045', idType: 'eu_vat', country: 'Francia', postalCode: '75001', city: 'París' };

describe('billing: rates that fit the trade', () => {
  let user: TestUser;
  const api = (method: string, path: string, body?: unknown) => callApi({ method, path, token: user.accessToken, body });
  const issue = (changes: Record<string, unknown>) => api('POST', '/api/billing/invoices', documentBody({ issueDate: today, dueDate: addDays(today, 30), ...changes }));
  const refusal = (answer: ApiAnswer) => ({ status: answer.status, code: errorCodeOf(answer), fields: refusalOf(answer).error.issues?.map((issue) => issue.path) });
  const pdfOf = async (documentId: string): Promise<string> => {
    const link = await api('GET', `/api/billing/documents/${documentId}/pdf`);
    return pdfText(new Uint8Array(await (await fetch(responseOf(getDocumentPdf, link).url)).arrayBuffer()));
  };
  const settings = async (changes: Record<string, unknown>) => {
    const answer = responseOf(putBillingSettings, await completeBillingSettings(user.accessToken, changes));
    return { ...answer.settings, defaultIrpfRatePercent: answer.defaultIrpfRatePercent };
  };

  beforeAll(async () => {
    user = await createPhotographer('billing-trade-rates');
    await completeBillingSettings(user.accessToken);
  });

  it('reads settings without an activity as a professional photographer withholding 15 %, and chooses the default by activity', async () => {
    // As settings saved before the fields existed: no attribute at all.
    await db().entities.billingSettings.update({ photographerId: user.sub }).remove(['activity', 'activityStartYear']).go();
    const stored = (await db().entities.billingSettings.get({ photographerId: user.sub }).go()).data;
    expect(stored?.activity).toBeUndefined();
    const answer = responseOf(getBillingSettings, await api('GET', '/api/billing/settings'));
    expect(answer.settings).toMatchObject({ activity: 'professional', activityStartYear: null });
    expect(answer.defaultIrpfRatePercent).toBe(15);
    // The answer goes back as it is: the default is beside the settings, not in them.
    const { updatedAt: _u, nextInvoiceNumberLocked: _l, ...roundTrip } = answer.settings ?? {};
    expect((await api('PUT', '/api/billing/settings', roundTrip)).status).toBe(200);
    expect(await settings({ activity: 'professional', activityStartYear: year - 2 })).toMatchObject({ defaultIrpfRatePercent: 7 });
    expect(await settings({ activity: 'professional', activityStartYear: year - 3 })).toMatchObject({ defaultIrpfRatePercent: 15 });
    expect(await settings({ activity: 'studio', activityStartYear: year })).toMatchObject({ activity: 'studio', defaultIrpfRatePercent: null });
    const bad = await api('PUT', '/api/billing/settings', { ...getBillingSettingsExample(), activityStartYear: 1800 });
    expect(refusal(bad)).toMatchObject({ status: 400, code: 'billing.activity_start_year_invalid' });
    await settings({ activity: 'professional', activityStartYear: null });
  });

  it('takes 10 % only on goods confirmed as an original art photograph, and refuses 4 % and 0 %, on the line', async () => {
    const at10 = (changes: Record<string, unknown>) => issue({ products: [print({ vat: rate(10), ...changes })] });
    expect(refusal(await at10({}))).toEqual({ status: 400, code: 'billing.vat_reduced_needs_art_work', fields: ['products.0.vat'] });
    expect(refusal(await at10({ supply: 'service', artWork: true }))).toMatchObject({ code: 'billing.vat_reduced_needs_art_work', fields: ['products.0.vat'] });
    expect(refusal(await at10({ supply: 'goods', artWork: false }))).toMatchObject({ code: 'billing.vat_reduced_needs_art_work' });
    // The session's own lines are a service: never 10 %.
    expect(refusal(await issue({ pricing: { ...exampleOf(createQuote).body.pricing, sessionVat: rate(10) } }))).toMatchObject({
      code: 'billing.vat_reduced_needs_art_work',
      fields: ['pricing.sessionVat'],
    });
    expect(refusal(await issue({ products: [print({ vat: rate(4) })] }))).toMatchObject({ code: 'billing.vat_rate_not_for_trade', fields: ['products.0.vat'] });
    expect(refusal(await issue({ products: [print({ vat: rate(0) })] }))).toMatchObject({ code: 'billing.vat_rate_not_for_trade' });
    const art = responseOf(issueInvoice, await at10({ supply: 'goods', artWork: true })).document;
    expect(art.products[0]).toMatchObject({ supply: 'goods', artWork: true, vat: { kind: 'rate', ratePercent: 10 } });
    expect(art.totals.breakdown.map((row) => row.vat)).toContainEqual({ kind: 'rate', ratePercent: 10 });
  });

  it('offers only the exemptions a photographer can use, each printed with its article', async () => {
    const exempt = (vat: Record<string, unknown>) => issue({ products: [print({ name: 'Taller de retrato', variant: null, vat: { kind: 'exempt', ...vat } })] });
    expect(refusal(await exempt({ exemption: 'E1' }))).toEqual({ status: 400, code: 'billing.exemption_cause_required', fields: ['products.0.vat'] });
    for (const exemption of ['E3', 'E4', 'E6']) expect(refusal(await exempt({ exemption }))).toMatchObject({ code: 'billing.exemption_not_for_trade', fields: ['products.0.vat'] });
    const teaching = responseOf(issueInvoice, await exempt({ exemption: 'E1', cause: 'teaching' })).document;
    expect(teaching.lines.find((line) => line.kind === 'product')?.vat).toEqual({ kind: 'exempt', exemption: 'E1', cause: 'teaching' });
    expect(await pdfOf(teaching.documentId)).toContain('20.Uno.9.º y 10.º');
    const press = responseOf(issueInvoice, await exempt({ exemption: 'E1', cause: 'press' })).document;
    expect(await pdfOf(press.documentId)).toContain('20.Uno.26.º');
  });

  it('withholds IRPF only on invoices to Spanish businesses and professionals, at 15 % or 7 % in a new activity', async () => {
    expect(refusal(await issue({ irpfRatePercent: 15 }))).toMatchObject({ code: 'billing.irpf_not_applicable', fields: ['irpfRatePercent'] });
    const abroad = await issue({ client: businessAbroad, irpfRatePercent: 15, pricing: { ...exampleOf(createQuote).body.pricing, sessionVat: { kind: 'not_subject' } }, products: [] });
    expect(refusal(abroad)).toMatchObject({ code: 'billing.irpf_client_abroad', fields: ['irpfRatePercent'] });
    expect(refusal(await issue({ client: business, irpfRatePercent: 10 }))).toMatchObject({ code: 'billing.irpf_rate_not_legal', fields: ['irpfRatePercent'] });
    expect(refusal(await issue({ client: business, irpfRatePercent: 7 }))).toMatchObject({ code: 'billing.irpf_reduced_not_new', fields: ['irpfRatePercent'] });
    expect(responseOf(issueInvoice, await issue({ client: business, irpfRatePercent: 15 })).document.totals.irpf?.ratePercent).toBe(15);
    await settings({ activityStartYear: year - 1 });
    expect(responseOf(issueInvoice, await issue({ client: business, irpfRatePercent: 7 })).document.totals.irpf?.ratePercent).toBe(7);
    await settings({ activity: 'studio' });
    expect(refusal(await issue({ client: business, irpfRatePercent: 15 }))).toMatchObject({ code: 'billing.irpf_studio', fields: ['irpfRatePercent'] });
    await settings({ activity: 'professional', activityStartYear: null });
  });

  it('keeps a quote that breaks a rule as it is and refuses it when converted, on the field', async () => {
    const quote = responseOf(createQuote, await api('POST', '/api/billing/quotes', documentBody({ client: business, irpfRatePercent: 7, products: [print({ vat: rate(10) })] }))).document;
    expect(quote.products[0]?.vat).toEqual({ kind: 'rate', ratePercent: 10 });
    const refused = await api('POST', `/api/billing/quotes/${quote.documentId}/convert`, {});
    expect(refusal(refused)).toEqual({ status: 400, code: 'billing.vat_reduced_needs_art_work', fields: ['products.0.vat', 'irpfRatePercent'] });
  });

  it('refuses the press exemption to a company issuer', async () => {
    const company = await createPhotographer('billing-trade-rates-company');
    await completeBillingSettings(company.accessToken, { legalForm: 'sl', legalName: null, taxId: 'B12345674' });
    const body = documentBody({ issueDate: today, dueDate: addDays(today, 30), products: [print({ vat: { kind: 'exempt', exemption: 'E1', cause: 'press' } })] });
    const answer = await callApi({ method: 'POST', path: '/api/billing/invoices', token: company.accessToken, body });
    expect(refusal(answer)).toMatchObject({ code: 'billing.exemption_press_natural_person', fields: ['products.0.vat'] });
  });
});

function getBillingSettingsExample(): Record<string, unknown> {
  return { businessName: 'Estudio', legalForm: 'self_employed', legalName: 'Ana Ruiz Gil', taxId: '12345678Z', address: 'Calle Mayor 1', city: 'Madrid', postalCode: '28013', country: 'España', email: 'f@example.com', phone: '+34 600 000 000' };
}
