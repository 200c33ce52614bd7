import { useTranslation } from 'react-i18next';
import { ProfileDetails } from '../../../features/account/components/profile-details';
import { useDocumentTitle } from '../../../lib/use-document-title';

export const ProfileRoute = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('profile.title'));
  return (
    <div className="page">
      <header className="page-header">
        <h1 className="page-title">{t('profile.title')}</h1>
        <p className="page-intro">{t('profile.intro')}</p>
      </header>
      <ProfileDetails />
    </div>
  );
};
