import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { ErrorBoundary } from '../components/ui/error-boundary';
import { ToastProvider } from '../components/ui/toast';
import { ApplyPreferencesOnSignIn } from '../features/account/components/apply-preferences-on-sign-in';
import { AuthProvider, useAuth } from '../lib/auth';

// SWR comes with the first signed-in screen; the login page does not download it.
const ClearCacheOnSignOut = lazy(() =>
  import('./clear-cache-on-sign-out').then((module) => ({ default: module.ClearCacheOnSignOut })),
);

const ClearCacheAfterSignIn = () => {
  const { state } = useAuth();
  const [signedIn, setSignedIn] = useState(false);
  useEffect(() => {
    if (state.status === 'signedIn') setSignedIn(true);
  }, [state.status]);
  return signedIn ? (
    <ErrorBoundary fallback={() => null}>
      <Suspense fallback={null}>
        <ClearCacheOnSignOut />
      </Suspense>
    </ErrorBoundary>
  ) : null;
};

export const AppProvider = ({ children }: { children: ReactNode }) => (
  <AuthProvider>
    <ToastProvider>
      <ClearCacheAfterSignIn />
      <ApplyPreferencesOnSignIn />
      {children}
    </ToastProvider>
  </AuthProvider>
);
