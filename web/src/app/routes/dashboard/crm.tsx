import { useTranslation } from 'react-i18next';
import { CrmTabs } from '../../../features/crm/components/crm-tabs';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /dashboard/crm: contacts (leads) and clients. */
export const CrmRoute = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('crm.title'));
  return (
    <div className="page page-wide">
      <header className="page-header">
        <h1 className="page-title">{t('crm.title')}</h1>
        <p className="page-intro">{t('crm.pageIntro')}</p>
      </header>
      <CrmTabs />
    </div>
  );
};
