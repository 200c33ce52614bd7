// A photographer's storage (issue 23 point 3; spec sections 2 "Storage" and 9): the bytes their
// photos take in the media bucket against their plan's quota (shared/src/plans.ts).
//
// Counted, never listed on a read: `storageUsedBytes` on the photographer and on each session
// moves by atomic ADDs inside the transaction that writes the item whose files they are, so
// each change counts exactly once however often its event is delivered:
// - an image made ready (pending -> ready commits once: sessions/process-session-image.ts)
//   adds its kept original or compressed copy and its derivatives (`storedBytes` on the image);
// - images removed (sessions/remove-images.ts) take their `storedBytes` off, deleted only in
//   the status read;
// - a session reaped (deleted, or its archive expired: sessions/session-reaper.ts) takes each
//   ready image off the photographer with the image's own deletion;
// - a profile photo, logo or product image recorded (media/record-upload.ts) adds its bytes
//   with the upload item's create.
// Not counted: uploads not processed yet, failed or rejected ones (removed within a day), gallery
// zips (temporary) and billing PDFs. `npm run storage -- recount` sets the counts from the
// bucket (storage-recount.ts), as the data migration `storage-usage` did once for everyone.
import { EXTRA_STORAGE } from '@fotostudio/shared/plans';
import type { StorageOverview } from '@fotostudio/shared/contracts/storage';
import { db } from '../data/database.js';
import { DomainError } from '../lib/errors.js';
import { limitsOf } from './plan-limits.js';

const usageAttributes = ['imagesPerSession', 'storageQuotaBytes', 'storageUsedBytes', 'storageCountedAt'] as const;

const readUsage = async (photographerId: string) => {
  const { data } = await db().entities.photographer.get({ photographerId }).go({ attributes: [...usageAttributes], consistent: true });
  return { usedBytes: Math.max(0, data?.storageUsedBytes ?? 0), quotaBytes: limitsOf(data ?? undefined).storageQuotaBytes, countedAt: data?.storageCountedAt ?? null };
};

/**
 * Refuses a new upload once the photographer's usage has reached their quota
 * (`storage.quota_exceeded`); below it an upload is granted whatever its size (at most
 * UPLOAD_MAX_BYTES), so usage can end slightly above the quota.
 */
export const requireStorageRoom = async (photographerId: string): Promise<void> => {
  const { usedBytes, quotaBytes } = await readUsage(photographerId);
  if (usedBytes >= quotaBytes) throw new DomainError('storage.quota_exceeded');
};

/** The Storage tab: usage against the quota, each session's share (largest first), the price of more. */
export const storageOverview = async (photographerId: string): Promise<StorageOverview> => {
  const [usage, { data: sessions }] = await Promise.all([
    readUsage(photographerId),
    db()
      .entities.session.query.byPhotographer({ photographerId })
      .go({ pages: 'all', attributes: ['sessionId', 'title', 'clientName', 'imageCount', 'archivedAt', 'storageUsedBytes'] }),
  ]);
  const listed = sessions
    .map((session) => ({
      sessionId: session.sessionId,
      title: session.title,
      clientName: session.clientName,
      imageCount: session.imageCount,
      archived: session.archivedAt !== undefined,
      usedBytes: Math.max(0, session.storageUsedBytes ?? 0),
    }))
    .filter((session) => session.usedBytes > 0)
    .sort((a, b) => b.usedBytes - a.usedBytes || a.title.localeCompare(b.title));
  const inSessions = listed.reduce((sum, session) => sum + session.usedBytes, 0);
  return {
    ...usage,
    otherBytes: Math.max(0, usage.usedBytes - inSessions),
    sessions: listed,
    extraStorage: { ...EXTRA_STORAGE },
  };
};
