import type { ScheduledEvent } from 'aws-lambda';
import { runAgreementLifecycle } from '../../agreements/agreement-lifecycle.js';
import { runSelectionDeadlines } from '../../gallery/selection-deadline.js';
import { runDeliveryLifecycle } from '../../sessions/delivery-lifecycle.js';
import { eventFunction } from '../../lib/event-function.js';
import { logger } from '../../lib/logger.js';
import { countOutcome } from '../../lib/metrics.js';

/**
 * The hourly run (EventBridge Scheduler; locally a timer of the stack, docs/agreements.md): the
 * agreements' lifecycle (reminders before expiry, the expiry and its notice) and the share links'
 * selection deadlines (docs/gallery.md: the client's reminders, the confirmation or close at the
 * deadline and its notice) and the published deliveries (the client's reminder before the expiry,
 * the photographer's "Entrega caducada" at it). `now` is the schedule's time of the event. Each
 * runs whatever the others did; a failure of any fails the run after all.
 */
export const handler = eventFunction(async (event: Partial<Pick<ScheduledEvent, 'time'>>) => {
  const at = event.time ? new Date(event.time) : new Date();
  const now = Number.isNaN(at.getTime()) ? new Date() : at;
  const [agreements, deadlines, deliveries] = await Promise.allSettled([runAgreementLifecycle({ now }), runSelectionDeadlines({ now }), runDeliveryLifecycle({ now })]);
  if (agreements.status === 'fulfilled') {
    const result = agreements.value;
    logger.info('agreement lifecycle', { ...result });
    if (result.reminded > 0) countOutcome('AgreementRemindersSent', result.reminded);
    if (result.expired > 0) countOutcome('AgreementsExpired', result.expired);
  }
  if (deadlines.status === 'fulfilled') {
    const result = deadlines.value;
    logger.info('selection deadlines', { ...result });
    if (result.reminded > 0) countOutcome('SelectionDeadlineRemindersSent', result.reminded);
    if (result.confirmed + result.closed > 0) countOutcome('SelectionDeadlinesPassed', result.confirmed + result.closed);
  }
  if (deliveries.status === 'fulfilled') {
    const result = deliveries.value;
    logger.info('deliveries', { ...result });
    if (result.reminded > 0) countOutcome('DeliveryRemindersSent', result.reminded);
    if (result.expired > 0) countOutcome('DeliveriesExpired', result.expired);
  }
  if (agreements.status === 'rejected') throw agreements.reason;
  if (deadlines.status === 'rejected') throw deadlines.reason;
  if (deliveries.status === 'rejected') throw deliveries.reason;
  return { agreements: agreements.value, deadlines: deadlines.value, deliveries: deliveries.value };
});
