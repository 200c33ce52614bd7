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

export const router = createBrowserRouter([
  {
    element: <Outlet />,
    errorElement: <RouteError />,
    children: [
      // The marketing landing will live here; until then the app is the home page.
      { path: paths.home, element: <Navigate to={paths.dashboard} replace /> },
      { path: paths.login, element: <LoginRoute /> },
      { path: paths.signup, element: <SignupRoute /> },
      { path: paths.authConfirm, element: <ConfirmRoute /> },
      { path: paths.authResetPassword, element: <ResetPasswordRoute /> },
      { path: paths.authConfirmInvite, element: <ConfirmInviteRoute /> },
      { path: paths.authInvite, element: <InviteRoute /> },
      { path: paths.authCallback, element: <AuthCallbackRoute /> },
      { path: paths.authError, element: <AuthErrorRoute /> },
      { path: paths.authAny, element: <LoginRoute /> },
      {
        path: paths.dashboard,
        element: <DashboardRoot />,
        children: [
          { index: true, element: <DashboardRoute /> },
          { path: paths.crm, element: <CrmRoute /> },
          { path: paths.profile, element: <ProfileRoute /> },
          { path: paths.settings, element: <SettingsRoute /> },
          { path: paths.packages, element: <PackagesRoute /> },
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
