import { getCalendarFeed } from '@fotostudio/shared/contracts/sessions';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /api/calendar-feed makes the photographer's subscription feed at its first call: a
 * session created with calendar sync is in the feed once it exists. Not cached.
 */
export const ensureCalendarFeed = async (): Promise<void> => {
  await apiRequest(getCalendarFeed);
};
