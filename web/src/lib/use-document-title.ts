import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** "<page> · <product>", kept in the current language. */
export const useDocumentTitle = (page: string | null): void => {
  const { t } = useTranslation();
  const appName = t('app.name');
  useEffect(() => {
    document.title = page ? `${page} · ${appName}` : appName;
  }, [page, appName]);
};
