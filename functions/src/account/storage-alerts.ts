// Storage alerts at 80, 95 and 100 % of the quota (spec section 9; preference type
// `storageAlerts`), from the table stream: a photographer item whose usage moved from below a
// threshold to at or above it notifies the highest threshold reached, once per crossing. Falling
// below and crossing again is a new crossing (a new notification). Nothing is kept for it: the
// stream record's old and new item tell the crossing, and a repeated delivery of the same record
// has the same instant and event key (the new item's `updatedAt`), which `notify` refuses.
// The first count of a photographer's usage (the data migration) alerts nothing: it is no
// crossing but the usage they already had, shown in Settings → Storage.
import { storageAlertLevel } from '@fotostudio/shared/plans';
import { formatStorageSize } from '@fotostudio/shared/format/storage-size';
import type { Language } from '@fotostudio/shared/constants';
import { appConfig } from '../lib/config.js';
import { logger } from '../lib/logger.js';
import { escapeHtml } from '../mail/html.js';
import en from '../mail/locales/en/storage.json';
import es from '../mail/locales/es/storage.json';
import { fillIn, mailTexts } from '../mail/mail-texts.js';
import { notify, type Notice } from '../notifications/notify.js';
import { limitsOf } from './plan-limits.js';

const texts = mailTexts(es, en);

type PhotographerImage = Record<string, unknown> | undefined;

const numberOf = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);

const usageOf = (item: NonNullable<PhotographerImage>) => {
  const quotaBytes = limitsOf({ imagesPerSession: numberOf(item.imagesPerSession), storageQuotaBytes: numberOf(item.storageQuotaBytes) }).storageQuotaBytes;
  const usedBytes = numberOf(item.storageUsedBytes);
  return { usedBytes, quotaBytes, level: usedBytes === undefined ? undefined : storageAlertLevel(usedBytes, quotaBytes) };
};

export const storageAlertEmail = (
  content: { percent: number; usedBytes: number; quotaBytes: number },
  language: Language,
  appUrl: string,
) => {
  const text = texts[language];
  const values = { percent: content.percent, used: formatStorageSize(content.usedBytes, language), quota: formatStorageSize(content.quotaBytes, language) };
  const body = `${fillIn(text.body, values)} ${content.percent >= 100 ? text.full : text.nearlyFull}`;
  const link = `${appUrl.replace(/\/$/, '')}/dashboard/settings?tab=storage`;
  return {
    subject: fillIn(text.subject, values),
    text: `${body}\n\n${text.action}: ${link}`,
    html: `<p>${escapeHtml(body)}</p>\n<p><a href="${escapeHtml(link)}">${escapeHtml(text.action)}</a></p>`,
  };
};

/** The notice for a change of a photographer item, if its usage crossed a threshold upward. */
export const storageAlertOf = (oldItem: PhotographerImage, newItem: PhotographerImage): { photographerId: string; notice: Notice } | undefined => {
  if (!oldItem || !newItem || typeof newItem.photographerId !== 'string' || typeof newItem.updatedAt !== 'string') return undefined;
  const before = usageOf(oldItem);
  const after = usageOf(newItem);
  if (before.level === undefined || after.level === undefined || after.usedBytes === undefined || after.level <= before.level) return undefined;
  const content = { kind: 'storageAlert' as const, percent: after.level, usedBytes: Math.round(after.usedBytes), quotaBytes: after.quotaBytes };
  return {
    photographerId: newItem.photographerId,
    notice: {
      content,
      at: new Date(newItem.updatedAt),
      eventKey: `${after.level}#${newItem.updatedAt}`,
      email: (preferences) => storageAlertEmail(content, preferences.language, appConfig().APP_URL),
    },
  };
};

/**
 * Notifies a crossing. A failure is logged and dropped, as a confirmed selection's notice is:
 * the usage stands and the Storage tab shows it; retrying the shard for a notice would hold up
 * the changes behind it.
 */
export const alertStorageCrossing = async (oldItem: PhotographerImage, newItem: PhotographerImage): Promise<void> => {
  const alert = storageAlertOf(oldItem, newItem);
  if (!alert) return;
  try {
    await notify(alert.photographerId, alert.notice);
  } catch (error) {
    logger.error('storage alert not sent', { photographerId: alert.photographerId, error });
  }
};
