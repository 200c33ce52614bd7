import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../../components/ui/tabs';
import { AgreementsPanel } from './agreements-panel';
import { TemplatesPanel } from './templates-panel';

/**
 * The agreements screen's two tabs: the agreements (drafts, sent...) and the templates they come
 * from. The tab is in the URL (?tab=templates), and so is an opened agreement (?agreement=<id>,
 * which the CRM's and the session's lists link to).
 */
export const AgreementsArea = () => {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab') === 'templates' ? 'templates' : 'agreements';
  const opened = search.get('agreement');
  return (
    <Tabs
      label={t('agreements.tabsLabel')}
      selectedTab={tab}
      onTabChange={(id) => setSearch(id === 'templates' ? { tab: id } : {}, { replace: true })}
      tabs={[
        {
          id: 'agreements',
          label: t('agreements.tabs.agreements'),
          panel: <AgreementsPanel opened={opened} onOpen={(agreementId) => setSearch(agreementId ? { agreement: agreementId } : {}, { replace: true })} />,
        },
        { id: 'templates', label: t('agreements.tabs.templates'), panel: <TemplatesPanel /> },
      ]}
    />
  );
};
