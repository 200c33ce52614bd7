// Issue 22 A, "what the client sees is what the client pays": with prices entered VAT included
// the gallery's confirmed total is the quote's total to the cent (base = round(gross / 1.21),
// VAT = gross - base), whatever the settings say later; a selection confirmed before prices
// carried their tax, and every document made before the flag, total as they always did.
import { documentTotals, type DocumentPricingInput, type DocumentProductInput } from '@fotostudio/shared/billing/document-lines';
import { convertQuote } from '@fotostudio/shared/contracts/billing/document-routes';
import { createPackage, createProduct } from '@fotostudio/shared/contracts/catalog';
import { createContact } from '@fotostudio/shared/contracts/crm';
import { finalizeGallery, getGallery, priceGallery, type GalleryChoices } from '@fotostudio/shared/contracts/gallery';
import type { AnyRoute } from '@fotostudio/shared/contracts/route';
import { createShareLink } from '@fotostudio/shared/contracts/share-links';
import { storedDocumentContent } from '@fotostudio/shared/stored/billing-content';
import { storedSelectionPrice } from '@fotostudio/shared/stored/gallery-selection';
import { decodeStored } from '@fotostudio/shared/stored/json-codec';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentFont } from '../src/billing/document-assets.js';
import { renderDocumentPdf } from '../src/billing/pdf/render-document-pdf.js';
import { db, ENTITY_NAME_ATTRIBUTE } from '../src/data/database.js';
import { callApi, responseOf, type ApiAnswer } from './support/api.js';
import { completeBillingSettings, documentOf } from './support/billing.js';
import { invoiceView } from './support/billing-documents.js';
import { basePackage } from './support/catalog-fixtures.js';
import { createPhotographer, type TestUser } from './support/cognito-users.js';
import { pdfText } from './support/pdf-text.js';
import { createTestSession, storeImage } from './support/sessions.js';
import { fixtureItems } from './support/main-table-fixture.js';
import { exampleOf } from '@fotostudio/shared/contracts/route-docs';

const r21 = { kind: 'rate', ratePercent: 21 } as const;

describe('billing: prices entered VAT included, from the gallery to the quote', () => {
  let user: TestUser;
  let owner: { clientId: string; packageId: string };
  let print: { productId: string; variantId: string };
  let frame: { productId: string; variantId: string };
  const api = (method: string, path: string, body?: unknown) => callApi({ method, path, token: user.accessToken, body });
  const created = async <R extends AnyRoute>(route: R, answer: Promise<ApiAnswer>) => responseOf(route, await answer);

  /**
   * A session whose client confirms 3 photos (2 beyond the one included, at 12.50 €), 3 prints
   * at 12.50 € on the first and a frame at 89.90 €: 999.90 + 25.00 + 37.50 + 89.90 = 1,152.30.
   */
  const confirm = async () => {
    const { sessionId } = await createTestSession(user.accessToken, { title: 'Familia Soler' }, owner);
    const imageIds: string[] = [];
    for (let i = 0; i < 3; i += 1) imageIds.push((await storeImage(user.sub, sessionId)).imageId);
    const { link } = await created(createShareLink, api('POST', `/api/sessions/${sessionId}/share-link`, { title: 'Elige', durationDays: 30 }));
    const choices: GalleryChoices = {
      images: imageIds.map((imageId, i) => ({ imageId, products: i === 0 ? [{ ...print, quantity: 3 }] : [] })),
      additionalProducts: [{ ...frame, quantity: 1 }],
      fullGallerySelected: false,
      generalComment: null,
    };
    const gallery = await created(getGallery, callApi({ method: 'GET', path: `/api/gallery/${link.token}` }));
    const shown = await created(priceGallery, callApi({ method: 'POST', path: `/api/gallery/${link.token}/price`, body: choices }));
    const confirmed = await created(finalizeGallery, callApi({ method: 'POST', path: `/api/gallery/${link.token}/finalize`, body: choices }));
    return { sessionId, gallery: gallery.gallery, shown: shown.price, confirmed: confirmed.price };
  };

  beforeAll(async () => {
    user = await createPhotographer('billing-vat-included');
    const product = async (name: string, priceCents: number) => {
      const body = { name, usageType: 'both', variants: [{ type: 'size', name: 'Tamaño', value: '20x30', priceCents }] };
      const { product: made } = await created(createProduct, api('POST', '/api/products', body));
      return { productId: made.productId, variantId: String(made.variants[0]?.variantId) };
    };
    print = await product('Copia', 1_250);
    frame = await product('Marco', 8_990);
    const pkg = await created(createPackage, api('POST', '/api/packages', { ...basePackage, priceCents: 99_990, includedPhotos: 1, extraPhotoPriceCents: 1_250, forSaleProductIds: [print.productId, frame.productId] }));
    const client = await created(createContact, api('POST', '/api/contacts', { ...exampleOf(createContact).body, type: 'client' }));
    owner = { clientId: client.contact.contactId, packageId: pkg.package.packageId };
  });

  it("the quote's total is the confirmed total to the cent, in the terms the client confirmed", async () => {
    await completeBillingSettings(user.accessToken, { pricesIncludeVat: true, defaultVatRatePercent: 21 });
    const { sessionId, gallery, shown, confirmed } = await confirm();
    expect(gallery.taxTerms).toEqual({ pricesIncludeVat: true, vat: r21 });
    // 115230 / 1.21 = 95231.40 -> 95231; VAT 19999.
    const expected = { pricesIncludeVat: true, rows: [{ vat: r21, baseCents: 95_231, quotaCents: 19_999 }], baseCents: 95_231, quotaCents: 19_999, totalCents: 115_230 };
    expect(shown.tax).toEqual(expected);
    expect(confirmed.tax).toEqual(expected);
    expect(confirmed.totalPriceCents).toBe(115_230);

    // The photographer changes the settings afterwards: the quote keeps what the client confirmed.
    await completeBillingSettings(user.accessToken, { pricesIncludeVat: false, defaultVatRatePercent: 10 });
    const quote = documentOf(await api('POST', `/api/sessions/${sessionId}/send-to-invoicing`));
    expect(quote.pricesIncludeVat).toBe(true);
    expect(quote.totals).toMatchObject({ baseCents: 95_231, vatCents: 19_999, totalCents: 115_230, breakdown: [{ vat: r21, baseCents: 95_231, vatCents: 19_999 }] });
    expect(quote.lines.map((l) => [l.kind, l.quantity, l.unitPriceCents])).toEqual([
      ['session', 1, 99_990],
      ['extra_photos', 2, 1_250],
      ['product', 3, 1_250],
      ['product', 1, 8_990],
    ]);
    // The lines' shares add up to the breakdown.
    expect(quote.lines.reduce((sum, l) => sum + l.baseCents, 0)).toBe(95_231);

    // The invoice made from it says the same.
    const { invoice } = await created(convertQuote, api('POST', `/api/billing/quotes/${quote.documentId}/convert`, {}));
    expect(invoice).toMatchObject({ pricesIncludeVat: true, totals: { totalCents: 115_230, vatCents: 19_999 } });
  });

  it('a selection confirmed before prices carried their tax keeps its stored price, VAT added on top as before', async () => {
    await completeBillingSettings(user.accessToken, { pricesIncludeVat: false, defaultVatRatePercent: 21 });
    const { sessionId, confirmed } = await confirm();
    // As main stored it: the price without its tax part and its product lines.
    const e = db().entities;
    const { data: stored } = await e.sessionSelection.get({ photographerId: user.sub, sessionId, version: 1 }).go();
    if (!stored) throw new Error('no stored selection');
    const { tax: _tax, productLines: _lines, ...oldPrice } = decodeStored(storedSelectionPrice, stored.price, 'selection price');
    await e.sessionSelection.put({ ...stored, price: JSON.stringify(oldPrice) }).go();
    // Prices are VAT included from now on; the old selection is not.
    await completeBillingSettings(user.accessToken, { pricesIncludeVat: true });
    const quote = documentOf(await api('POST', `/api/sessions/${sessionId}/send-to-invoicing`));
    expect(quote.pricesIncludeVat).toBeUndefined();
    // 21 % on each line: 999.90 -> 209.979 -> 209.98; 25.00 -> 5.25; 37.50 -> 7.875 -> 7.88; 89.90 -> 18.879 -> 18.88.
    expect(quote.totals).toMatchObject({ baseCents: 115_230, vatCents: 20_998 + 525 + 788 + 1_888, totalCents: 115_230 + 24_199 });
    // What the gallery showed the client with these terms is the same total.
    expect(confirmed.tax?.totalCents).toBe(quote.totals.totalCents);
  });
});

describe("documents written by main's build", () => {
  const items = fixtureItems()
    .filter((item) => item[ENTITY_NAME_ATTRIBUTE] === 'billingDocument');

  it.each(items.map((item) => [item.number as string, item] as const))('%s totals as stored (VAT excluded: no flag)', (_number, item) => {
    const content = decodeStored(storedDocumentContent, item.content as string, 'document content');
    expect(content.pricesIncludeVat).toBeUndefined();
    // A stored rate is a plain number in the answer's type; these are the ones invoiceTotals allows.
    const pricing = content.pricing as DocumentPricingInput;
    const products = content.products as DocumentProductInput[];
    const { lines, totals } = documentTotals(pricing, products, content.totals.irpf?.ratePercent ?? null, content.pricesIncludeVat);
    expect(totals.totalCents).toBe(content.totals.totalCents);
    expect(totals.breakdown).toEqual(content.totals.breakdown);
    expect(lines.map((l, i) => ({ base: totals.lines[i]?.baseCents, vat: totals.lines[i]?.vatCents, kind: l.kind }))).toEqual(
      content.lines.map((l) => ({ base: l.baseCents, vat: l.vatCents, kind: l.kind })),
    );
  });
});

describe('the PDF of a document whose prices include VAT', () => {
  it('prints the amounts VAT included, the base and VAT split out of them per rate, and says so', async () => {
    // 2 x 1,800.75 at 21 % and a 200.00 exempt course, VAT included, IRPF 15 % on the bases.
    const pdf = await renderDocumentPdf(invoiceView({ pricesIncludeVat: true }), { font: await documentFont(), logo: null });
    const text = await pdfText(pdf);
    expect(text).toContain('P. unit. IVA incl.');
    expect(text).toContain('Importe IVA incl.');
    expect(text).toContain('Precios con IVA incluido.');
    // 360150 / 1.21 = 297644.63 -> 2,976.45; VAT 625.05; bases 3,176.45; IRPF 476.47; total 3,801.50 - 476.47.
    expect(text).toMatch(/2976,45 € 21 % 625,05 €/);
    expect(text).toContain('Total base imponible 3176,45 €');
    expect(text).toContain('Total IVA 625,05 €');
    expect(text).toContain('TOTAL 3325,03 €');
    // Each line's amount is what was entered, VAT included.
    expect(text.match(/1800,75 €/g)?.length).toBeGreaterThanOrEqual(2);
  });
});
