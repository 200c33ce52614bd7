// The client's confirmed selection, read-only (issue 28 point 4): after the selection was
// confirmed (by the client, by the extras' payment or at the deadline) and until a delivery is
// published, the client's link shows what was confirmed: the photos chosen, a page at a time,
// with their products and comments, the total as confirmed, when and by whom, and what happens
// next. Beside gallery.ts (at its size limit); a link-holder route of the gallery domain.
import * as z from 'zod';
import { galleryBranding, galleryImage, galleryImagesQuery, galleryMedia, galleryPriceResult, linkParams } from './gallery.js';
import { defineRoute } from './route.js';
import { galleryLook } from '../gallery/gallery-look.js';

/** One chosen product on a photo (or among the additional products), as named and priced when confirmed. */
export const confirmedProductLine = z.object({ productName: z.string(), variantName: z.string(), variantValue: z.string(), quantity: z.number() });
export type ConfirmedProductLine = z.infer<typeof confirmedProductLine>;

/** A photo of the confirmed selection with what was asked of it. */
export const confirmedPhoto = galleryImage.extend({ products: z.array(confirmedProductLine), comment: z.string().nullable() });
export type ConfirmedPhoto = z.infer<typeof confirmedPhoto>;

/** How the selection came to be confirmed: the client's button, the extras' payment, or the deadline's run. */
export const CONFIRMATION_WAYS = ['client', 'payment', 'deadline'] as const;

export const confirmedSelection = z.object({
  title: z.string(),
  branding: galleryBranding,
  look: galleryLook,
  session: z.object({ title: z.string(), clientFirstName: z.string().nullable() }),
  media: galleryMedia,
  version: z.number(),
  confirmedAt: z.string(),
  confirmedHow: z.enum(CONFIRMATION_WAYS),
  /** The named viewer who confirmed (issue 28 point 2); null when nobody was named, or at the deadline. */
  confirmedBy: z.string().nullable(),
  /** The names of the people whose lists made the selection, in the order they started; empty when nobody was named. */
  viewers: z.array(z.string()),
  /** The price stored with the version: never priced again. */
  price: galleryPriceResult,
  fullGallerySelected: z.boolean(),
  generalComment: z.string().nullable(),
  additionalProducts: z.array(confirmedProductLine),
  /**
   * A page of the selection's photos still in the gallery (the whole gallery when it was chosen
   * whole), in gallery order, from `offset`; `total` is how many there are.
   */
  photos: z.object({ images: z.array(confirmedPhoto), offset: z.number(), total: z.number() }),
});
export type ConfirmedSelection = z.infer<typeof confirmedSelection>;

export const getConfirmedSelection = defineRoute({
  id: 'gallery.confirmedSelection',
  domain: 'gallery',
  method: 'GET',
  path: '/api/gallery/{linkKey}/confirmed-selection',
  auth: 'shareLink',
  params: linkParams,
  query: galleryImagesQuery.pick({ offset: true, limit: true }).strict(),
  response: z.object({ selection: confirmedSelection }),
});
