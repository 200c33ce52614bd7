// A session's delivery settings with their defaults (shared/src/contracts/session-delivery.ts):
// a session written before a setting existed reads its default. Free of data access, so the
// gallery function (plain data path) reads them the same way as the sessions function.
import type { DeliverySettings } from '@fotostudio/shared/contracts/session-delivery';
import { DEFAULT_DELIVERY_SETTINGS, DELIVERY_SIZES, type PublishedDelivery } from '@fotostudio/shared/gallery/delivery-terms';
import type { SessionImageItem } from '../data/entities/session-image.js';
import type { SessionItem } from '../data/entities/session.js';
import { keepsLocation } from '../gallery/holder/download-names.js';

/** The stored sizes that are sizes, in their order; none stored (or none known) is the default. */
const sizesOf = (stored: readonly string[] | undefined): DeliverySettings['sizes'] => {
  const known = DELIVERY_SIZES.filter((size) => stored?.includes(size));
  return known.length > 0 ? known : [...DEFAULT_DELIVERY_SETTINGS.sizes];
};

export const deliverySettingsOf = (session: Pick<SessionItem, 'delivery'>): DeliverySettings => ({
  keepLocation: keepsLocation(session),
  watermark: session.delivery?.watermark ?? DEFAULT_DELIVERY_SETTINGS.watermark,
  sizes: sizesOf(session.delivery?.sizes),
  expiryDays: session.delivery?.expiryDays ?? DEFAULT_DELIVERY_SETTINGS.expiryDays,
});

/** The session's published delivery, when one was published (the stored map's dates are typed optional). */
export const publishedDeliveryOf = (session: Pick<SessionItem, 'publishedDelivery'>): PublishedDelivery | undefined => {
  const stored = session.publishedDelivery;
  if (!stored?.publishedAt || !stored.expiresAt) return undefined;
  const { publishedAt, expiresAt, reminderSentAt, withdrawnAt, expiryNotifiedAt } = stored;
  return {
    publishedAt,
    expiresAt,
    ...(reminderSentAt ? { reminderSentAt } : {}),
    ...(withdrawnAt ? { withdrawnAt } : {}),
    ...(expiryNotifiedAt ? { expiryNotifiedAt } : {}),
  };
};

/** Whether a final has every watermarked rendition a watermarked delivery serves (final-watermarks.ts makes them). */
export const hasFinalWatermarks = (final: Pick<SessionImageItem, 'watermarkedKey' | 'watermarkedGridKey' | 'watermarkedFullKey'>): boolean =>
  Boolean(final.watermarkedKey && final.watermarkedGridKey && final.watermarkedFullKey);
