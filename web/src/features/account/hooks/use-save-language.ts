import type { Language } from '@fotostudio/shared/constants';
import { useCallback } from 'react';
import { useCatalogueToast } from '../../../hooks/use-catalogue-toast';
import { ApiError } from '../../../lib/api-client';
import { useUpdateSettings } from '../api/update-settings';

/**
 * Keeps a language picked anywhere in the dashboard (e.g. the sidebar's ES/EN switch) in
 * the account as well, so the next sign-in brings it back. The switch has already
 * applied it; a failed save only warns.
 */
export const useSaveLanguage = (): ((language: Language) => void) => {
  const { trigger } = useUpdateSettings();
  const catalogueToast = useCatalogueToast();
  return useCallback(
    (language: Language) => {
      trigger({ body: { preferences: { language } } }).catch((error: unknown) => {
        if (!(error instanceof ApiError && error.status === 401)) catalogueToast.showCode('preferences.language_sync_failed');
      });
    },
    [trigger, catalogueToast],
  );
};
