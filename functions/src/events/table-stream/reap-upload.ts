import { DeleteObjectCommand, DeleteObjectsCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { s3Client } from '../../lib/aws-clients.js';
import { config } from '../../lib/config.js';
import { logger } from '../../lib/logger.js';
import { derivedPrefixOf, parseOriginalKey } from '../../media/object-keys.js';
import type { ItemChange } from './stream-record.js';

const deletePrefix = async (bucket: string, prefix: string): Promise<void> => {
  let token: string | undefined;
  do {
    const page = await s3Client().send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }));
    const keys = (page.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
    if (keys.length > 0) {
      await s3Client().send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: keys, Quiet: true } }));
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
};

/** When an upload record goes (expired or deleted), its bytes and derivatives go too. */
export const reapUpload = async (change: ItemChange): Promise<void> => {
  const objectKey = change.oldItem?.objectKey;
  if (typeof objectKey !== 'string') return;
  const original = parseOriginalKey(objectKey);
  if (!original) return;
  const bucket = config().MEDIA_BUCKET;
  await s3Client().send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey }));
  await deletePrefix(bucket, derivedPrefixOf(original));
  logger.info('reaped upload', { photographerId: original.photographerId, expired: change.expired });
};
