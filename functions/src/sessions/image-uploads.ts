// Upload tickets for session images. Each accepted file gets an image item (`pending`, with a
// TTL in case the upload never arrives) and a presigned POST to its own key; refused files get
// the reason. Accepted files take places under the photographer's images-per-session limit
// with one conditional write (image-slots.ts); a batch only partly within the limit gets
// tickets for the files that fit and `limit_reached` for the rest, as the spec sets no
// all-or-nothing rule. The image function later makes each item ready or failed. A
// photographer whose storage usage reached their quota gets no ticket (`storage.quota_exceeded`).
import { UPLOAD_CONTENT_TYPES, UPLOAD_MAX_BYTES } from '@fotostudio/shared/constants';
import type { imageUploadFile, imageUploadTicket } from '@fotostudio/shared/contracts/sessions';
import type * as z from 'zod';
import { photographerLimits } from '../account/plan-limits.js';
import { requireStorageRoom } from '../account/storage-usage.js';
import { TRY_AGAIN, retryLostRaces } from '../data/conflict-retry.js';
import { db, transact, writeItems } from '../data/database.js';
import { takeImageSlots } from '../data/stores/sessions.js';
import type { SessionImageItem } from '../data/entities/session-image.js';
import { mediaUrlsUnderAny } from '../media/media-urls.js';
import { timeOrderedId } from '../lib/time-ordered-id.js';
import { sessionImageStem, sessionPrefixes } from '../media/object-keys.js';
import { presignImageUpload } from '../media/presigned-upload.js';
import { ensureImageSlots, reclaimExpiredTickets } from './image-slots.js';
import { requireActiveSession, requireSession } from './session-store.js';
import { epochSecondsAfter, toSessionImage } from './views.js';

type UploadFile = z.infer<typeof imageUploadFile>;
type Ticket = z.infer<typeof imageUploadTicket>;

/** An upload that has not been processed a day later is forgotten. */
const PENDING_RETENTION_DAYS = 1;

export const listImageItems = async (photographerId: string, sessionId: string): Promise<SessionImageItem[]> =>
  (await db().entities.sessionImage.query.bySession({ photographerId, sessionId }).go({ pages: 'all' })).data.sort(
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

const isAllowedType = (type: string) => (UPLOAD_CONTENT_TYPES as readonly string[]).includes(type);

/**
 * The refusal of each file, in order, against the session's images and the files before it;
 * the limit is not checked here but by the reservation (`limit_reached` for the files past
 * the places it got).
 */
export const refusalsOf = (files: UploadFile[], existing: SessionImageItem[]): (Ticket['refusal'])[] => {
  const known = new Set(existing.filter((image) => image.status !== 'failed').map((image) => image.sha256));
  const seen = new Set<string>();
  return files.map((file) => {
    if (!isAllowedType(file.contentType)) return 'type_not_allowed';
    if (file.sizeBytes > UPLOAD_MAX_BYTES) return 'size_exceeded';
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
  presigned: Awaited<ReturnType<typeof presignImageUpload>>;
}

const pendingItem = (photographerId: string, sessionId: string, { file, imageId, presigned }: Candidate, i: number, now: Date) => ({
  photographerId,
  sessionId,
  imageId,
  fileName: file.fileName,
  originalKey: presigned.key,
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

export const createUploadTickets = async (photographerId: string, sessionId: string, files: UploadFile[], now = new Date()) => {
  await requireActiveSession(photographerId, sessionId);
  // Once usage reaches the storage quota no file gets a ticket (account/storage-usage.ts).
  await requireStorageRoom(photographerId);
  const [existing, { imagesPerSession: limit }] = await Promise.all([listImageItems(photographerId, sessionId), photographerLimits(photographerId)]);
  const refusals = refusalsOf(files, existing);
  const candidates: Candidate[] = await Promise.all(
    files.flatMap((file, index) => {
      if (refusals[index]) return [];
      const imageId = timeOrderedId(now.getTime());
      return [
        presignImageUpload({
          keyWithoutExtension: sessionImageStem(photographerId, sessionId, imageId),
          contentType: file.contentType,
          sizeBytes: file.sizeBytes,
          now,
        }).then((presigned) => ({ file, index, imageId, presigned })),
      ];
    }),
  );
  const { granted, imageSlots } = await reserveAndWrite(photographerId, sessionId, candidates, limit, existing, now);
  const byIndex = new Map(granted.map((candidate) => [candidate.index, candidate]));
  const tickets: Ticket[] = files.map((file, index) => {
    const upload = byIndex.get(index);
    return {
      fileName: file.fileName,
      sha256: file.sha256,
      refusal: refusals[index] ?? (upload ? null : 'limit_reached'),
      upload: upload
        ? { imageId: upload.imageId, url: upload.presigned.url, fields: upload.presigned.fields, key: upload.presigned.key, expiresAt: upload.presigned.expiresAt }
        : null,
    };
  });
  return { tickets, limit, imageCount: imageSlots };
};
