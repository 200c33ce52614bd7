// The queue of issuers with VERI*FACTU records to send (SQS FIFO, infra/lib/events-stack.ts;
// the local stack's stand-in delivers it the same way). One message group per issuer, so one
// issuer's chain is sent by one worker at a time, in order; a message names the issuer only
// (the worker sends everything pending from the issuer's cursor), and its deduplication id the
// record that caused it, so a stream batch delivered twice queues it once.
import { SendMessageCommand } from '@aws-sdk/client-sqs';
import * as z from 'zod';
import { sqsClient } from '../../lib/aws-clients.js';
import { verifactuConfig } from '../../lib/config.js';

export const submissionMessage = z.object({ photographerId: z.string().min(1), issuerNif: z.string().min(1) });
export type SubmissionMessage = z.infer<typeof submissionMessage>;

export const queueSubmission = async (message: SubmissionMessage, cause: string): Promise<void> => {
  const { VERIFACTU_QUEUE_URL } = verifactuConfig();
  if (!VERIFACTU_QUEUE_URL) throw new Error('VERIFACTU_QUEUE_URL is not set: VERI*FACTU records cannot be queued');
  await sqsClient().send(
    new SendMessageCommand({
      QueueUrl: VERIFACTU_QUEUE_URL,
      MessageBody: JSON.stringify(message),
      MessageGroupId: `${message.photographerId}#${message.issuerNif}`,
      MessageDeduplicationId: `${message.photographerId}#${message.issuerNif}#${cause}`.slice(0, 128),
    }),
  );
};
