// Issue 22 point 3 end to end: the issuer's tax territory in the billing settings (common by
// default), an invoice issued under IGIC (Canarias, 9.5 % included) and under IPSI (Melilla,
// the photographer's rates), each recorded with its Impuesto and valid against the AEAT
// schema, printed and exported with its tax; and the refusals: a rate the tax does not offer,
// an exemption under IGIC, a client abroad, an invoice from País Vasco or Navarra.
import { exportInvoices, getDocumentPdf, issueInvoice } from '@fotostudio/shared/contracts/billing/document-routes';
import { getBillingSettings, putBillingSettings } from '@fotostudio/shared/contracts/billing/settings';
import { getInvoiceRecordXml } from '@fotostudio/shared/contracts/billing/verifactu';
import { addDays, todayInMadrid } from '@fotostudio/shared/dates/billing-days';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../src/data/database.js';
import { taxTermsOf } from '../src/gallery/holder/pricing-records.js';
import { RECORD_SCHEMA, xmllint } from '../../shared/test/support/xmllint.js';
import { callApi, errorCodeOf, refusalOf, responseOf, type ApiAnswer } from './support/api.js';
import { completeBillingSettings, documentBody } from './support/billing.js';
import { createPhotographer, type TestUser } from './support/cognito-users.js';
import { pdfText } from './support/pdf-text.js';
import { exampleOf } from '@fotostudio/shared/contracts/route-docs';

const dir = mkdtempSync(join(tmpdir(), 'billing-igic-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const xml = xmllint(dir);

const today = todayInMadrid();
const rate = (ratePercent: number) => ({ kind: 'rate', ratePercent });
const refusal = (answer: ApiAnswer) => ({ status: answer.status, code: errorCodeOf(answer), paths: (refusalOf(answer).error.issues ?? []).map((issue) => issue.path) });

describe('billing: tax territory, IGIC and IPSI', () => {
  let canarias: TestUser;
  let melilla: TestUser;
  let basque: TestUser;
  const api = (user: TestUser, method: string, path: string, body?: unknown) => callApi({ method, path, token: user.accessToken, body });
  const invoiceBody = (sessionVat: unknown, products: unknown[], changes: Record<string, unknown> = {}) =>
    documentBody({
      issueDate: today,
      dueDate: addDays(today, 30),
      irpfRatePercent: null,
      pricing: { ...(documentBody().pricing as object), sessionVat },
      products,
      ...changes,
    });
  const recordXml = async (user: TestUser, documentId: string) =>
    (await fetch(responseOf(getInvoiceRecordXml, await api(user, 'GET', `/api/billing/invoices/${documentId}/verification/xml`)).url)).text();
  const pdf = async (user: TestUser, documentId: string) => {
    const link = responseOf(getDocumentPdf, await api(user, 'GET', `/api/billing/documents/${documentId}/pdf`));
    return pdfText(new Uint8Array(await (await fetch(link.url)).arrayBuffer()));
  };

  beforeAll(async () => {
    [canarias, melilla, basque] = await Promise.all([createPhotographer('igic'), createPhotographer('ipsi'), createPhotographer('foral')]);
  });

  it('settings saved before the territory existed read as common territory (IVA), with no IPSI rates', async () => {
    await completeBillingSettings(canarias.accessToken);
    // As today's main wrote them: no taxTerritory, no ipsiRatesPercent attribute.
    await db().entities.billingSettings.patch({ photographerId: canarias.sub }).remove(['taxTerritory', 'ipsiRatesPercent']).go();
    const { settings } = responseOf(getBillingSettings, await api(canarias, 'GET', '/api/billing/settings'));
    expect(settings).toMatchObject({ taxTerritory: 'common', ipsiRatesPercent: [], defaultVatRatePercent: 21 });
  });

  it('Canarias: the default rate is an IGIC one (21 % is refused on its field); 7 % saves', async () => {
    const wrong = await api(canarias, 'PUT', '/api/billing/settings', { ...exampleOf(putBillingSettings).body, taxTerritory: 'canarias', defaultVatRatePercent: 21 });
    expect(refusal(wrong)).toEqual({ status: 400, code: 'billing.tax_rate_not_offered', paths: ['defaultVatRatePercent'] });
    const saved = await completeBillingSettings(canarias.accessToken, { taxTerritory: 'canarias', defaultVatRatePercent: 7, postalCode: '35001', city: 'Las Palmas de Gran Canaria' });
    expect(responseOf(putBillingSettings, saved).settings).toMatchObject({ taxTerritory: 'canarias', defaultVatRatePercent: 7, ipsiRatesPercent: [] });
  });

  it('issues an IGIC invoice at 7 % and 9.5 %: totals to the cent, the record says Impuesto 03 and TipoImpositivo 9.50 (valid), the PDF says IGIC', async () => {
    const answer = await api(canarias, 'POST', '/api/billing/invoices', invoiceBody(rate(7), [{ name: 'Álbum', quantity: 1, unitPriceCents: 33_333, vat: rate(9.5) }], { tax: 'IGIC' }));
    expect(answer.status, answer.text).toBe(201);
    const invoice = responseOf(issueInvoice, answer).document;
    expect(invoice.issuer.taxTerritory).toBe('canarias');
    // Session 1,500.00 + 5 extra photos x 10.00 = 1,550.00 at 7 % (108.50); album 333.33 at 9.5 % (31.67).
    expect(invoice.totals.breakdown).toEqual([
      { vat: rate(9.5), baseCents: 33_333, vatCents: 3_167 },
      { vat: rate(7), baseCents: 155_000, vatCents: 10_850 },
    ]);
    expect(invoice.totals.totalCents).toBe(33_333 + 3_167 + 155_000 + 10_850);

    const record = await recordXml(canarias, invoice.documentId);
    expect(xml.validate(record, RECORD_SCHEMA)).toMatchObject({ valid: true });
    expect(record).toContain('<sum1:Impuesto>03</sum1:Impuesto>');
    expect(record).toContain('<sum1:TipoImpositivo>9.50</sum1:TipoImpositivo>');
    expect(record).not.toContain('<sum1:Impuesto>01</sum1:Impuesto>');
    // The Canaries' clock: an hour behind Madrid, +00:00 in winter and +01:00 in summer.
    expect(xml.xpathText(record, 'FechaHoraHusoGenRegistro')).toMatch(/[+]0[01]:00$/);

    const text = await pdf(canarias, invoice.documentId);
    expect(text).toContain('IGIC 7 %');
    expect(text).toContain('IGIC 9,5 %');
    expect(text).toContain('Total IGIC');
    expect(text).not.toMatch(/\bIVA\b/);
  });

  it('exports IGIC bases in their own columns', async () => {
    const answer = await callApi({ method: 'GET', path: '/api/billing/invoices/export', token: canarias.accessToken, query: { from: today, to: today, format: 'csv' } });
    expect(answer.status, answer.text).toBe(200);
    const [header, row] = (await (await fetch(responseOf(exportInvoices, answer).url)).text()).replace(/^\uFEFF/, '').split('\r\n').map((line) => line.split(';'));
    const column = (name: string) => row?.[header?.indexOf(name) ?? -1];
    expect(column('Base IGIC 9,5 %')).toBe('333,33');
    expect(column('Base IGIC 7 %')).toBe('1550,00');
    expect(column('IVA / IGIC')).toBe('140,17');
  });

  it('refuses under IGIC an IVA rate, an exemption and a client abroad, each on its field', async () => {
    const ivaRate = await api(canarias, 'POST', '/api/billing/invoices', invoiceBody(rate(7), [{ name: 'Álbum', quantity: 1, unitPriceCents: 100, vat: rate(21) }], { tax: 'IGIC' }));
    expect(refusal(ivaRate)).toEqual({ status: 400, code: 'billing.tax_rate_not_offered', paths: ['products.0.vat'] });
    // A body priced as IVA is checked against the settings' tax all the same.
    const asIva = await api(canarias, 'POST', '/api/billing/invoices', invoiceBody(rate(21), []));
    expect(refusal(asIva)).toEqual({ status: 400, code: 'billing.tax_rate_not_offered', paths: ['pricing.sessionVat'] });
    const exempt = await api(canarias, 'POST', '/api/billing/quotes', invoiceBody(rate(7), [{ name: 'Curso', quantity: 1, unitPriceCents: 100, vat: { kind: 'exempt', exemption: 'E1' } }], { tax: 'IGIC' }));
    expect(refusal(exempt)).toEqual({ status: 400, code: 'billing.exemption_not_offered', paths: ['products.0.vat'] });
    const abroad = { ...(documentBody().client as object), country: 'Francia', postalCode: '75001' };
    const foreign = await api(canarias, 'POST', '/api/billing/quotes', invoiceBody(rate(7), [], { tax: 'IGIC', client: abroad }));
    expect(refusal(foreign)).toEqual({ status: 400, code: 'billing.client_abroad_not_supported', paths: ['client.country'] });
    // Without the tax in the body, the server's own check answers the same code.
    const serverSide = await api(canarias, 'POST', '/api/billing/quotes', invoiceBody({ kind: 'rate', ratePercent: 0 }, [], { client: abroad }));
    expect(refusal(serverSide)).toEqual({ status: 400, code: 'billing.client_abroad_not_supported', paths: ['client.country'] });
  });

  it('Melilla: IPSI rates are the photographer\'s (required); an invoice at one of them is recorded as Impuesto 02, another rate is refused', async () => {
    const none = await api(melilla, 'PUT', '/api/billing/settings', { ...exampleOf(putBillingSettings).body, taxTerritory: 'melilla', ipsiRatesPercent: [], defaultVatRatePercent: 4 });
    expect(refusal(none)).toMatchObject({ status: 400, code: 'billing.ipsi_rates_required' });
    expect(refusal(none).paths).toContain('ipsiRatesPercent');
    const badRate = await api(melilla, 'PUT', '/api/billing/settings', { ...exampleOf(putBillingSettings).body, taxTerritory: 'melilla', ipsiRatesPercent: [4, 101], defaultVatRatePercent: 4 });
    expect(refusal(badRate)).toMatchObject({ status: 400, code: 'billing.ipsi_rates_invalid', paths: ['ipsiRatesPercent'] });
    await completeBillingSettings(melilla.accessToken, { taxTerritory: 'melilla', ipsiRatesPercent: [0.5, 4, 10], defaultVatRatePercent: 4, postalCode: '52001', city: 'Melilla' });

    const answer = await api(melilla, 'POST', '/api/billing/invoices', invoiceBody(rate(4), [{ name: 'Copia', quantity: 2, unitPriceCents: 1_000, vat: rate(0.5) }], { tax: 'IPSI' }));
    expect(answer.status, answer.text).toBe(201);
    const invoice = responseOf(issueInvoice, answer).document;
    const record = await recordXml(melilla, invoice.documentId);
    expect(xml.validate(record, RECORD_SCHEMA)).toMatchObject({ valid: true });
    expect(record).toContain('<sum1:Impuesto>02</sum1:Impuesto>');
    expect(record).toContain('<sum1:TipoImpositivo>0.50</sum1:TipoImpositivo>');
    expect(await pdf(melilla, invoice.documentId)).toContain('IPSI 4 %');

    const other = await api(melilla, 'POST', '/api/billing/invoices', invoiceBody(rate(4), [{ name: 'Copia', quantity: 1, unitPriceCents: 1_000, vat: rate(7) }], { tax: 'IPSI' }));
    expect(refusal(other)).toEqual({ status: 400, code: 'billing.tax_rate_not_offered', paths: ['products.0.vat'] });
  });

  it('País Vasco and Navarra: settings save and quotes are made, but no invoice is issued (their own systems, not VERI*FACTU)', async () => {
    await completeBillingSettings(basque.accessToken, { taxTerritory: 'pais_vasco', postalCode: '48001', city: 'Bilbao' });
    const quote = await api(basque, 'POST', '/api/billing/quotes', invoiceBody(rate(21), []));
    expect(quote.status, quote.text).toBe(201);
    const invoice = await api(basque, 'POST', '/api/billing/invoices', invoiceBody(rate(21), []));
    expect(refusal(invoice)).toEqual({ status: 409, code: 'billing.territory_not_supported', paths: [] });
    await completeBillingSettings(basque.accessToken, { taxTerritory: 'navarra', postalCode: '31001', city: 'Pamplona' });
    expect(errorCodeOf(await api(basque, 'POST', '/api/billing/invoices', invoiceBody(rate(21), [])))).toBe('billing.territory_not_supported');
  });

  it('prices the gallery in the territory\'s tax: IGIC at the settings\' rate, IVA 21 % for settings saved before', () => {
    expect(taxTermsOf({ taxTerritory: 'canarias', ipsiRatesPercent: [], defaultVatRatePercent: 7, pricesIncludeVat: true })).toEqual({
      pricesIncludeVat: true,
      vat: { kind: 'rate', ratePercent: 7 },
      tax: 'IGIC',
    });
    expect(taxTermsOf({ defaultVatRatePercent: 21, pricesIncludeVat: undefined, taxTerritory: undefined, ipsiRatesPercent: undefined })).toEqual({
      pricesIncludeVat: false,
      vat: { kind: 'rate', ratePercent: 21 },
    });
    expect(taxTermsOf(null)).toEqual({ pricesIncludeVat: false, vat: { kind: 'rate', ratePercent: 21 } });
  });
});
