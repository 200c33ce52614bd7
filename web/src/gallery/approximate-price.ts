// The price the page shows when the server's cannot be had in time: the same pure
// calculation the server runs, from the terms and catalogue the gallery already holds.
import type { GalleryChoices, GalleryData, GalleryPriceResult } from '@fotostudio/shared/contracts/gallery';
import { galleryExtrasCents, galleryPrice } from '@fotostudio/shared/pricing/gallery-price';

export type ShownPrice = { price: GalleryPriceResult; approximate: boolean } | { refusal: string };

export const approximatePrice = (gallery: Pick<GalleryData, 'terms' | 'taxTerms' | 'products' | 'paidCents'>, choices: GalleryChoices): ShownPrice => {
  const result = galleryPrice({ terms: gallery.terms, products: gallery.products, selection: choices, paidCents: gallery.paidCents, tax: gallery.taxTerms });
  return result.ok ? { price: result.price, approximate: true } : { refusal: result.refusal.code };
};

/**
 * What the client pays at confirmation when the package has the extras paid in the gallery (issue 25
 * point 4): the server's own rule (`galleryExtrasCents`), so the button shows the amount Checkout will ask.
 */
export const extrasToPayCents = (gallery: Pick<GalleryData, 'terms' | 'taxTerms' | 'products' | 'paidCents' | 'extrasPaidInGallery'>, choices: GalleryChoices, price: GalleryPriceResult): number => {
  if (!gallery.extrasPaidInGallery || !price.tax) return 0;
  const input = { terms: gallery.terms, products: gallery.products, selection: choices, paidCents: gallery.paidCents, tax: gallery.taxTerms };
  return galleryExtrasCents(input, { tax: price.tax });
};
