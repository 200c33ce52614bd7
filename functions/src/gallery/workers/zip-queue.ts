// The queue of gallery zip parts to build (SQS FIFO, infra/lib/events-stack.ts; the local
// stack's stand-in delivers it the same way). A message names a zip job and the part it asks
// for; one message group per job, so one job's parts are built one at a time, in order. The
// worker (events/gallery-zip/handler.ts) builds one part per message and queues the next, so
// no invocation outlives its timeout and no stream shard waits for a zip.
import { SendMessageCommand } from '@aws-sdk/client-sqs';
import * as z from 'zod';
import { sqsClient } from '../../lib/aws-clients.js';
import { galleryZipConfig } from '../../lib/config.js';

export const zipPartMessage = z.object({
  photographerId: z.string().min(1),
  sessionId: z.string().min(1),
  downloadId: z.string().min(1),
  /** The part asked for; the worker builds the job's next part, whichever that is. */
  part: z.number().int().min(1),
});
export type ZipPartMessage = z.infer<typeof zipPartMessage>;

/**
 * Queues the build of a job's part. `cause` makes the deduplication id: the same cause within
 * SQS's 5-minute window (a stream record or a message delivered twice) is queued once.
 */
export const queueZipPart = async (message: ZipPartMessage, cause: string): Promise<void> => {
  const { GALLERY_ZIP_QUEUE_URL } = galleryZipConfig();
  if (!GALLERY_ZIP_QUEUE_URL) throw new Error('GALLERY_ZIP_QUEUE_URL is not set: gallery zips cannot be queued');
  await sqsClient().send(
    new SendMessageCommand({
      QueueUrl: GALLERY_ZIP_QUEUE_URL,
      MessageBody: JSON.stringify(message),
      MessageGroupId: message.downloadId,
      MessageDeduplicationId: `${message.downloadId}#${message.part}#${cause}`.slice(0, 128),
    }),
  );
};
