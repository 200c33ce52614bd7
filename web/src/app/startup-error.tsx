import { useTranslation } from 'react-i18next';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { LogoMark } from '../components/ui/logo-mark';
import { useErrorMessage } from '../i18n/use-error-message';

/** Shown when /config.json cannot be loaded: without it there is no sign-in. */
export const StartupError = () => {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  return (
    <main id="main-content" className="route-error">
      <LogoMark size={40} />
      <h1 className="page-title">{t('appError.configTitle')}</h1>
      <Alert tone="error">{errorMessage('general.network')}</Alert>
      <Button onClick={() => window.location.reload()}>{t('common.reload')}</Button>
    </main>
  );
};
