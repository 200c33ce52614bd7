import { Entity, type EntityItem } from 'electrodb';
import { timestamps } from './timestamps.js';

/**
 * One in-app notification of a photographer (functions/src/notifications/). The id is a
 * time-ordered UUID, so the sort key orders them by time; read ones expire (TTL `expiresAt`).
 */
export const notificationEntity = () => new Entity({
  model: { entity: 'notification', version: '1', service: 'fotostudio' },
  attributes: {
    photographerId: { type: 'string', required: true, readOnly: true },
    notificationId: { type: 'string', required: true, readOnly: true },
    /** JSON of `storedNotificationContent` (shared/src/stored/notification.ts). */
    content: { type: 'string', required: true, readOnly: true },
    readAt: { type: 'string' },
    /** Set when read: TTL removes read notifications some weeks later. */
    expiresAt: { type: 'number' },
    ...timestamps,
  },
  indexes: {
    byPhotographer: {
      collection: 'notifications',
      pk: { field: 'pk', composite: ['photographerId'] },
      sk: { field: 'sk', composite: ['notificationId'] },
    },
  },
});

export type NotificationItem = EntityItem<ReturnType<typeof notificationEntity>>;

/**
 * The photographer's unread count and change counter, moved in the same transaction as every
 * notification written or marked read: the bell's poll is one GetItem of this item.
 */
export const notificationStateEntity = () => new Entity({
  model: { entity: 'notificationState', version: '1', service: 'fotostudio' },
  attributes: {
    photographerId: { type: 'string', required: true, readOnly: true },
    unread: { type: 'number', required: true, default: 0 },
    /** Moves by one on every change of the photographer's notifications (the clients' `since`). */
    changes: { type: 'number', required: true, default: 0 },
  },
  indexes: {
    byPhotographer: {
      collection: 'notifications',
      pk: { field: 'pk', composite: ['photographerId'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});

export type NotificationStateItem = EntityItem<ReturnType<typeof notificationStateEntity>>;

/**
 * How far the scheduled notice scan (functions/src/notifications/notice-scan.ts) has looked:
 * one item for all photographers. An event that became due at or before `scannedUntil` was
 * handled by an earlier run (or was already due when the first run set the mark: no burst).
 */
export const noticeScanMarkEntity = () => new Entity({
  model: { entity: 'noticeScanMark', version: '1', service: 'fotostudio' },
  attributes: {
    scan: { type: ['notices'] as const, required: true, readOnly: true },
    /** ISO date-time: the end of the last run's window. */
    scannedUntil: { type: 'string', required: true },
    ...timestamps,
  },
  indexes: {
    byScan: {
      pk: { field: 'pk', composite: ['scan'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});

export type NoticeScanMarkItem = EntityItem<ReturnType<typeof noticeScanMarkEntity>>;
