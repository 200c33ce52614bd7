import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { ErrorBoundary } from '../../../components/ui/error-boundary';
import { paths } from '../../../config/paths';
import { languageRequestCount } from '../../../i18n/use-language';
import { useAuth } from '../../../lib/auth';

// Reading the account needs the API client (and zod): fetched only once someone signs in,
// so the login page does not download it.
const ApplyAccountPreferences = lazy(() =>
  import('./apply-account-preferences').then((module) => ({ default: module.ApplyAccountPreferences })),
);

/**
 * "A sign-in loads preferences" (spec section 4): when a user signs in on this page, the
 * account's language and theme replace this browser's. A session restored on reload keeps
 * the browser's own choices, which every change also saves to the account, so the two
 * agree. Invite pages skip it.
 */
export const ApplyPreferencesOnSignIn = () => {
  const { state } = useAuth();
  const previous = useRef(state.status);
  const [pending, setPending] = useState<{ languageRequests: number } | null>(null);
  const applied = useCallback(() => setPending(null), []);

  useEffect(() => {
    const was = previous.current;
    previous.current = state.status;
    if (was === 'signedOut' && state.status === 'signedIn' && !window.location.pathname.startsWith(paths.authInvite)) {
      setPending({ languageRequests: languageRequestCount() });
    }
    if (state.status === 'signedOut') setPending(null);
  }, [state.status]);

  // Offline at that moment: the browser's own choices stay, as on a restored session.
  return pending ? (
    <ErrorBoundary fallback={() => null}>
      <Suspense fallback={null}>
        <ApplyAccountPreferences onApplied={applied} languageRequestsAtSignIn={pending.languageRequests} />
      </Suspense>
    </ErrorBoundary>
  ) : null;
};
