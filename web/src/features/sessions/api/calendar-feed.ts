import { getCalendarFeed, regenerateCalendarFeed } from '@fotostudio/shared/contracts/calendar-feed';
import useSWR, { type SWRResponse } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest, type ApiError } from '../../../lib/api-client';

export interface CalendarFeed {
  url: string;
  createdAt: string;
}

const feedKey = getCalendarFeed.id;

/** The photographer's private subscription URL, made by the server at the first call. */
export const fetchCalendarFeed = async (): Promise<CalendarFeed> => (await apiRequest(getCalendarFeed)).feed;

/**
 * A synced session shows in the photographer's subscription feed, which the first read
 * makes; not having one is a warning only (spec section 7).
 */
export const calendarFeedReady = async (): Promise<boolean> => {
  try {
    await fetchCalendarFeed();
    return true;
  } catch {
    return false;
  }
};

export const useCalendarFeed = (): SWRResponse<CalendarFeed, ApiError> => useSWR<CalendarFeed, ApiError, string>(feedKey, fetchCalendarFeed);

/** Replaces the URL; the cached one is swapped for the answer, the old one no longer works. */
export const useRegenerateCalendarFeed = () =>
  useSWRMutation<CalendarFeed, ApiError, string>(feedKey, async () => (await apiRequest(regenerateCalendarFeed)).feed, {
    throwOnError: true,
    populateCache: true,
    revalidate: false,
  });
