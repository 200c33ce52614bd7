// Messages for error codes come from shared's catalogue, in the current language; unknown
// codes fall back to the catalogue's unknown error. A code the entry does not carry renders
// empty until the whole catalogue arrives (src/i18n/error-catalogue.ts), then re-renders.
import type { ErrorParams } from '@fotostudio/shared/errors/catalogue';
import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCatalogueState, onErrorCatalogueLoaded, shownError } from './error-catalogue';
import { toLanguage } from './i18n';

export const useErrorMessage = (): ((code: string, params?: ErrorParams) => string) => {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const catalogue = useSyncExternalStore(onErrorCatalogueLoaded, errorCatalogueState);
  return useCallback(
    (code: string, params?: ErrorParams) => shownError(code, language, params)?.message ?? '',
    // `catalogue`: a new function (and a re-render) once the whole catalogue arrives.
    [language, catalogue],
  );
};
