import { Entity, type EntityItem } from 'electrodb';

export const UPLOAD_STATUSES = ['received', 'rejected'] as const;

/**
 * An original file that landed in the media bucket, recorded by the image function.
 * Rejected uploads carry `expiresAt`: TTL removes the record and the stream reaper then
 * removes the bytes.
 */
export const uploadEntity = () => new Entity({
  model: { entity: 'upload', version: '1', service: 'fotostudio' },
  attributes: {
    photographerId: { type: 'string', required: true, readOnly: true },
    objectKey: { type: 'string', required: true, readOnly: true },
    sizeBytes: { type: 'number', required: true },
    contentType: { type: 'string', required: true },
    detectedType: { type: 'string' },
    status: { type: UPLOAD_STATUSES, required: true },
    rejectionReason: { type: 'string' },
    receivedAt: { type: 'string', required: true },
    /** Epoch seconds, read by DynamoDB TTL. */
    expiresAt: { type: 'number' },
  },
  indexes: {
    byObject: {
      pk: { field: 'pk', composite: ['photographerId'] },
      // Object keys are case-sensitive in S3; ElectroDB would lower-case them by default.
      sk: { field: 'sk', composite: ['objectKey'], casing: 'none' },
    },
  },
});

export type UploadItem = EntityItem<ReturnType<typeof uploadEntity>>;
