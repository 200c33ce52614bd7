// Issue 22 A: a quote for any client (a name is enough), the tax data asked for only when a
// full invoice needs them, address and postal code by the client's country, and a simplified
// invoice (F2) straight from a session for a consumer without a NIF.
import { createQuote, listDocuments } from '@fotostudio/shared/contracts/billing/document-routes';
import type { BillingDocument } from '@fotostudio/shared/contracts/billing/document';
import { createPackage } from '@fotostudio/shared/contracts/catalog';
import { createContact } from '@fotostudio/shared/contracts/crm';
import { finalizeGallery } from '@fotostudio/shared/contracts/gallery';
import type { AnyRoute } from '@fotostudio/shared/contracts/route';
import { createShareLink } from '@fotostudio/shared/contracts/share-links';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInMadrid } from '@fotostudio/shared/dates/billing-days';
import { callApi, errorCodeOf, refusalOf, responseOf, type ApiAnswer } from './support/api.js';
import { completeBillingSettings, documentBody, documentOf } from './support/billing.js';
import { basePackage } from './support/catalog-fixtures.js';
import { createPhotographer, type TestUser } from './support/cognito-users.js';
import { createTestSession, storeImage } from './support/sessions.js';
import { exampleOf } from '@fotostudio/shared/contracts/route-docs';

/** Issue dates never go back before the series' last invoice: every invoice here is dated today. */
const today = () => ({ issueDate: todayInMadrid(), dueDate: addDays(todayInMadrid(), 30) });
const refusal = (answer: ApiAnswer) => ({ status: answer.status, code: errorCodeOf(answer) });
const issuePaths = (answer: ApiAnswer) => (refusalOf(answer).error.issues ?? []).map((issue) => issue.path);

/** A CRM client as a family gives it: a name and an email, nothing for taxes. */
const consumer = { type: 'client', firstName: 'Marta', lastName: 'Ruiz', emails: { primary: 'marta.ruiz@example.com' } };

/** The body that replaces a quote with what it says, the client changed as given. */
const quoteBodyOf = (quote: BillingDocument, client: Record<string, unknown>) => {
  const { extraPhotosCount: _count, ...pricing } = quote.pricing;
  return {
    issueDate: quote.issueDate,
    dueDate: quote.dueDate,
    client: { ...quote.client, taxIdType: undefined, isCompany: undefined, ...client },
    session: { sessionId: quote.session.sessionId, title: quote.session.title, date: quote.session.date },
    pricing,
    products: quote.products.map(({ totalCents: _total, ...product }) => product),
  };
};

describe('billing: quotes for any client, simplified invoices from a session', () => {
  let user: TestUser;
  const api = (method: string, path: string, body?: unknown) => callApi({ method, path, token: user.accessToken, body });
  const created = async <R extends AnyRoute>(route: R, answer: Promise<ApiAnswer>) => responseOf(route, await answer);
  const sendToInvoicing = (sessionId: string) => api('POST', `/api/sessions/${sessionId}/send-to-invoicing`);
  const simplifiedInvoice = (sessionId: string) => api('POST', `/api/sessions/${sessionId}/simplified-invoice`);
  const documentsOfSession = async (sessionId: string) =>
    responseOf(listDocuments, await callApi({ method: 'GET', path: '/api/billing/documents', token: user.accessToken, query: { sessionId } })).rows;

  const contact = async (body: Record<string, unknown>) => (await created(createContact, api('POST', '/api/contacts', body))).contact.contactId;
  const packageAt = async (priceCents: number) =>
    (await created(createPackage, api('POST', '/api/packages', { ...basePackage, name: `Sesión ${priceCents}`, priceCents, includedPhotos: 5 }))).package.packageId;

  /** A session of `clientId` on `packageId` whose client confirmed two photos in the gallery. */
  const confirmedSession = async (clientId: string, packageId: string) => {
    const { sessionId } = await createTestSession(user.accessToken, { title: 'Retrato familiar' }, { clientId, packageId });
    const imageIds = [(await storeImage(user.sub, sessionId)).imageId, (await storeImage(user.sub, sessionId)).imageId];
    const { link } = await created(createShareLink, api('POST', `/api/sessions/${sessionId}/share-link`, { title: 'Elige', durationDays: 30 }));
    const choices = { images: imageIds.map((imageId) => ({ imageId, products: [] })), additionalProducts: [], fullGallerySelected: false, generalComment: null };
    await created(finalizeGallery, callApi({ method: 'POST', path: `/api/gallery/${link.token}/finalize`, body: choices }));
    return sessionId;
  };

  let consumerId: string;
  let packageId: string;

  beforeAll(async () => {
    user = await createPhotographer('billing-any-client');
    await completeBillingSettings(user.accessToken);
    consumerId = await contact(consumer);
    packageId = await packageAt(100_000);
  });

  it('makes a quote for a client with only a name, and converts it only once the quote has the tax data, each missing one named on its field', async () => {
    const sessionId = await confirmedSession(consumerId, packageId);
    const quote = documentOf(await sendToInvoicing(sessionId));
    expect(quote).toMatchObject({ kind: 'quote', status: 'pending', client: { clientId: consumerId, name: 'Marta Ruiz', taxId: '', address: '', postalCode: '' } });
    expect(quote.totals).toMatchObject({ baseCents: 100_000, vatCents: 21_000, totalCents: 121_000 });

    const refused = await api('POST', `/api/billing/quotes/${quote.documentId}/convert`, {});
    expect(refusal(refused)).toEqual({ status: 400, code: 'billing.client_tax_id_required' });
    expect(issuePaths(refused)).toEqual(['client.taxId', 'client.phone', 'client.address', 'client.city', 'client.postalCode']);
    expect((await documentsOfSession(sessionId)).map((row) => [row.kind, row.status])).toEqual([['quote', 'pending']]);

    // The NIF alone is not enough: what else a full invoice needs is still refused, field by field.
    const withTaxId = documentOf(await api('PUT', `/api/billing/quotes/${quote.documentId}`, quoteBodyOf(quote, { taxId: '12345678Z' })));
    const stillRefused = await api('POST', `/api/billing/quotes/${quote.documentId}/convert`, {});
    expect(refusal(stillRefused)).toEqual({ status: 400, code: 'billing.client_phone_required' });
    expect(issuePaths(stillRefused)).toEqual(['client.phone', 'client.address', 'client.city', 'client.postalCode']);

    const complete = { phone: '+34 600 000 000', address: 'Calle Mayor 1', city: 'Madrid', postalCode: '28013' };
    documentOf(await api('PUT', `/api/billing/quotes/${quote.documentId}`, quoteBodyOf(withTaxId, complete)));
    const converted = await api('POST', `/api/billing/quotes/${quote.documentId}/convert`, {});
    expect(converted.status).toBe(201);
    const { invoice } = converted.body as { invoice: BillingDocument };
    expect(invoice).toMatchObject({ invoiceType: 'F1', client: { taxId: '12345678Z', postalCode: '28013' }, totals: { totalCents: 121_000 } });
  });

  it('issues a simplified invoice from the session of a consumer without a NIF, priced exactly as the quote was, once', async () => {
    const sessionId = await confirmedSession(consumerId, packageId);
    const quote = documentOf(await sendToInvoicing(sessionId));
    expect(refusal(await simplifiedInvoice(sessionId))).toEqual({ status: 409, code: 'billing.session_quote_pending' });
    expect((await api('DELETE', `/api/billing/quotes/${quote.documentId}`)).status).toBe(200);

    const [first, second] = await Promise.all([simplifiedInvoice(sessionId), simplifiedInvoice(sessionId)]);
    expect([first, second].map(refusal).sort((a, b) => a.status - b.status)).toEqual([
      { status: 201, code: undefined },
      { status: 409, code: 'billing.session_has_invoice' },
    ]);
    const invoice = documentOf(first.status === 201 ? first : second);
    expect(invoice).toMatchObject({ kind: 'invoice', invoiceType: 'F2', series: 'S', status: 'draft', client: { clientId: consumerId, taxId: '' } });
    expect(invoice.lines).toEqual(quote.lines);
    expect(invoice.totals).toEqual(quote.totals);
    expect(refusal(await simplifiedInvoice(sessionId))).toEqual({ status: 409, code: 'billing.session_has_invoice' });
    expect(refusal(await sendToInvoicing(sessionId))).toEqual({ status: 409, code: 'billing.session_has_invoice' });
    expect((await documentsOfSession(sessionId)).map((row) => [row.kind, row.invoiceType])).toEqual([['invoice', 'F2']]);
  });

  it('keeps a simplified invoice within 3,000.00 EUR VAT included, to the cent', async () => {
    // 2,479.34 EUR + 21 % = 3,000.00 EUR; one cent more of base is 3,000.01 EUR.
    const atLimit = await confirmedSession(consumerId, await packageAt(247_934));
    expect(documentOf(await simplifiedInvoice(atLimit)).totals.totalCents).toBe(300_000);
    const overLimit = await confirmedSession(consumerId, await packageAt(247_935));
    expect(refusal(await simplifiedInvoice(overLimit))).toEqual({ status: 400, code: 'billing.simplified_over_limit' });
    expect(await documentsOfSession(overLimit)).toEqual([]);
    // The quote, which has no limit, is still there to be made.
    expect(documentOf(await sendToInvoicing(overLimit)).totals.totalCents).toBe(300_001);
  });

  it('refuses a simplified invoice where RD 1619/2012 art. 4.3 forbids one, and takes it for a consumer abroad', async () => {
    const businessAbroad = await contact({
      ...consumer,
      firstName: 'Atelier',
      lastName: 'Lumière',
      dni: 'B12345674',
      address: { street: '12 rue de Rivoli', city: 'Paris', postalCode: '75001', country: 'Francia' },
    });
    const refusedSession = await confirmedSession(businessAbroad, packageId);
    expect(refusal(await simplifiedInvoice(refusedSession))).toEqual({ status: 400, code: 'billing.simplified_business_abroad' });
    expect(await documentsOfSession(refusedSession)).toEqual([]);

    const consumerAbroad = await contact({ ...consumer, firstName: 'Emily', lastName: 'Carter', address: { street: '10 Downing Street', city: 'London', postalCode: 'SW1A 2AA', country: 'Reino Unido' } });
    const abroadSession = await confirmedSession(consumerAbroad, packageId);
    expect(documentOf(await simplifiedInvoice(abroadSession))).toMatchObject({ invoiceType: 'F2', client: { postalCode: 'SW1A 2AA', country: 'Reino Unido' } });

    // An intra-Community supply of goods (exempt under E5) never takes a simplified invoice, from the modal either.
    const e5 = { kind: 'exempt', exemption: 'E5' };
    const blank = { name: '', email: '', taxId: '', phone: '', address: '', city: '', postalCode: '' };
    const body = documentBody({ ...today(), invoiceType: 'F2', client: blank, session: { title: '' }, pricing: {}, products: [{ name: 'Copias', quantity: 1, unitPriceCents: 10_000, vat: e5 }] });
    expect(refusal(await api('POST', '/api/billing/invoices', body))).toEqual({ status: 400, code: 'billing.simplified_intra_eu_supply' });
  });

  it('checks the postal code by the client country: 5 digits of a province in Spain, the country own format abroad', async () => {
    const example = exampleOf(createQuote).body.client;
    const quoteFor = (client: Record<string, unknown>) => api('POST', '/api/billing/quotes', documentBody({ client: { ...example, clientId: null, ...client } }));
    expect((await quoteFor({ country: 'Reino Unido', postalCode: 'SW1A 2AA' })).status).toBe(201);
    expect((await quoteFor({ country: 'Portugal', postalCode: '1000-001' })).status).toBe(201);
    expect((await quoteFor({ country: 'Francia', postalCode: '75001' })).status).toBe(201);
    expect(refusal(await quoteFor({ country: 'España', postalCode: 'SW1A 2AA' }))).toEqual({ status: 400, code: 'billing.client_postal_code_invalid' });
    expect(refusal(await quoteFor({ country: null, postalCode: '2801' }))).toEqual({ status: 400, code: 'billing.client_postal_code_invalid' });
    expect(refusal(await quoteFor({ country: 'Spain', postalCode: '60001' }))).toEqual({ status: 400, code: 'billing.client_postal_code_invalid' });
    expect(refusal(await quoteFor({ country: 'Francia', postalCode: '75001!' }))).toEqual({ status: 400, code: 'billing.client_postal_code_foreign_invalid' });

    // A full invoice abroad needs the address and city, and no postal code where the country has none.
    const invoiceFor = (client: Record<string, unknown>) => api('POST', '/api/billing/invoices', documentBody({ ...today(), client: { ...example, clientId: null, ...client } }));
    expect((await invoiceFor({ country: 'Emiratos Árabes Unidos', city: 'Dubái', postalCode: '' })).status).toBe(201);
    expect(refusal(await invoiceFor({ country: 'España', postalCode: '' }))).toEqual({ status: 400, code: 'billing.client_postal_code_invalid' });
  });
});
