// The gallery's own small i18n (the app's i18next would cost the page ~15 KB gzipped): the
// browser's remembered choice, else the client's language the page names, else Spanish. Its
// words are locales/<language>/gallery.json, the app's layout (one namespace: the page is one screen).
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import en from './locales/en/gallery.json';
import es from './locales/es/gallery.json';

export type Language = 'es' | 'en';
type Texts = typeof es;
export type TextKey = keyof Texts;

const TEXTS: Record<Language, Texts> = { es, en };
// The same key as the dashboard (spec section 9: the language is stored locally), so a browser
// that chose English for one sees both in English.
const LANGUAGE_KEY = 'fotostudio.language';

declare const __GALLERY_ERROR_MESSAGES__: Record<string, { es: string; en: string }>;

/**
 * Fills `{name}` placeholders, as shared/src/fill-in.ts does. Not imported from there: a module
 * the gallery page shares with the app's would become a chunk of its own, one more request on
 * the login page and on this one.
 */
export const fill = (text: string, values: Record<string, string | number> = {}): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

export const errorMessage = (code: string, language: Language): string => {
  const entry = __GALLERY_ERROR_MESSAGES__[code] ?? __GALLERY_ERROR_MESSAGES__['general.unknown'];
  return entry ? entry[language] : code;
};

/** `key_one` when the count is 1 and the language has that form; else `key`. */
const textOf = (texts: Texts, key: TextKey, count: string | number | undefined): string => {
  const one = `${key}_one`;
  return count === 1 && one in texts ? texts[one as TextKey] : texts[key];
};

const asLanguage = (value: string | null | undefined): Language | undefined => (value === 'es' || value === 'en' ? value : undefined);

/**
 * The browser's own choice, else the page's: gallery.page writes the session client's
 * preferred language into `<html lang>` (functions/src/gallery/holder/page-template.ts), the
 * built template's is Spanish.
 */
const startLanguage = (): Language => {
  let saved: Language | undefined;
  try {
    saved = asLanguage(localStorage.getItem(LANGUAGE_KEY));
  } catch {
    // No storage: the page's language.
  }
  return saved ?? asLanguage(document.documentElement.lang) ?? 'es';
};

interface I18n {
  language: Language;
  setLanguage: (language: Language) => void;
  t: (key: TextKey, values?: Record<string, string | number>) => string;
  /** The catalogue message of an error code. */
  m: (code: string) => string;
}

const I18nContext = createContext<I18n | null>(null);

export const I18nProvider = ({ children }: { children: ReactNode }) => {
  const [language, setLanguageState] = useState<Language>(startLanguage);
  const setLanguage = useCallback((next: Language) => {
    setLanguageState(next);
    try {
      localStorage.setItem(LANGUAGE_KEY, next);
    } catch {
      // Not remembered: it still applies to this visit.
    }
  }, []);
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  const value = useMemo<I18n>(
    () => ({
      language,
      setLanguage,
      t: (key, values) => fill(textOf(TEXTS[language], key, values?.count), values),
      m: (code) => errorMessage(code, language),
    }),
    [language, setLanguage],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
};

export const useI18n = (): I18n => {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useI18n outside I18nProvider');
  return i18n;
};
