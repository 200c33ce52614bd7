import { useTranslation } from 'react-i18next';
import { useDisplayName } from '../../../hooks/use-display-name';
import { useAuth } from '../../../lib/auth';
import { useMe } from '../api/get-me';

export const WelcomeHeading = () => {
  const { t } = useTranslation();
  const { state } = useAuth();
  const { data, isLoading } = useMe();
  const user = state.status === 'signedIn' ? state.user : null;
  const name = useDisplayName({
    name: data?.photographer.name?.trim() || user?.name,
    email: data?.photographer.email ?? user?.email,
  });
  // Until the profile arrives the name may still change (email -> real name): keep the
  // heading's place but do not show a name that is about to be replaced.
  const settling = isLoading && !user?.name;
  return (
    <header className="page-header">
      <h1 className={settling ? 'page-title is-settling' : 'page-title'}>{t('dashboard.welcome', { name })}</h1>
      <p className="page-intro">{t('dashboard.intro')}</p>
    </header>
  );
};
