import type { ScheduledEvent } from 'aws-lambda';
import { runAccountClosures } from '../../account-data/account-closure-run.js';
import { eventFunction } from '../../lib/event-function.js';
import { logger } from '../../lib/logger.js';

/**
 * The daily closure run (EventBridge Scheduler, Europe/Madrid; locally a timer of the stack,
 * docs/architecture.md "Account data"): closed accounts whose 60-day export window ended are
 * deleted, deleted accounts' kept invoices and records are purged after the retention period.
 * `now` is the schedule's time of the event.
 */
export const handler = eventFunction(async (event: Partial<Pick<ScheduledEvent, 'time'>>) => {
  const now = event.time ? new Date(event.time) : new Date();
  const result = await runAccountClosures({ now: Number.isNaN(now.getTime()) ? new Date() : now });
  logger.info('account closure run', { ...result });
  return result;
});
