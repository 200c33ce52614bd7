// The one place a domain tells a photographer something (docs/notifications.md): the notice is
// stored in the app and/or mailed, as the photographer's preferences for its type choose
// (settings: notifications.<type>.<channel>), the mail in their language.
import { createHash } from 'node:crypto';
import { NOTIFICATION_KIND_TYPES } from '@fotostudio/shared/constants';
import { notificationChannelsOf } from '@fotostudio/shared/default-settings';
import { storedNotificationContent, type NotificationContent } from '@fotostudio/shared/stored/notification';
import { readAccount } from '../account/photographer-account.js';
import { TRY_AGAIN, retryLostRaces } from '../data/conflict-retry.js';
import { transact } from '../data/database.js';
import type { PhotographerSettingsItem } from '../data/entities/photographer-settings.js';
import { accountExistsCheck } from '../data/stores/account.js';
import { addNotificationItems } from '../data/stores/notifications.js';
import { refusedAmong } from '../data/transaction.js';
import { DomainError } from '../lib/errors.js';
import { logger } from '../lib/logger.js';
import { timeOrderedId } from '../lib/time-ordered-id.js';
import { sendMail, type OutgoingMail } from '../mail/send-mail.js';

export interface Notice {
  /** What the app shows; its kind names the preference type that chooses the channels. */
  content: NotificationContent;
  /** When it happened (the list's order). */
  at: Date;
  /** Names the event: a second delivery of it (a stream retry) stores and mails nothing more. */
  eventKey: string;
  /** The email, written by the domain in the photographer's language and currency (with a file, such as a signed agreement). */
  email: (preferences: PhotographerSettingsItem['preferences']) => Pick<OutgoingMail, 'subject' | 'text' | 'html' | 'attachments'>;
}

export interface Notified {
  app: boolean;
  email: boolean;
}

/** The notification's id: time-ordered by the event's instant, the same for the same event. */
export const notificationIdOf = (notice: Pick<Notice, 'at' | 'eventKey' | 'content'>): string =>
  timeOrderedId(notice.at.getTime(), createHash('sha256').update(`${notice.content.kind}\n${notice.eventKey}`).digest());

/** Stores it unread; false when this event was stored before. */
const storeInApp = (photographerId: string, notice: Notice): Promise<boolean> => {
  // With the profile's check: an account deleted meanwhile gets no notification written back into it.
  const items = [...addNotificationItems(photographerId, notificationIdOf(notice), storedNotificationContent.encode(notice.content)), accountExistsCheck(photographerId)];
  return retryLostRaces(async () => {
    const outcome = await transact(items);
    if (outcome.committed) return true;
    if (refusedAmong(outcome, 0, 1) || refusedAmong(outcome, items.length - 1)) return false;
    if (outcome.codes.includes('TransactionConflict')) return TRY_AGAIN;
    throw new Error(`notification not stored: ${outcome.codes.join(', ')}`);
  }, 'general.changed_meanwhile');
};

/**
 * Notifies the photographer on the channels their preferences choose for the notice's type;
 * answers where it went. A repeated event goes nowhere when the app channel is on (its stored
 * notification tells it was handled); with the app channel off nothing records it, so a
 * repeated delivery mails again.
 */
export const notify = async (photographerId: string, notice: Notice): Promise<Notified> => {
  const { photographer, settings } = await readAccount(photographerId);
  // An account deleted since the event (a late stream record, a scan) is told nothing: failing would hold the stream's shard.
  if (!photographer) {
    logger.info('notify: account gone, notice dropped', { photographerId, kind: notice.content.kind });
    return { app: false, email: false };
  }
  if (!settings) throw new DomainError('photographer.not_found');
  const channels = notificationChannelsOf(settings.notifications)[NOTIFICATION_KIND_TYPES[notice.content.kind]];
  if (channels.app && !(await storeInApp(photographerId, notice))) return { app: false, email: false };
  if (channels.email) await sendMail({ to: [photographer.email], ...notice.email(settings.preferences) });
  return { app: channels.app, email: channels.email };
};
