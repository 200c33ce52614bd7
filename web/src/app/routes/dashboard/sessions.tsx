import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { SessionsScreen } from '../../../features/sessions/components/sessions-screen';
import { useDocumentTitle } from '../../../lib/use-document-title';

/**
 * /dashboard/sessions: the sessions list, grid and calendar. Its child routes (new, a
 * session's detail, its edit wizard) show their modals over it through the outlet.
 */
export const SessionsRoute = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('sessions.page.title'));
  return (
    <div className="page page-wide">
      <SessionsScreen />
      <Outlet />
    </div>
  );
};
