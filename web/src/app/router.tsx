import { createBrowserRouter, Navigate, Outlet } from 'react-router-dom';
import { paths } from '../config/paths';
import { setUnauthorizedHandler } from '../lib/api-client';
import { signOutUser } from '../lib/auth';
import { redirectState } from '../lib/redirect';
import { DashboardRoute } from './routes/dashboard/dashboard';
import { DashboardRoot } from './routes/dashboard/layout';
import { ProfileRoute } from './routes/dashboard/profile';
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
      {
        path: paths.dashboard,
        element: <DashboardRoot />,
        children: [
          { index: true, element: <DashboardRoute /> },
          { path: paths.profile, element: <ProfileRoute /> },
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
