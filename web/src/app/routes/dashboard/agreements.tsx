import { useTranslation } from 'react-i18next';
import { AgreementsArea } from '../../../features/agreements/components/agreements-area';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** Agreements: templates, and agreements sent to clients to sign (issue 26). */
export const AgreementsRoute = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('agreements.title'));
  return (
    <div className="page page-wide">
      <header className="page-header">
        <h1 className="page-title">{t('agreements.title')}</h1>
        <p className="page-intro">{t('agreements.intro')}</p>
      </header>
      <AgreementsArea />
    </div>
  );
};
