import type { ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { DashboardLayout } from '../../../components/layouts/dashboard-layout';
import { ErrorBoundary } from '../../../components/ui/error-boundary';
import { useMe } from '../../../features/account/api/get-me';
import { useSaveLanguage } from '../../../features/account/hooks/use-save-language';
import { NotificationBell } from '../../../features/notifications/components/notification-bell';
import { AssistantChat } from '../../../features/support/components/assistant-chat';
import { SupportButton } from '../../../features/support/components/support-button';
import { useAuth } from '../../../lib/auth';
import { PreferencesProvider } from '../../../lib/preferences';
import { ApiCacheConfig } from '../../api-cache-config';
import { ProtectedRoute } from '../../protected-route';
import '../../session-handlers';

/** The account's currency, date format and time zone, for every screen's formatting. */
const AccountPreferences = ({ children }: { children: ReactNode }) => {
  const { data } = useMe();
  return <PreferencesProvider value={data?.settings.preferences}>{children}</PreferencesProvider>;
};

const DashboardShell = () => {
  const { signOut } = useAuth();
  const { pathname } = useLocation();
  const saveLanguage = useSaveLanguage();
  return (
    <ProtectedRoute>
      {(user) => (
        <AccountPreferences>
          <DashboardLayout
            email={user.email}
            onSignOut={() => void signOut()}
            onLanguageChange={saveLanguage}
            headerActions={
              <>
                <SupportButton />
                <NotificationBell />
              </>
            }
          >
            {/* A screen that fails to render shows the error page inside the shell; moving on clears it. */}
            <ErrorBoundary resetKeys={[pathname]}>
              <Outlet />
            </ErrorBoundary>
            <AssistantChat />
          </DashboardLayout>
        </AccountPreferences>
      )}
    </ProtectedRoute>
  );
};

export const DashboardRoot = () => (
  <ApiCacheConfig>
    <DashboardShell />
  </ApiCacheConfig>
);
