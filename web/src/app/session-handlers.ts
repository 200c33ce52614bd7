// What the API client does when the session is lost. Every signed-in API call is made from
// the dashboard (the preferences read after a sign-in shares its /api/me request), so the
// dashboard shell attaches these; the API client and zod stay off the login page.
import i18next from 'i18next';
import { paths } from '../config/paths';
import type { LoginState } from '../features/auth/login-state';
import { cancelInFlightRequests, setAccountGoneHandler, setUnauthorizedHandler } from '../lib/api-client';
import { signOutUser } from '../lib/auth';
import { isOpera } from '../lib/browser-kind';
import { redirectState } from '../lib/redirect';
import { router } from './router';

// A 401 from the API: sign out and go to /login, which brings the user back afterwards.
setUnauthorizedHandler(async () => {
  const { location } = router.state;
  await signOutUser();
  if (location.pathname !== paths.login) {
    await router.navigate(paths.login, { replace: true, state: redirectState(location) });
  }
});

// The account is gone (spec section 7, "406"): on Opera an alert first explains why (Opera
// keeps old sessions alive across windows), then every request in flight is cancelled,
// the stored session and the session storage are cleared, and /login shows the reason
// after 100 ms, which lets the sign-out's own redirect settle.
const ACCOUNT_GONE_REDIRECT_MS = 100;
let leavingDeletedAccount = false;
setAccountGoneHandler(async () => {
  if (leavingDeletedAccount) return;
  leavingDeletedAccount = true;
  if (isOpera(window.navigator.userAgent)) window.alert(i18next.t('auth.accountDeleted.operaAlert'));
  cancelInFlightRequests();
  try {
    await signOutUser();
    window.sessionStorage.clear();
  } finally {
    window.setTimeout(() => {
      leavingDeletedAccount = false;
      const state: LoginState = { notice: 'accountDeleted' };
      void router.navigate(paths.login, { replace: true, state });
    }, ACCOUNT_GONE_REDIRECT_MS);
  }
});
