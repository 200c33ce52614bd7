import { runRateUpdate } from '../../exchange-rates/rate-update.js';
import { eventFunction } from '../../lib/event-function.js';
import { logger } from '../../lib/logger.js';

/**
 * The scheduled rate update (EventBridge Scheduler, daily in Europe/Madrid after the ECB
 * publishes; locally a timer of the stack, docs/dashboard.md "Currencies"). A feed that fails
 * throws: nothing was written, the scheduler retries, the next day's run fills the gap.
 */
export const handler = eventFunction(async () => {
  const result = await runRateUpdate();
  logger.info('exchange rates', { ...result });
  return result;
});
