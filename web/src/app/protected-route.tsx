import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { PageSpinner } from '../components/ui/spinner';
import { paths } from '../config/paths';
import { useAuth, type AuthUser } from '../lib/auth';
import { redirectState } from '../lib/redirect';

/** Waits for the auth state; signed-out visitors go to /login, which brings them back. */
export const ProtectedRoute = ({ children }: { children: (user: AuthUser) => ReactNode }) => {
  const { t } = useTranslation();
  const { state } = useAuth();
  const location = useLocation();
  if (state.status === 'loading') return <PageSpinner label={t('auth.loadingSession')} />;
  if (state.status === 'signedOut') return <Navigate to={paths.login} replace state={redirectState(location)} />;
  return children(state.user);
};
