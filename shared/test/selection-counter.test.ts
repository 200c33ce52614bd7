// The selection's counter and the package's hard limit (issue 28 point 2): the live counter
// the gallery shows and the price the server computes come from one count, so they agree for
// any selection; a package with a limit refuses a selection beyond it, the full gallery aside.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { galleryPrice, type GalleryPriceTerms, type GalleryTaxTerms } from '../src/pricing/gallery-price.js';
import { selectionCounter } from '../src/pricing/selection-counter.js';

const idOf = (n: number): string => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const images = (count: number) => Array.from({ length: count }, (_, i) => ({ imageId: idOf(1000 + i), products: [] }));
const vat21: GalleryTaxTerms = { pricesIncludeVat: true, vat: { kind: 'rate', ratePercent: 21 } };

const terms = (overrides: Partial<GalleryPriceTerms> = {}): GalleryPriceTerms => ({
  priceCents: 90_000,
  includedPhotos: 20,
  extraPhotoPriceCents: 1_200,
  allowFullGallery: true,
  fullGalleryPriceCents: 30_000,
  includedProducts: [],
  forSaleProductIds: [],
  ...overrides,
});

const priceOf = (t: GalleryPriceTerms, count: number, fullGallerySelected = false) =>
  galleryPrice({ terms: t, products: [], selection: { images: images(count), additionalProducts: [], fullGallerySelected }, paidCents: 0, tax: vat21 });

describe('the selection counter', () => {
  it('counts "7 de 20 incluidas" and "2 extra: 24,00 €" as the price charges them', () => {
    expect(selectionCounter(terms(), { images: images(7), fullGallerySelected: false })).toEqual({
      chosen: 7,
      included: 20,
      extra: 0,
      extraPriceCents: 0,
      limit: null,
      overLimit: 0,
      canAddPhoto: true,
    });
    const over = selectionCounter(terms(), { images: images(22), fullGallerySelected: false });
    expect([over.extra, over.extraPriceCents, over.canAddPhoto]).toEqual([2, 2_400, true]);
    const price = priceOf(terms(), 22);
    expect(price.ok && [price.price.extraPhotosCount, price.price.extraImagesPriceCents]).toEqual([2, 2_400]);
  });

  it('agrees with the price on the extras for any package and selection', () => {
    fc.assert(
      fc.property(fc.nat({ max: 60 }), fc.nat({ max: 60 }), fc.nat({ max: 100_000 }), fc.boolean(), fc.constantFrom('paidExtras' as const, 'hardLimit' as const), (included, chosen, extraPrice, full, selectionRule) => {
        const t = terms({ includedPhotos: included, extraPhotoPriceCents: extraPrice, selectionRule });
        const counter = selectionCounter(t, { images: images(chosen), fullGallerySelected: full });
        const price = priceOf(t, chosen, full);
        if (counter.overLimit > 0) {
          expect(price).toEqual({ ok: false, refusal: { code: 'gallery.selection_limit_exceeded' } });
          return;
        }
        expect(price.ok).toBe(true);
        if (!price.ok) return;
        expect([counter.extra, counter.extraPriceCents]).toEqual([price.price.extraPhotosCount, price.price.extraImagesPriceCents]);
      }),
    );
  });

  it('with a hard limit: the 20th photo may be chosen, the 21st may not, and 21 are refused with a code; no extra is ever charged', () => {
    const limited = terms({ selectionRule: 'hardLimit' });
    expect(selectionCounter(limited, { images: images(19), fullGallerySelected: false }).canAddPhoto).toBe(true);
    const full = selectionCounter(limited, { images: images(20), fullGallerySelected: false });
    expect([full.limit, full.canAddPhoto, full.overLimit, full.extra]).toEqual([20, false, 0, 0]);
    const twenty = priceOf(limited, 20);
    expect(twenty.ok && twenty.price.totalPriceCents).toBe(90_000);
    expect(priceOf(limited, 21)).toEqual({ ok: false, refusal: { code: 'gallery.selection_limit_exceeded' } });
    expect(selectionCounter(limited, { images: images(23), fullGallerySelected: false }).overLimit).toBe(3);
  });

  it('the full gallery lifts the limit: every photo is included at its price', () => {
    const limited = terms({ selectionRule: 'hardLimit' });
    expect(selectionCounter(limited, { images: images(40), fullGallerySelected: true })).toMatchObject({ limit: null, canAddPhoto: true, extra: 0 });
    const price = priceOf(limited, 40, true);
    expect(price.ok && price.price.totalPriceCents).toBe(120_000);
  });

  it('a package without the rule (every package before it) sells extras as before', () => {
    const before = terms();
    delete before.selectionRule;
    const price = priceOf(before, 25);
    expect(price.ok && price.price.extraImagesPriceCents).toBe(6_000);
  });
});
