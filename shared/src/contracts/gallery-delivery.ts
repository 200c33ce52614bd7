// The client's delivery gallery (issue 28 point 4; docs/gallery.md, "Delivery"): while the
// session's published delivery is open (`deliveryIsOpen`), its share link opens the finals
// instead of the proofing gallery (whose routes then answer `gallery.delivery_open`), even
// after the selection was confirmed or the link closed for choosing; the link's own rules
// (disabled, password) still apply. Once the delivery expired or was withdrawn, these routes
// answer `gallery.delivery_closed` and the link answers what it answered before.
import * as z from 'zod';
import { entityId as id } from './ids.js';
import { defineRoute } from './route.js';
import { galleryBranding, galleryDownload, galleryImage, galleryImagePage, galleryMedia, linkKey, linkParams, GALLERY_PAGE_SIZE, GALLERY_PAGE_SIZE_MAX, GALLERY_PLACE_MAX } from './gallery.js';
import { DELIVERY_SIZES } from '../gallery/delivery-terms.js';
import { galleryLook } from '../gallery/gallery-look.js';

/** What the delivery gallery shows: the session's look and brand, the finals' first page and counts, the expiry and the sizes offered. */
export const galleryDeliveryData = z.object({
  title: z.string(),
  session: z.object({ title: z.string(), date: z.string().nullable() }),
  branding: galleryBranding,
  look: galleryLook,
  /** The finals' renditions (thumb, grid, the 1,920 px preview), signed until at most the delivery's end. */
  media: galleryMedia,
  /** The final the page opens on (the one matching the session's cover photo, else the first). */
  cover: galleryImage.nullable(),
  /** The first page of the finals (`GALLERY_PAGE_SIZE`); the others by `gallery.deliveryImages`. */
  images: z.array(galleryImage),
  imageCount: z.number(),
  /** When the delivery closes for the client (ISO date-time). */
  expiresAt: z.string(),
  /** The sizes the client may download, in DELIVERY_SIZES order. */
  sizes: z.array(z.enum(DELIVERY_SIZES)),
});
export type GalleryDeliveryData = z.infer<typeof galleryDeliveryData>;

export const getGalleryDelivery = defineRoute({
  id: 'gallery.delivery',
  domain: 'gallery',
  method: 'GET',
  path: '/api/gallery/{linkKey}/delivery',
  auth: 'shareLink',
  params: linkParams,
  response: z.object({ delivery: galleryDeliveryData }),
});

export const galleryDeliveryImagesQuery = z
  .object({
    offset: z.coerce.number().int().min(0).max(GALLERY_PLACE_MAX).default(0),
    limit: z.coerce.number().int().min(1).max(GALLERY_PAGE_SIZE_MAX).default(GALLERY_PAGE_SIZE),
  })
  .strict();

export const getGalleryDeliveryImages = defineRoute({
  id: 'gallery.deliveryImages',
  domain: 'gallery',
  method: 'GET',
  path: '/api/gallery/{linkKey}/delivery/images',
  auth: 'shareLink',
  params: linkParams,
  query: galleryDeliveryImagesQuery,
  response: galleryImagePage,
});

export const getFinalDownload = defineRoute({
  id: 'gallery.finalDownload',
  domain: 'gallery',
  method: 'GET',
  path: '/api/gallery/{linkKey}/delivery/finals/{finalId}/download',
  auth: 'shareLink',
  params: z.object({ linkKey, finalId: id }).strict(),
  query: z.object({ size: z.enum(DELIVERY_SIZES) }).strict(),
  response: z.object({ url: z.string(), fileName: z.string() }),
});

export const startDeliveryDownload = defineRoute({
  id: 'gallery.startDeliveryDownload',
  domain: 'gallery',
  method: 'POST',
  path: '/api/gallery/{linkKey}/delivery/downloads',
  auth: 'shareLink',
  params: linkParams,
  response: z.object({ download: galleryDownload }),
  successStatus: 202,
});

export const getDeliveryDownload = defineRoute({
  id: 'gallery.getDeliveryDownload',
  domain: 'gallery',
  method: 'GET',
  path: '/api/gallery/{linkKey}/delivery/downloads/{downloadId}',
  auth: 'shareLink',
  params: z.object({ linkKey, downloadId: id }).strict(),
  response: z.object({ download: galleryDownload }),
});
