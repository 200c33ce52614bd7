import { useTranslation } from 'react-i18next';
import { ProfileSummaryCard } from '../../../features/account/components/profile-summary-card';
import { WelcomeHeading } from '../../../features/account/components/welcome-heading';
import { WelcomeModal } from '../../../features/account/components/welcome-modal';
import { useDocumentTitle } from '../../../lib/use-document-title';

export const DashboardRoute = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('nav.items.dashboard'));
  return (
    <div className="page">
      <WelcomeHeading />
      <div className="dashboard-grid">
        <ProfileSummaryCard />
      </div>
      <WelcomeModal />
    </div>
  );
};
