import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../components/ui/spinner';

/** What the first visit shows while the page's code and texts are fetched. */
export const RouteFallback = () => {
  const { t } = useTranslation();
  return <PageSpinner label={t('common.loading')} />;
};
