import { Entity, type EntityItem } from 'electrodb';
import { timestamps } from './timestamps.js';

/** The photographer's current calendar subscription secret. */
export const calendarFeedEntity = () => new Entity({
  model: { entity: 'calendarFeed', version: '1', service: 'fotostudio' },
  attributes: {
    photographerId: { type: 'string', required: true, readOnly: true },
    token: { type: 'string', required: true },
    ...timestamps,
  },
  indexes: {
    byPhotographer: {
      pk: { field: 'pk', composite: ['photographerId'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});

/**
 * The public lookup from a subscription secret to its photographer: the only item a feed
 * request can reach without a photographer id (spec: public lookups are separate items).
 */
export const calendarFeedTokenEntity = () => new Entity({
  model: { entity: 'calendarFeedToken', version: '1', service: 'fotostudio' },
  attributes: {
    token: { type: 'string', required: true, readOnly: true },
    photographerId: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byToken: {
      // Secrets are case-sensitive; ElectroDB would lower-case them by default.
      pk: { field: 'pk', composite: ['token'], casing: 'none' },
      sk: { field: 'sk', composite: [] },
    },
  },
});

export type CalendarFeedItem = EntityItem<ReturnType<typeof calendarFeedEntity>>;
