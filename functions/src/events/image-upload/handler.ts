import type { Context, S3Event, S3EventRecord } from 'aws-lambda';
import { eventFunction } from '../../lib/event-function.js';
import { logger } from '../../lib/logger.js';
import { retryTransient } from '../../lib/transient-errors.js';
import { countOutcome } from '../../lib/metrics.js';
import { decodeEventKey, parseOriginalKey, parseSessionFinalKey, parseSessionImageKey } from '../../media/object-keys.js';
import { processSessionImage } from '../../sessions/process-session-image.js';
import { processSessionFinal } from '../../sessions/process-session-final.js';
import { recordUpload } from '../../media/record-upload.js';

const handleRecord = async (record: S3EventRecord): Promise<void> => {
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
  const sessionFinal = parseSessionFinalKey(original);
  if (sessionFinal) {
    await processSessionFinal(record.s3.bucket.name, key, original, { photographerId: original.photographerId, ...sessionFinal });
    return;
  }
  await recordUpload(record.s3.bucket.name, key, original);
};

/** Time kept back from the invocation's deadline when deciding whether one more try fits. */
const DEADLINE_MARGIN_MS = 5_000;

/**
 * S3 ObjectCreated under `originals/`: session images are processed (derivatives, hashes,
 * checks), profile and catalog uploads recorded. A transient failure (timeout, throttle, a
 * service's 5xx, a race lost too often) is tried again here with backoff while the invocation
 * has time; a photo that cannot be decoded is not an error but a final `failed` state
 * (ImageRejected, recorded by processSessionImage). If any record still fails the whole
 * invocation fails so Lambda retries it (then parks it in the failure queue), which is safe
 * because both are idempotent.
 */
export const handler = eventFunction(async (event: S3Event, context: Context): Promise<void> => {
  const deadline = Date.now() + (context.getRemainingTimeInMillis?.() ?? 60_000) - DEADLINE_MARGIN_MS;
  const results = await Promise.allSettled(
    event.Records.map((record) =>
      retryTransient(() => handleRecord(record), {
        deadline,
        onRetry: (error, attempt, pauseMs) =>
          logger.warn('image-upload: transient failure, trying again', { key: record.s3.object.key, attempt, pauseMs: Math.round(pauseMs), error }),
      }),
    ),
  );
  const failures = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
  countOutcome('UploadRecorded', results.length - failures.length);
  if (failures.length > 0) {
    countOutcome('UploadRecordFailed', failures.length);
    logger.error('image-upload: records failed', { failed: failures.length, errors: failures.map((f) => f.reason) });
    throw new Error(`${failures.length} of ${event.Records.length} uploads could not be recorded`);
  }
});
