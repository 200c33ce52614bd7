// i18next set up once, before the first render. Spanish is the default; the choice is
// kept in localStorage (spec section 9) and mirrored on <html lang> and the title.
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@fotostudio/shared/constants';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './en.json';
import es from './es.json';

// Both files must have the same keys: each is checked against the other's shape.
const englishHasEveryKey: typeof es = en;
const spanishHasEveryKey: typeof en = es;

export const resources = {
  es: { translation: spanishHasEveryKey },
  en: { translation: englishHasEveryKey },
} as const;

const STORAGE_KEY = 'fotostudio.language';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** The language i18next is using, narrowed to the product's languages. */
export const toLanguage = (value: string | undefined): Language => (isLanguage(value) ? value : DEFAULT_LANGUAGE);

const storedLanguage = (): Language => {
  try {
    return toLanguage(window.localStorage.getItem(STORAGE_KEY) ?? undefined);
  } catch {
    // Storage can be blocked (privacy modes); the default language still works.
    return DEFAULT_LANGUAGE;
  }
};

const reflectLanguage = (language: Language): void => {
  document.documentElement.lang = language;
  document.title = i18next.t('app.name');
  try {
    window.localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Not persisted; the choice still applies to this visit.
  }
};

export const initI18n = async (): Promise<typeof i18next> => {
  i18next.on('languageChanged', (lng) => reflectLanguage(toLanguage(lng)));
  await i18next.use(initReactI18next).init({
    resources,
    lng: storedLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGES,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return i18next;
};
