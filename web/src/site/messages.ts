import type { Language } from '@fotostudio/shared/constants';

declare const __SITE_ERROR_MESSAGES__: Record<string, { es: string; en: string }>;

export const catalogueMessage = (code: string, language: Language): string => {
  const entry = __SITE_ERROR_MESSAGES__[code] ?? __SITE_ERROR_MESSAGES__['general.unknown'];
  return entry ? entry[language] : code;
};
