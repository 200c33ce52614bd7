import type { ScheduledEvent } from 'aws-lambda';
import { eventFunction } from '../../lib/event-function.js';
import { logger } from '../../lib/logger.js';
import { countOutcome } from '../../lib/metrics.js';
import { runNoticeScan } from '../../notifications/notice-scan.js';

/**
 * The scheduled notice scan (EventBridge Scheduler, daily in Europe/Madrid; locally a timer of
 * the stack, docs/notifications.md): gallery links about to expire, archived sessions deleted
 * tomorrow, overdue invoices. `now` is the schedule's time of the event.
 */
export const handler = eventFunction(async (event: Partial<Pick<ScheduledEvent, 'time'>>) => {
  const now = event.time ? new Date(event.time) : new Date();
  const result = await runNoticeScan({ now: Number.isNaN(now.getTime()) ? new Date() : now });
  logger.info('notice scan', { ...result });
  if (result.notified > 0) countOutcome('ScheduledNoticesSent', result.notified);
  return result;
});
