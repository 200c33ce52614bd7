import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs } from '../../../components/ui/tabs';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { useMe } from '../api/get-me';
import { ProfileFieldList } from './profile-field-list';
import { useProfileFields } from './use-profile-fields';

/** The whole profile, read-only, in the spec's Personal and Business tabs. */
export const ProfileDetails = () => {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const { data, error, mutate } = useMe();
  const fields = useProfileFields(data);

  if (!fields) {
    if (error) {
      return <LoadError message={errorMessage(error.code)} retryLabel={t('common.retry')} onRetry={() => void mutate()} />;
    }
    return <Spinner label={t('profile.loading')} />;
  }

  return (
    <div className="card">
      <Tabs
        label={t('profile.tabsLabel')}
        tabs={[
          { id: 'personal', label: t('profile.tabs.personal'), panel: <ProfileFieldList fields={fields.personal} /> },
          { id: 'business', label: t('profile.tabs.business'), panel: <ProfileFieldList fields={fields.business} /> },
        ]}
      />
    </div>
  );
};
