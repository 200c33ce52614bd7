import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { ErrorFallback, errorKindOf } from '../../components/ui/error-boundary';
import { useErrorMessage } from '../../i18n/use-error-message';
import { RouteLoadError } from '../lazy-route';

const reload = () => window.location.reload();

/**
 * The catalogue code an error carries (the api client's errors do). Read without importing
 * the api client, which would put zod and the contracts on every page. An unknown code
 * shows the unknown error (useErrorMessage).
 */
const routeErrorCode = (error: unknown): string => {
  if (error instanceof RouteLoadError) return 'general.network';
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : 'general.unknown';
};

/** The router's error boundary: a translated message, never a stack trace. */
export const RouteError = () => {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const error = useRouteError();
  return (
    <main id="main-content" className="route-error">
      <h1 className="page-title">{t('appError.title')}</h1>
      <Alert tone="error">{errorMessage(routeErrorCode(error))}</Alert>
      <Button onClick={reload}>{t('appError.tryAgain')}</Button>
    </main>
  );
};

/** A dashboard screen that could not be loaded: said inside the shell; trying again reloads. */
export const ScreenLoadError = () => {
  const error = useRouteError();
  return <ErrorFallback error={error} kind={errorKindOf(error)} reset={reload} />;
};
