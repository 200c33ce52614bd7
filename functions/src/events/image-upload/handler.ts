import type { S3Event } from 'aws-lambda';
import { eventFunction } from '../../lib/event-function.js';
import { logger } from '../../lib/logger.js';
import { countOutcome } from '../../lib/metrics.js';
import { decodeEventKey, parseOriginalKey, parseSessionImageKey } from '../../media/object-keys.js';
import { processSessionImage } from '../../sessions/process-session-image.js';
import { recordUpload } from '../../media/record-upload.js';

/**
 * S3 ObjectCreated under `originals/`: session images are processed (derivatives, hashes,
 * checks), profile and catalog uploads recorded. Every record is handled; if any fails the
 * whole invocation fails so Lambda retries it, which is safe because both are idempotent.
 */
export const handler = eventFunction(async (event: S3Event): Promise<void> => {
  const results = await Promise.allSettled(
    event.Records.map(async (record) => {
      const key = decodeEventKey(record.s3.object.key);
      const original = parseOriginalKey(key);
      if (!original) {
        logger.warn('image-upload: ignoring key outside originals/<photographer>/', { key });
        return;
      }
      const sessionImage = parseSessionImageKey(original);
      if (sessionImage) {
        await processSessionImage(record.s3.bucket.name, key, original, { photographerId: original.photographerId, ...sessionImage });
        return;
      }
      await recordUpload(record.s3.bucket.name, key, original);
    }),
  );
  const failures = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
  countOutcome('UploadRecorded', results.length - failures.length);
  if (failures.length > 0) {
    countOutcome('UploadRecordFailed', failures.length);
    logger.error('image-upload: records failed', { failed: failures.length, errors: failures.map((f) => f.reason) });
    throw new Error(`${failures.length} of ${event.Records.length} uploads could not be recorded`);
  }
});
