// Formatting in the user's language and preferences: money in their currency (JPY without
// decimals), dates in their format, and the spec's relative days and notification ages.
import type { Currency } from '@fotostudio/shared/constants';
import { formatDateValue } from '@fotostudio/shared/dates/date-input';
import { ageOf, relativeDay } from '@fotostudio/shared/dates/relative-day';
import { formatMoney } from '@fotostudio/shared/format/money';
import { formatStorageSize } from '@fotostudio/shared/format/storage-size';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '../i18n/i18n';
import { usePreferences } from '../lib/preferences';

const useLanguage = () => {
  const { i18n } = useTranslation();
  return toLanguage(i18n.resolvedLanguage ?? i18n.language);
};

/** `format(minorUnits)` in the user's currency, or in `currency` when given. */
export const useFormatMoney = (): ((minorUnits: number, currency?: Currency) => string) => {
  const language = useLanguage();
  const preferences = usePreferences();
  return useCallback(
    (minorUnits, currency) => formatMoney(minorUnits, currency ?? preferences.currency, language),
    [language, preferences.currency],
  );
};

/** A storage size in the plan's decimal units (GB, MB, KB), in the user's language. */
export const useFormatStorageSize = (): ((bytes: number) => string) => {
  const language = useLanguage();
  return useCallback((bytes) => formatStorageSize(bytes, language), [language]);
};

/** The calendar day of a date as YYYY-MM-DD, in the user's time zone. */
export const dayIn = (date: Date, timeZone: string): string => {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
};

/** A YYYY-MM-DD value (or an instant) in the user's date format. */
export const useFormatDate = (): ((value: string | Date) => string) => {
  const { dateFormat, timezone } = usePreferences();
  return useCallback(
    (value) => formatDateValue(typeof value === 'string' ? value.slice(0, 10) : dayIn(value, timezone), dateFormat),
    [dateFormat, timezone],
  );
};

/**
 * Today, tomorrow, yesterday, in N days and N days ago (up to 7), else the date in the
 * user's format. Instants are placed on the calendar of the user's time zone.
 */
export const useFormatRelativeDay = (): ((value: string | Date, now?: Date) => string) => {
  const { t } = useTranslation();
  const { timezone } = usePreferences();
  const formatDate = useFormatDate();
  return useCallback(
    (value, now = new Date()) => {
      const day = typeof value === 'string' ? value.slice(0, 10) : dayIn(value, timezone);
      const relative = relativeDay(day, new Date(`${dayIn(now, timezone)}T00:00:00`));
      switch (relative.kind) {
        case 'today':
          return t('ui.relativeDay.today');
        case 'tomorrow':
          return t('ui.relativeDay.tomorrow');
        case 'yesterday':
          return t('ui.relativeDay.yesterday');
        case 'in_days':
          return t('ui.relativeDay.inDays', { count: relative.days });
        case 'days_ago':
          return t('ui.relativeDay.daysAgo', { count: relative.days });
        default:
          return formatDate(day);
      }
    },
    [t, timezone, formatDate],
  );
};

/** How long ago a notification arrived: just now, N minutes, N hours, N days. */
export const useFormatAge = (): ((at: string | Date, now?: Date) => string) => {
  const { t } = useTranslation();
  return useCallback(
    (at, now) => {
      const age = ageOf(at, now);
      switch (age.kind) {
        case 'just_now':
          return t('ui.age.justNow');
        case 'minutes':
          return t('ui.age.minutes', { count: age.n });
        case 'hours':
          return t('ui.age.hours', { count: age.n });
        default:
          return t('ui.age.days', { count: age.n });
      }
    },
    [t],
  );
};
