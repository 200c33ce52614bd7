// The payment-events queue (payments/webhook-events.ts queues, payments/payment-events.ts
// applies): Stripe's Checkout, payment and refund events, one message group per connected
// account. A message that fails (Stripe or the table unreachable, a purpose's handler that threw)
// is reported, so SQS delivers it again after its visibility timeout and parks it in the
// dead-letter queue after the source's deliveries; applying it again changes nothing already done.
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { eventFunction } from '../../lib/event-function.js';
import { logger } from '../../lib/logger.js';
import { applyPaymentEvent, paymentEventMessage } from '../../payments/payment-events.js';
import '../../payments/purposes.js';

export const handler = eventFunction(async (event: SQSEvent): Promise<SQSBatchResponse> => {
  const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
  for (const message of event.Records) {
    // A FIFO group's later messages must not pass a failed one.
    if (batchItemFailures.length > 0) {
      batchItemFailures.push({ itemIdentifier: message.messageId });
      continue;
    }
    try {
      const parsed = paymentEventMessage.parse(JSON.parse(message.body));
      const outcome = await applyPaymentEvent(parsed);
      logger.info('payments: event applied', { eventId: parsed.event.id, type: parsed.event.type, outcome });
    } catch (error) {
      logger.error('payments: applying an event failed', { messageId: message.messageId, error });
      batchItemFailures.push({ itemIdentifier: message.messageId });
    }
  }
  return { batchItemFailures };
});
