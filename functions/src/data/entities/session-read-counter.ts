import { Entity, type EntityItem } from 'electrodb';

/** Finance reads of a session in one minute (spec: 10 a minute); TTL clears old minutes. */
export const sessionReadCounterEntity = () => new Entity({
  model: { entity: 'sessionReadCounter', version: '1', service: 'fotostudio' },
  attributes: {
    photographerId: { type: 'string', required: true, readOnly: true },
    sessionId: { type: 'string', required: true, readOnly: true },
    /** `finance#<epoch minute>` */
    window: { type: 'string', required: true, readOnly: true },
    reads: { type: 'number', required: true, default: 0 },
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    bySession: {
      collection: 'session',
      pk: { field: 'pk', composite: ['photographerId', 'sessionId'] },
      sk: { field: 'sk', composite: ['window'] },
    },
  },
});

export type SessionReadCounterItem = EntityItem<ReturnType<typeof sessionReadCounterEntity>>;
