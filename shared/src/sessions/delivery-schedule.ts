// When a published delivery closes and when its client is reminded (issue 28 point 4;
// docs/gallery.md "Delivery"): pure rules, used by the publishing (functions/src/sessions/
// delivery-publishing.ts) and the hourly run (delivery-lifecycle.ts).
import type { PublishedDelivery } from '../contracts/session-delivery.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The client is reminded this many days before the delivery closes. */
export const DELIVERY_REMINDER_DAYS = 3;

/** A delivery published at `now` for `days` closes then. */
export const deliveryExpiresAt = (now: Date, days: number): string => new Date(now.getTime() + days * DAY_MS).toISOString();

/**
 * The reminder is due once `now` is inside the last DELIVERY_REMINDER_DAYS before the expiry,
 * once per publication, while it is open. A delivery published for that many days or fewer gets
 * none: the publication's own email already says when it closes.
 */
export const deliveryReminderDue = (delivery: PublishedDelivery, now: Date): boolean => {
  if (delivery.withdrawnAt !== undefined || delivery.reminderSentAt !== undefined) return false;
  const expires = Date.parse(delivery.expiresAt);
  const windowStart = expires - DELIVERY_REMINDER_DAYS * DAY_MS;
  return now.getTime() < expires && now.getTime() >= windowStart && windowStart > Date.parse(delivery.publishedAt);
};

/** The photographer is told once that an open (never withdrawn) delivery closed. */
export const deliveryExpiryNoticeDue = (delivery: PublishedDelivery, now: Date): boolean =>
  delivery.withdrawnAt === undefined && delivery.expiryNotifiedAt === undefined && Date.parse(delivery.expiresAt) <= now.getTime();
