// The gallery zip queue (gallery/workers/zip-queue.ts): each message asks for a zip job's next
// part, built S3 to S3 and recorded by gallery/workers/download-builder.ts, which queues the
// part after it. A part that fails is reported, so SQS delivers the message again after its
// visibility timeout; on the source's last delivery the job is failed with the reason (the
// message is then parked in the dead-letter queue), so the client can start another zip.
import type { Context, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { eventSources } from '../../event-sources.js';
import { buildNextZipPart, recordPartFailure } from '../../gallery/workers/download-builder.js';
import { zipPartMessage } from '../../gallery/workers/zip-queue.js';
import { eventFunction } from '../../lib/event-function.js';
import { logger } from '../../lib/logger.js';

/** Time kept back from the function's timeout for the part's last writes. */
const MARGIN_MS = 30_000;

export const handler = eventFunction(async (event: SQSEvent, context: Context): Promise<SQSBatchResponse> => {
  const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
  for (const message of event.Records) {
    // A FIFO group's later messages must not pass a failed one.
    if (batchItemFailures.length > 0) {
      batchItemFailures.push({ itemIdentifier: message.messageId });
      continue;
    }
    const request = zipPartMessage.safeParse(JSON.parse(message.body));
    if (!request.success) {
      logger.error('gallery zip: a message that names no zip part is dropped', { messageId: message.messageId });
      continue;
    }
    const { part, ...ref } = request.data;
    try {
      const remaining = typeof context.getRemainingTimeInMillis === 'function' ? context.getRemainingTimeInMillis() : 900_000;
      const outcome = await buildNextZipPart(ref, new Date(Date.now() + remaining - MARGIN_MS));
      logger.info('gallery zip: part handled', { ...ref, asked: part, ...outcome });
    } catch (error) {
      const final = Number(message.attributes.ApproximateReceiveCount) >= eventSources.galleryZipParts.maxReceiveCount;
      await recordPartFailure(ref, error, final);
      batchItemFailures.push({ itemIdentifier: message.messageId });
    }
  }
  return { batchItemFailures };
});
