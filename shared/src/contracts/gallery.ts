// The client gallery (spec sections 2 "Client gallery screen", 3 "Share token", "Session
// selection", "Price calculation result", "Client gallery data", 4 "Share link", "Gallery price
// calculation", 6 "Client", 8 "Gallery (client)"). Every route here is called by the holder of a
// share link (auth kind `shareLink`): `{linkKey}` is the link's token or its custom URL, and the
// middleware resolves it to exactly one session. A password-protected link also needs the pass
// that `gallery.unlock` hands out, sent in the `x-gallery-pass` header.
// Kept free of the photographer's contracts: the public gallery bundle imports this alone.
import * as z from 'zod';
import { entityId as id } from './ids.js';
import { PRODUCT_USAGE_TYPES, variant } from './catalog-variant.js';
import { galleryPriceLine, galleryProductChoice, GALLERY_ADDITIONAL_PRODUCTS_MAX, GALLERY_PRODUCTS_PER_IMAGE_MAX } from './gallery-price.js';
import { defineRoute } from './route.js';
import { LINK_KEY_PATTERN } from '../gallery/link-address.js';
import { galleryLook } from '../gallery/gallery-look.js';
import { PLAN_LIMIT_CEILINGS } from '../plans.js';
import { VAT_EXEMPTIONS, type VatExemption } from '../tax/invoice-totals.js';
import { INDIRECT_TAXES } from '../tax/indirect-tax.js';
import { SELECTION_RULES } from '../pricing/selection-counter.js';

export { GALLERY_PASS_HEADER } from '../gallery/link-address.js';

export const GALLERY_COMMENT_MAX = 500;
export const GALLERY_GENERAL_COMMENT_MAX = 2000;

/**
 * The most a selection's body may weigh: 2,000 images with products fit easily; comments on
 * every one of them at the maximum would not fit one table item, so the body is capped first.
 */
export const GALLERY_SELECTION_BODY_LIMIT = { bytes: 300_000, code: 'gallery.selection_too_large' } as const;

export const linkKey = z.string().regex(LINK_KEY_PATTERN, 'expected a share link token or custom URL');
export const linkParams = z.object({ linkKey }).strict();

const comment = (max: number) => z.string().trim().max(max).nullable().optional();

/** One image the client picked: its products (with variant and quantity) and a comment. */
export const galleryImageChoice = z
  .object({
    imageId: id,
    products: z.array(galleryProductChoice).max(GALLERY_PRODUCTS_PER_IMAGE_MAX),
    comment: comment(GALLERY_COMMENT_MAX),
  })
  .strict();
export type GalleryImageChoice = z.infer<typeof galleryImageChoice>;

/**
 * Everything the client chose: hearted images with their products and comments, additional
 * products, the full-gallery option and a general comment. Saved as a draft as the client
 * goes, priced by `gallery.price`, confirmed once by `gallery.finalize`.
 */
export const galleryChoices = z
  .object({
    images: z.array(galleryImageChoice).max(PLAN_LIMIT_CEILINGS.imagesPerSession),
    additionalProducts: z.array(galleryProductChoice).max(GALLERY_ADDITIONAL_PRODUCTS_MAX),
    fullGallerySelected: z.boolean(),
    generalComment: comment(GALLERY_GENERAL_COMMENT_MAX),
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
export type GalleryChoices = z.infer<typeof galleryChoices>;

/** One person's list on a shared link (issue 28 point 2, gallery-viewers.ts): the name typed ('' unnamed) and the choices. */
export const galleryViewerList = z.object({ viewerId: z.string(), name: z.string(), choices: galleryChoices, savedAt: z.string() });
export type GalleryViewerList = z.infer<typeof galleryViewerList>;

/** Which list a request speaks for: absent, the link's first list (one person, as before named viewers). */
export const galleryViewerQuery = z.object({ viewer: id.optional() }).strict();
export type GalleryViewerQuery = z.infer<typeof galleryViewerQuery>;

/** A VAT category as the gallery shows it: a rate, or an exemption ("exento"). */
const galleryVat = z.union([
  z.object({ kind: z.literal('rate'), ratePercent: z.number() }),
  z.object({ kind: z.literal('exempt'), exemption: z.enum(Object.keys(VAT_EXEMPTIONS) as [VatExemption, ...VatExemption[]]) }),
]);

/** How the session's prices are taxed (the billing settings'): what `galleryPrice` takes as `tax`. */
export const galleryTaxTerms = z.object({ pricesIncludeVat: z.boolean(), vat: galleryVat, tax: z.enum(INDIRECT_TAXES).optional() });

/** The tax in a selection's price (shared/src/pricing/gallery-price.ts): `totalCents` is what the client pays. */
export const galleryTax = z.object({
  pricesIncludeVat: z.boolean(),
  /** IGIC or IPSI (issue 22 point 3): the gallery says "IGIC incluido"; absent is IVA. */
  tax: z.enum(INDIRECT_TAXES).optional(),
  rows: z.array(z.object({ vat: galleryVat, baseCents: z.number(), quotaCents: z.number() })),
  baseCents: z.number(),
  quotaCents: z.number(),
  totalCents: z.number(),
});

/** The spec's "Price calculation result", in integer cents. */
export const galleryPriceResult = z.object({
  basePriceCents: z.number(),
  fullGallerySelection: z.object({ selected: z.boolean(), priceCents: z.number() }),
  includedPhotos: z.number(),
  extraPhotoPriceCents: z.number(),
  extraPhotosCount: z.number(),
  extraImagesPriceCents: z.number(),
  imageProductsCount: z.number(),
  imageProductsPriceCents: z.number(),
  additionalProductsCount: z.number(),
  additionalProductsPriceCents: z.number(),
  /** Per chosen (product, variant): units chosen, included by the package, charged, unit and line price. */
  productLines: z.array(galleryPriceLine),
  /** The sum of the prices as entered (VAT included or not, as `tax.pricesIncludeVat` says). */
  totalPriceCents: z.number(),
  paidCents: z.number(),
  remainingCents: z.number(),
  /** Absent on selections confirmed before prices carried their tax (VAT excluded then, added on top in the quote). */
  tax: galleryTax.optional(),
});
export type GalleryPriceResult = z.infer<typeof galleryPriceResult>;

/** The package terms the gallery prices with (what `galleryPrice` takes as `terms`). */
export const galleryTerms = z.object({
  priceCents: z.number(),
  includedPhotos: z.number(),
  extraPhotoPriceCents: z.number(),
  selectionRule: z.enum(SELECTION_RULES),
  allowFullGallery: z.boolean(),
  fullGalleryPriceCents: z.number().nullable(),
  includedProducts: z.array(z.object({ productId: z.string(), variants: z.array(z.object({ variantId: z.string(), quantity: z.number() })) })),
  /** The other products offered for sale in this gallery. */
  forSaleProductIds: z.array(z.string()),
});
export type GalleryTerms = z.infer<typeof galleryTerms>;

export const galleryProduct = z.object({
  productId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
  usageType: z.enum(PRODUCT_USAGE_TYPES),
  variants: z.array(variant),
});
export type GalleryProduct = z.infer<typeof galleryProduct>;

/**
 * One image as the gallery shows it. Its files are `${media.base}${rendition.path}/${folder}${rendition.query}`
 * with the renditions signed once each in `media` (shared/src/media/media-paths.ts).
 */
export const galleryImage = z.object({
  imageId: z.string(),
  fileName: z.string(),
  /** The image's folder under `media.base`. */
  folder: z.string(),
  width: z.number(),
  height: z.number(),
  thumbhash: z.string().nullable(),
});
export type GalleryImage = z.infer<typeof galleryImage>;

/** One rendition class of a gallery: its path segment and its one signature. */
export const galleryRendition = z.object({ path: z.string(), query: z.string() });
export type GalleryRendition = z.infer<typeof galleryRendition>;

export const galleryMedia = z.object({
  /** e.g. `https://host/media/g/<photographer>/<session>/<grant>/<bound>/`. */
  base: z.string(),
  expiresAt: z.string(),
  /**
   * The classes the gallery shows: the 320 px thumbnail, the 800 px grid tile and the full
   * preview; under a watermark the grid and preview are watermarked renditions.
   */
  renditions: z.object({ thumb: galleryRendition, grid: galleryRendition, preview: galleryRendition }),
});
export type GalleryMedia = z.infer<typeof galleryMedia>;

/** The photographer as their gallery shows them: white-label branding. */
export const galleryBranding = z.object({
  businessName: z.string(),
  logoUrl: z.string().nullable(),
  /** `#rrggbb`, or null for the neutral default. */
  accentColor: z.string().nullable(),
  website: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export type GalleryBranding = z.infer<typeof galleryBranding>;

/** The spec's "Client gallery data". */
export const galleryData = z.object({
  title: z.string(),
  /** The link's custom message (or the default comment it was filled from). */
  message: z.string().nullable(),
  /** The package's gallery comment. */
  galleryComment: z.string().nullable(),
  branding: galleryBranding,
  session: z.object({ title: z.string(), date: z.string().nullable(), clientFirstName: z.string().nullable() }),
  terms: galleryTerms,
  /** How the prices are taxed (the photographer's billing settings). */
  taxTerms: galleryTaxTerms,
  paidCents: z.number(),
  watermark: z.boolean(),
  /** Downloads are offered: the package allows them and no watermark applies. */
  allowDownload: z.boolean(),
  media: galleryMedia,
  /** The first page of the photos (`GALLERY_PAGE_SIZE`); the others by `gallery.images`. */
  images: z.array(galleryImage),
  /** Every ready photo of the gallery. */
  imageCount: z.number(),
  /** The saved draft's photos (those still in the gallery). */
  selectedCount: z.number(),
  /** The list's revision (as `gallery.images` answers it). */
  imageRevision: z.number(),
  /** The photo the gallery opens on, full width (null while the session has no ready photo). */
  cover: galleryImage.nullable(),
  /** The layout, theme and typeface the photographer chose (the defaults when they chose none). */
  look: galleryLook,
  products: z.array(galleryProduct),
  /** What the client chose so far (the saved draft, without photos no longer in the gallery), or null on a first visit. */
  draft: galleryChoices.nullable(),
  draftSavedAt: z.string().nullable(),
  /** The named viewers' lists (issue 28 point 2) in the order started, without photos that left; `draft` is their union. */
  viewers: z.array(galleryViewerList),
  validUntil: z.string(),
  /** The package has the client pay the extras to confirm (issue 25 point 4): "Confirmar y pagar". */
  extrasPaidInGallery: z.boolean(),
  /** The Checkout the draft is frozen for (its extras being paid), until it expires or its outcome releases it; null when none is open. */
  extrasCheckout: z.object({ url: z.string(), expiresAt: z.string(), amountCents: z.number() }).nullable(),
  /** The link's selection deadline (ISO date-time; shown in Europe/Madrid), or null when it has none. */
  selectionDeadline: z.string().nullable(),
});
export type GalleryData = z.infer<typeof galleryData>;

/** Photos per page of `gallery.images` unless asked otherwise, and the most one page holds. */
export const GALLERY_PAGE_SIZE = 60;
export const GALLERY_PAGE_SIZE_MAX = 200;
/** The largest place `gallery.images` is asked for. */
export const GALLERY_PLACE_MAX = 100_000;
/** The most ids one `gallery.images` lookup by id names. */
export const GALLERY_LOOKUP_IDS_MAX = 100;

/**
 * A page of the gallery's photos (issue 27 point 1): `images` are the photos from place
 * `offset` of the list asked for (every ready photo in gallery order, or those of the saved
 * draft: `filter=selected`), which holds `total`; or, for `ids`, those photos in that order
 * (the ones no longer in the gallery left out). `revision` names the list: it moves whenever a
 * photo is added or removed.
 */
export const galleryImagePage = z.object({
  images: z.array(galleryImage),
  offset: z.number(),
  total: z.number(),
  revision: z.number(),
});
export type GalleryImagePage = z.infer<typeof galleryImagePage>;

export const galleryImagesQuery = z
  .object({
    filter: z.enum(['all', 'selected']).default('all'),
    /** The place of the page's first photo (photo N of the list is place N - 1). */
    // Not the plan's ceiling: galleries beyond it (issue 27's 10,000) page the same way.
    offset: z.coerce.number().int().min(0).max(GALLERY_PLACE_MAX).default(0),
    limit: z.coerce.number().int().min(1).max(GALLERY_PAGE_SIZE_MAX).default(GALLERY_PAGE_SIZE),
    /** Jump to a photo: the page (at a multiple of `limit`) that holds it; `offset` is then ignored. */
    at: id.optional(),
    /**
     * Jump to a photo by its file name (case-insensitive, with or without its extension): the page
     * that holds the first such photo, as `at` does; from the start when none is called so.
     */
    name: z.string().trim().min(1).max(255).optional(),
    /** Comma-separated photo ids: those photos, in that order (the client's own selection). */
    ids: z
      .string()
      .max(GALLERY_LOOKUP_IDS_MAX * 37)
      .transform((value) => value.split(','))
      .pipe(z.array(id).max(GALLERY_LOOKUP_IDS_MAX))
      .optional(),
  })
  .strict();

export const DOWNLOAD_STATUSES = ['preparing', 'ready', 'failed'] as const;
export type DownloadStatus = (typeof DOWNLOAD_STATUSES)[number];

/** A part's state: built and downloadable, being built, or waiting for the parts before it. */
export const DOWNLOAD_PART_STATUSES = ['ready', 'preparing', 'waiting'] as const;

/** One part of a zip split into parts of at most the plan's size, each a complete zip. */
export const galleryDownloadPart = z.object({
  /** 1, 2, ... in order. */
  number: z.number(),
  status: z.enum(DOWNLOAD_PART_STATUSES),
  /** The part's size once ready, else 0. */
  bytes: z.number(),
  /** Photos in the part once ready, else 0. */
  imageCount: z.number(),
  /** The name the browser saves it as ("Boda de Ana y Luis - 1 de 3.zip"). */
  fileName: z.string(),
  /** Signed link to the part (served with Range, so a dropped download resumes), set when ready. */
  url: z.string().nullable(),
});
export type GalleryDownloadPart = z.infer<typeof galleryDownloadPart>;

export const galleryDownload = z.object({
  downloadId: z.string(),
  status: z.enum(DOWNLOAD_STATUSES),
  imageCount: z.number(),
  /** Bytes written so far while preparing; the zip's size (all parts) when ready. */
  bytes: z.number(),
  /** Signed link to the zip when it is ready and one part (a zip in parts has its links in `parts`). */
  url: z.string().nullable(),
  /** The parts, in order, as soon as the split is planned (empty before: one zip being planned). */
  parts: z.array(galleryDownloadPart),
  /** The zip is also sent by email when it is large; set when that mail went out. */
  emailedTo: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type GalleryDownload = z.infer<typeof galleryDownload>;

export const getGallery = defineRoute({
  id: 'gallery.get',
  domain: 'gallery',
  method: 'GET',
  path: '/api/gallery/{linkKey}',
  auth: 'shareLink',
  params: linkParams,
  response: z.object({ gallery: galleryData }),
});

/**
 * The studio behind a link, for the pages shown instead of the gallery (password, closed,
 * expired, the thank-you): answered for every link that exists, whatever its state; a key that
 * names no link is `gallery.link_invalid` as everywhere.
 */
export const getGalleryBrand = defineRoute({
  id: 'gallery.brand',
  domain: 'gallery',
  method: 'GET',
  path: '/api/gallery/{linkKey}/brand',
  auth: 'shareLink',
  params: linkParams,
  response: z.object({ branding: galleryBranding }),
});

export const saveGalleryDraft = defineRoute({
  id: 'gallery.saveDraft',
  bodyLimit: GALLERY_SELECTION_BODY_LIMIT,
  domain: 'gallery',
  method: 'PUT',
  path: '/api/gallery/{linkKey}/draft',
  auth: 'shareLink',
  params: linkParams,
  query: galleryViewerQuery,
  body: galleryChoices,
  response: z.object({ savedAt: z.string() }),
});

export const priceGallery = defineRoute({
  id: 'gallery.price',
  bodyLimit: GALLERY_SELECTION_BODY_LIMIT,
  domain: 'gallery',
  method: 'POST',
  path: '/api/gallery/{linkKey}/price',
  auth: 'shareLink',
  params: linkParams,
  body: galleryChoices,
  response: z.object({ price: galleryPriceResult }),
});

export const finalizeGallery = defineRoute({
  id: 'gallery.finalize',
  bodyLimit: GALLERY_SELECTION_BODY_LIMIT,
  domain: 'gallery',
  method: 'POST',
  path: '/api/gallery/{linkKey}/finalize',
  auth: 'shareLink',
  params: linkParams,
  query: galleryViewerQuery,
  body: galleryChoices,
  response: z.object({ version: z.number(), confirmedAt: z.string(), price: galleryPriceResult }),
  successStatus: 201,
});

export const GALLERY_PASSWORD_MAX = 128;

export const unlockGallery = defineRoute({
  id: 'gallery.unlock',
  domain: 'gallery',
  method: 'POST',
  path: '/api/gallery/{linkKey}/unlock',
  auth: 'shareLink',
  params: linkParams,
  body: z.object({ password: z.string().min(1).max(GALLERY_PASSWORD_MAX) }).strict(),
  response: z.object({ pass: z.string(), expiresAt: z.string() }),
});

export const startGalleryDownload = defineRoute({
  id: 'gallery.startDownload',
  domain: 'gallery',
  method: 'POST',
  path: '/api/gallery/{linkKey}/downloads',
  auth: 'shareLink',
  params: linkParams,
  response: z.object({ download: galleryDownload }),
  successStatus: 202,
});

export const getGalleryDownload = defineRoute({
  id: 'gallery.getDownload',
  domain: 'gallery',
  method: 'GET',
  path: '/api/gallery/{linkKey}/downloads/{downloadId}',
  auth: 'shareLink',
  params: z.object({ linkKey, downloadId: id }).strict(),
  response: z.object({ download: galleryDownload }),
});

export const getImageDownload = defineRoute({
  id: 'gallery.getImageDownload',
  domain: 'gallery',
  method: 'GET',
  path: '/api/gallery/{linkKey}/images/{imageId}/download',
  auth: 'shareLink',
  params: z.object({ linkKey, imageId: id }).strict(),
  response: z.object({ url: z.string(), fileName: z.string() }),
});

export const getGalleryImages = defineRoute({
  id: 'gallery.images',
  domain: 'gallery',
  method: 'GET',
  path: '/api/gallery/{linkKey}/images',
  auth: 'shareLink',
  params: linkParams,
  query: galleryImagesQuery,
  response: galleryImagePage,
});

/** The HTML of a gallery address with its link-preview tags (for WhatsApp and similar apps). */
export const galleryPage = defineRoute({
  id: 'gallery.page',
  domain: 'gallery',
  method: 'GET',
  path: '/api/gallery-page',
  auth: 'public',
  query: z.object({ path: z.string().min(1).max(300) }).strict(),
  response: z.string(),
  responseContentType: 'text/html; charset=utf-8',
});
