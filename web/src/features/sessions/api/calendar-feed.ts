import { getCalendarFeed } from '@fotostudio/shared/contracts/calendar-feed';
import { apiRequest } from '../../../lib/api-client';

/**
 * A synced session shows in the photographer's subscription feed, which the first read
 * makes (the server makes the private URL at the first call); not having one is a warning
 * only (spec section 7).
 */
export const calendarFeedReady = async (): Promise<boolean> => {
  try {
    await apiRequest(getCalendarFeed);
    return true;
  } catch {
    return false;
  }
};
