import { useTranslation } from 'react-i18next';
import { ProfileForm } from '../../../features/account/components/profile-form';
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
      <ProfileForm />
    </div>
  );
};
