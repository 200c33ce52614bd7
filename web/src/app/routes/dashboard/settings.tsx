import { useTranslation } from 'react-i18next';
import { SettingsTabs } from '../../../features/account/components/settings-tabs';
import { useDocumentTitle } from '../../../lib/use-document-title';

export const SettingsRoute = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('settings.title'));
  return (
    <div className="page">
      <header className="page-header">
        <h1 className="page-title">{t('settings.title')}</h1>
        <p className="page-intro">{t('settings.intro')}</p>
      </header>
      <SettingsTabs />
    </div>
  );
};
