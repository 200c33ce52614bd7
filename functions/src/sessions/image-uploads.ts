// Upload tickets for session images. Each accepted file gets an image item (`pending`, with a
// TTL in case the upload never arrives) and a presigned POST to its own key; refused files get
// the reason. The image function later makes each item ready or failed.
import { UPLOAD_CONTENT_TYPES, UPLOAD_MAX_BYTES } from '@fotostudio/shared/constants';
import type { imageUploadFile, imageUploadTicket } from '@fotostudio/shared/contracts/sessions';
import { SESSION_IMAGE_LIMITS } from '@fotostudio/shared/sessions/session-limits';
import type * as z from 'zod';
import { db } from '../data/database.js';
import type { SessionImageItem } from '../data/entities/session-image.js';
import { mediaUrlsUnderAny } from '../media/media-urls.js';
import { timeOrderedId } from '../lib/time-ordered-id.js';
import { sessionImageStem, sessionPrefixes } from '../media/object-keys.js';
import { presignImageUpload } from '../media/presigned-upload.js';
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
  const urlOf = session.archivedAt ? null : await mediaUrlsUnderAny([derived, clean]);
  return { images: items.map((item) => toSessionImage(item, urlOf)), limit: SESSION_IMAGE_LIMITS.perSession };
};

const isAllowedType = (type: string) => (UPLOAD_CONTENT_TYPES as readonly string[]).includes(type);

/** The refusal of each file, in order, against the session's images and the files before it. */
export const refusalsOf = (files: UploadFile[], existing: SessionImageItem[], limit: number): (Ticket['refusal'])[] => {
  const live = existing.filter((image) => image.status !== 'failed');
  const known = new Set(live.map((image) => image.sha256));
  const seen = new Set<string>();
  let count = live.length;
  return files.map((file) => {
    if (!isAllowedType(file.contentType)) return 'type_not_allowed';
    if (file.sizeBytes > UPLOAD_MAX_BYTES) return 'size_exceeded';
    if (seen.has(file.sha256)) return 'duplicate_in_selection';
    seen.add(file.sha256);
    if (known.has(file.sha256)) return 'similar_in_session';
    if (count >= limit) return 'limit_reached';
    count += 1;
    return null;
  });
};

export const createUploadTickets = async (photographerId: string, sessionId: string, files: UploadFile[], now = new Date()) => {
  await requireActiveSession(photographerId, sessionId);
  const existing = await listImageItems(photographerId, sessionId);
  const refusals = refusalsOf(files, existing, SESSION_IMAGE_LIMITS.perSession);
  const accepted = files.flatMap((file, index) => (refusals[index] ? [] : [{ file, index, imageId: timeOrderedId(now.getTime()) }]));
  const uploads = await Promise.all(
    accepted.map(async ({ file, imageId }) => {
      const presigned = await presignImageUpload({
        keyWithoutExtension: sessionImageStem(photographerId, sessionId, imageId),
        contentType: file.contentType,
        sizeBytes: file.sizeBytes,
        now,
      });
      return { imageId, presigned };
    }),
  );
  if (accepted.length > 0) {
    const expiresAt = epochSecondsAfter(now, PENDING_RETENTION_DAYS);
    const { unprocessed } = await db()
      .entities.sessionImage.put(
        accepted.map(({ file }, i) => {
          const upload = uploads[i];
          if (!upload) throw new Error('upload ticket missing');
          return {
            photographerId,
            sessionId,
            imageId: upload.imageId,
            fileName: file.fileName,
            originalKey: upload.presigned.key,
            contentType: file.contentType,
            sizeBytes: file.sizeBytes,
            sha256: file.sha256,
            status: 'pending' as const,
            createdAt: new Date(now.getTime() + i).toISOString(),
            expiresAt,
          };
        }),
      )
      .go();
    if (unprocessed.length > 0) throw new Error(`${unprocessed.length} image items were not written`);
  }
  const byIndex = new Map(accepted.map(({ index }, i) => [index, uploads[i]]));
  const tickets: Ticket[] = files.map((file, index) => {
    const upload = byIndex.get(index);
    return {
      fileName: file.fileName,
      sha256: file.sha256,
      refusal: refusals[index] ?? null,
      upload: upload
        ? { imageId: upload.imageId, url: upload.presigned.url, fields: upload.presigned.fields, key: upload.presigned.key, expiresAt: upload.presigned.expiresAt }
        : null,
    };
  });
  const imageCount = existing.filter((image) => image.status !== 'failed').length + accepted.length;
  return { tickets, limit: SESSION_IMAGE_LIMITS.perSession, imageCount };
};
