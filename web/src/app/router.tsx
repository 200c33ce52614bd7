import i18next from 'i18next';
import { createBrowserRouter, Navigate, Outlet } from 'react-router-dom';
import { paths } from '../config/paths';
import type { LoginState } from '../features/auth/login-state';
import { cancelInFlightRequests, setAccountGoneHandler, setUnauthorizedHandler } from '../lib/api-client';
import { isOpera } from '../lib/browser-kind';
import { signOutUser } from '../lib/auth';
import { redirectState } from '../lib/redirect';
import { AuthCallbackRoute } from './routes/auth/callback';
import { ConfirmRoute } from './routes/auth/confirm';
import { ConfirmInviteRoute } from './routes/auth/confirm-invite';
import { AuthErrorRoute } from './routes/auth/error';
import { InviteRoute } from './routes/auth/invite';
import { ResetPasswordRoute } from './routes/auth/reset-password';
import { SignupRoute } from './routes/auth/signup';
import { CrmRoute } from './routes/dashboard/crm';
import { DashboardRoute } from './routes/dashboard/dashboard';
import { DashboardRoot } from './routes/dashboard/layout';
import { PackagesRoute } from './routes/dashboard/packages';
import { ProfileRoute } from './routes/dashboard/profile';
import { SettingsRoute } from './routes/dashboard/settings';
import { LoginRoute } from './routes/login';
import { NotFoundRoute } from './routes/not-found';
import { RouteError } from './routes/route-error';
import { RouteFallback } from './route-fallback';
import { lazyRoute } from './lazy-route';

const AUTH = ['auth'] as const;
// The shell's session check speaks auth's texts; the home screen and shell, account's.
const DASHBOARD = ['auth', 'account'] as const;

export const router = createBrowserRouter([
  {
    element: <Outlet />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <RouteFallback />,
    children: [
      // The marketing landing will live here; until then the app is the home page.
      { path: paths.home, element: <Navigate to={paths.dashboard} replace /> },
      { path: paths.login, lazy: lazyRoute(AUTH, async () => LoginRoute) },
      { path: paths.signup, lazy: lazyRoute(AUTH, async () => SignupRoute) },
      { path: paths.authConfirm, lazy: lazyRoute(AUTH, async () => ConfirmRoute) },
      { path: paths.authResetPassword, lazy: lazyRoute(AUTH, async () => ResetPasswordRoute) },
      { path: paths.authConfirmInvite, lazy: lazyRoute(AUTH, async () => ConfirmInviteRoute) },
      { path: paths.authInvite, lazy: lazyRoute(AUTH, async () => InviteRoute) },
      { path: paths.authCallback, lazy: lazyRoute(AUTH, async () => AuthCallbackRoute) },
      { path: paths.authError, lazy: lazyRoute(AUTH, async () => AuthErrorRoute) },
      { path: paths.authAny, lazy: lazyRoute(AUTH, async () => LoginRoute) },
      {
        path: paths.dashboard,
        lazy: lazyRoute(DASHBOARD, async () => DashboardRoot),
        children: [
          { index: true, lazy: lazyRoute(DASHBOARD, async () => DashboardRoute) },
          { path: paths.crm, lazy: lazyRoute(['crm'], async () => CrmRoute) },
          { path: paths.profile, lazy: lazyRoute(DASHBOARD, async () => ProfileRoute) },
          { path: paths.settings, lazy: lazyRoute(DASHBOARD, async () => SettingsRoute) },
          { path: paths.packages, lazy: lazyRoute(['catalog'], async () => PackagesRoute) },
        ],
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
]);

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
