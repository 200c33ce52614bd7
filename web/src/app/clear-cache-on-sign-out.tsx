import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { useAuth } from '../lib/auth';

/**
 * Nothing one account loaded may be shown to the next one on this browser. Mounted once
 * someone has signed in, so every later sign-out clears the cache. Only on an actual
 * sign-out: clearing when a visitor turns out to be signed out at start-up would also drop
 * the answers public pages are waiting for (SWR ignores a request that a mutation overtook).
 */
export const ClearCacheOnSignOut = () => {
  const { state } = useAuth();
  const { mutate } = useSWRConfig();
  useEffect(() => {
    if (state.status === 'signedOut') void mutate(() => true, undefined, { revalidate: false });
  }, [state.status, mutate]);
  return null;
};
