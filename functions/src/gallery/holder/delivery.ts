// The client's delivery gallery (issue 28 point 4; docs/gallery.md, "Delivery"): the session's
// finals while its published delivery is open (holder-access.ts lets only then through), under
// their own media classes (`ft`, `fg`, `fp`, `fn`, `fo`: shared/src/media/media-paths.ts), signed
// under the link's grant and never past the delivery's end. Under the delivery's watermark only the
// watermarked classes (`fwg`, `fwp`, `fwf`) are signed, and only finals that have them are shown.
import type { GalleryDeliveryData } from '@fotostudio/shared/contracts/gallery-delivery';
import { GALLERY_PAGE_SIZE, type GalleryImage, type GalleryImagePage, type GalleryMedia } from '@fotostudio/shared/contracts/gallery';
import type { DeliverySize } from '@fotostudio/shared/gallery/delivery-terms';
import { finalMatchKeys, matchKeyOf } from '@fotostudio/shared/gallery/final-matching';
import { galleryLookOf } from '@fotostudio/shared/gallery/gallery-look';
import type { GalleryClass } from '@fotostudio/shared/media/media-paths';
import { FINALS_FOLDER } from '@fotostudio/shared/media/bucket-layout';
import type { SessionImageItem } from '../../data/entities/session-image.js';
import { DomainError } from '../../lib/errors.js';
import { boundOf, galleryItemUrl, signGalleryRenditions, type GalleryScope } from '../../media/gallery-media.js';
import { sessionPrefixes } from '../../media/object-keys.js';
import { deliverySettingsOf, hasFinalWatermarks, publishedDeliveryOf } from '../../sessions/delivery-settings-of.js';
import { deliveredFileKey, deliveredFileName, keepsLocation, type FinalsZipWatermark } from './download-names.js';
import { startZipOf, zipOf } from './downloads.js';
import { galleryBrandOf } from './gallery-data.js';
import { readSessionFinal, readSessionFinals, readSessionImage } from './gallery-items.js';
import type { Holder } from './holder-access.js';

/** The finals' renditions the delivery gallery shows: clean, or all watermarked (the grid tile stands for the thumbnail). */
const FINAL_RENDITIONS = { thumb: 'finalThumb', grid: 'finalGrid', preview: 'finalPreview' } as const;
const WATERMARKED_FINAL_RENDITIONS = { thumb: 'finalWatermarkedGrid', grid: 'finalWatermarkedGrid', preview: 'finalWatermarkedPreview' } as const;

/** The attributes of a final item the delivery reads (a read may return only these). */
const FINAL_ATTRIBUTES = [
  'imageId',
  'fileName',
  'status',
  'width',
  'height',
  'thumbhash',
  'originalKey',
  'keptKey',
  'locationFreeKey',
  'watermarkedKey',
  'watermarkedGridKey',
  'watermarkedFullKey',
  'createdAt',
] as const;
type FinalRow = Pick<SessionImageItem, (typeof FINAL_ATTRIBUTES)[number]>;

/** The published delivery of a holder the delivery routes let through (open: holder-access.ts). */
const publishedOf = (holder: Holder) => {
  const published = publishedDeliveryOf(holder.session);
  if (!published) throw new DomainError('gallery.delivery_closed');
  return published;
};

/**
 * The media scope of the delivery: the link's grant (revoked at the edge when the link is
 * disabled, regenerated or re-passworded), every URL ending by the delivery's end (not the
 * proofing link's, which may have passed).
 */
export const deliveryScope = (holder: Holder): GalleryScope => ({
  photographerId: holder.photographerId,
  sessionId: holder.sessionId,
  link: { ...holder.link, validUntil: publishedOf(holder).expiresAt },
});

const isWatermarked = (holder: Holder): boolean => deliverySettingsOf(holder.session).watermark;

/** A final's folder in its gallery address (`<imageId>.<ext>`, one segment, under the session's `finals/`). */
const finalFolderOf = (photographerId: string, sessionId: string, originalKey: string): string | undefined => {
  const prefix = `${sessionPrefixes(photographerId, sessionId)[0]}${FINALS_FOLDER}/`;
  return originalKey.startsWith(prefix) ? originalKey.slice(prefix.length) : undefined;
};

interface ReadyFinal extends GalleryImage {
  row: FinalRow;
}

/**
 * The session's ready finals in upload order; under the delivery's watermark only those with their
 * watermarked renditions (a final just uploaded, or all of them just after the setting was turned
 * on, joins within moments: sessions/final-watermarks.ts), so a clean final is never listed.
 */
const readyFinalsOf = async (holder: Holder): Promise<ReadyFinal[]> => {
  const { photographerId, sessionId } = holder;
  const watermarked = isWatermarked(holder);
  const rows = await readSessionFinals(photographerId, sessionId, { consistent: true, attributes: [...FINAL_ATTRIBUTES] });
  return rows
    .filter((row) => row.status === 'ready' && (!watermarked || hasFinalWatermarks(row)))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.imageId.localeCompare(b.imageId))
    .flatMap((row) => {
      const folder = finalFolderOf(photographerId, sessionId, row.originalKey);
      return folder
        ? [{ imageId: row.imageId, fileName: row.fileName, folder, width: row.width ?? 0, height: row.height ?? 0, thumbhash: row.thumbhash ?? null, row }]
        : [];
    });
};

const imageOf = ({ imageId, fileName, folder, width, height, thumbhash }: ReadyFinal): GalleryImage => ({ imageId, fileName, folder, width, height, thumbhash });

/** The final of the session's cover photo (matched by name as the finals are: final-matching.ts), else the first. */
const coverOf = async (holder: Holder, finals: readonly ReadyFinal[]): Promise<ReadyFinal | undefined> => {
  const coverId = holder.session.coverImageId;
  const proof = coverId ? await readSessionImage(holder.photographerId, holder.sessionId, coverId) : undefined;
  const wanted = proof?.fileName ? matchKeyOf(proof.fileName) : undefined;
  return (wanted && finals.find((final) => finalMatchKeys(final.fileName).includes(wanted))) || finals[0];
};

export const deliveryDataOf = async (holder: Holder, now = new Date()): Promise<{ delivery: GalleryDeliveryData }> => {
  const published = publishedOf(holder);
  const [finals, branding] = await Promise.all([readyFinalsOf(holder), galleryBrandOf(holder)]);
  const renditions = isWatermarked(holder) ? WATERMARKED_FINAL_RENDITIONS : FINAL_RENDITIONS;
  const signed = await signGalleryRenditions(deliveryScope(holder), renditions, boundOf(finals.map((final) => final.imageId)), now);
  if (!signed) throw new Error('gallery.delivery needs the media signing key to serve images');
  const cover = await coverOf(holder, finals);
  return {
    delivery: {
      title: holder.link.title,
      session: { title: holder.session.title, date: holder.session.date ?? null },
      branding,
      look: galleryLookOf(holder.session),
      media: { base: signed.base, expiresAt: signed.expiresAt.toISOString(), renditions: signed.renditions as GalleryMedia['renditions'] },
      cover: cover ? imageOf(cover) : null,
      images: finals.slice(0, GALLERY_PAGE_SIZE).map(imageOf),
      imageCount: finals.length,
      expiresAt: published.expiresAt,
      sizes: deliverySettingsOf(holder.session).sizes,
    },
  };
};

/**
 * A page of the finals. The list has no revision of its own (finals are not counted on the
 * session): `revision` is the number of finals, which moves when one is added or removed.
 */
export const deliveryImagePageOf = async (holder: Holder, { offset, limit }: { offset: number; limit: number }): Promise<GalleryImagePage> => {
  const finals = await readyFinalsOf(holder);
  const start = Math.min(offset, finals.length);
  return { images: finals.slice(start, start + limit).map(imageOf), offset: start, total: finals.length, revision: finals.length };
};

/** The extension a "web" download is saved with: the 1,920 px rendition is WebP. */
const WEB_EXTENSION = '.webp';

const webFileName = (fileName: string): string => `${fileName.replace(/\.[^./\\]+$/, '')}${WEB_EXTENSION}`;

/**
 * The class and the name a final is downloaded in, in `size`: under the watermark its watermarked
 * rendition (`full`: the re-encoded JPEG, without location data whatever the setting); undefined
 * when the file it needs is missing.
 */
const downloadOf = (final: SessionImageItem, size: DeliverySize, { keepLocation, watermarked }: { keepLocation: boolean; watermarked: boolean }): { galleryClass: GalleryClass; fileName: string } | undefined => {
  if (watermarked) {
    if (!hasFinalWatermarks(final) || !final.watermarkedFullKey) return undefined;
    return size === 'web'
      ? { galleryClass: 'finalWatermarkedPreview', fileName: webFileName(final.fileName) }
      : { galleryClass: 'finalWatermarkedFull', fileName: deliveredFileName(final.fileName, final.watermarkedFullKey) };
  }
  if (size === 'web') return { galleryClass: 'finalPreview', fileName: webFileName(final.fileName) };
  if (!final.keptKey) return undefined;
  const fileKey = deliveredFileKey(final, keepLocation);
  if (!fileKey) return undefined;
  return { galleryClass: fileKey === final.keptKey ? 'finalOriginal' : 'finalWithoutLocation', fileName: deliveredFileName(final.fileName, final.keptKey) };
};

/** A signed link to one final in an offered size, valid the usual hour and never past the delivery's end. */
export const finalDownloadOf = async (holder: Holder, finalId: string, size: DeliverySize, now = new Date()): Promise<{ url: string; fileName: string }> => {
  if (!deliverySettingsOf(holder.session).sizes.includes(size)) throw new DomainError('gallery.delivery_size_not_offered');
  const final = await readSessionFinal(holder.photographerId, holder.sessionId, finalId);
  const folder = final && finalFolderOf(holder.photographerId, holder.sessionId, final.originalKey);
  const download = final?.status === 'ready' && folder ? downloadOf(final, size, { keepLocation: keepsLocation(holder.session), watermarked: isWatermarked(holder) }) : undefined;
  if (!folder || !download) throw new DomainError('gallery.final_not_found');
  const url = await galleryItemUrl(deliveryScope(holder), download.galleryClass, folder, now);
  if (!url) throw new Error('media URLs cannot be signed: no signing key is configured');
  return { url, fileName: download.fileName };
};

/**
 * What the finals' zip is made of under the delivery's watermark: the watermarked full resolution
 * when the full size is offered, else the watermarked web size; clean: undefined.
 */
const zipWatermarkOf = (holder: Holder): FinalsZipWatermark | undefined => {
  const settings = deliverySettingsOf(holder.session);
  if (!settings.watermark) return undefined;
  return settings.sizes.includes('full') ? 'full' : 'web';
};

/** "Descargar todo": the zip of the finals, built in parts by the zip worker as the proofs' is (downloads.ts). */
export const startDeliveryZip = (holder: Holder, now = new Date()) => startZipOf(holder, 'finals', deliveryScope(holder), now, zipWatermarkOf(holder));

export const deliveryZipOf = (holder: Holder, downloadId: string) => zipOf(holder, 'finals', deliveryScope(holder), downloadId, zipWatermarkOf(holder));
