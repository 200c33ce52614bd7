// What the public pages share with the app through localStorage: the language and theme keys
// the app uses (web/src/i18n/i18n.ts, web/src/lib/theme.ts), and a cheap sign-in signal
// (Amplify's token keys) so the landing can offer the dashboard without loading Amplify.
import type { Language } from '@fotostudio/shared/constants';

export const LANGUAGE_KEY = 'fotostudio.language';
export const THEME_KEY = 'fotostudio.theme';
const TOKEN_KEY_PREFIX = 'CognitoIdentityServiceProvider.';

export type Theme = 'light' | 'dark';

const read = (key: string): string | null => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
};

const write = (key: string, value: string): void => {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage blocked: the choice applies to this page only.
  }
};

export const storedTheme = (): Theme => (read(THEME_KEY) === 'dark' ? 'dark' : 'light');

export const applyTheme = (theme: Theme, remember: boolean): void => {
  document.documentElement.dataset.theme = theme;
  if (remember) write(THEME_KEY, theme);
};

export const rememberLanguage = (language: Language): void => write(LANGUAGE_KEY, language);

/** The language this browser chose in the app or on the site, if any. */
export const storedLanguage = (): Language | undefined => {
  const stored = read(LANGUAGE_KEY);
  return stored === 'es' || stored === 'en' ? stored : undefined;
};

/** Whether the storage holds a signed-in user's tokens (keys as Amplify names them). */
export const hasSessionTokens = (keys: readonly string[]): boolean =>
  keys.some((key) => key.startsWith(TOKEN_KEY_PREFIX) && (key.endsWith('.refreshToken') || key.endsWith('.accessToken')));

export const looksSignedIn = (): boolean => {
  try {
    return hasSessionTokens(Object.keys(localStorage));
  } catch {
    return false;
  }
};
