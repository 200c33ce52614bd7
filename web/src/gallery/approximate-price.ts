// The price the page shows when the server's cannot be had in time: the same pure
// calculation the server runs, from the terms and catalogue the gallery already holds.
import type { GalleryChoices, GalleryData, GalleryPriceResult } from '@fotostudio/shared/contracts/gallery';
import { galleryPrice } from '@fotostudio/shared/pricing/gallery-price';

export type ShownPrice = { price: GalleryPriceResult; approximate: boolean } | { refusal: string };

export const approximatePrice = (gallery: Pick<GalleryData, 'terms' | 'taxTerms' | 'products' | 'paidCents'>, choices: GalleryChoices): ShownPrice => {
  const result = galleryPrice({ terms: gallery.terms, products: gallery.products, selection: choices, paidCents: gallery.paidCents, tax: gallery.taxTerms });
  return result.ok ? { price: result.price, approximate: true } : { refusal: result.refusal.code };
};
