import { createBrowserRouter, Navigate } from 'react-router-dom';
import { paths } from '../config/paths';
import { loadErrorCatalogue } from '../i18n/error-catalogue';
import { NotFoundRoute } from './routes/not-found';
import { RouteError, ScreenLoadError } from './routes/route-error';
import { RootLayout } from './root-layout';
import { RouteFallback } from './route-fallback';
import { lazyRoute } from './lazy-route';

const AUTH = ['auth'] as const;
// The shell's session check speaks auth's texts; the home screen and shell, account's.
const DASHBOARD = ['auth', 'account'] as const;
// The home shows the sessions' calendar: its texts come with it.
const HOME = [...DASHBOARD, 'sessions'] as const;
const SESSIONS = ['sessions', 'agreements'] as const;
const SETTINGS = ['auth', 'account', 'billing'] as const;

// Every screen is its own chunk, fetched on the first visit with its translations: the
// login page does not download the dashboard, nor a dashboard area another one's code.
const login = lazyRoute(AUTH, () => import('./routes/login').then((m) => m.LoginRoute));

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <RouteFallback />,
    children: [
      // The marketing landing will live here; until then the app is the home page.
      { path: paths.home, element: <Navigate to={paths.dashboard} replace /> },
      { path: paths.login, lazy: login },
      { path: paths.signup, lazy: lazyRoute(AUTH, () => import('./routes/auth/signup').then((m) => m.SignupRoute)) },
      { path: paths.authConfirm, lazy: lazyRoute(AUTH, () => import('./routes/auth/confirm').then((m) => m.ConfirmRoute)) },
      {
        path: paths.authResetPassword,
        lazy: lazyRoute(AUTH, () => import('./routes/auth/reset-password').then((m) => m.ResetPasswordRoute)),
      },
      {
        path: paths.authConfirmInvite,
        lazy: lazyRoute(AUTH, () => import('./routes/auth/confirm-invite').then((m) => m.ConfirmInviteRoute)),
      },
      { path: paths.authInvite, lazy: lazyRoute(AUTH, () => import('./routes/auth/invite').then((m) => m.InviteRoute)) },
      { path: paths.authCallback, lazy: lazyRoute(AUTH, () => import('./routes/auth/callback').then((m) => m.AuthCallbackRoute)) },
      { path: paths.authError, lazy: lazyRoute(AUTH, () => import('./routes/auth/error').then((m) => m.AuthErrorRoute)) },
      { path: paths.authAny, lazy: login },
      {
        path: paths.dashboard,
        // The dashboard's screens show any catalogue code: the whole catalogue comes with the shell.
        lazy: lazyRoute(DASHBOARD, () =>
          Promise.all([import('./routes/dashboard/layout'), loadErrorCatalogue()]).then(([m]) => m.DashboardRoot),
        ),
        children: [
          {
            // A screen that fails to load shows its error inside the shell.
            errorElement: <ScreenLoadError />,
            children: [
              { index: true, lazy: lazyRoute(HOME, () => import('./routes/dashboard/dashboard').then((m) => m.DashboardRoute)) },
              {
                // The page renders the wizard and the detail over the list in its <Outlet/>.
                path: paths.sessions,
                lazy: lazyRoute(SESSIONS, () => import('./routes/dashboard/sessions').then((m) => m.SessionsRoute)),
                children: [
                  { path: 'new', lazy: lazyRoute(SESSIONS, () => import('./routes/dashboard/session-new').then((m) => m.SessionNewRoute)) },
                  { path: ':sessionId', lazy: lazyRoute(SESSIONS, () => import('./routes/dashboard/session-detail').then((m) => m.SessionDetailRoute)) },
                  { path: ':sessionId/edit', lazy: lazyRoute(SESSIONS, () => import('./routes/dashboard/session-edit').then((m) => m.SessionEditRoute)) },
                ],
              },
              // The contact form and the export name the client id types with billing's labels.
              { path: paths.crm, lazy: lazyRoute(['crm', 'billing', 'agreements'], () => import('./routes/dashboard/crm').then((m) => m.CrmRoute)) },
              { path: paths.profile, lazy: lazyRoute(DASHBOARD, () => import('./routes/dashboard/profile').then((m) => m.ProfileRoute)) },
              { path: paths.settings, lazy: lazyRoute(SETTINGS, () => import('./routes/dashboard/settings').then((m) => m.SettingsRoute)) },
              { path: paths.invoices, lazy: lazyRoute(['billing'], () => import('./routes/dashboard/invoices').then((m) => m.InvoicesRoute)) },
              { path: paths.packages, lazy: lazyRoute(['catalog'], () => import('./routes/dashboard/packages').then((m) => m.PackagesRoute)) },
              { path: paths.agreements, lazy: lazyRoute(['agreements'], () => import('./routes/dashboard/agreements').then((m) => m.AgreementsRoute)) },
            ],
          },
        ],
      },
      { path: paths.signPage, lazy: lazyRoute(['agreements'], () => import('./routes/sign-page').then((m) => m.SignPageRoute)) },
      { path: paths.invoicePage, lazy: lazyRoute(['billing'], () => import('./routes/invoice-page').then((m) => m.InvoicePageRoute)) },
      { path: paths.quotePage, lazy: lazyRoute(['billing'], () => import('./routes/quote-page').then((m) => m.QuotePageRoute)) },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
]);
