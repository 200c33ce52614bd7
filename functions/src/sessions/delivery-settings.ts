// A session's delivery settings (shared/src/contracts/session-delivery.ts): read with their
// defaults (a session written before a setting existed reads its default: location removed,
// finals clean, both sizes, 30 days), and changed by the photographer a few at a time.
import { DEFAULT_DELIVERY_SETTINGS, DELIVERY_SIZES, type DeliverySettings, type DeliverySettingsChange } from '@fotostudio/shared/contracts/session-delivery';
import { isConditionalFailure } from '../data/database.js';
import { setSessionDelivery } from '../data/stores/sessions.js';
import type { SessionItem } from '../data/entities/session.js';
import { DomainError } from '../lib/errors.js';
import { keepsLocation } from '../gallery/holder/download-names.js';
import { requireActiveSession, requireSession } from './session-store.js';

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

export const readDeliverySettings = async (photographerId: string, sessionId: string): Promise<{ delivery: DeliverySettings }> => ({
  delivery: deliverySettingsOf(await requireSession(photographerId, sessionId)),
});

/** Applies the change over the settings read (the others stay) and answers them all. */
export const updateDeliverySettings = async (photographerId: string, sessionId: string, change: DeliverySettingsChange): Promise<{ delivery: DeliverySettings }> => {
  const current = deliverySettingsOf(await requireActiveSession(photographerId, sessionId));
  const delivery: DeliverySettings = { ...current, ...change, ...(change.sizes ? { sizes: DELIVERY_SIZES.filter((size) => change.sizes?.includes(size)) } : {}) };
  try {
    await setSessionDelivery({ photographerId, sessionId }, delivery);
  } catch (error) {
    // Archived meanwhile.
    if (!isConditionalFailure(error)) throw error;
    throw new DomainError('sessions.archived');
  }
  return { delivery };
};
