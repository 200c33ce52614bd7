// A session's published delivery written straight onto the session item, as the photographer's
// publishing will write it (issue 28 point 4; the stored shape is `publishedDelivery` in
// shared/src/contracts/session-delivery.ts), so the delivery gallery's tests can set any state
// at once (open, expired, withdrawn) without the publishing routes or the passing of time.
import type { PublishedDelivery } from '@fotostudio/shared/gallery/delivery-terms';
import { db } from '../../src/data/database.js';

const DAY_MS = 86_400_000;

/** Publishes (or rewrites) the session's delivery: open `days` days from now unless said otherwise. */
export const setPublishedDelivery = async (
  photographerId: string,
  sessionId: string,
  delivery: Partial<PublishedDelivery> & { days?: number } = {},
): Promise<PublishedDelivery> => {
  const { days = 30, ...fields } = delivery;
  const now = Date.now();
  const published: PublishedDelivery = {
    publishedAt: new Date(now).toISOString(),
    expiresAt: new Date(now + days * DAY_MS).toISOString(),
    ...fields,
  };
  await db().entities.session.patch({ photographerId, sessionId }).set({ publishedDelivery: published }).go();
  return published;
};
