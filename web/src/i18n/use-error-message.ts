// Messages for error codes come from shared's catalogue, in the current language; unknown
// codes fall back to the catalogue's unknown error.
import type { ErrorParams } from '@fotostudio/shared/errors/catalogue';
import { resolveError } from '@fotostudio/shared/errors/resolve-error';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage } from './i18n';

export const useErrorMessage = (): ((code: string, params?: ErrorParams) => string) => {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  return useCallback((code: string, params?: ErrorParams) => resolveError(code, language, params).message, [language]);
};
