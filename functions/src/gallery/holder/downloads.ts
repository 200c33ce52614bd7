// Downloads from a gallery (spec section 2 "Client gallery screen"): one image at a time as a
// short-lived signed link, or the whole gallery as a zip built in the background. Offered only
// when the session's package allows downloads and puts no watermark on the images. A session
// has at most one zip in flight, held by a conditional write on the session item.
import type { GalleryDownload, GalleryDownloadPart } from '@fotostudio/shared/contracts/gallery';
import { GALLERY_DOWNLOAD_LIMITS } from '@fotostudio/shared/sessions/session-limits';
import { randomUUID } from 'node:crypto';
import { itemKeys } from '../../data/item-keys.js';
import { TRY_AGAIN, retryLostRaces } from '../../data/conflict-retry.js';
import { putItemInput, transact } from '../../data/plain-table.js';
import { takeDownloadPlace } from '../../data/stores/gallery-holder.js';
import type { GalleryDownloadItem } from '../../data/entities/share-link.js';
import { DomainError } from '../../lib/errors.js';
import { GALLERY_CLASSES, type GalleryClass } from '@fotostudio/shared/media/media-paths';
import { galleryItemUrl, type GalleryScope } from '../../media/gallery-media.js';
import { galleryZipKey, sessionImageFolder, zipItemOf, zipPartItemOf } from '../../media/object-keys.js';
import { DELIVERED_IMAGE_ATTRIBUTES, deliveredFileKey, deliveredFileName, deliveredImagesOf, keepsLocation, zipPartName, type DeliveredImage, type FinalsZipWatermark } from './download-names.js';
import { readGalleryDownload, readGalleryDownloads, readSession, readSessionFinals, readSessionImage, readSessionImages, readSessionPackage } from './gallery-items.js';
import type { ImageSet } from '../../data/image-sets.js';

/** The session a share link opens (what the share-link middleware hands a use case). */
export interface GallerySession {
  photographerId: string;
  sessionId: string;
}

const DAY_SECONDS = 24 * 60 * 60;

/** Whether the package of the session lets its client download: allowed, and no watermark. */
export const downloadsAllowed = async ({ photographerId, sessionId }: GallerySession): Promise<boolean> => {
  const session = await readSession(photographerId, sessionId);
  if (!session) return false;
  const sessionPackage = await readSessionPackage(photographerId, session.packageId);
  return Boolean(sessionPackage?.allowDownload && !sessionPackage.watermark);
};

const requireDownloadsAllowed = async (holder: GallerySession): Promise<void> => {
  if (!(await downloadsAllowed(holder))) throw new DomainError('gallery.download_not_allowed');
};

/** The session's ready images (or finals: the delivery's set) with their delivered files, in upload order. */
export const deliveredImages = async (
  { photographerId, sessionId }: GallerySession,
  keepLocation: boolean,
  set: ImageSet = 'proofs',
  watermarked?: FinalsZipWatermark,
): Promise<DeliveredImage[]> =>
  deliveredImagesOf(await (set === 'finals' ? readSessionFinals : readSessionImages)(photographerId, sessionId, { attributes: DELIVERED_IMAGE_ATTRIBUTES }), { keepLocation, watermarked });

/** The set a zip job is made of (a job from before the delivery: the proofs). */
const setOf = (job: Pick<GalleryDownloadItem, 'set'>): ImageSet => job.set ?? 'proofs';

/**
 * Whether a job is the zip asked for: of that set, and made under the delivery's watermark as it
 * is now (a clean zip is never answered while the watermark is on, nor a watermarked one after).
 */
const isZipOf = (job: Pick<GalleryDownloadItem, 'set' | 'watermarked'>, set: ImageSet, watermarked: FinalsZipWatermark | undefined): boolean =>
  setOf(job) === set && job.watermarked === watermarked;

/** The parts of a job: planned ones with their state; a job from before parts (or not yet planned) shows its one zip once ready. */
const partsOf = async (item: GalleryDownloadItem, scope: GalleryScope, title: string): Promise<GalleryDownloadPart[]> => {
  const starts = item.partStarts;
  if (!starts) {
    if (item.status !== 'ready') return [];
    const url = await galleryItemUrl(scope, 'zip', zipItemOf(item));
    return [{ number: 1, status: 'ready', bytes: item.bytes, imageCount: item.imageCount, fileName: zipPartName(title, 1, 1), url }];
  }
  const ready = item.partsReady ?? 0;
  return Promise.all(
    starts.map(async (_, index): Promise<GalleryDownloadPart> => {
      const number = index + 1;
      const built = number <= ready ? item.parts?.[index] : undefined;
      const status = built ? 'ready' : number === ready + 1 && item.status === 'preparing' ? 'preparing' : 'waiting';
      const url = built ? await galleryItemUrl(scope, 'zip', starts.length === 1 ? zipItemOf(item) : zipPartItemOf(item, number)) : null;
      return { number, status, bytes: built?.bytes ?? 0, imageCount: built?.imageCount ?? 0, fileName: zipPartName(title, number, starts.length, item.language), url };
    }),
  );
};

export const toGalleryDownload = async (item: GalleryDownloadItem, scope: GalleryScope, title: string): Promise<GalleryDownload> => {
  const parts = await partsOf(item, scope, title);
  return {
    downloadId: item.downloadId,
    status: item.status,
    imageCount: item.imageCount,
    bytes: item.bytes,
    url: item.status === 'ready' && parts.length === 1 ? (parts[0]?.url ?? null) : null,
    parts,
    emailedTo: item.emailedTo ?? null,
    createdAt: item.createdAt,
    expiresAt: new Date(item.expiresAt * 1000).toISOString(),
  };
};

/** A preparing job is live while it moves: each part and each progress write changes `updatedAt`. */
const isLive = (item: GalleryDownloadItem, now: Date) =>
  item.status === 'preparing' && now.getTime() - Date.parse(item.updatedAt) < GALLERY_DOWNLOAD_LIMITS.staleAfterMinutes * 60_000;

/**
 * Starts the zip of the whole gallery: a `preparing` job whose creation the table stream
 * puts on the zip queue (functions/src/events/table-stream/build-download.ts), built in parts
 * by the zip worker (gallery/workers/download-builder.ts). A session has
 * one download in flight: the job named by the session's `downloadInFlight`. While it is
 * preparing (and not stale) it is answered instead of a second one; otherwise the new job is
 * created in one transaction with `downloadInFlight` moved to it, conditioned on the value
 * read, so of many calls at once one creates the job and the others, reading again, answer it.
 */
export const startDownload = async (holder: GalleryScope, now = new Date()): Promise<{ download: GalleryDownload }> => {
  await requireDownloadsAllowed(holder);
  return startZipOf(holder, 'proofs', holder, now);
};

/**
 * The zip of one of the session's sets (the proofs, or the delivery's finals), its links signed
 * in `scope`. A live job of the other set holds the session's place but is not this zip: a new
 * job takes the place (the other keeps building and stays downloadable).
 */
export const startZipOf = async (
  holder: GallerySession,
  set: ImageSet,
  scope: GalleryScope,
  now = new Date(),
  watermarked?: FinalsZipWatermark,
): Promise<{ download: GalleryDownload }> => {
  const { photographerId, sessionId } = holder;
  return retryLostRaces(async () => {
    const session = await readSession(photographerId, sessionId, { consistent: true });
    if (!session) throw new DomainError('gallery.link_invalid');
    const holding = session.downloadInFlight;
    // Sessions from before the place existed: their preparing job is found among all of them.
    const live = holding
      ? await readGalleryDownload(photographerId, sessionId, holding)
      : (await readGalleryDownloads(photographerId, sessionId)).find((job) => isLive(job, now));
    if (live && isLive(live, now) && isZipOf(live, set, watermarked)) return { download: await toGalleryDownload(live, scope, session.title) };
    const images = await deliveredImages(holder, keepsLocation(session), set, watermarked);
    if (images.length === 0) throw new DomainError('gallery.download_empty');
    const downloadId = randomUUID();
    const createdAt = new Date().toISOString();
    const job: GalleryDownloadItem = {
      photographerId,
      sessionId,
      downloadId,
      status: 'preparing',
      imageCount: images.length,
      bytes: 0,
      zipKey: galleryZipKey(photographerId, sessionId, downloadId),
      expiresAt: Math.floor(now.getTime() / 1000) + GALLERY_DOWNLOAD_LIMITS.keepDays * DAY_SECONDS,
      createdAt,
      updatedAt: createdAt,
      ...(set === 'finals' ? { set } : {}),
      ...(watermarked ? { watermarked } : {}),
    };
    const outcome = await transact([
      takeDownloadPlace({ photographerId, sessionId }, holding, downloadId),
      { Put: putItemInput('galleryDownload', itemKeys.galleryDownload(photographerId, sessionId, downloadId), { ...job }, { create: true }) },
    ]);
    if (!outcome.committed) return TRY_AGAIN;
    return { download: await toGalleryDownload(job, scope, session.title) };
  }, 'general.changed_meanwhile');
};

/** A zip job of the session the link opens; another session's id finds nothing. */
export const getDownload = async (holder: GalleryScope, downloadId: string): Promise<{ download: GalleryDownload }> => {
  await requireDownloadsAllowed(holder);
  return zipOf(holder, 'proofs', holder, downloadId);
};

/** A zip job of the session, of `set` (the proofing gallery never answers the finals' zip, nor the delivery the proofs'). */
export const zipOf = async (
  holder: GallerySession,
  set: ImageSet,
  scope: GalleryScope,
  downloadId: string,
  watermarked?: FinalsZipWatermark,
): Promise<{ download: GalleryDownload }> => {
  const [data, session] = await Promise.all([readGalleryDownload(holder.photographerId, holder.sessionId, downloadId), readSession(holder.photographerId, holder.sessionId)]);
  if (!data || !session || !isZipOf(data, set, watermarked)) throw new DomainError('gallery.download_not_found');
  return { download: await toGalleryDownload(data, scope, session.title) };
};

/**
 * The gallery class of an image's delivered file (all named by the image's folder): the
 * compressed copy, the original's copy without location data, or the original itself.
 */
const deliveredClassOf = (fileKey: string, keptKey: string): GalleryClass => {
  if (fileKey.endsWith(`/${GALLERY_CLASSES.compressed.file}`)) return 'compressed';
  if (fileKey !== keptKey && fileKey.endsWith(`/${GALLERY_CLASSES.originalWithoutLocation.file}`)) return 'originalWithoutLocation';
  return 'original';
};

/** A short-lived signed link to one image's delivered file, with the name to save it as. */
export const imageDownload = async (holder: GalleryScope, imageId: string): Promise<{ url: string; fileName: string }> => {
  await requireDownloadsAllowed(holder);
  const [image, session] = await Promise.all([readSessionImage(holder.photographerId, holder.sessionId, imageId), readSession(holder.photographerId, holder.sessionId)]);
  if (image?.status !== 'ready' || !image.keptKey) throw new DomainError('gallery.image_not_in_session');
  const folder = sessionImageFolder(holder.photographerId, holder.sessionId, image.originalKey);
  const fileKey = deliveredFileKey(image, keepsLocation(session));
  // Not yet given its copy without location data (the data migration): not offered as it is.
  if (!folder || !fileKey) throw new DomainError('gallery.image_not_in_session');
  const url = await galleryItemUrl(holder, deliveredClassOf(fileKey, image.keptKey), folder);
  if (!url) throw new Error('media URLs cannot be signed: no signing key is configured');
  return { url, fileName: deliveredFileName(image.fileName, image.keptKey) };
};
