// A published delivery's time passing (issue 28 point 4; docs/gallery.md "Delivery"), run by the
// hourly scheduled run beside the agreements' lifecycle and the selection deadlines
// (events/agreement-lifecycle): the client is reminded by email DELIVERY_REMINDER_DAYS before the
// expiry, once per publication (`reminderSentAt`, recorded before the mail goes, so two runs at
// once mail once), with their link in their language; at the expiry the photographer is told
// ("Entrega caducada", kind `deliveryExpired`) and the delivery marked (`expiryNotifiedAt`) after
// the notice, so a notice that fails is told again by the next run (`notify` refuses a repeat).
import type { NotificationContent } from '@fotostudio/shared/stored/notification';
import { deliveryExpiryNoticeDue, deliveryReminderDue } from '@fotostudio/shared/sessions/delivery-schedule';
import type { PublishedDelivery } from '@fotostudio/shared/contracts/session-delivery';
import { accountsReadOnce, type Account } from '../account/photographer-account.js';
import type { SessionItem } from '../data/entities/session.js';
import { recordDeliveryExpiryNotified, recordDeliveryReminder, scanActionableDeliveries } from '../data/stores/published-delivery.js';
import { DomainError } from '../lib/errors.js';
import { logger } from '../lib/logger.js';
import { notify } from '../notifications/notify.js';
import { toShareLinkAt } from '../share-links/link-view.js';
import { readShareLink } from '../share-links/share-links.js';
import { deliveryExpiredEmail, mailClientDelivery } from './delivery-mail.js';
import { publishedDeliveryOf } from './delivery-settings-of.js';

export interface DeliveryLifecycleResult {
  /** Client reminders mailed by this run. */
  reminded: number;
  /** Expired deliveries this run told the photographer of. */
  expired: number;
}

/** Mails the reminder when the client can open their link; false when it was not this run's to send. */
const remind = async (session: SessionItem, delivery: PublishedDelivery, account: () => Promise<Account>, now: Date): Promise<boolean> => {
  const { photographerId, sessionId } = session;
  // An archived session's link opens nothing; a disabled or expired link waits (the photographer may enable it).
  if (session.archivedAt) return false;
  const link = await readShareLink(photographerId, sessionId);
  if (!link || !link.active || Date.parse(link.validUntil) <= now.getTime()) return false;
  if (!(await recordDeliveryReminder({ photographerId, sessionId }, delivery, now.toISOString()))) return false;
  try {
    const owner = await account();
    const url = toShareLinkAt(link, session, owner.photographer.businessSlug).url;
    return (await mailClientDelivery('reminder', owner, session, url, delivery.expiresAt)) !== null;
  } catch (error) {
    logger.error('delivery reminder not mailed', { sessionId, error });
    return false;
  }
};

type ExpiredContent = Extract<NotificationContent, { kind: 'deliveryExpired' }>;

const notifyExpired = async (session: SessionItem, delivery: PublishedDelivery): Promise<void> => {
  const content: ExpiredContent = {
    kind: 'deliveryExpired',
    sessionId: session.sessionId,
    sessionTitle: session.title,
    clientName: session.clientName,
    expiresAt: delivery.expiresAt,
  };
  await notify(session.photographerId, {
    content,
    at: new Date(delivery.expiresAt),
    // One expiry of one publication: publishing again and expiring again is a new event.
    eventKey: `${session.sessionId}#delivery#${delivery.expiresAt}`,
    email: (preferences) => deliveryExpiredEmail(content, preferences),
  });
};

/** One run at `now` (the hourly scheduled run). Failures fail the run after the rest. */
export const runDeliveryLifecycle = async ({ now = new Date() }: { now?: Date } = {}): Promise<DeliveryLifecycleResult> => {
  const result: DeliveryLifecycleResult = { reminded: 0, expired: 0 };
  const accountOf = accountsReadOnce();
  const failures: unknown[] = [];
  for (const session of await scanActionableDeliveries()) {
    const delivery = publishedDeliveryOf(session);
    if (!delivery) continue;
    try {
      if (deliveryReminderDue(delivery, now)) {
        if (await remind(session, delivery, () => accountOf(session.photographerId), now)) result.reminded += 1;
        continue;
      }
      if (!deliveryExpiryNoticeDue(delivery, now)) continue;
      // An archived session's delivery closes untold: its photographer archived it.
      if (!session.archivedAt) await notifyExpired(session, delivery);
      const marked = await recordDeliveryExpiryNotified({ photographerId: session.photographerId, sessionId: session.sessionId }, delivery, now.toISOString());
      if (marked && !session.archivedAt) result.expired += 1;
    } catch (error) {
      // A closed account has nobody to tell; anything else fails the run after the others.
      if (error instanceof DomainError && error.code === 'photographer.not_found') continue;
      failures.push(error);
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, `deliveries: ${failures.length} session(s) failed`);
  return result;
};
