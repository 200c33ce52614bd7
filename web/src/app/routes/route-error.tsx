import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { useErrorMessage } from '../../i18n/use-error-message';
import { errorCodeOf } from '../../lib/api-client';

/** The router's error boundary: a translated message, never a stack trace. */
export const RouteError = () => {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const error = useRouteError();
  return (
    <main id="main-content" className="route-error">
      <h1 className="page-title">{t('appError.title')}</h1>
      <Alert tone="error">{errorMessage(errorCodeOf(error))}</Alert>
      <Button onClick={() => window.location.reload()}>{t('appError.tryAgain')}</Button>
    </main>
  );
};
