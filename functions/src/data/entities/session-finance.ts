import { Entity, type EntityItem } from 'electrodb';
import { timestamps } from './timestamps.js';

/**
 * A session's money (integer cents). Also the marker that the session still counts in its
 * package's `sessionRefs`: whoever deletes this item (conditionally) gives the reference back,
 * so a stream record delivered twice cannot give it back twice.
 */
export const sessionFinanceEntity = () => new Entity({
  model: { entity: 'sessionFinance', version: '1', service: 'fotostudio' },
  attributes: {
    photographerId: { type: 'string', required: true, readOnly: true },
    sessionId: { type: 'string', required: true, readOnly: true },
    packageId: { type: 'string', required: true, readOnly: true },
    basePriceCents: { type: 'number', required: true },
    totalPriceCents: { type: 'number', required: true },
    paidCents: { type: 'number', required: true },
    extraPhotos: { type: 'number', required: true, default: 0 },
    additionalProductsCents: { type: 'number', required: true, default: 0 },
    completeGalleryPriceCents: { type: 'number', required: true, default: 0 },
    /**
     * The part of `paidCents` paid through recorded payments (issue 25 point 7): invoice payments
     * counted into the finance and gallery extras paid, moved in their own transactions with
     * `paidCents`, so the photographer's own edits are checked against money actually received
     * (shared/src/sessions/finance-change-refusal.ts `financeChangeRefusal`). Absent: none (and on
     * finances from before it, until the data migration `session-finance-recorded-payments`).
     */
    recordedPaidCents: { type: 'number' },
    /** The confirmed selection version the finance follows; absent until a selection is confirmed. */
    selectionVersion: { type: 'number' },
    ...timestamps,
  },
  indexes: {
    bySession: {
      collection: 'session',
      pk: { field: 'pk', composite: ['photographerId', 'sessionId'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});

export type SessionFinanceItem = EntityItem<ReturnType<typeof sessionFinanceEntity>>;
