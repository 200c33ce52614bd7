// A session's delivery settings (shared/src/contracts/session-delivery.ts): read with their
// defaults (a session written before them removes location data), and set by the photographer.
import type { DeliverySettings } from '@fotostudio/shared/contracts/session-delivery';
import { isConditionalFailure } from '../data/database.js';
import { setSessionDelivery } from '../data/stores/sessions.js';
import type { SessionItem } from '../data/entities/session.js';
import { DomainError } from '../lib/errors.js';
import { keepsLocation } from '../gallery/holder/download-names.js';
import { requireActiveSession, requireSession } from './session-store.js';

export const deliverySettingsOf = (session: Pick<SessionItem, 'delivery'>): DeliverySettings => ({ keepLocation: keepsLocation(session) });

export const readDeliverySettings = async (photographerId: string, sessionId: string): Promise<{ delivery: DeliverySettings }> => ({
  delivery: deliverySettingsOf(await requireSession(photographerId, sessionId)),
});

export const updateDeliverySettings = async (photographerId: string, sessionId: string, delivery: DeliverySettings): Promise<{ delivery: DeliverySettings }> => {
  await requireActiveSession(photographerId, sessionId);
  try {
    await setSessionDelivery({ photographerId, sessionId }, { keepLocation: delivery.keepLocation });
  } catch (error) {
    // Archived meanwhile.
    if (!isConditionalFailure(error)) throw error;
    throw new DomainError('sessions.archived');
  }
  return { delivery: { keepLocation: delivery.keepLocation } };
};
