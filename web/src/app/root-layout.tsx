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
  // The status exists only while loading: an idle one would be one more "status" on
  // every page for assistive technology to find.
  return (
    <div className="route-progress" data-active={loading}>
      {loading ? (
        <span role="status" className="visually-hidden">
          {t('common.loading')}
        </span>
      ) : null}
    </div>
  );
};

export const RootLayout = () => (
  <>
    <RouteProgress />
    <Outlet />
  </>
);
