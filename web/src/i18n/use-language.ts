import type { Language } from '@fotostudio/shared/constants';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage } from './i18n';

// Switching fetches the new language's texts first, so an earlier switch still loading
// can overtake a later one; counting the requests lets an automatic switch (the account's
// language after a sign-in) give way to one the user made in the meantime.
let languageRequests = 0;

/** How many language switches were asked for so far on this page. */
export const languageRequestCount = (): number => languageRequests;

export const useLanguage = (): { language: Language; setLanguage: (language: Language) => Promise<void> } => {
  const { i18n } = useTranslation();
  const setLanguage = useCallback(
    async (language: Language) => {
      languageRequests += 1;
      await i18n.changeLanguage(language);
    },
    [i18n],
  );
  return { language: toLanguage(i18n.resolvedLanguage ?? i18n.language), setLanguage };
};
