// What a client sends to price a gallery selection (spec sections 3 "Session selection",
// "Price calculation result" and 4 "Gallery price calculation"). Only the client's choices
// cross the edge: the package terms, the product prices and the paid amount are read from the
// photographer's records on the server, so a client cannot name its own prices.
// Kept free of other contracts so the public gallery bundle can import it alone.
import * as z from 'zod';
import { entityId as id } from './ids.js';
import { SESSION_IMAGE_LIMITS } from '../sessions/session-limits.js';

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

export const gallerySelectedImage = z
  .object({
    imageId: id,
    products: z.array(galleryProductChoice).max(GALLERY_PRODUCTS_PER_IMAGE_MAX),
  })
  .strict();
export type GallerySelectedImage = z.infer<typeof gallerySelectedImage>;

export const gallerySelectionInput = z
  .object({
    images: z.array(gallerySelectedImage).max(SESSION_IMAGE_LIMITS.perSession),
    additionalProducts: z.array(galleryProductChoice).max(GALLERY_ADDITIONAL_PRODUCTS_MAX),
    fullGallerySelected: z.boolean(),
  })
  .strict()
  .superRefine((value, ctx) => {
    const seen = new Set<string>();
    value.images.forEach((image, index) => {
      if (seen.has(image.imageId)) {
        ctx.addIssue({ code: 'custom', path: ['images', index, 'imageId'], message: 'an image is selected once' });
      }
      seen.add(image.imageId);
    });
  });
export type GallerySelectionInput = z.infer<typeof gallerySelectionInput>;
