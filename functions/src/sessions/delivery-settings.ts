// A session's delivery settings (shared/src/contracts/session-delivery.ts): read with their
// defaults (a session written before a setting existed reads its default: location removed,
// finals clean, both sizes, 30 days), and changed by the photographer a few at a time.
import { DELIVERY_SIZES, type DeliverySettings, type DeliverySettingsChange } from '@fotostudio/shared/contracts/session-delivery';
import { isConditionalFailure } from '../data/database.js';
import { setSessionDelivery } from '../data/stores/sessions.js';
import { DomainError } from '../lib/errors.js';
import { deliverySettingsOf } from './delivery-settings-of.js';
import { requireActiveSession, requireSession } from './session-store.js';

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
