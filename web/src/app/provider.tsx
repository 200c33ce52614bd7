import { useEffect, useRef, type ReactNode } from 'react';
import { SWRConfig, useSWRConfig } from 'swr';
import { ToastProvider } from '../components/ui/toast';
import { ApplyPreferencesOnSignIn } from '../features/account/components/apply-preferences-on-sign-in';
import { AuthProvider, useAuth } from '../lib/auth';
import { swrConfig } from '../lib/swr-config';

/**
 * Nothing one account loaded may be shown to the next one on this browser. Only on an
 * actual sign-out: clearing when a visitor turns out to be signed out at start-up would
 * also drop the answers public pages are waiting for (SWR ignores a request that a
 * mutation overtook).
 */
const ClearCacheOnSignOut = () => {
  const { state } = useAuth();
  const { mutate } = useSWRConfig();
  const wasSignedIn = useRef(false);
  useEffect(() => {
    if (state.status === 'signedIn') wasSignedIn.current = true;
    if (state.status === 'signedOut' && wasSignedIn.current) {
      wasSignedIn.current = false;
      void mutate(() => true, undefined, { revalidate: false });
    }
  }, [state.status, mutate]);
  return null;
};

export const AppProvider = ({ children }: { children: ReactNode }) => (
  <AuthProvider>
    <SWRConfig value={swrConfig}>
      <ToastProvider>
        <ClearCacheOnSignOut />
        <ApplyPreferencesOnSignIn />
        {children}
      </ToastProvider>
    </SWRConfig>
  </AuthProvider>
);
