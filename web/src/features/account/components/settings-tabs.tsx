import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs } from '../../../components/ui/tabs';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { useMe } from '../api/get-me';
import { AccountClosureSettings } from './account-closure-settings';
import { AccountDataSettings } from './account-data-settings';
import { NotificationSettings } from './notification-settings';
import { PreferencesSettings } from './preferences-settings';
import { SecuritySettings } from './security-settings';
import { SubscriptionPanel } from './subscription-panel';
import { StorageSettings } from './storage-settings';

// Integrations join this list with the issue that builds them.
const SETTINGS_TABS = ['preferences', 'security', 'notifications', 'storage', 'billing', 'data'] as const;
type SettingsTab = (typeof SETTINGS_TABS)[number];

const isSettingsTab = (value: string | null): value is SettingsTab =>
  value !== null && (SETTINGS_TABS as readonly string[]).includes(value);

/**
 * The settings tabs; the open one is in the URL (?tab=), so a reload or a link keeps it.
 * Billing's panel comes from the billing feature, through the route.
 */
export const SettingsTabs = ({ billing }: { billing: ReactNode }) => {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const { data, error, mutate } = useMe();
  const [search, setSearch] = useSearchParams();
  const requested = search.get('tab');
  const tab: SettingsTab = isSettingsTab(requested) ? requested : 'preferences';

  if (!data) {
    if (error) return <LoadError message={errorMessage(error.code)} retryLabel={t('common.retry')} onRetry={() => void mutate()} />;
    return <Spinner label={t('settings.loading')} />;
  }

  return (
    <Tabs
      label={t('settings.tabsLabel')}
      selectedTab={tab}
      onTabChange={(id) => setSearch(id === 'preferences' ? {} : { tab: id }, { replace: true })}
      tabs={[
        { id: 'preferences', label: t('settings.tabs.preferences'), panel: <PreferencesSettings me={data} /> },
        { id: 'security', label: t('settings.tabs.security'), panel: <SecuritySettings email={data.photographer.email} /> },
        { id: 'notifications', label: t('settings.tabs.notifications'), panel: <NotificationSettings me={data} /> },
        { id: 'storage', label: t('settings.tabs.storage'), panel: <StorageSettings /> },
        {
          id: 'billing',
          label: t('settings.tabs.billing'),
          // Spec: the Billing tab holds the photographer's Subscription, then Client Billing.
          panel: (
            <div className="settings-panel">
              <SubscriptionPanel subscription={data.subscription} />
              {billing}
            </div>
          ),
        },
        {
          id: 'data',
          label: t('settings.tabs.data'),
          panel: (
            <>
              <AccountDataSettings />
              <AccountClosureSettings />
            </>
          ),
        },
      ]}
    />
  );
};
