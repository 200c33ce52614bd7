import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ProfileSummaryCard } from '../../../features/account/components/profile-summary-card';
import { WelcomeCard } from '../../../features/account/components/welcome-card';
import { WelcomeHeading } from '../../../features/account/components/welcome-heading';
import { WelcomeModal } from '../../../features/account/components/welcome-modal';
import { DashboardScreen } from '../../../features/dashboard/components/dashboard-screen';
import { sessionHref } from '../../../features/dashboard/utils/dashboard-links';
import { useNotificationStatus } from '../../../features/notifications/hooks/use-notifications';
import { SessionCalendar } from '../../../features/sessions/components/session-calendar';
import { weekStartOf } from '../../../features/sessions/utils/calendar-month';
import { usePreferences } from '../../../lib/preferences';
import { useDocumentTitle } from '../../../lib/use-document-title';

export const DashboardRoute = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { timezone } = usePreferences();
  // The bell's poll (one request for both): a new notice means new figures.
  const { data: notices } = useNotificationStatus();
  useDocumentTitle(t('nav.items.dashboard'));
  return (
    <div className="page">
      <WelcomeHeading />
      <DashboardScreen
        welcome={<WelcomeCard />}
        aside={<ProfileSummaryCard />}
        changedAt={notices?.since}
        renderCalendar={(calendar) => (
          <SessionCalendar {...calendar} weekStart={weekStartOf(timezone)} onOpen={(session) => void navigate(sessionHref(session.sessionId))} />
        )}
      />
      <WelcomeModal />
    </div>
  );
};
