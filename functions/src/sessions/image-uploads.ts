// Upload tickets for session images. Each accepted file gets an image item (`pending`, with a
// TTL in case the upload never arrives) and a presigned POST to its own key; refused files get
// the reason. Accepted files take places under the photographer's images-per-session limit
// with one conditional write (image-slots.ts); a batch only partly within the limit gets
// tickets for the files that fit and `limit_reached` for the rest, as the spec sets no
// all-or-nothing rule. The image function later makes each item ready or failed. A
// photographer whose storage usage reached their quota gets no ticket (`storage.quota_exceeded`).
// A file above UPLOAD_MAX_BYTES (up to the plan's `uploadMaxBytes`) gets a multipart upload
// instead of a POST; selecting it again while it is unfinished continues it (docs/media.md).
import { UPLOAD_MAX_BYTES, UPLOAD_PART_BYTES } from '@fotostudio/shared/constants';
import type { imageUploadFile, imageUploadTicket, multipartUpload } from '@fotostudio/shared/contracts/session-image-uploads';
import type * as z from 'zod';
import { photographerLimits } from '../account/plan-limits.js';
import { requireStorageRoom } from '../account/storage-usage.js';
import { TRY_AGAIN, retryLostRaces } from '../data/conflict-retry.js';
import { db, isConditionalFailure, transact, writeItems } from '../data/database.js';
import { addUploadedPart, markImageUploadCompleted, setImageUploadId, takeImageSlots } from '../data/stores/sessions.js';
import type { SessionImageItem } from '../data/entities/session-image.js';
import { IMAGE_SET_KINDS, type ImageSet } from '../data/image-sets.js';
import { mediaUrlsUnderAny } from '../media/media-urls.js';
import { timeOrderedId } from '../lib/time-ordered-id.js';
import { sessionFinalStem, sessionImageStem, sessionPrefixes } from '../media/object-keys.js';
import { completeMultipartUpload, createMultipartUpload, partCountOf, partEntry, partOfEntry, presignParts, PART_URL_SECONDS, type RecordedPart } from '../media/multipart-upload.js';
import { isAllowedType, presignImageUpload, uploadKeyOf } from '../media/presigned-upload.js';
import { DomainError } from '../lib/errors.js';
import { ensureImageSlots, reclaimExpiredTickets } from './image-slots.js';
import { requireActiveSession, requireSession } from './session-store.js';
import { epochSecondsAfter, toSessionImage } from './views.js';

type UploadFile = z.infer<typeof imageUploadFile>;
type Ticket = z.infer<typeof imageUploadTicket>;
type MultipartTicket = z.infer<typeof multipartUpload>;

/** An upload that has not been processed a day later is forgotten. */
const PENDING_RETENTION_DAYS = 1;

/** Where an image of the set is uploaded, without its extension. */
const stemOf = (images: ImageSet) => (images === 'finals' ? sessionFinalStem : sessionImageStem);

export const listImageItems = async (photographerId: string, sessionId: string, images: ImageSet = 'proofs'): Promise<SessionImageItem[]> =>
  (await db().entities[IMAGE_SET_KINDS[images]].query.bySession({ photographerId, sessionId }).go({ pages: 'all' })).data.sort(
    (a, b) => a.createdAt.localeCompare(b.createdAt) || a.fileName.localeCompare(b.fileName),
  );

export const listSessionImageViews = async (photographerId: string, sessionId: string) => {
  const session = await requireSession(photographerId, sessionId);
  const items = await listImageItems(photographerId, sessionId);
  // An archived session's photos are not served until it is restored.
  // The photographer also sees the clean renditions of a watermarked package.
  const [, derived, clean] = sessionPrefixes(photographerId, sessionId);
  const [urlOf, { imagesPerSession: limit }] = await Promise.all([
    session.archivedAt ? null : mediaUrlsUnderAny([derived, clean]),
    photographerLimits(photographerId),
  ]);
  return { images: items.map((item) => toSessionImage(item, urlOf)), limit };
};

/** A multipart upload not completed yet: selecting the same file again continues it. */
const isUnfinishedMultipart = (image: SessionImageItem) => image.status === 'pending' && image.partSize !== undefined && image.uploadCompletedAt === undefined;

/**
 * A POST ticket whose image is still pending (and not expired): asking again for the same file
 * (a retried request whose answer was lost, or the same selection after a closed tab) gets the
 * same image and key again, so the same upload twice is one image. Bytes that did arrive meanwhile
 * are the same bytes at the same key: the image function processes the key once.
 */
const isPendingPost = (image: SessionImageItem, now: Date) =>
  image.status === 'pending' && image.partSize === undefined && (image.expiresAt === undefined || image.expiresAt > Math.floor(now.getTime() / 1000));

/** The upload the same file (bytes, size and type) started earlier and may continue, if any. */
const unfinishedUploadOf = (file: UploadFile, existing: SessionImageItem[], now: Date) =>
  existing.find(
    (image) =>
      (isUnfinishedMultipart(image) || isPendingPost(image, now)) && image.sha256 === file.sha256 && image.sizeBytes === file.sizeBytes && image.contentType === file.contentType,
  );

/**
 * The refusal of each file, in order, against the session's images and the files before it;
 * the limit is not checked here but by the reservation (`limit_reached` for the files past
 * the places it got).
 */
export const refusalsOf = (files: UploadFile[], existing: SessionImageItem[], maxBytes: number, now = new Date()): (Ticket['refusal'])[] => {
  const known = new Set(existing.filter((image) => image.status !== 'failed' && !isUnfinishedMultipart(image) && !isPendingPost(image, now)).map((image) => image.sha256));
  const seen = new Set<string>();
  return files.map((file) => {
    if (!isAllowedType(file.contentType)) return 'type_not_allowed';
    if (file.sizeBytes > maxBytes) return 'size_exceeded';
    if (seen.has(file.sha256)) return 'duplicate_in_selection';
    seen.add(file.sha256);
    if (known.has(file.sha256)) return 'similar_in_session';
    return null;
  });
};

interface Candidate {
  file: UploadFile;
  index: number;
  imageId: string;
  key: string;
  /** A file up to UPLOAD_MAX_BYTES; a larger one gets its multipart upload once it has a place. */
  presigned?: Awaited<ReturnType<typeof presignImageUpload>>;
}

const pendingItem = (photographerId: string, sessionId: string, { file, imageId, key, presigned }: Candidate, i: number, now: Date) => ({
  photographerId,
  sessionId,
  imageId,
  fileName: file.fileName,
  originalKey: key,
  partSize: presigned ? undefined : UPLOAD_PART_BYTES,
  contentType: file.contentType,
  sizeBytes: file.sizeBytes,
  sha256: file.sha256,
  status: 'pending' as const,
  createdAt: new Date(now.getTime() + i).toISOString(),
  expiresAt: epochSecondsAfter(now, PENDING_RETENTION_DAYS),
});

/**
 * Takes as many places as fit, up to one per candidate, and writes their pending items, in
 * one transaction: the session's `imageSlots` goes up by n on the condition that it was at
 * most `limit - n` (and the session is not archived), so calls at once never together pass
 * the limit. A lost race (the count moved between the read and the write, or a transaction
 * conflict) reads again and retries. Answers the candidates that got a place, in order.
 */
const reserveAndWrite = async (photographerId: string, sessionId: string, candidates: Candidate[], limit: number, existing: SessionImageItem[], now: Date) => {
  let reclaimed = false;
  return retryLostRaces(async () => {
    const session = await requireActiveSession(photographerId, sessionId);
    if (session.imageSlots === undefined) {
      await ensureImageSlots(photographerId, sessionId);
      return TRY_AGAIN;
    }
    const room = Math.max(0, limit - session.imageSlots);
    if (room < candidates.length && !reclaimed) {
      // Unused tickets TTL has not removed yet still hold places: give those back first.
      reclaimed = true;
      if ((await reclaimExpiredTickets(photographerId, sessionId, existing, now)) > 0) return TRY_AGAIN;
    }
    const granted = candidates.slice(0, room);
    if (granted.length === 0) return { granted, imageSlots: session.imageSlots };
    const outcome = await transact([
      takeImageSlots({ photographerId, sessionId }, granted.length, limit),
      ...writeItems(({ sessionImage }) => granted.map((candidate, i) => sessionImage.create(pendingItem(photographerId, sessionId, candidate, i, now)).commit())),
    ]);
    if (!outcome.committed) return TRY_AGAIN;
    return { granted, imageSlots: session.imageSlots + granted.length };
  }, 'sessions.changed_meanwhile', 40, { baseMs: 20, maxMs: 400 });
};

/** The uploaded parts recorded on an item, one per part number (the latest recording of a part replaces the earlier). */
const recordedPartsOf = (item: Pick<SessionImageItem, 'uploadedParts'>): RecordedPart[] =>
  [...new Map((item.uploadedParts ?? []).map(partOfEntry).map((part) => [part.partNumber, part] as const)).values()].sort((a, b) => a.partNumber - b.partNumber);

const imageItem = async (photographerId: string, sessionId: string, imageId: string, images: ImageSet = 'proofs') =>
  (await db().entities[IMAGE_SET_KINDS[images]].get({ photographerId, sessionId, imageId }).go({ consistent: true })).data ?? undefined;

/**
 * The multipart ticket of a pending image: its S3 upload (created now if it has none yet;
 * of two attempts at once the first one's is kept) and a URL for every part not recorded.
 */
const multipartTicketOf = async (photographerId: string, sessionId: string, image: SessionImageItem, now: Date, images: ImageSet = 'proofs'): Promise<MultipartTicket> => {
  const ref = { photographerId, sessionId, imageId: image.imageId };
  let current = image;
  if (!current.uploadId) {
    const uploadId = await createMultipartUpload(current.originalKey, current.contentType);
    const reread = (await setImageUploadId(ref, uploadId, images)) ? { ...current, uploadId } : await imageItem(photographerId, sessionId, image.imageId, images);
    if (!reread?.uploadId) throw new DomainError('sessions.changed_meanwhile');
    current = reread;
  }
  const partSize = current.partSize ?? UPLOAD_PART_BYTES;
  const uploaded = recordedPartsOf(current);
  const done = new Set(uploaded.map((part) => part.partNumber));
  const missing = Array.from({ length: partCountOf(current.sizeBytes, partSize) }, (_, i) => i + 1).filter((partNumber) => !done.has(partNumber));
  return {
    imageId: current.imageId,
    key: current.originalKey,
    expiresAt: new Date(now.getTime() + PART_URL_SECONDS * 1000).toISOString(),
    uploadId: current.uploadId as string,
    partSize,
    parts: await presignParts(current.originalKey, current.uploadId as string, missing),
    uploaded,
  };
};

/**
 * The finals' places: a final takes no place of the proofs (`imageSlots`); the set is bounded by
 * the same images-per-session number, counted from its items not failed or expired (a soft bound:
 * two calls at once may pass it by a batch, which the storage quota still bounds).
 */
const writeFinals = async (photographerId: string, sessionId: string, candidates: Candidate[], limit: number, existing: SessionImageItem[], now: Date) => {
  await requireActiveSession(photographerId, sessionId);
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const held = existing.filter((image) => image.status !== 'failed' && (image.expiresAt === undefined || image.expiresAt > nowSeconds)).length;
  const granted = candidates.slice(0, Math.max(0, limit - held));
  if (granted.length > 0) {
    const outcome = await transact(writeItems(({ sessionFinal }) => granted.map((candidate, i) => sessionFinal.create(pendingItem(photographerId, sessionId, candidate, i, now)).commit())));
    if (!outcome.committed) throw new DomainError('sessions.changed_meanwhile');
  }
  return { granted, imageSlots: held + granted.length };
};

/** Upload tickets of the session's proofs. */
export const createUploadTickets = (photographerId: string, sessionId: string, files: UploadFile[], now = new Date()) =>
  createTicketsOf('proofs', photographerId, sessionId, files, now);

/** Upload tickets of the session's finals (the delivery's set, "Entrega"): the same machinery, their own items and keys. */
export const createFinalUploadTickets = (photographerId: string, sessionId: string, files: UploadFile[], now = new Date()) =>
  createTicketsOf('finals', photographerId, sessionId, files, now);

const createTicketsOf = async (images: ImageSet, photographerId: string, sessionId: string, files: UploadFile[], now: Date) => {
  await requireActiveSession(photographerId, sessionId);
  // Once usage reaches the storage quota no file gets a ticket (account/storage-usage.ts).
  await requireStorageRoom(photographerId);
  const [existing, { imagesPerSession: limit, uploadMaxBytes }] = await Promise.all([listImageItems(photographerId, sessionId, images), photographerLimits(photographerId)]);
  const refusals = refusalsOf(files, existing, uploadMaxBytes, now);
  // The same file as an unfinished upload continues it, in the place it already has.
  const continued = new Map(
    files.flatMap((file, index) => {
      const image = refusals[index] ? undefined : unfinishedUploadOf(file, existing, now);
      return image ? [[index, image] as const] : [];
    }),
  );
  const continuedPosts = new Map(
    await Promise.all(
      [...continued]
        .filter(([, image]) => image.partSize === undefined)
        .map(
          async ([index, image]) =>
            [
              index,
              {
                imageId: image.imageId,
                presigned: await presignImageUpload({
                  keyWithoutExtension: stemOf(images)(photographerId, sessionId, image.imageId),
                  contentType: image.contentType,
                  sizeBytes: image.sizeBytes,
                  now,
                }),
              },
            ] as const,
        ),
    ),
  );
  const candidates: Candidate[] = await Promise.all(
    files.flatMap((file, index) => {
      if (refusals[index] || continued.has(index) || !isAllowedType(file.contentType)) return [];
      const imageId = timeOrderedId(now.getTime());
      const keyWithoutExtension = stemOf(images)(photographerId, sessionId, imageId);
      if (file.sizeBytes > UPLOAD_MAX_BYTES) return [Promise.resolve({ file, index, imageId, key: uploadKeyOf(keyWithoutExtension, file.contentType) })];
      return [
        presignImageUpload({ keyWithoutExtension, contentType: file.contentType, sizeBytes: file.sizeBytes, now }).then((presigned) => ({
          file,
          index,
          imageId,
          key: presigned.key,
          presigned,
        })),
      ];
    }),
  );
  const { granted, imageSlots } =
    images === 'finals'
      ? await writeFinals(photographerId, sessionId, candidates, limit, existing, now)
      : await reserveAndWrite(photographerId, sessionId, candidates, limit, existing, now);
  const byIndex = new Map(granted.map((candidate) => [candidate.index, candidate]));
  const multipartByIndex = new Map(
    await Promise.all([
      ...[...continued]
        .filter(([, image]) => image.partSize !== undefined)
        .map(async ([index, image]) => [index, await multipartTicketOf(photographerId, sessionId, image, now, images)] as const),
      ...granted
        .filter((candidate) => !candidate.presigned)
        .map(
          async (candidate, i) =>
            [candidate.index, await multipartTicketOf(photographerId, sessionId, pendingItem(photographerId, sessionId, candidate, i, now) as SessionImageItem, now, images)] as const,
        ),
    ]),
  );
  const tickets: Ticket[] = files.map((file, index) => {
    const upload = byIndex.get(index) ?? continuedPosts.get(index);
    const multipart = multipartByIndex.get(index) ?? null;
    return {
      fileName: file.fileName,
      sha256: file.sha256,
      refusal: refusals[index] ?? (upload || multipart ? null : 'limit_reached'),
      upload: upload?.presigned
        ? { imageId: upload.imageId, url: upload.presigned.url, fields: upload.presigned.fields, key: upload.presigned.key, expiresAt: upload.presigned.expiresAt }
        : null,
      multipart,
    };
  });
  return { tickets, limit, imageCount: imageSlots };
};

/** A pending image whose multipart upload is in progress, or `files.part_invalid`. */
const unfinishedUpload = async (photographerId: string, sessionId: string, imageId: string, images: ImageSet) => {
  await requireActiveSession(photographerId, sessionId);
  const image = await imageItem(photographerId, sessionId, imageId, images);
  if (!image || !isUnfinishedMultipart(image) || !image.uploadId) throw new DomainError('files.part_invalid');
  return { image, uploadId: image.uploadId, partCount: partCountOf(image.sizeBytes, image.partSize ?? UPLOAD_PART_BYTES) };
};

/**
 * Records a part the browser sent (its ETag as S3 answered), so that a later attempt (after a
 * dropped connection or a closed tab) sends only the parts not recorded. Sending a part again
 * replaces its recording.
 */
export const recordImagePart = async (photographerId: string, sessionId: string, imageId: string, part: RecordedPart, images: ImageSet = 'proofs') => {
  const { image, uploadId, partCount } = await unfinishedUpload(photographerId, sessionId, imageId, images);
  if (part.partNumber > partCount) throw new DomainError('files.part_invalid');
  const ref = { photographerId, sessionId, imageId };
  const replaced = (image.uploadedParts ?? []).filter((entry) => partOfEntry(entry).partNumber === part.partNumber && entry !== partEntry(part));
  try {
    if (replaced.length > 0) await db().entities[IMAGE_SET_KINDS[images]].patch(ref).delete({ uploadedParts: replaced }).go();
    const entries = await addUploadedPart(ref, uploadId, partEntry(part), images);
    return { uploaded: recordedPartsOf({ uploadedParts: entries }) };
  } catch (error) {
    // Completed, removed or processed meanwhile.
    if (isConditionalFailure(error)) throw new DomainError('files.part_invalid', { cause: error });
    throw error;
  }
};

/**
 * Completes a multipart upload from its recorded parts (every part from 1 to the last, else
 * `files.parts_missing`); the image function then checks and processes the object as it does
 * a POSTed one. Completing twice is harmless: the second call finds it completed.
 */
export const completeImageUpload = async (photographerId: string, sessionId: string, imageId: string, now = new Date(), images: ImageSet = 'proofs') => {
  await requireActiveSession(photographerId, sessionId);
  const image = await imageItem(photographerId, sessionId, imageId, images);
  if (image?.partSize !== undefined && image.uploadCompletedAt !== undefined) return { completed: true as const };
  const { uploadId, partCount } = await unfinishedUpload(photographerId, sessionId, imageId, images);
  const parts = recordedPartsOf(image as SessionImageItem);
  if (parts.length !== partCount || parts.some((part, i) => part.partNumber !== i + 1)) throw new DomainError('files.parts_missing');
  try {
    await completeMultipartUpload((image as SessionImageItem).originalKey, uploadId, parts);
  } catch (error) {
    // S3 refused a recorded part (an ETag that is not the part's, or a part too small).
    if (error instanceof Error && (error.name === 'InvalidPart' || error.name === 'InvalidPartOrder' || error.name === 'EntityTooSmall')) {
      throw new DomainError('files.parts_missing', { cause: error });
    }
    throw error;
  }
  await markImageUploadCompleted({ photographerId, sessionId, imageId }, uploadId, now.toISOString(), images);
  return { completed: true as const };
};
