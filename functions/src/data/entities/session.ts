import { Entity, type EntityItem } from 'electrodb';
import { SESSION_STATUSES, SESSION_TYPES } from '@fotostudio/shared/sessions/session-enums';
import { timestamps } from './timestamps.js';

/**
 * A photo session's main item. Its finance, images and read counters share its partition
 * (the `session` collection), so one query reads or reaps the whole aggregate. Archiving sets
 * `expiresAt`: DynamoDB TTL then deletes this item and the stream reaper the rest.
 */
export const sessionEntity = () => new Entity({
  model: { entity: 'session', version: '1', service: 'fotostudio' },
  attributes: {
    photographerId: { type: 'string', required: true, readOnly: true },
    sessionId: { type: 'string', required: true, readOnly: true },
    /** Fixed at creation (spec section 4). */
    clientId: { type: 'string', required: true, readOnly: true },
    clientName: { type: 'string', required: true },
    packageId: { type: 'string', required: true, readOnly: true },
    packageName: { type: 'string', required: true },
    title: { type: 'string', required: true },
    description: { type: 'string' },
    /** `YYYY-MM-DD` in the photographer's time zone. */
    date: { type: 'string' },
    /** `HH:mm:00`. */
    time: { type: 'string' },
    durationMinutes: { type: 'number' },
    location: { type: 'string' },
    notes: { type: 'string' },
    sessionType: { type: SESSION_TYPES, required: true },
    galleryComment: { type: 'string' },
    calendarSync: { type: 'boolean', required: true },
    status: { type: SESSION_STATUSES, required: true },
    hasSelection: { type: 'boolean', required: true, default: false },
    /** Images the image function has made ready; kept in the same writes that change them. */
    imageCount: { type: 'number', required: true, default: 0 },
    /**
     * Images that hold a place under the photographer's images-per-session limit: ready ones
     * and uploads ticketed but not processed yet (functions/src/sessions/image-slots.ts). The
     * ticket call reserves with one conditional write; a failure, a removal or an unused
     * ticket's expiry gives the place back. Absent on sessions made before it existed: the
     * first reservation or removal counts the images and sets it.
     */
    imageSlots: { type: 'number' },
    /**
     * Moves in every write that changes which images are ready (made ready, removed), so a
     * list of the ready images built at one revision can be reused until the next.
     */
    imageRevision: { type: 'number', required: true, default: 0 },
    /**
     * The gallery zip job that holds the session's one place for a download in flight
     * (functions/src/gallery/holder/downloads.ts): replaced, conditioned on the id read, only once that
     * job is no longer preparing or is stale. Written without moving `updatedAt`.
     */
    downloadInFlight: { type: 'string' },
    /** Bytes of its ready images' files in the bucket, moved with them (functions/src/account/storage-usage.ts). */
    storageUsedBytes: { type: 'number' },
    /**
     * How the finished photos reach the client (issue 28 point 4, docs/gallery.md "Delivery").
     * `keepLocation`: the originals a client downloads keep their GPS position (proofing and
     * delivery); absent (every session before it) is false, the default: removed. The delivery's
     * own settings (shared/src/contracts/session-delivery.ts), each absent = its default:
     * `watermark` of the finals (false), `sizes` offered (web and full), `expiryDays` (30).
     */
    delivery: {
      type: 'map',
      properties: {
        keepLocation: { type: 'boolean' },
        watermark: { type: 'boolean' },
        sizes: { type: 'list', items: { type: 'string' } },
        expiryDays: { type: 'number' },
      },
    },
    /**
     * The published delivery of the finals (issue 28 point 4, docs/gallery.md "Delivery"):
     * absent until the photographer publishes; `expiresAt` (ISO) closes it for the client, never
     * the photographer's copy; `reminderSentAt` once the client was told it is about to close;
     * `withdrawnAt` when the photographer took it back. Shape: `publishedDelivery` in
     * shared/src/contracts/session-delivery.ts.
     */
    publishedDelivery: {
      type: 'map',
      properties: {
        publishedAt: { type: 'string' },
        expiresAt: { type: 'string' },
        reminderSentAt: { type: 'string' },
        withdrawnAt: { type: 'string' },
        /** The hourly run told the photographer it expired ("Entrega caducada"). */
        expiryNotifiedAt: { type: 'string' },
      },
    },
    coverImageId: { type: 'string' },
    coverKey: { type: 'string' },
    coverThumbhash: { type: 'string' },
    /**
     * The client gallery's look (shared/src/gallery/gallery-look.ts): kept as plain strings and
     * read through `galleryLookOf`, so a session without them (every one written before) or
     * with a value no longer offered shows the defaults, the look it had before the choice.
     */
    galleryLayout: { type: 'string' },
    galleryTheme: { type: 'string' },
    galleryFont: { type: 'string' },
    /** Listing order: the session date, or its creation day when it has none. */
    sortDate: { type: 'string', required: true },
    archivedAt: { type: 'string' },
    /** Epoch seconds, read by DynamoDB TTL: set while archived. */
    expiresAt: { type: 'number' },
    ...timestamps,
  },
  indexes: {
    bySession: {
      collection: 'session',
      pk: { field: 'pk', composite: ['photographerId', 'sessionId'] },
      sk: { field: 'sk', composite: [] },
    },
    byPhotographer: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['photographerId'] },
      sk: { field: 'gsi1sk', composite: ['sortDate', 'sessionId'] },
    },
  },
});

export type SessionItem = EntityItem<ReturnType<typeof sessionEntity>>;
