// Issue 22 points 1 and 2 end to end: an invoice to an EU business (its VAT number, not
// subject by location, reverse charge) and one to a consumer outside the EU (Spanish VAT, a
// passport), issued by a photographer under the cash basis: the stored document, the
// VERI*FACTU record as the XML download gives it, and the PDF's mentions.
import { getDocumentPdf, issueInvoice } from '@fotostudio/shared/contracts/billing/document-routes';
import { getInvoiceRecordXml } from '@fotostudio/shared/contracts/billing/verifactu';
import { createContact, getContact } from '@fotostudio/shared/contracts/crm';
import { beforeAll, describe, expect, it } from 'vitest';
import { invoicesCsv } from '../src/billing/accountant-export.js';
import { addDays, todayInMadrid } from '@fotostudio/shared/dates/billing-days';
import { callApi, errorCodeOf, refusalOf, responseOf, type ApiAnswer } from './support/api.js';
import { completeBillingSettings, documentBody } from './support/billing.js';
import { createPhotographer, type TestUser } from './support/cognito-users.js';
import { pdfText } from './support/pdf-text.js';

const today = todayInMadrid();
const refusal = (answer: ApiAnswer) => ({ status: answer.status, code: errorCodeOf(answer), paths: (refusalOf(answer).error.issues ?? []).map((issue) => issue.path) });

const euAgency = {
  clientId: null,
  name: 'Athens Wedding Agency IKE',
  email: 'billing@athens-weddings.example',
  taxId: 'EL 094259216',
  idType: 'eu_vat',
  viesCheckedOn: today,
  phone: '+30 21 0000 0000',
  address: 'Ermou 12',
  city: 'Atenas',
  postalCode: '105 63',
  country: 'Grecia',
  isProfessional: true,
  language: 'en',
};
const usConsumer = {
  clientId: null,
  name: 'Emily Carter',
  email: 'emily.carter@example.com',
  taxId: 'X1234567',
  idType: 'passport',
  countryCode: 'US',
  phone: '+1 212 555 0100',
  address: '10 Hudson Street',
  city: 'New York',
  postalCode: '10013',
  country: 'Estados Unidos',
  isProfessional: false,
  language: 'es',
};
const notSubject = { kind: 'not_subject' };

describe('billing: invoices to clients abroad, regimes', () => {
  let user: TestUser;
  const api = (method: string, path: string, body?: unknown) => callApi({ method, path, token: user.accessToken, body });
  const issue = (client: Record<string, unknown>, pricing: Record<string, unknown> = {}, products: unknown[] = []) =>
    api(
      'POST',
      '/api/billing/invoices',
      documentBody({ issueDate: today, dueDate: addDays(today, 30), client, irpfRatePercent: null, pricing: { ...(documentBody().pricing as object), ...pricing }, products }),
    );
  const issued = async (answer: Promise<ApiAnswer>) => {
    const done = await answer;
    expect(done.status, done.text).toBe(201);
    return responseOf(issueInvoice, done).document;
  };
  const recordXml = async (documentId: string) => (await fetch(responseOf(getInvoiceRecordXml, await api('GET', `/api/billing/invoices/${documentId}/verification/xml`)).url)).text();
  const pdf = async (documentId: string) => {
    const link = responseOf(getDocumentPdf, await api('GET', `/api/billing/documents/${documentId}/pdf`));
    return pdfText(new Uint8Array(await (await fetch(link.url)).arrayBuffer()));
  };

  beforeAll(async () => {
    user = await createPhotographer('billing-abroad');
    await completeBillingSettings(user.accessToken, { taxRegime: 'cash_basis' });
  });

  it('invoices an EU business by its VAT number: not subject (N2), IDOtro 02 with country GR, ClaveRegimen 07, and the mentions on the PDF', async () => {
    const invoice = await issued(issue(euAgency, { sessionVat: notSubject }, [{ name: 'Álbum', quantity: 1, unitPriceCents: 30_000, vat: notSubject }]));
    expect(invoice.client).toMatchObject({ taxId: 'EL094259216', idType: 'eu_vat', countryCode: 'GR', viesCheckedOn: today });
    expect(invoice.totals.vatCents).toBe(0);
    expect(invoice.totals.totalCents).toBe(invoice.totals.baseCents);

    const xml = await recordXml(invoice.documentId);
    expect(xml).toMatch(/<sum1:IDOtro>\s*<sum1:CodigoPais>GR<\/sum1:CodigoPais>\s*<sum1:IDType>02<\/sum1:IDType>\s*<sum1:ID>EL094259216<\/sum1:ID>/);
    expect(xml).toContain('<sum1:CalificacionOperacion>N2</sum1:CalificacionOperacion>');
    expect(xml).toContain('<sum1:ClaveRegimen>07</sum1:ClaveRegimen>');
    expect(xml).not.toContain('<sum1:CuotaRepercutida>');

    const text = await pdf(invoice.documentId);
    expect(text).toContain('EU VAT number: EL094259216');
    expect(text).toContain('Not subject to Spanish VAT under the place-of-supply rules (article 69 of Spanish Law 37/1992).');
    expect(text).toContain('Reverse charge (Inversión del sujeto pasivo).');
    expect(text).toContain('Special cash accounting scheme (Régimen especial del criterio de caja).');
  });

  it('invoices a consumer outside the EU with Spanish VAT (art. 69.Uno.2): IDOtro 03 with country US, S1 at 21 %', async () => {
    const invoice = await issued(issue(usConsumer));
    expect(invoice.client).toMatchObject({ idType: 'passport', countryCode: 'US' });
    expect(invoice.totals.vatCents).toBeGreaterThan(0);
    const xml = await recordXml(invoice.documentId);
    expect(xml).toMatch(/<sum1:IDOtro>\s*<sum1:CodigoPais>US<\/sum1:CodigoPais>\s*<sum1:IDType>03<\/sum1:IDType>\s*<sum1:ID>X1234567<\/sum1:ID>/);
    expect(xml).toContain('<sum1:CalificacionOperacion>S1</sum1:CalificacionOperacion>');
    expect(xml).toContain('<sum1:TipoImpositivo>21.00</sum1:TipoImpositivo>');
    const text = await pdf(invoice.documentId);
    expect(text).toContain('Pasaporte (US): X1234567');
    expect(text).toContain('Régimen especial del criterio de caja.');
    expect(text).not.toContain('Inversión del sujeto pasivo');
  });

  it('refuses, each on its field: a consumer "not subject", a malformed EU VAT number, a passport without its country, an intra-EU supply without an EU VAT number', async () => {
    expect(refusal(await issue(usConsumer, { sessionVat: notSubject }))).toEqual({ status: 400, code: 'billing.not_subject_needs_business_abroad', paths: ['pricing.sessionVat'] });
    expect(refusal(await issue({ ...euAgency, taxId: 'GR094259216' }, { sessionVat: notSubject }))).toEqual({ status: 400, code: 'billing.client_eu_vat_invalid', paths: ['client.taxId'] });
    expect(refusal(await issue({ ...usConsumer, countryCode: null }))).toEqual({ status: 400, code: 'billing.client_country_code_required', paths: ['client.countryCode'] });
    const intraEu = [{ name: 'Copias', quantity: 1, unitPriceCents: 5_000, vat: { kind: 'exempt', exemption: 'E5' } }];
    expect(refusal(await issue(usConsumer, {}, intraEu))).toEqual({ status: 400, code: 'billing.intra_eu_supply_needs_eu_vat', paths: ['products.0.vat'] });
  });

  it('refuses an export of goods (E2) to a client established in Spain, on the line; to a client abroad it is issued under ClaveRegimen 02', async () => {
    const exported = [{ name: 'Copias enmarcadas', quantity: 1, unitPriceCents: 20_000, vat: { kind: 'exempt', exemption: 'E2' } }];
    expect(refusal(await issue({ ...(documentBody().client as object) }, {}, exported))).toEqual({ status: 400, code: 'billing.export_needs_client_abroad', paths: ['products.0.vat'] });
    const invoice = await issued(issue(usConsumer, {}, exported));
    expect(await recordXml(invoice.documentId)).toContain('<sum1:ClaveRegimen>02</sum1:ClaveRegimen>');
  });

  it('a Spanish client with no id type reads and records as before: a NIF', async () => {
    const invoice = await issued(issue({ ...(documentBody().client as object) }));
    expect(invoice.client.idType).toBeUndefined();
    const xml = await recordXml(invoice.documentId);
    expect(xml).toContain('<sum1:NIF>12345678Z</sum1:NIF>');
    expect(xml).not.toContain('<sum1:IDOtro>');
  });

  it('the CRM client keeps its id type, country and VIES check; a contact without them reads as a Spanish NIF', async () => {
    const body = { type: 'client', firstName: 'Emily', lastName: 'Carter', emails: { primary: 'emily.carter@example.com' }, dni: 'X1234567', idType: 'passport', idCountry: 'us' };
    const created = responseOf(createContact, await api('POST', '/api/contacts', body)).contact;
    expect(created).toMatchObject({ idType: 'passport', idCountry: 'US', viesCheckedOn: null });
    expect(responseOf(getContact, await api('GET', `/api/contacts/${created.contactId}`)).contact).toMatchObject({ idType: 'passport', idCountry: 'US' });
    const plain = responseOf(createContact, await api('POST', '/api/contacts', { type: 'client', firstName: 'Marta', emails: { primary: 'marta@example.com' } })).contact;
    expect(plain).toMatchObject({ idType: null, idCountry: null, viesCheckedOn: null });
    const refused = await api('POST', '/api/contacts', { ...body, idCountry: 'USA' });
    expect({ status: refused.status, code: errorCodeOf(refused) }).toEqual({ status: 400, code: 'billing.client_country_code_invalid' });
    // Checked as an invoice's client is, each on the contact's own field: an EU VAT number's format, a passport's country.
    const euVat = await api('POST', '/api/contacts', { ...body, dni: 'EL12', idType: 'eu_vat', idCountry: null });
    expect({ status: euVat.status, code: errorCodeOf(euVat) }).toEqual({ status: 400, code: 'billing.client_eu_vat_invalid' });
    expect(euVat.body).toMatchObject({ error: { issues: [{ path: 'dni' }] } });
    const noCountry = await api('POST', '/api/contacts', { ...body, idCountry: null });
    expect(noCountry.body).toMatchObject({ error: { code: 'billing.client_country_code_required', issues: [{ path: 'idCountry' }] } });
    expect((await api('PUT', `/api/contacts/${created.contactId}`, { ...body, type: undefined, idCountry: '' })).status).toBe(400);
  });

  it("the accountant's export has the part not subject by location in its own base column", () => {
    const row = {
      issueDate: '2026-04-14',
      number: '2026-0101',
      invoiceType: 'F1' as const,
      rectifies: null,
      clientName: 'Athens Wedding Agency IKE',
      clientTaxId: 'EL094259216',
      lines: [{ quantity: 1, unitPriceCents: 120_000, vat: { kind: 'not_subject' as const } }],
      irpfRatePercent: null,
      status: 'sent' as const,
    };
    const [header, line] = invoicesCsv([row], 'es').split('\r\n');
    expect(header).toContain(';Base exenta;Base no sujeta;IVA;');
    expect(line).toBe('14/04/2026;2026-0101;Completa (F1);;Athens Wedding Agency IKE;EL094259216;0,00;0,00;0,00;0,00;0,00;1200,00;0,00;0,00;1200,00;Enviada');
  });
});
