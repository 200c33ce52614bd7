import { Entity, type EntityItem } from 'electrodb';

/**
 * One band of the perceptual hashes of a session's ready images (see hashBands): its
 * version moves each time an image with that band becomes ready, so two similar photos
 * made ready at once collide on it and the later one looks again. Part of the session's
 * collection, so it goes with the session.
 */
export const sessionHashBandEntity = () => new Entity({
  model: { entity: 'sessionHashBand', version: '1', service: 'fotostudio' },
  attributes: {
    photographerId: { type: 'string', required: true, readOnly: true },
    sessionId: { type: 'string', required: true, readOnly: true },
    /** `<position>-<value in hex>` */
    band: { type: 'string', required: true, readOnly: true },
    version: { type: 'number', required: true },
  },
  indexes: {
    bySession: {
      collection: 'session',
      pk: { field: 'pk', composite: ['photographerId', 'sessionId'] },
      sk: { field: 'sk', composite: ['band'] },
    },
  },
});

export type SessionHashBandItem = EntityItem<ReturnType<typeof sessionHashBandEntity>>;
