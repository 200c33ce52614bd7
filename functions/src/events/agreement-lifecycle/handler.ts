import type { ScheduledEvent } from 'aws-lambda';
import { runAgreementLifecycle } from '../../agreements/agreement-lifecycle.js';
import { eventFunction } from '../../lib/event-function.js';
import { logger } from '../../lib/logger.js';
import { countOutcome } from '../../lib/metrics.js';

/**
 * The agreements' lifecycle, scheduled hourly (EventBridge Scheduler; locally a timer of the
 * stack, docs/agreements.md): reminders before expiry, the expiry and its notice. `now` is the
 * schedule's time of the event.
 */
export const handler = eventFunction(async (event: Partial<Pick<ScheduledEvent, 'time'>>) => {
  const now = event.time ? new Date(event.time) : new Date();
  const result = await runAgreementLifecycle({ now: Number.isNaN(now.getTime()) ? new Date() : now });
  logger.info('agreement lifecycle', { ...result });
  if (result.reminded > 0) countOutcome('AgreementRemindersSent', result.reminded);
  if (result.expired > 0) countOutcome('AgreementsExpired', result.expired);
  return result;
});
