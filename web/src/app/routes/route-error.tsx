import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { ErrorFallback, errorKindOf } from '../../components/ui/error-boundary';
import { useErrorMessage } from '../../i18n/use-error-message';
import { errorCodeOf } from '../../lib/api-client';
import { RouteLoadError } from '../lazy-route';

const reload = () => window.location.reload();

/** The router's error boundary: a translated message, never a stack trace. */
export const RouteError = () => {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const error = useRouteError();
  const code = errorCodeOf(error, error instanceof RouteLoadError ? 'general.network' : 'general.unknown');
  return (
    <main id="main-content" className="route-error">
      <h1 className="page-title">{t('appError.title')}</h1>
      <Alert tone="error">{errorMessage(code)}</Alert>
      <Button onClick={reload}>{t('appError.tryAgain')}</Button>
    </main>
  );
};

/** A dashboard screen that could not be loaded: said inside the shell; trying again reloads. */
export const ScreenLoadError = () => {
  const error = useRouteError();
  return <ErrorFallback error={error} kind={errorKindOf(error)} reset={reload} />;
};
