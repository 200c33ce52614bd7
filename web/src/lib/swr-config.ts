// Client cache behaviour of spec section 7: data is fresh for 5 minutes, queries retry
// once (only when retrying can help), nothing refetches on window focus. SWR has no
// "kept for 10 minutes" eviction; the cache is cleared on sign-out instead.
import type { SWRConfiguration } from 'swr';

/**
 * The api client's errors say whether retrying can help; anything else may be retried.
 * Read by shape: importing the api client here would put zod on every page.
 */
const isPermanent = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'isTransient' in error && error.isTransient === false;

export const FRESH_FOR_MS = 5 * 60_000;

export const swrConfig: SWRConfiguration = {
  dedupingInterval: FRESH_FOR_MS,
  revalidateOnFocus: false,
  errorRetryCount: 1,
  shouldRetryOnError: (error: Error) => !isPermanent(error),
};
