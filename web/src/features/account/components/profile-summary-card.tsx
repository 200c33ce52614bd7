import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon } from '../../../components/ui/icon';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { useMe } from '../api/get-me';
import { ProfileFieldList } from './profile-field-list';
import { useProfileFields } from './use-profile-fields';

const pick = <T extends { id: string }>(items: readonly T[], ids: readonly string[]): T[] =>
  ids.flatMap((id) => items.filter((item) => item.id === id));

/** The dashboard's profile card: who you are to your clients, and your preferences. */
export const ProfileSummaryCard = () => {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const { data, error, isLoading, mutate } = useMe();
  const fields = useProfileFields(data);

  let body;
  if (fields && data) {
    const isEmpty = !data.photographer.name?.trim() && !data.photographer.businessName?.trim();
    body = (
      <>
        {isEmpty ? (
          <div className="empty-state">
            <Icon name="user" size={28} className="empty-state-icon" />
            <div>
              <p className="empty-state-title">{t('profile.empty.title')}</p>
              <p className="empty-state-message">{t('profile.empty.message')}</p>
            </div>
          </div>
        ) : null}
        <ProfileFieldList fields={[...pick(fields.personal, ['name', 'email']), ...pick(fields.business, ['businessName'])]} />
        <h3 className="card-subtitle">{t('profile.preferences.title')}</h3>
        <ProfileFieldList fields={fields.preferences} />
      </>
    );
  } else if (error) {
    body = <LoadError message={errorMessage(error.code)} retryLabel={t('common.retry')} onRetry={() => void mutate()} />;
  } else if (isLoading || !data) {
    body = <Spinner label={t('profile.loading')} />;
  }

  return (
    <section className="card" aria-labelledby="profile-summary-title">
      <header className="card-header">
        <h2 id="profile-summary-title" className="card-title">
          {t('profile.summaryTitle')}
        </h2>
        <Link to={paths.profile} className="text-link">
          {t('profile.viewProfile')}
        </Link>
      </header>
      {body}
    </section>
  );
};
