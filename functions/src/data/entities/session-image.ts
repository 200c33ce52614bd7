import { Entity, type EntityItem } from 'electrodb';
import { IMAGE_FAILURE_REASONS, SESSION_IMAGE_STATUSES } from '@fotostudio/shared/sessions/session-enums';
import { IMAGE_SET_KINDS } from '../image-sets.js';

/**
 * One image of a session. Created `pending` when its upload is presigned (with `expiresAt`, so
 * an upload that never arrives is forgotten); the image function then makes it `ready` (and
 * removes `expiresAt`) or `failed` with a reason.
 */
const imageEntityNamed = (entity: string) => new Entity({
  model: { entity, version: '1', service: 'fotostudio' },
  attributes: {
    photographerId: { type: 'string', required: true, readOnly: true },
    sessionId: { type: 'string', required: true, readOnly: true },
    imageId: { type: 'string', required: true, readOnly: true },
    fileName: { type: 'string', required: true },
    /** `originals/<photographerId>/sessions/<sessionId>/<imageId>.<ext>` */
    originalKey: { type: 'string', required: true, readOnly: true },
    contentType: { type: 'string', required: true },
    sizeBytes: { type: 'number', required: true },
    /** SHA-256 of the bytes as the browser declared them: the same file twice is refused. */
    sha256: { type: 'string', required: true },
    status: { type: SESSION_IMAGE_STATUSES, required: true },
    failureReason: { type: IMAGE_FAILURE_REASONS },
    width: { type: 'number' },
    height: { type: 'number' },
    thumbhash: { type: 'string' },
    /** 64-bit dHash as 16 hex digits, for the similar-image check. */
    dhash: { type: 'string' },
    thumbKey: { type: 'string' },
    gridKey: { type: 'string' },
    previewKey: { type: 'string' },
    watermarkedKey: { type: 'string' },
    /** The grid-size watermarked rendition a watermarked gallery's tiles show. */
    watermarkedGridKey: { type: 'string' },
    /**
     * A final's full resolution with the delivery's watermark, re-encoded as JPEG without metadata
     * (so without GPS): what a watermarked delivery's "full" size serves (gallery/workers/final-renditions.ts).
     */
    watermarkedFullKey: { type: 'string' },
    /** What is kept for delivery: the original, or a compressed copy when the package allows no download. */
    keptKey: { type: 'string' },
    /**
     * What a client downloads when the photographer does not keep location data (docs/media.md,
     * "Location data"): the kept file itself when it carries none, else its copy without GPS
     * (`<folder>/no-location.jpg`, the same picture bytes). Images made ready before it existed
     * get it from the data migration `client-files-without-location`.
     */
    locationFreeKey: { type: 'string' },
    compression: {
      type: 'map',
      properties: {
        originalBytes: { type: 'number', required: true },
        keptBytes: { type: 'number', required: true },
        ratioPercent: { type: 'number', required: true },
        kept: { type: ['original', 'compressed'] as const, required: true },
      },
    },
    /**
     * A file above UPLOAD_MAX_BYTES goes as an S3 multipart upload in parts of `partSize` bytes
     * (docs/media.md): `uploadId` is set once S3 created it, `uploadedParts` holds what the
     * browser recorded (`<partNumber>:<etag>`, as the local S3 stand-in cannot list parts) and
     * `uploadCompletedAt` says it was completed. Items from before have none of them.
     */
    partSize: { type: 'number' },
    uploadId: { type: 'string' },
    uploadedParts: { type: 'set', items: 'string' },
    uploadCompletedAt: { type: 'string' },
    /** Bytes of its files in the bucket once ready (kept original or copy, derivatives): what its removal frees. */
    storedBytes: { type: 'number' },
    processedAt: { type: 'string' },
    createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
    /** Epoch seconds, read by DynamoDB TTL: set while the upload has not been processed. */
    expiresAt: { type: 'number' },
  },
  indexes: {
    bySession: {
      collection: 'session',
      pk: { field: 'pk', composite: ['photographerId', 'sessionId'] },
      sk: { field: 'sk', composite: ['imageId'] },
    },
  },
});

export const sessionImageEntity = () => imageEntityNamed(IMAGE_SET_KINDS.proofs);
/**
 * A final of the session's delivery: processed as a proof without compression, under `…/sessions/<id>/finals/`;
 * its watermarked renditions are made only while the delivery's watermark is on.
 */
export const sessionFinalEntity = () => imageEntityNamed(IMAGE_SET_KINDS.finals);

export type SessionImageItem = EntityItem<ReturnType<typeof sessionImageEntity>>;
