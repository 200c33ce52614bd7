// `gallery.get`: everything the client gallery shows for one link (spec "Client gallery
// data"): branding, terms, the counts and first page of the ready images under one media
// signature (the rest by `gallery.images`: gallery-pages.ts), products, the draft.
import { galleryLookOf } from '@fotostudio/shared/gallery/gallery-look';
import { GALLERY_PAGE_SIZE, type GalleryBranding, type GalleryData, type GalleryMedia } from '@fotostudio/shared/contracts/gallery';
import type { PhotographerItem } from '../../data/entities/photographer.js';
import { boundOf, signGalleryRenditions } from '../../media/gallery-media.js';
import { verifiedMediaUrls } from '../../media/media-urls.js';
import { DomainError } from '../../lib/errors.js';
import { readGalleryDraft, readPhotographer, readUploads } from './gallery-items.js';
import { pricingRecordsOf, toGalleryProduct } from './gallery-terms.js';
import { offeredProducts } from './pricing-records.js';
import type { Holder } from './holder-access.js';
import { galleryImageOf } from './gallery-pages.js';
import { readyImagesOf } from './ready-images.js';
import { draftOf, viewerListsOf } from './stored-selection.js';

const ACCENT_COLOR = /^#[0-9a-f]{6}$/i;

/** The classes a gallery is signed for: under a watermark nothing larger than the thumbnail is clean. */
export const renditionsFor = (watermark: boolean) =>
  watermark
    ? ({ thumb: 'thumb', grid: 'watermarkedGrid', preview: 'watermarkedPreview' } as const)
    : ({ thumb: 'thumb', grid: 'grid', preview: 'preview' } as const);

const brandingOf = (photographer: PhotographerItem, logoUrl: string | null): GalleryBranding => {
  // Another change adds the accent colour to the profile; until then the item has none.
  const accent = (photographer as PhotographerItem & { accentColor?: unknown }).accentColor;
  return {
    businessName: photographer.businessName ?? photographer.name ?? '',
    logoUrl,
    accentColor: typeof accent === 'string' && ACCENT_COLOR.test(accent) ? accent.toLowerCase() : null,
    website: photographer.website ?? null,
    email: photographer.email,
    phone: photographer.phone ?? null,
  };
};

/** The studio behind a link, for the pages shown instead of the gallery (`gallery.brand`). */
export const galleryBrandOf = async ({ photographerId }: Pick<Holder, 'photographerId'>): Promise<GalleryBranding> => {
  const photographer = await readPhotographer(photographerId);
  if (!photographer) throw new DomainError('gallery.link_invalid');
  const urls = await verifiedMediaUrls(readUploads, photographerId, [photographer.logoKey]);
  return brandingOf(photographer, (photographer.logoKey && urls.get(photographer.logoKey)) || null);
};

/** The draft's choices, its named viewers' lists and, while a Checkout of its extras is open (issue 25 point 4), that Checkout. */
const readDraft = async (photographerId: string, sessionId: string, now: Date) => {
  const item = await readGalleryDraft(photographerId, sessionId);
  const draft = draftOf(item);
  const frozen = item?.checkoutPaymentId && item.checkoutUrl && item.checkoutAmountCents !== undefined && (item.checkoutExpiresAt ?? 0) > now.getTime() / 1000;
  const checkout = frozen ? { url: item.checkoutUrl as string, expiresAt: new Date((item.checkoutExpiresAt ?? 0) * 1000).toISOString(), amountCents: item.checkoutAmountCents as number } : null;
  return draft && { ...draft, checkout, viewers: viewerListsOf(item) };
};

const firstName = (name: string): string | null => name.trim().split(/\s+/)[0] || null;

export const galleryDataOf = async ({ photographerId, sessionId, link, session }: Holder, now = new Date()): Promise<GalleryData> => {
  const [photographer, records, ready, draft] = await Promise.all([
    readPhotographer(photographerId),
    pricingRecordsOf(session),
    readyImagesOf(session),
    readDraft(photographerId, sessionId, now),
  ]);
  if (!photographer) throw new DomainError('gallery.link_invalid');
  const signed = await signGalleryRenditions(
    { photographerId, sessionId, link },
    renditionsFor(records.sessionPackage.watermark),
    boundOf(ready.images.map((image) => image.imageId)),
  );
  if (!signed) throw new Error('gallery.get needs the media signing key to serve images');
  const offered = offeredProducts(records);
  const urls = await verifiedMediaUrls(readUploads, photographerId, [photographer.logoKey, ...offered.map((p) => p.imageKey)]);
  const urlOf = (key: string | undefined) => (key && urls.get(key)) ?? null;
  const { sessionPackage } = records;
  // The photographer's choice, else (none chosen, or it left the gallery) the first photo.
  const cover = (session.coverImageId && ready.byId.get(session.coverImageId)) || ready.images[0];
  // The draft's photos still in the gallery: all of them (the client's selection stays exact;
  // it grows with what was chosen, not with the gallery).
  const choices = draft && { ...draft.choices, images: draft.choices.images.filter((image) => ready.byId.has(image.imageId)) };
  return {
    title: link.title,
    message: link.message ?? null,
    galleryComment: session.galleryComment ?? sessionPackage.galleryComment ?? null,
    branding: brandingOf(photographer, urlOf(photographer.logoKey)),
    session: { title: session.title, date: session.date ?? null, clientFirstName: firstName(session.clientName) },
    terms: records.terms,
    taxTerms: records.tax,
    paidCents: records.paidCents,
    watermark: sessionPackage.watermark,
    allowDownload: sessionPackage.allowDownload && !sessionPackage.watermark,
    media: { base: signed.base, expiresAt: signed.expiresAt.toISOString(), renditions: signed.renditions as GalleryMedia['renditions'] },
    images: ready.images.slice(0, GALLERY_PAGE_SIZE).map(galleryImageOf),
    imageCount: ready.images.length,
    selectedCount: choices?.images.length ?? 0,
    imageRevision: ready.revision,
    cover: cover ? galleryImageOf(cover) : null,
    look: galleryLookOf(session),
    products: offered.map((product) => toGalleryProduct(product, urlOf(product.imageKey))),
    draft: choices ?? null,
    draftSavedAt: draft?.savedAt ?? null,
    // Each named viewer's list, without the photos that left the gallery (issue 28 point 2).
    viewers: (draft?.viewers ?? []).map((list) => ({ ...list, choices: { ...list.choices, images: list.choices.images.filter((image) => ready.byId.has(image.imageId)) } })),
    validUntil: link.validUntil,
    extrasPaidInGallery: sessionPackage.extrasPaidInGallery ?? false,
    extrasCheckout: draft?.checkout ?? null,
    selectionDeadline: link.selectionDeadline ?? null,
  };
};
