import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { UPLOAD_CONTENT_TYPES, UPLOAD_MAX_BYTES } from '@fotostudio/shared/constants';
import { detectImageType, SIGNATURE_BYTES } from '@fotostudio/shared/files/image-signature';
import { db, transact, writeItems } from '../data/database.js';
import { moveStorageUsage } from '../data/stores/account.js';
import { refusedAmong } from '../data/transaction.js';
import { s3Client } from '../lib/aws-clients.js';
import { logger } from '../lib/logger.js';
import { deleteObject, deletePrefix } from './delete-objects.js';
import { derivedPrefixOf, parseOriginalKey, type OriginalKey } from './object-keys.js';

/** Rejected uploads are kept a day for support, then TTL and the stream reaper remove them. */
const REJECTED_RETENTION_SECONDS = 24 * 60 * 60;

const readSignature = async (bucket: string, key: string): Promise<Uint8Array> => {
  const object = await s3Client().send(
    new GetObjectCommand({ Bucket: bucket, Key: key, Range: `bytes=0-${SIGNATURE_BYTES - 1}` }),
  );
  return object.Body ? object.Body.transformToByteArray() : new Uint8Array();
};

const rejectionOf = (sizeBytes: number, declared: string, detected: string | undefined): string | undefined => {
  if (sizeBytes > UPLOAD_MAX_BYTES) return 'size_exceeded';
  if (!detected) return 'not_an_image';
  if (!(UPLOAD_CONTENT_TYPES as readonly string[]).includes(declared) || declared !== detected) return 'type_mismatch';
  return undefined;
};

/**
 * Re-checks the real bytes of an uploaded original and records it. Idempotent: S3
 * delivers events at least once, and recording the same object twice writes the same item.
 * A received upload is created (only while unrecorded) in the transaction that adds its bytes
 * to the photographer's storage usage, so a second delivery counts nothing; a rejected one is
 * not counted (its record and bytes go a day later).
 */
export const recordUpload = async (bucket: string, key: string, original: OriginalKey): Promise<void> => {
  const head = await s3Client().send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
  const sizeBytes = head.ContentLength ?? 0;
  const declared = head.ContentType ?? 'application/octet-stream';
  const detected = detectImageType(await readSignature(bucket, key));
  const rejectionReason = rejectionOf(sizeBytes, declared, detected);
  const item = {
    photographerId: original.photographerId,
    objectKey: key,
    sizeBytes,
    contentType: declared,
    detectedType: detected,
    status: rejectionReason ? ('rejected' as const) : ('received' as const),
    rejectionReason,
    receivedAt: (head.LastModified ?? new Date()).toISOString(),
    expiresAt: rejectionReason ? Math.floor(Date.now() / 1000) + REJECTED_RETENTION_SECONDS : undefined,
  };
  if (rejectionReason) {
    await db().entities.upload.put(item).go();
    return;
  }
  const outcome = await transact([
    ...writeItems(({ upload }) => [upload.create(item).commit()]),
    moveStorageUsage(original.photographerId, sizeBytes),
  ]);
  // The create refused: recorded by an earlier delivery, which counted it.
  if (outcome.committed || refusedAmong(outcome, 0, 1)) return;
  throw new Error(`upload not recorded: ${outcome.codes.join(', ')}`);
};

/** When an upload record goes (expired or deleted), its bytes and derivatives go too. */
export const reapUpload = async (objectKey: string, expired: boolean): Promise<void> => {
  const original = parseOriginalKey(objectKey);
  if (!original) return;
  await deleteObject(objectKey);
  await deletePrefix(derivedPrefixOf(original));
  logger.info('reaped upload', { photographerId: original.photographerId, expired });
};
