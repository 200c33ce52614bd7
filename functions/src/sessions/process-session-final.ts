// A session's final arrived (the delivery's set, "Entrega": docs/gallery.md): checked and
// processed as a proof is (process-session-image.ts, whose steps it reuses), with three
// differences: never watermarked nor compressed (a final is what the client downloads, in full
// resolution), no duplicate check against other photos (two edits of one photo are two
// finals; the same bytes twice are refused at the ticket), and it counts in the session's and
// the photographer's storage but not in the proofs' count, cover or places. Safe to run twice:
// only a `pending` item becomes ready, in one conditional transaction.
import { transact } from '../data/database.js';
import { refusedAmong } from '../data/transaction.js';
import { addSessionStorage, makePendingImageReady } from '../data/stores/sessions.js';
import { moveStorageUsage } from '../data/stores/account.js';
import { db } from '../data/database.js';
import { ImageRejected } from '../images/image-errors.js';
import { processImage } from '../images/process-image.js';
import { logger } from '../lib/logger.js';
import { countOutcome } from '../lib/metrics.js';
import { RetryLater } from '../lib/transient-errors.js';
import { deleteObjects } from '../media/delete-objects.js';
import type { OriginalKey } from '../media/object-keys.js';
import { allDerivedKeys, markFailed, readObject, storeDerivatives, storeLocationFreeCopy, storedBytesOf, type SessionImageRef } from './process-session-image.js';

export const processSessionFinal = async (bucket: string, key: string, original: OriginalKey, ref: SessionImageRef): Promise<void> => {
  const [{ data: image }, { data: session }] = await Promise.all([
    db().entities.sessionFinal.get(ref).go({ consistent: true }),
    db().entities.session.get({ photographerId: ref.photographerId, sessionId: ref.sessionId }).go({ consistent: true }),
  ]);
  if (!image || !session || image.originalKey !== key) {
    await deleteObjects([key, ...allDerivedKeys(original)]);
    logger.info('session final gone: its files were removed', { ...ref });
    return;
  }
  if (image.status !== 'pending') return;
  const object = await readObject(bucket, key);
  if (!object) return;
  let processed;
  try {
    processed = await processImage(object.bytes, {
      declaredType: object.contentType ?? image.contentType,
      maxBytes: image.partSize === undefined ? undefined : image.sizeBytes,
      keepCompressed: false,
    });
  } catch (error) {
    if (!(error instanceof ImageRejected)) throw error;
    if (error.reason === 'corrupt' && object.bytes.byteLength < image.sizeBytes) {
      throw new RetryLater(`${key}: ${object.bytes.byteLength} of ${image.sizeBytes} bytes read`, { cause: error });
    }
    logger.info('session final rejected', { ...ref, reason: error.reason });
    await markFailed(ref, error.reason, 'finals');
    await deleteObjects([key]);
    return;
  }
  const keys = await storeDerivatives(bucket, original, processed);
  const { locationFreeKey, addedBytes } = await storeLocationFreeCopy(bucket, key, original, object.bytes);
  const storedBytes = storedBytesOf(processed, object.bytes.byteLength) + addedBytes;
  const outcome = await transact([
    makePendingImageReady(
      ref,
      {
        status: 'ready',
        width: processed.width,
        height: processed.height,
        thumbhash: processed.thumbhash,
        dhash: processed.dhash,
        thumbKey: keys.thumb,
        gridKey: keys.grid,
        previewKey: keys.preview,
        keptKey: key,
        locationFreeKey,
        storedBytes,
        processedAt: new Date().toISOString(),
      },
      'finals',
    ),
    addSessionStorage({ photographerId: ref.photographerId, sessionId: ref.sessionId }, storedBytes),
    moveStorageUsage(ref.photographerId, storedBytes),
  ]);
  if (outcome.committed) {
    countOutcome('SessionFinalReady');
    return;
  }
  // Not pending any more (another delivery finished it), or removed, or the session went.
  if (refusedAmong(outcome, 0, 2)) {
    const { data: now } = await db().entities.sessionFinal.get(ref).go({ consistent: true });
    if (!now) await deleteObjects([key, ...allDerivedKeys(original)]);
    return;
  }
  throw new RetryLater(`${key}: the final's transaction was not committed (${outcome.codes.join(', ')})`);
};
