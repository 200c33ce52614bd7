import { describe, expect, it } from 'vitest';
import { deliveryStateOf, type PublishedDelivery } from '../src/contracts/session-delivery.js';
import { deliveryExpiresAt, deliveryExpiryNoticeDue, deliveryReminderDue } from '../src/sessions/delivery-schedule.js';

const DAY = 86_400_000;
const at = (iso: string) => new Date(iso);
const published = (days: number, extra: Partial<PublishedDelivery> = {}): PublishedDelivery => ({
  publishedAt: '2026-11-01T10:00:00.000Z',
  expiresAt: deliveryExpiresAt(at('2026-11-01T10:00:00.000Z'), days),
  ...extra,
});

describe('a published delivery’s schedule', () => {
  it('closes the delivery its days after it was published', () => {
    expect(deliveryExpiresAt(at('2026-11-01T10:00:00.000Z'), 30)).toBe('2026-12-01T10:00:00.000Z');
  });

  it('is open until its expiry unless withdrawn', () => {
    const delivery = published(30);
    expect(deliveryStateOf(delivery, at('2026-11-30T10:00:00.000Z'))).toBe('open');
    expect(deliveryStateOf(delivery, at('2026-12-01T10:00:00.000Z'))).toBe('expired');
    expect(deliveryStateOf({ ...delivery, withdrawnAt: '2026-11-02T10:00:00.000Z' }, at('2026-11-03T10:00:00.000Z'))).toBe('withdrawn');
  });

  it('reminds the client from 3 days before the expiry, once, while open', () => {
    const delivery = published(30);
    const expires = Date.parse(delivery.expiresAt);
    expect(deliveryReminderDue(delivery, new Date(expires - 3 * DAY - 1))).toBe(false);
    expect(deliveryReminderDue(delivery, new Date(expires - 3 * DAY))).toBe(true);
    expect(deliveryReminderDue(delivery, new Date(expires - 1))).toBe(true);
    expect(deliveryReminderDue(delivery, new Date(expires))).toBe(false);
    expect(deliveryReminderDue({ ...delivery, reminderSentAt: '2026-11-28T10:00:00.000Z' }, new Date(expires - DAY))).toBe(false);
    expect(deliveryReminderDue({ ...delivery, withdrawnAt: '2026-11-28T10:00:00.000Z' }, new Date(expires - DAY))).toBe(false);
  });

  it('sends no reminder for a delivery published for 3 days or fewer (its own mail says when it closes)', () => {
    const delivery = published(3);
    expect(deliveryReminderDue(delivery, new Date(Date.parse(delivery.expiresAt) - DAY))).toBe(false);
  });

  it('tells the photographer once that an open delivery expired, never a withdrawn one', () => {
    const delivery = published(30);
    const after = new Date(Date.parse(delivery.expiresAt) + 1);
    expect(deliveryExpiryNoticeDue(delivery, new Date(Date.parse(delivery.expiresAt) - 1))).toBe(false);
    expect(deliveryExpiryNoticeDue(delivery, after)).toBe(true);
    expect(deliveryExpiryNoticeDue({ ...delivery, expiryNotifiedAt: after.toISOString() }, after)).toBe(false);
    expect(deliveryExpiryNoticeDue({ ...delivery, withdrawnAt: '2026-11-02T10:00:00.000Z' }, after)).toBe(false);
  });
});
