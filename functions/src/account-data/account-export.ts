// The photographer's data export, as the account function serves it: start one (or go on with a
// failed one), and read the latest with its progress and, once ready, a short-lived link.
import type { AccountExport, AccountExportAnswer } from '@fotostudio/shared/contracts/account-data';
import { randomUUID } from 'node:crypto';
import { db, isConditionalFailure } from '../data/database.js';
import type { AccountExportItem } from '../data/entities/account-export.js';
import { replaceFinishedExport, resumeFailedExport } from '../data/stores/account.js';
import { retryLostRaces, TRY_AGAIN } from '../data/conflict-retry.js';
import { mediaUrlOf } from '../media/media-urls.js';
import { exportStepsTotal, exportZipKey } from './export-layout.js';

/** The ZIP and its job are kept this long (the bucket's lifecycle on exports/ says the same). */
export const EXPORT_KEEP_DAYS = 7;

const toAccountExport = async (item: AccountExportItem, now: Date): Promise<AccountExport> => ({
  exportId: item.exportId,
  status: item.status,
  // The ZIP is the last step: done once ready.
  // At most the total: a job started before a step was added counts that step too.
  stepsDone: Math.min(item.kindsDone.length + (item.status === 'ready' ? 1 : 0), item.stepsTotal),
  stepsTotal: item.stepsTotal,
  createdAt: item.createdAt,
  readyAt: item.readyAt ?? null,
  bytes: item.bytes,
  // Signed on each read, valid one to two hours (media-urls.ts).
  downloadUrl: item.status === 'ready' ? await mediaUrlOf(item.zipKey, now) : null,
  expiresAt: new Date(item.expiresAt * 1000).toISOString(),
});

const readExport = async (photographerId: string): Promise<AccountExportItem | null> =>
  (await db().entities.accountExport.get({ photographerId }).go({ consistent: true })).data;

export const getAccountExport = async (photographerId: string, now = new Date()): Promise<AccountExportAnswer> => {
  const item = await readExport(photographerId);
  // Past its TTL but not removed yet: its files are gone too.
  const live = item && item.expiresAt * 1000 > now.getTime() ? item : null;
  return { export: live ? await toAccountExport(live, now) : null };
};

/**
 * One in progress is answered as it is; a failed one goes on from its checkpoint; otherwise a
 * new job replaces the last (the table stream builds it on the write).
 */
export const startAccountExport = (photographerId: string, now = new Date()): Promise<AccountExportAnswer> =>
  retryLostRaces(async () => {
    const current = await readExport(photographerId);
    const live = current && current.expiresAt * 1000 > now.getTime() ? current : null;
    try {
      if (live?.status === 'preparing') return { export: await toAccountExport(live, now) };
      if (live?.status === 'failed') {
        await resumeFailedExport(photographerId, live.exportId);
      } else {
        const exportId = randomUUID();
        await replaceFinishedExport({
          photographerId,
          exportId,
          status: 'preparing',
          kindsDone: [],
          stepsTotal: exportStepsTotal(),
          zipKey: exportZipKey(photographerId, exportId),
          bytes: 0,
          attempts: 0,
          expiresAt: Math.floor(now.getTime() / 1000) + EXPORT_KEEP_DAYS * 86_400,
        });
      }
    } catch (error) {
      // Another request started or resumed it meanwhile: read again.
      if (isConditionalFailure(error)) return TRY_AGAIN;
      throw error;
    }
    const written = await readExport(photographerId);
    if (!written) throw new Error('the export job is gone');
    return { export: await toAccountExport(written, now) };
  }, 'general.changed_meanwhile');
