import { useTranslation } from 'react-i18next';
import { InvoicesScreen } from '../../../features/billing/components/invoices-screen';
import { useDocumentTitle } from '../../../lib/use-document-title';

export const InvoicesRoute = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('billing.title'));
  return (
    <div className="page">
      <header className="page-header">
        <h1 className="page-title">{t('billing.title')}</h1>
        <p className="page-intro">{t('billing.intro')}</p>
      </header>
      <InvoicesScreen />
    </div>
  );
};
