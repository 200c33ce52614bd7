import type { Language } from '@fotostudio/shared/constants';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage } from './i18n';

export const useLanguage = (): { language: Language; setLanguage: (language: Language) => Promise<void> } => {
  const { i18n } = useTranslation();
  const setLanguage = useCallback(
    async (language: Language) => {
      await i18n.changeLanguage(language);
    },
    [i18n],
  );
  return { language: toLanguage(i18n.resolvedLanguage ?? i18n.language), setLanguage };
};
