import { useEffect, type ReactNode } from 'react';
import { SWRConfig, useSWRConfig } from 'swr';
import { AuthProvider, useAuth } from '../lib/auth';
import { swrConfig } from '../lib/swr-config';

/** Nothing one account loaded may be shown to the next one on this browser. */
const ClearCacheOnSignOut = () => {
  const { state } = useAuth();
  const { mutate } = useSWRConfig();
  useEffect(() => {
    if (state.status === 'signedOut') void mutate(() => true, undefined, { revalidate: false });
  }, [state.status, mutate]);
  return null;
};

export const AppProvider = ({ children }: { children: ReactNode }) => (
  <AuthProvider>
    <SWRConfig value={swrConfig}>
      <ClearCacheOnSignOut />
      {children}
    </SWRConfig>
  </AuthProvider>
);
