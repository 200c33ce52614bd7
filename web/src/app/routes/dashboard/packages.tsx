import { useTranslation } from 'react-i18next';
import { useMe } from '../../../features/account/api/get-me';
import { CatalogTabs } from '../../../features/catalog/components/catalog-tabs';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** Settings > Packages: session packages, products and default comments. */
export const PackagesRoute = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('catalog.title'));
  // The watermark needs the profile's business name; the account feature owns the profile.
  const { data: me } = useMe();
  return (
    <div className="page page-wide">
      <header className="page-header">
        <h1 className="page-title">{t('catalog.title')}</h1>
        <p className="page-intro">{t('catalog.intro')}</p>
      </header>
      <CatalogTabs businessName={me?.photographer.businessName ?? null} />
    </div>
  );
};
