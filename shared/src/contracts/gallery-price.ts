// One product a client chooses in the gallery (spec sections 3 "Session selection" and 4
// "Gallery price calculation"), the part of `galleryChoices` (contracts/gallery.ts) that
// `galleryPrice` also takes. Only the client's choices cross the edge: prices are read from the
// photographer's records on the server, so a client cannot name its own prices.
import * as z from 'zod';
import { entityId as id } from './ids.js';

/** Units of one product line; generous for prints, small enough to keep totals exact. */
export const GALLERY_PRODUCT_QUANTITY_MAX = 1000;
export const GALLERY_PRODUCTS_PER_IMAGE_MAX = 50;
export const GALLERY_ADDITIONAL_PRODUCTS_MAX = 100;

export const galleryProductChoice = z
  .object({
    productId: id,
    variantId: id,
    quantity: z.number().int().min(1).max(GALLERY_PRODUCT_QUANTITY_MAX),
  })
  .strict();
export type GalleryProductChoice = z.infer<typeof galleryProductChoice>;

/** One (product, variant) of a priced selection (`galleryPrice`'s `productLines`). */
export const galleryPriceLine = z.object({
  productId: z.string(),
  variantId: z.string(),
  quantity: z.number(),
  includedUnits: z.number(),
  chargedUnits: z.number(),
  unitPriceCents: z.number(),
  linePriceCents: z.number(),
});
