// The amount "Confirmar y pagar X €" shows (issue 25 point 4): the server's own rule
// (galleryExtrasCents), VAT included, zero when the package does not ask for payment or the
// choices stay within what it includes.
import { describe, expect, it } from 'vitest';
import { approximatePrice, extrasToPayCents } from '../src/gallery/approximate-price';
import { ALBUM, ALBUM_30, galleryData, imageId } from './gallery-fixtures';

const choicesOf = (count: number, additionalProducts: { productId: string; variantId: string; quantity: number }[] = []) => ({
  images: Array.from({ length: count }, (_, i) => ({ imageId: imageId(i + 1), products: [], comment: null })),
  additionalProducts,
  fullGallerySelected: false,
  generalComment: null,
});

const extrasOf = (gallery: ReturnType<typeof galleryData>, choices: ReturnType<typeof choicesOf>) => {
  const shown = approximatePrice(gallery, choices);
  if (!('price' in shown)) throw new Error('refused');
  return extrasToPayCents(gallery, choices, shown.price);
};

describe('the extras paid at confirmation', () => {
  it('is what the choices add to the package, VAT included, only when the package asks for payment', () => {
    const paying = galleryData({ extrasPaidInGallery: true });
    // Two photos included: a third at 10 € and an album at 140 €, prices VAT included.
    expect(extrasOf(paying, choicesOf(3))).toBe(1_000);
    expect(extrasOf(paying, choicesOf(3, [{ productId: ALBUM, variantId: ALBUM_30, quantity: 1 }]))).toBe(15_000);
    expect(extrasOf(paying, choicesOf(2))).toBe(0);
    expect(extrasOf(galleryData(), choicesOf(3))).toBe(0);
  });

  it('adds the VAT when the prices exclude it', () => {
    const paying = galleryData({ extrasPaidInGallery: true, taxTerms: { pricesIncludeVat: false, vat: { kind: 'rate', ratePercent: 21 } } });
    expect(extrasOf(paying, choicesOf(3))).toBe(1_210);
  });
});
