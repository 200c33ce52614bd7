// Builds a gallery's zip in parts (docs/media.md, "Gallery zips"): the zip worker
// (events/gallery-zip/handler.ts) calls this once per queue message. Its first run plans the
// split (parts of at most the plan's `zipPartBytes`, images in upload order); each run then
// builds the job's next part into S3 as a complete zip, records it (the checkpoint) and queues
// the next part, so part 1 can be downloaded while the rest is built, and no invocation works
// longer than one part takes. The last part makes the job ready (and mails a large one's links).
import { GALLERY_DOWNLOAD_LIMITS } from '@fotostudio/shared/sessions/session-limits';
import { photographerLimits } from '../../account/plan-limits.js';
import { db } from '../../data/database.js';
import { IMAGE_SET_KINDS } from '../../data/image-sets.js';
import { recordZipFailure, recordZipPart, recordZipPlan, recordZipProgress } from '../../data/stores/gallery.js';
import type { GalleryDownloadItem } from '../../data/entities/share-link.js';
import type { SessionImageItem } from '../../data/entities/session-image.js';
import { appConfig } from '../../lib/config.js';
import { logger } from '../../lib/logger.js';
import { galleryZipPartKey } from '../../media/object-keys.js';
import { mailDownloadLink, mailLanguageOf } from './download-mail.js';
import { DELIVERED_IMAGE_ATTRIBUTES, deliveredImagesOf, keepsLocation, uniqueEntryNames, zipPartName } from '../holder/download-names.js';
import { writeZip } from './zip-builder.js';
import { queueZipPart } from './zip-queue.js';

export interface DownloadRef {
  photographerId: string;
  sessionId: string;
  downloadId: string;
}

/** Progress is written at most this often: a 4 GB part must not cost thousands of writes. */
const PROGRESS_EVERY_MS = 2000;

/**
 * The slowest build rate a part is planned for: S3 to S3 in one Lambda. Measured locally at
 * 7.4 MB/s with the 2 cores 12 times oversubscribed (docs/performance.md, "Gallery zips"), so
 * this floor is below anything a Lambda of 1 GB should see. A run starts a part only when its
 * remaining time covers the part at this rate; the plan's largest part, 4 GB, is 800 s at 5 MB/s,
 * within the worker's 15 minutes less the handler's 30 s margin.
 */
export const ZIP_MIN_BYTES_PER_SECOND = 5_000_000;

/**
 * Part 1 is at most this big (or the plan's part size, when smaller): it is built first and the
 * client starts downloading it while the rest is built, so it must be ready within the issue's
 * 30 s: 100 MB at the 5 MB/s floor is 20 s, the queue hops and a cold start within the rest.
 * A gallery up to this size stays one zip.
 */
export const ZIP_FIRST_PART_BYTES = 100_000_000;

/** A zip's own bytes around an entry (local header, data descriptor, central record, extra fields), besides its name twice. */
const ENTRY_OVERHEAD_BYTES = 160;
/** The zip's end records (zip64 included). */
const END_OVERHEAD_BYTES = 100;

/** The images a zip is made of, with what planning needs. */
const ZIP_IMAGE_ATTRIBUTES = [...DELIVERED_IMAGE_ATTRIBUTES, 'sizeBytes', 'compression'] as const;

interface PlannedImage {
  /** `<createdAt>#<imageId>`: the upload order the parts follow. */
  order: string;
  key: string;
  name: string;
  bytes: number;
}

const failureReasonOf = (error: unknown): string => (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 500);

const entryBytes = (image: PlannedImage): number => image.bytes + ENTRY_OVERHEAD_BYTES + 2 * Buffer.byteLength(image.name);

/**
 * The first image of each part: images in order, a part closed when the next image would take
 * it past `partBytes` (part 1 past `firstPartBytes`); a part always holds at least one image,
 * so an image larger than the part size is a part of its own.
 */
export const planPartStarts = (images: readonly PlannedImage[], partBytes: number, firstPartBytes = partBytes): string[] => {
  const starts: string[] = [];
  let size = 0;
  for (const image of images) {
    const bytes = entryBytes(image);
    const limit = starts.length === 1 ? firstPartBytes : partBytes;
    if (starts.length === 0 || size + bytes + END_OVERHEAD_BYTES > limit) {
      starts.push(image.order);
      size = 0;
    }
    size += bytes;
  }
  return starts;
};

type ZipImageRow = Pick<SessionImageItem, (typeof ZIP_IMAGE_ATTRIBUTES)[number]>;

/** The session's delivered images in upload order, with their unique names inside the zip and their kept sizes. */
const plannedImagesOf = (rows: readonly ZipImageRow[], keepLocation: boolean, watermarked: GalleryDownloadItem['watermarked']): PlannedImage[] => {
  const byId = new Map(rows.map((row) => [row.imageId, row]));
  const images = deliveredImagesOf(rows, { keepLocation, watermarked });
  const names = uniqueEntryNames(images.map((image) => image.fileName));
  return images.map((image, index) => {
    const row = byId.get(image.imageId);
    return {
      order: `${row?.createdAt ?? ''}#${image.imageId}`,
      key: image.fileKey,
      name: names[index] ?? image.fileName,
      // A watermarked final is planned at its upload's size (its own is not recorded): close for the full JPEG, above for the web size.
      bytes: row?.compression?.keptBytes ?? row?.sizeBytes ?? 0,
    };
  });
};

/** The images of part `part` (1-based) of a planned job. */
const partImages = (images: readonly PlannedImage[], starts: readonly string[], planEnd: string, part: number): PlannedImage[] => {
  const from = starts[part - 1] ?? '';
  const until = starts[part];
  return images.filter((image) => image.order >= from && image.order <= planEnd && (until === undefined || image.order < until));
};

/** Where part `part` goes: a job of one part keeps the single zip's key, as before parts. */
export const partKeyOf = (job: Pick<GalleryDownloadItem, 'photographerId' | 'sessionId' | 'downloadId' | 'zipKey' | 'partStarts'>, part: number): string =>
  (job.partStarts?.length ?? 1) === 1 ? job.zipKey : galleryZipPartKey(job.photographerId, job.sessionId, job.downloadId, part);

export type PartOutcome =
  /** Nothing to do: the job is gone, done or failed (a message delivered again). */
  | { kind: 'nothing' }
  /** Part `part` is built; `next` is queued when more remain. */
  | { kind: 'built'; part: number; next?: number }
  /** Not enough time left in this invocation for the part: queued again for a fresh one. */
  | { kind: 'requeued'; part: number };

/** The plan, written once by the job's first run (a later run finds it and keeps it). */
const planJob = async (job: GalleryDownloadItem, images: readonly PlannedImage[], clientId: string): Promise<GalleryDownloadItem> => {
  const [{ zipPartBytes }, language] = await Promise.all([photographerLimits(job.photographerId), mailLanguageOf(job.photographerId, clientId)]);
  const partStarts = planPartStarts(images, zipPartBytes, Math.min(zipPartBytes, ZIP_FIRST_PART_BYTES));
  const planned = await recordZipPlan(job, { partBytes: zipPartBytes, partStarts, planEnd: images.at(-1)?.order ?? '', partsReady: 0, parts: [], imageCount: images.length, language });
  if (planned) return planned as GalleryDownloadItem;
  const { data } = await db().entities.galleryDownload.get(job).go({ consistent: true });
  if (!data) throw new Error('the zip job is gone');
  return data;
};

/**
 * Builds the job's next part (whatever part a message names: a message delivered again finds
 * its part recorded and builds nothing twice). `deadline` is when this invocation must be done.
 */
export const buildNextZipPart = async (ref: DownloadRef, deadline: Date): Promise<PartOutcome> => {
  const { data: found } = await db().entities.galleryDownload.get(ref).go({ consistent: true });
  if (found?.status !== 'preparing') return { kind: 'nothing' };
  const [{ data: session }, { data: rows }] = await Promise.all([
    db().entities.session.get({ photographerId: ref.photographerId, sessionId: ref.sessionId }).go(),
    // The delivery's zip is made of the session's finals (issue 28 point 4), the same model under another kind.
    db().entities[IMAGE_SET_KINDS[found.set ?? 'proofs']].query.bySession({ photographerId: ref.photographerId, sessionId: ref.sessionId }).go({ pages: 'all', attributes: [...ZIP_IMAGE_ATTRIBUTES] }),
  ]);
  if (!session) throw new Error('the session is gone');
  const images = plannedImagesOf(rows, keepsLocation(session), found.watermarked);
  const job = found.partStarts ? found : await planJob(found, images, session.clientId);
  const starts = job.partStarts ?? [];
  const partCount = starts.length;
  const done = job.partsReady ?? 0;
  if (job.status !== 'preparing') return { kind: 'nothing' };
  if (partCount === 0) throw new Error('the session has no ready images');
  if (done >= partCount) return { kind: 'nothing' };
  const part = done + 1;
  const members = partImages(images, starts, job.planEnd ?? '', part);
  if (members.length === 0) throw new Error(`part ${part} has no images left`);

  const plannedBytes = members.reduce((sum, image) => sum + entryBytes(image), END_OVERHEAD_BYTES);
  if (deadline.getTime() - Date.now() < (plannedBytes / ZIP_MIN_BYTES_PER_SECOND) * 1000) {
    await queueZipPart({ ...ref, part }, `time-${Date.now()}`);
    return { kind: 'requeued', part };
  }

  const before = (job.parts ?? []).reduce((sum, built) => sum + built.bytes, 0);
  let lastProgress = Date.now();
  const bytes = await writeZip(
    members.map((image) => ({ key: image.key, name: image.name })),
    {
      bucket: appConfig().MEDIA_BUCKET,
      key: partKeyOf(job, part),
      downloadName: zipPartName(session.title, part, partCount, job.language),
      onProgress: (written) => {
        if (Date.now() - lastProgress < PROGRESS_EVERY_MS) return;
        lastProgress = Date.now();
        void recordZipProgress(ref, before + written).catch((error: unknown) => logger.warn('gallery zip: progress not recorded', { ...ref, error }));
      },
    },
  );
  const last = part === partCount;
  const parts = [...(job.parts ?? []), { bytes, imageCount: members.length, builtAt: new Date().toISOString() }];
  // The checkpoint, only from the one before it: a second build of the same part records nothing.
  const recorded = await recordZipPart(ref, done, { partsReady: part, parts, bytes: before + bytes, ...(last ? { status: 'ready' as const } : {}) });
  if (!recorded) return { kind: 'nothing' };
  if (!last) {
    await queueZipPart({ ...ref, part: part + 1 }, 'next');
    return { kind: 'built', part, next: part + 1 };
  }
  await mailLargeZip(recorded as GalleryDownloadItem);
  return { kind: 'built', part };
};

/** A large zip's links also go to the client by mail: the zip is there all the same when that fails. */
const mailLargeZip = async (done: GalleryDownloadItem): Promise<void> => {
  if (done.bytes <= GALLERY_DOWNLOAD_LIMITS.emailAboveBytes) return;
  try {
    const emailedTo = await mailDownloadLink(done);
    if (emailedTo) await db().entities.galleryDownload.patch(done).set({ emailedTo }).go();
  } catch (error) {
    logger.warn('gallery zip: its link could not be mailed', { photographerId: done.photographerId, sessionId: done.sessionId, downloadId: done.downloadId, error });
  }
};

/**
 * A part's build failed: the reason is kept on the job (still preparing: the queue delivers the
 * message again), and on the last delivery the job is failed, so the client can start another.
 */
export const recordPartFailure = async (ref: DownloadRef, error: unknown, final: boolean): Promise<void> => {
  logger.error('gallery zip part failed', { ...ref, final, error });
  await recordZipFailure(ref, failureReasonOf(error), final);
};
