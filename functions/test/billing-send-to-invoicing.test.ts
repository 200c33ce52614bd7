import { listDocuments } from '@fotostudio/shared/contracts/billing/document-routes';
import { createPackage, createProduct } from '@fotostudio/shared/contracts/catalog';
import { createContact } from '@fotostudio/shared/contracts/crm';
import { finalizeGallery } from '@fotostudio/shared/contracts/gallery';
import type { AnyRoute } from '@fotostudio/shared/contracts/route';
import { createShareLink, listSessionSelections } from '@fotostudio/shared/contracts/share-links';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, errorCodeOf, responseOf, type ApiAnswer } from './support/api.js';
import { completeBillingSettings, documentOf } from './support/billing.js';
import { basePackage, productBody } from './support/catalog-fixtures.js';
import { createPhotographer, type TestUser } from './support/cognito-users.js';
import { createTestSession, storeImage } from './support/sessions.js';
import { exampleOf } from '@fotostudio/shared/contracts/route-docs';

const refusal = (answer: ApiAnswer) => ({ status: answer.status, code: errorCodeOf(answer) });

describe('billing: send a session to invoicing', () => {
  let user: TestUser;
  let owner: { clientId: string; packageId: string };
  let productId: string;
  let variantId: string;
  const api = (method: string, path: string, body?: unknown) => callApi({ method, path, token: user.accessToken, body });
  const created = async <R extends AnyRoute>(route: R, answer: Promise<ApiAnswer>) => responseOf(route, await answer);

  /** A session whose client confirmed `images` photos (one with a print) and an album, through the gallery. */
  const confirmedSession = async (images: number) => {
    const { sessionId } = await createTestSession(user.accessToken, { title: 'Familia Ruiz' }, owner);
    const imageIds = [];
    for (let i = 0; i < images; i += 1) imageIds.push((await storeImage(user.sub, sessionId)).imageId);
    const { link } = await created(createShareLink, api('POST', `/api/sessions/${sessionId}/share-link`, { title: 'Elige', durationDays: 30 }));
    const { token } = link;
    const choices = {
      images: imageIds.map((imageId, i) => ({ imageId, products: i === 0 ? [{ productId, variantId, quantity: 2 }] : [] })),
      additionalProducts: [{ productId, variantId, quantity: 1 }],
      fullGallerySelected: false,
      generalComment: null,
    };
    await created(finalizeGallery, callApi({ method: 'POST', path: `/api/gallery/${token}/finalize`, body: choices }));
    return sessionId;
  };

  beforeAll(async () => {
    user = await createPhotographer('billing-send');
    const { product } = await created(createProduct, api('POST', '/api/products', productBody('Lámina')));
    productId = product.productId;
    variantId = String(product.variants[0]?.variantId);
    const pkg = await created(createPackage, api('POST', '/api/packages', { ...basePackage, includedPhotos: 2, extraPhotoPriceCents: 700, includedProducts: [{ productId, variants: [{ variantId, quantity: 1 }] }] }));
    const client = await created(createContact, api('POST', '/api/contacts', { ...exampleOf(createContact).body, type: 'client' }));
    owner = { clientId: client.contact.contactId, packageId: pkg.package.packageId };
  });

  it('needs billing setup and a confirmed selection', async () => {
    const { sessionId } = await createTestSession(user.accessToken, {}, owner);
    expect(refusal(await api('POST', `/api/sessions/${sessionId}/send-to-invoicing`))).toEqual({ status: 409, code: 'billing.setup_incomplete' });
    await completeBillingSettings(user.accessToken);
    expect(refusal(await api('POST', `/api/sessions/${sessionId}/send-to-invoicing`))).toEqual({ status: 409, code: 'billing.session_no_selection' });
  });

  it('makes a quote from the confirmed selection priced by the gallery price function, with the CRM client', async () => {
    const sessionId = await confirmedSession(3);
    const price = responseOf(listSessionSelections, await api('GET', `/api/sessions/${sessionId}/selections`));
    const quote = documentOf(await api('POST', `/api/sessions/${sessionId}/send-to-invoicing`));
    expect(quote).toMatchObject({ kind: 'quote', status: 'pending', client: { clientId: owner.clientId, taxId: '12345678Z', city: 'Madrid' }, session: { sessionId, title: 'Familia Ruiz' } });
    // Base 1,500 €, one extra photo at 7 €, prints: 3 chosen, 1 included for the session, two charged at 90 €: the gallery price's own lines.
    expect(quote.lines.map((l) => [l.kind, l.quantity, l.unitPriceCents])).toEqual([
      ['session', 1, 150000],
      ['extra_photos', 1, 700],
      ['product', 2, 9000],
      ['product', 1, 0],
    ]);
    expect(price.selections[0]?.price.productLines).toEqual([
      { productId, variantId, quantity: 3, includedUnits: 1, chargedUnits: 2, unitPriceCents: 9000, linePriceCents: 18000 },
    ]);
    expect(quote.totals.baseCents).toBe(price.selections[0]?.price.totalPriceCents);
    expect(quote.totals.vatCents).toBe(Math.round(quote.totals.baseCents * 0.21));
  });

  it('is blocked while the session has a quote, and once it has an invoice', async () => {
    const sessionId = await confirmedSession(1);
    const [first, second] = await Promise.all([
      api('POST', `/api/sessions/${sessionId}/send-to-invoicing`),
      api('POST', `/api/sessions/${sessionId}/send-to-invoicing`),
    ]);
    expect([first, second].map(refusal).sort((a, b) => a.status - b.status)).toEqual([
      { status: 201, code: undefined },
      { status: 409, code: 'billing.session_has_quote' },
    ]);
    const quote = documentOf(first.status === 201 ? first : second);
    expect(refusal(await api('POST', `/api/sessions/${sessionId}/send-to-invoicing`))).toEqual({ status: 409, code: 'billing.session_has_quote' });
    expect((await api('DELETE', `/api/billing/quotes/${quote.documentId}`)).status).toBe(200);
    const again = documentOf(await api('POST', `/api/sessions/${sessionId}/send-to-invoicing`));
    expect((await api('POST', `/api/billing/quotes/${again.documentId}/convert`, {})).status).toBe(201);
    expect(refusal(await api('POST', `/api/sessions/${sessionId}/send-to-invoicing`))).toEqual({ status: 409, code: 'billing.session_has_invoice' });
    const listed = responseOf(listDocuments, await callApi({ method: 'GET', path: '/api/billing/documents', token: user.accessToken, query: { clientId: owner.clientId, sessionId } }));
    expect(listed.rows.map((r) => [r.kind, r.status]).sort()).toEqual([['invoice', 'draft'], ['quote', 'converted']]);
  });
});
