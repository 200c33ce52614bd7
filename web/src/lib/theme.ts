// Light or dark: a data-theme attribute on <html>, which styles.css turns into colours.
// Kept in localStorage (spec: the theme is remembered for a year) so a reload paints the
// right theme before the app has loaded the account's stored preference.
import { DEFAULT_THEME, THEMES, type Theme } from '@fotostudio/shared/constants';
import { useSyncExternalStore } from 'react';

const STORAGE_KEY = 'fotostudio.theme';

export const isTheme = (value: unknown): value is Theme =>
  typeof value === 'string' && (THEMES as readonly string[]).includes(value);

const storedTheme = (): Theme => {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    return isTheme(stored) ? stored : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
};

let current: Theme = DEFAULT_THEME;
const listeners = new Set<() => void>();

export const applyTheme = (theme: Theme): void => {
  current = theme;
  document.documentElement.dataset.theme = theme;
  try {
    window.localStorage.setItem(STORAGE_KEY, theme);
  } catch {
    // Not remembered; it still applies to this visit.
  }
  listeners.forEach((listener) => listener());
};

/** Before the first render: the remembered theme, so the page never flashes the other one. */
export const initTheme = (): void => applyTheme(storedTheme());

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useTheme = (): { theme: Theme; setTheme: (theme: Theme) => void } => ({
  theme: useSyncExternalStore(subscribe, () => current),
  setTheme: applyTheme,
});
