import { useTranslation } from 'react-i18next';
import { Outlet, useNavigation } from 'react-router-dom';
import './route-progress.css';

/**
 * While the next screen's code and texts are fetched the current one stays; a bar at the
 * top shows the wait, and screen readers hear that the page is loading.
 */
const RouteProgress = () => {
  const { t } = useTranslation();
  const loading = useNavigation().state === 'loading';
  return (
    <div role="status" aria-live="polite" className="route-progress" data-active={loading}>
      {loading ? <span className="visually-hidden">{t('common.loading')}</span> : null}
    </div>
  );
};

export const RootLayout = () => (
  <>
    <RouteProgress />
    <Outlet />
  </>
);
