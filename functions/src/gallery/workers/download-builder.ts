// Builds a gallery's zip once its job is created (the table stream calls this on the job's
// INSERT), then marks the job ready with its size, or failed with the reason.
import { GALLERY_DOWNLOAD_LIMITS } from '@fotostudio/shared/sessions/session-limits';
import { db } from '../../data/database.js';
import { recordZipProgress } from '../../data/stores/gallery.js';
import type { GalleryDownloadItem } from '../../data/entities/share-link.js';
import { config } from '../../lib/config.js';
import { logger } from '../../lib/logger.js';
import { mailDownloadLink } from './download-mail.js';
import { DELIVERED_IMAGE_ATTRIBUTES, deliveredImagesOf, uniqueEntryNames } from '../holder/download-names.js';
import { writeZip } from './zip-builder.js';

export interface DownloadRef {
  photographerId: string;
  sessionId: string;
  downloadId: string;
}

/** Progress is written at most this often: a 40 GB zip must not cost thousands of writes. */
const PROGRESS_EVERY_MS = 2000;

/** The session title as a file name: without characters a file system refuses, or control characters. */
const zipNameOf = (title: string): string => {
  const safe = [...title].map((char) => (char.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(char) ? ' ' : char)).join('');
  return `${safe.trim() || 'galeria'}.zip`;
};

const failureReasonOf = (error: unknown): string => (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 500);

/**
 * Builds the job's zip unless it is no longer preparing (a redelivered stream record finds it
 * done). A failure is recorded on the job, not thrown: rebuilding a whole gallery on every
 * stream retry would only fail again the same way.
 */
export const buildGalleryDownload = async (ref: DownloadRef): Promise<GalleryDownloadItem | undefined> => {
  const entity = db().entities.galleryDownload;
  const { data: job } = await entity.get(ref).go({ consistent: true });
  if (job?.status !== 'preparing') return job ?? undefined;
  const { data: session } = await db().entities.session.get({ photographerId: ref.photographerId, sessionId: ref.sessionId }).go();
  const { data: rows } = await db()
    .entities.sessionImage.query.bySession({ photographerId: ref.photographerId, sessionId: ref.sessionId })
    .go({ pages: 'all', attributes: [...DELIVERED_IMAGE_ATTRIBUTES] });
  const images = deliveredImagesOf(rows);
  let lastProgress = Date.now();
  let done: GalleryDownloadItem;
  try {
    if (!session) throw new Error('the session is gone');
    if (images.length === 0) throw new Error('the session has no ready images');
    const names = uniqueEntryNames(images.map((image) => image.fileName));
    const bytes = await writeZip(
      images.map((image, index) => ({ key: image.keptKey, name: names[index] ?? image.fileName })),
      {
        bucket: config().MEDIA_BUCKET,
        key: job.zipKey,
        downloadName: zipNameOf(session.title),
        onProgress: (written) => {
          if (Date.now() - lastProgress < PROGRESS_EVERY_MS) return;
          lastProgress = Date.now();
          void recordZipProgress(ref, written).catch((error: unknown) => logger.warn('gallery zip: progress not recorded', { ...ref, error }));
        },
      },
    );
    done = (await entity.patch(ref).set({ status: 'ready', bytes, imageCount: images.length }).go({ response: 'all_new' })).data as GalleryDownloadItem;
  } catch (error) {
    logger.error('gallery zip failed', { ...ref, error });
    return (await entity.patch(ref).set({ status: 'failed', failureReason: failureReasonOf(error) }).go({ response: 'all_new' })).data as GalleryDownloadItem;
  }
  if (done.bytes <= GALLERY_DOWNLOAD_LIMITS.emailAboveBytes) return done;
  try {
    const emailedTo = await mailDownloadLink(done);
    if (!emailedTo) return done;
    return (await entity.patch(ref).set({ emailedTo }).go({ response: 'all_new' })).data as GalleryDownloadItem;
  } catch (error) {
    // The zip is there all the same: the gallery shows its link.
    logger.warn('gallery zip: its link could not be mailed', { ...ref, error });
    return done;
  }
};
