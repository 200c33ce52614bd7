// i18next set up once, before the first render. Spanish is the default; the choice is
// kept in localStorage (spec section 9) and mirrored on <html lang> and the title.
// Only the `common` namespace is loaded up front; each route loads its area's namespace
// (loadNamespaces) before it renders, so no raw key is ever shown.
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@fotostudio/shared/constants';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { namespaceBackend } from './load-namespace';
import { AREA_NAMESPACES, DEFAULT_NAMESPACE, type Namespace } from './namespaces';

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

// The router starts fetching the first route's namespaces as soon as it is created, which
// can be before init: those requests wait for it.
let markInitialised: () => void = () => undefined;
const initialised = new Promise<void>((resolve) => {
  markInitialised = resolve;
});

export const initI18n = async (): Promise<typeof i18next> => {
  i18next.on('languageChanged', (lng) => reflectLanguage(toLanguage(lng)));
  await i18next
    .use(namespaceBackend)
    .use(initReactI18next)
    .init({
      lng: storedLanguage(),
      // Both languages carry every key (checked in namespaces.ts): no fallback files to fetch.
      fallbackLng: false,
      supportedLngs: LANGUAGES,
      load: 'languageOnly',
      ns: [DEFAULT_NAMESPACE],
      defaultNS: DEFAULT_NAMESPACE,
      fallbackNS: [...AREA_NAMESPACES],
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  markInitialised();
  return i18next;
};

/**
 * Resolves once the namespaces are loaded in the current language. i18next remembers
 * them, so a language switch fetches them in the new language before it applies.
 */
export const loadNamespaces = async (namespaces: readonly Namespace[]): Promise<void> => {
  await initialised;
  await i18next.loadNamespaces([...namespaces]);
  // i18next only logs a failed read; a page without its texts must not render.
  const missing = namespaces.filter((namespace) => !i18next.hasResourceBundle(i18next.language, namespace));
  if (missing.length > 0) throw new Error(`Translations not loaded: ${missing.join(', ')}`);
};
