// The tax part of a gallery price (issue 22 A): what the client pays, VAT included, with its
// breakdown, from prices entered VAT included or VAT excluded; the same lines and rounding a
// quote of the selection has (taxBreakdown), so the quote totals the same to the cent.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { galleryPrice, type GalleryPrice, type GalleryPriceInput, type GalleryTaxTerms, type PricedProduct } from '../src/pricing/gallery-price.js';
import { taxBreakdown } from '../src/tax/invoice-totals.js';

const idOf = (n: number): string => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const FRAME = idOf(1);
const FRAME_30X40 = idOf(11);
const PRINT = idOf(2);
const PRINT_13X18 = idOf(21);

const catalog: PricedProduct[] = [
  { productId: FRAME, usageType: 'both', variants: [{ variantId: FRAME_30X40, priceCents: 8_900 }] },
  { productId: PRINT, usageType: 'images', variants: [{ variantId: PRINT_13X18, priceCents: 1_250 }] },
];

const included = (ratePercent: 21 | 10 | 4 | 0): GalleryTaxTerms => ({ pricesIncludeVat: true, vat: { kind: 'rate', ratePercent } });
const excluded = (ratePercent: 21 | 10 | 4 | 0): GalleryTaxTerms => ({ pricesIncludeVat: false, vat: { kind: 'rate', ratePercent } });

const images = (count: number, products: GalleryPriceInput['selection']['images'][number]['products'] = []) =>
  Array.from({ length: count }, (_, i) => ({ imageId: idOf(1000 + i), products }));

/** A 1,000.00 € package with 10 photos and 15.00 € per extra photo. */
const input = (tax: GalleryTaxTerms, overrides: Partial<GalleryPriceInput['selection']> = {}): GalleryPriceInput => ({
  terms: { priceCents: 100_000, includedPhotos: 10, extraPhotoPriceCents: 1_500, allowFullGallery: false, fullGalleryPriceCents: null, includedProducts: [], forSaleProductIds: [FRAME, PRINT] },
  products: catalog,
  selection: { images: images(12), additionalProducts: [], fullGallerySelected: false, ...overrides },
  paidCents: 0,
  tax,
});

const priced = (value: GalleryPriceInput): GalleryPrice => {
  const result = galleryPrice(value);
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.refusal)}`);
  return result.price;
};

describe('gallery price tax', () => {
  it('VAT included: the client pays the sum of the prices, and base = round(gross / 1.21)', () => {
    // 1,000.00 + 2 x 15.00 + 2 frames 178.00 + 15 prints x 12.50 = 1,395.50 on one rate.
    const price = priced(
      input(included(21), {
        images: images(12, [{ productId: PRINT, variantId: PRINT_13X18, quantity: 1 }]).map((image, i) => (i < 3 ? { ...image, products: [{ productId: PRINT, variantId: PRINT_13X18, quantity: 5 }] } : { ...image, products: [] })),
        additionalProducts: [{ productId: FRAME, variantId: FRAME_30X40, quantity: 2 }],
      }),
    );
    expect(price.totalPriceCents).toBe(100_000 + 3_000 + 17_800 + 18_750);
    // 139550 / 1.21 = 115330.58 -> 115331; VAT 24219.
    expect(price.tax).toEqual({
      pricesIncludeVat: true,
      rows: [{ vat: { kind: 'rate', ratePercent: 21 }, baseCents: 115_331, quotaCents: 24_219 }],
      baseCents: 115_331,
      quotaCents: 24_219,
      totalCents: 139_550,
    });
  });

  it('VAT excluded: VAT goes on top, rounded per line of the quote (session, extra photos, each product)', () => {
    // Lines 1,000.00, 30.00 (2 extra photos), 37.50 (3 prints at 12.50): VAT 210.00 + 6.30 + 7.875 -> 7.88.
    const price = priced(input(excluded(21), { images: images(12).map((image, i) => (i === 0 ? { ...image, products: [{ productId: PRINT, variantId: PRINT_13X18, quantity: 3 }] } : image)) }));
    expect(price.totalPriceCents).toBe(106_750);
    expect(price.tax).toMatchObject({ pricesIncludeVat: false, baseCents: 106_750, quotaCents: 21_000 + 630 + 788, totalCents: 106_750 + 22_418 });
  });

  it('at 10 % and 0 % the rows name the rate; one product variant on several photos is one line', () => {
    expect(priced(input(included(10))).tax.rows).toEqual([{ vat: { kind: 'rate', ratePercent: 10 }, baseCents: 93_636, quotaCents: 9_364 }]);
    expect(priced(input(included(0))).tax).toMatchObject({ baseCents: 103_000, quotaCents: 0, totalCents: 103_000 });
    // Two prints at 12.50 on two photos: one 25.00 line (VAT 5.25), not two 12.50 lines (2 x 2.63).
    const twoPhotos = images(12).map((image, i) => (i < 2 ? { ...image, products: [{ productId: PRINT, variantId: PRINT_13X18, quantity: 1 }] } : image));
    expect(priced(input(excluded(21), { images: twoPhotos })).tax.quotaCents).toBe(21_000 + 630 + 525);
  });

  it('keeps totalPriceCents the entered prices and tax.totalCents what a quote of the same lines totals', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.constantFrom(21 as const, 10 as const, 4 as const, 0 as const),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 9 }),
        fc.integer({ min: 0, max: 4 }),
        (pricesIncludeVat, rate, imageCount, prints, frames) => {
          const tax = { pricesIncludeVat, vat: { kind: 'rate' as const, ratePercent: rate } };
          const chosen = images(imageCount).map((image, i) => (i === 0 && prints > 0 ? { ...image, products: [{ productId: PRINT, variantId: PRINT_13X18, quantity: prints }] } : image));
          const additional = frames > 0 ? [{ productId: FRAME, variantId: FRAME_30X40, quantity: frames }] : [];
          const price = priced(input(tax, { images: chosen, additionalProducts: additional }));
          const quoteLines = [
            { quantity: 1, unitPriceCents: price.basePriceCents },
            { quantity: price.extraPhotosCount, unitPriceCents: price.extraPhotoPriceCents },
            { quantity: imageCount > 0 ? prints : 0, unitPriceCents: 1_250 },
            { quantity: frames, unitPriceCents: 8_900 },
          ].map((line) => ({ ...line, vat: tax.vat }));
          const quote = taxBreakdown({ lines: quoteLines, pricesIncludeVat });
          expect(price.tax.totalCents).toBe(quote.totalCents);
          expect(price.tax.quotaCents).toBe(quote.vatCents);
          if (pricesIncludeVat) expect(price.tax.totalCents).toBe(price.totalPriceCents);
          else expect(price.tax.baseCents).toBe(price.totalPriceCents);
        },
      ),
    );
  });
});

describe('the gallery price under IGIC (issue 22 point 3)', () => {
  it('carries the tax by name, at its rate, VAT-included prices split as any other', () => {
    const price = priced(input({ pricesIncludeVat: true, vat: { kind: 'rate', ratePercent: 7 }, tax: 'IGIC' }));
    expect(price.tax?.tax).toBe('IGIC');
    expect(price.tax?.rows.map((row) => row.vat)).toEqual([{ kind: 'rate', ratePercent: 7 }]);
    // 1,000.00 + 2 extras x 15.00 = 1,030.00 gross; base round(103000 / 1.07) = 96262.
    expect(price.tax).toMatchObject({ baseCents: 96_262, quotaCents: 6_738, totalCents: 103_000 });
  });

  it('an IVA price says no tax name, as every price before', () => {
    expect(priced(input(excluded(21))).tax).not.toHaveProperty('tax');
  });
});
