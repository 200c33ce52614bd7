// A session's final arrived (the delivery's set, "Entrega": docs/gallery.md): checked and
// processed as a proof is (process-session-image.ts, whose steps it reuses), with three
// differences: never compressed (a final is what the client downloads, in full resolution) and
// watermarked only under the delivery's own watermark, once ready (final-watermarks.ts), no duplicate check against other photos (two edits of one photo are two
// finals; the same bytes twice are refused at the ticket), and it counts in the session's and
// the photographer's storage but not in the proofs' count, cover or places. Safe to run twice:
// only a `pending` item becomes ready, in one conditional transaction.
import { transact } from '../data/database.js';
import { refusedAmong } from '../data/transaction.js';
import { addSessionStorage, makePendingImageReady } from '../data/stores/sessions.js';
import { moveStorageUsage } from '../data/stores/account.js';
import { countOutcome } from '../lib/metrics.js';
import { RetryLater } from '../lib/transient-errors.js';
import type { OriginalKey } from '../media/object-keys.js';
import { ensureFinalWatermarks } from './final-watermarks.js';
import {
  processOrRefuse,
  readPendingOriginal,
  readyFields,
  removeFilesIfGone,
  storeDerivatives,
  storeLocationFreeCopy,
  storedBytesOf,
  type SessionImageRef,
} from './process-session-image.js';

export const processSessionFinal = async (bucket: string, key: string, original: OriginalKey, ref: SessionImageRef): Promise<void> => {
  const pending = await readPendingOriginal(bucket, key, original, ref, 'finals');
  if (!pending) return;
  const processed = await processOrRefuse(ref, 'finals', key, pending, { keepCompressed: false });
  if (!processed) return;
  const { object } = pending;
  const keys = await storeDerivatives(bucket, original, processed);
  const { locationFreeKey, addedBytes } = await storeLocationFreeCopy(bucket, key, original, object.bytes);
  const storedBytes = storedBytesOf(processed, object.bytes.byteLength) + addedBytes;
  const outcome = await transact([
    makePendingImageReady(
      ref,
      { ...readyFields(processed, keys), keptKey: key, locationFreeKey, storedBytes, processedAt: new Date().toISOString() },
      'finals',
    ),
    addSessionStorage({ photographerId: ref.photographerId, sessionId: ref.sessionId }, storedBytes),
    moveStorageUsage(ref.photographerId, storedBytes),
  ]);
  if (outcome.committed) {
    countOutcome('SessionFinalReady');
    // Read after the final became ready: a watermark turned on meanwhile found it pending, this finds the setting on.
    await ensureFinalWatermarks(ref, ref.imageId);
    return;
  }
  // Not pending any more (another delivery finished it), or removed, or the session went.
  if (refusedAmong(outcome, 0, 2)) {
    await removeFilesIfGone(ref, 'finals', key, original);
    return;
  }
  throw new RetryLater(`${key}: the final's transaction was not committed (${outcome.codes.join(', ')})`);
};
