// The VERI*FACTU submission queue (billing/verifactu/submission-queue.ts): each message names an
// issuer whose pending records go to the AEAT (billing/verifactu/submit-records.ts). A message
// that fails is reported, so SQS delivers it again after its visibility timeout and parks it
// in the dead-letter queue after the source's retries; its records stay `pendiente`.
import type { Context, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { queueSubmission, submissionMessage } from '../../billing/verifactu/submission-queue.js';
import { PlaceholderProducerError, requireRealProducer } from '../../billing/verifactu/producer.js';
import { NoCertificateError, submissionEnabled, submitPending } from '../../billing/verifactu/submit-records.js';
import { eventFunction } from '../../lib/event-function.js';
import { logger } from '../../lib/logger.js';

/** Time kept back from the function's timeout for the last writes. */
const MARGIN_MS = 30_000;

export const handler = eventFunction(async (event: SQSEvent, context: Context): Promise<SQSBatchResponse> => {
  const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
  // A deployment with placeholder producer data (issue 24 point 7) sends nothing: every message
  // fails (SQS keeps it, then parks it), the records stay `pendiente`, and the log says why.
  try {
    requireRealProducer();
  } catch (error) {
    if (!(error instanceof PlaceholderProducerError)) throw error;
    logger.error('verifactu: refusing to submit: the software producer data are placeholders; configure the producer (docs/deploy.md)', { problems: error.problems });
    return { batchItemFailures: event.Records.map((message) => ({ itemIdentifier: message.messageId })) };
  }
  for (const message of event.Records) {
    // A FIFO group's later messages must not pass a failed one.
    if (batchItemFailures.length > 0) {
      batchItemFailures.push({ itemIdentifier: message.messageId });
      continue;
    }
    try {
      const issuer = submissionMessage.parse(JSON.parse(message.body));
      // Off (every photographer until their switch, the next step of issue 24): nothing is sent.
      if (!(await submissionEnabled(issuer.photographerId))) continue;
      const remaining = typeof context.getRemainingTimeInMillis === 'function' ? context.getRemainingTimeInMillis() : 900_000;
      const outcome = await submitPending(issuer.photographerId, issuer.issuerNif, { deadline: new Date(Date.now() + remaining - MARGIN_MS) });
      logger.info('verifactu: records submitted', { ...issuer, ...outcome });
      // The AEAT's wait outlasts this invocation: the rest goes in a message of its own.
      if (outcome.more) await queueSubmission(issuer, `more-${Date.now()}`);
    } catch (error) {
      // No valid certificate (none, expired, another NIF): invoicing goes on and the records
      // wait as `pendiente`; uploading a certificate queues them again. Not a failure to retry.
      if (error instanceof NoCertificateError) {
        logger.warn('verifactu: no valid certificate; the records stay pendiente', { photographerId: error.photographerId, issuerNif: error.issuerNif });
        continue;
      }
      logger.error('verifactu: submission failed', { messageId: message.messageId, error });
      batchItemFailures.push({ itemIdentifier: message.messageId });
    }
  }
  return { batchItemFailures };
});
