import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Tabs } from '../../../components/ui/tabs';
import { CommentsPanel } from './comments-panel';
import { PackagesPanel } from './packages-panel';
import { ProductsPanel } from './products-panel';

const CATALOG_TABS = ['sessions', 'products', 'comments'] as const;
type CatalogTab = (typeof CATALOG_TABS)[number];

const isCatalogTab = (value: string | null): value is CatalogTab =>
  value !== null && (CATALOG_TABS as readonly string[]).includes(value);

/**
 * Packages, products and default comments (spec section 2: tabs Sessions, Products,
 * Comments). The open tab is in the URL (?tab=), so a reload or a link keeps it.
 */
export const CatalogTabs = ({ businessName }: { businessName: string | null }) => {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const requested = search.get('tab');
  const tab: CatalogTab = isCatalogTab(requested) ? requested : 'sessions';

  return (
    <Tabs
      label={t('catalog.tabsLabel')}
      selectedTab={tab}
      onTabChange={(id) => setSearch(id === 'sessions' ? {} : { tab: id }, { replace: true })}
      tabs={[
        { id: 'sessions', label: t('catalog.tabs.sessions'), panel: <PackagesPanel businessName={businessName} /> },
        { id: 'products', label: t('catalog.tabs.products'), panel: <ProductsPanel /> },
        { id: 'comments', label: t('catalog.tabs.comments'), panel: <CommentsPanel /> },
      ]}
    />
  );
};
