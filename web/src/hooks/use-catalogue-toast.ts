// The one place where catalogue codes (and the api client's errors) become toasts: the
// message in the user's language, the tone from the code's severity.
import type { ErrorCode, ErrorParams } from '@fotostudio/shared/errors/catalogue';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../components/ui/toast';
import { loadErrorCatalogue, shownError } from '../i18n/error-catalogue';
import { toLanguage } from '../i18n/i18n';
import { shownErrorCodeOf } from '../lib/api-client';

export interface CatalogueToast {
  /** Shows the catalogue's message for `code` with its `params` (unknown codes show the unknown error). */
  showCode: (code: string, params?: ErrorParams) => void;
  /**
   * Shows a failed request: an ApiError's code, else `fallback`. A 401 shows nothing:
   * the user is already being sent to sign in again.
   */
  showError: (error: unknown, fallback?: ErrorCode) => void;
}

export const useCatalogueToast = (): CatalogueToast => {
  const toast = useToast();
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);

  const showCode = useCallback(
    (code: string, params?: ErrorParams) => {
      const show = () => {
        const resolved = shownError(code, language, params);
        if (resolved) toast.show({ tone: resolved.severity, message: resolved.message });
        return resolved;
      };
      // A code the entry does not carry is shown once the whole catalogue has arrived
      // (or, if it cannot be fetched, as the network error).
      if (!show()) void loadErrorCatalogue().then(show, show);
    },
    [toast, language],
  );

  const showError = useCallback(
    (error: unknown, fallback: ErrorCode = 'general.unknown') => {
      const code = shownErrorCodeOf(error, fallback);
      if (code) showCode(code);
    },
    [showCode],
  );

  return useMemo(() => ({ showCode, showError }), [showCode, showError]);
};
