// The signed-in photographer's display preferences (currency, date format, time zone), for
// formatting anywhere in the app. The dashboard feeds them from /api/me; until they load,
// and outside the dashboard, the product defaults apply. Language lives in i18next.
import {
  DEFAULT_CURRENCY,
  DEFAULT_DATE_FORMAT,
  DEFAULT_TIME_ZONE,
  type Currency,
  type DateFormat,
  type TimeZone,
} from '@fotostudio/shared/constants';
import { createContext, useContext, type ReactNode } from 'react';

export interface DisplayPreferences {
  currency: Currency;
  dateFormat: DateFormat;
  timezone: TimeZone;
}

export const DEFAULT_DISPLAY_PREFERENCES: DisplayPreferences = {
  currency: DEFAULT_CURRENCY,
  dateFormat: DEFAULT_DATE_FORMAT,
  timezone: DEFAULT_TIME_ZONE,
};

const PreferencesContext = createContext<DisplayPreferences>(DEFAULT_DISPLAY_PREFERENCES);

export const PreferencesProvider = ({ value, children }: { value: DisplayPreferences | undefined; children: ReactNode }) => (
  <PreferencesContext.Provider value={value ?? DEFAULT_DISPLAY_PREFERENCES}>{children}</PreferencesContext.Provider>
);

export const usePreferences = (): DisplayPreferences => useContext(PreferencesContext);
