import {
  CURRENCIES,
  CURRENCY_CODES,
  DATE_FORMATS,
  LANGUAGES,
  THEMES,
  TIME_ZONES,
  type Currency,
  type DateFormat,
  type Language,
  type Theme,
  type TimeZone,
} from '@fotostudio/shared/constants';
import type { Me, SettingsUpdate } from '@fotostudio/shared/contracts/account';
import { formatDateValue } from '@fotostudio/shared/dates/date-input';
import type { ErrorCode } from '@fotostudio/shared/errors/catalogue';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import { SelectField, type SelectOption } from '../../../components/ui/select-field';
import { useToast } from '../../../components/ui/toast';
import { useCatalogueToast } from '../../../hooks/use-catalogue-toast';
import { useFormatMoney } from '../../../hooks/use-formatters';
import { useLanguage } from '../../../i18n/use-language';
import { ApiError } from '../../../lib/api-client';
import { useTheme } from '../../../lib/theme';
import { useUpdateSettings } from '../api/update-settings';

/** 12 345,67 in the currency's minor unit: JPY, with no decimals, shows 12 346. */
const exampleMinorUnits = (currency: Currency) => Math.round(12_345.67 * 10 ** CURRENCIES[currency].decimals);

const cityOf = (zone: TimeZone) => zone.slice(zone.lastIndexOf('/') + 1).replace(/_/g, ' ');

const offsetOf = (zone: TimeZone, now: Date) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(now)
    .find((part) => part.type === 'timeZoneName')?.value ?? '';

const todayIso = (now: Date) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

interface Draft {
  currency: Currency;
  dateFormat: DateFormat;
  timezone: TimeZone;
}

/**
 * Language, currency, date format, time zone and theme. Each choice applies at once
 * (language and theme to the whole app, in this browser too) and is saved to the account.
 */
export const PreferencesSettings = ({ me }: { me: Me }) => {
  const { t, i18n } = useTranslation();
  const { language, setLanguage } = useLanguage();
  const { theme, setTheme } = useTheme();
  const { trigger } = useUpdateSettings();
  const toast = useToast();
  const catalogueToast = useCatalogueToast();
  const formatMoney = useFormatMoney();
  const stored = me.settings.preferences;
  const [draft, setDraft] = useState<Draft>({ currency: stored.currency, dateFormat: stored.dateFormat, timezone: stored.timezone });
  const now = useMemo(() => new Date(), []);

  // A newer answer from the server (this or another tab) is the truth.
  useEffect(() => {
    setDraft({ currency: stored.currency, dateFormat: stored.dateFormat, timezone: stored.timezone });
  }, [stored.currency, stored.dateFormat, stored.timezone]);

  const save = async (update: SettingsUpdate, failure: ErrorCode): Promise<boolean> => {
    try {
      await trigger({ body: update });
      // i18n.t, not t: after a language change this render's t still speaks the old one.
      toast.success(i18n.t('settings.preferences.saved'));
      return true;
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) {
        catalogueToast.showCode(error instanceof ApiError && error.status === 0 ? 'general.network' : failure);
      }
      return false;
    }
  };

  const changeDraft = async <K extends keyof Draft>(field: K, value: Draft[K], failure: ErrorCode) => {
    const previous = draft[field];
    setDraft((current) => ({ ...current, [field]: value }));
    const saved = await save({ preferences: { [field]: value } }, failure);
    if (!saved) setDraft((current) => ({ ...current, [field]: previous }));
  };

  const changeLanguage = async (next: Language) => {
    await setLanguage(next);
    await save({ preferences: { language: next } }, 'preferences.language_sync_failed');
  };

  const changeTheme = async (next: Theme) => {
    setTheme(next);
    await save({ appearance: next }, 'preferences.theme_sync_failed');
  };

  const uiLanguage = i18n.resolvedLanguage ?? i18n.language;
  const languageOptions: SelectOption<Language>[] = LANGUAGES.map((code) => ({ value: code, label: t(`language.${code}.name`) }));
  const currencyOptions: SelectOption<Currency>[] = CURRENCY_CODES.map((code) => ({
    value: code,
    label: `${t(`settings.preferences.currencies.${code}`)} (${CURRENCIES[code].symbol})`,
  }));
  const dateFormatOptions: SelectOption<DateFormat>[] = DATE_FORMATS.map((format) => ({ value: format, label: format }));
  const timeZoneOptions: SelectOption<TimeZone>[] = useMemo(
    () => TIME_ZONES.map((zone) => ({ value: zone, label: `${cityOf(zone)} (${offsetOf(zone, now)})` })),
    [now],
  );
  const localTime = new Intl.DateTimeFormat(uiLanguage, { timeZone: draft.timezone, hour: '2-digit', minute: '2-digit' }).format(now);

  return (
    <div className="settings-panel">
      <section className="card settings-section" aria-labelledby="preferences-regional-title">
        <header className="settings-section-header">
          <h2 id="preferences-regional-title" className="card-title">
            {t('settings.preferences.regionalTitle')}
          </h2>
          <p className="card-intro">{t('settings.preferences.regionalIntro')}</p>
        </header>
        <div className="form-grid">
          <SelectField
            label={t('settings.preferences.language')}
            name="language"
            value={language}
            options={languageOptions}
            hint={t('settings.preferences.languageHint')}
            onValueChange={(value) => void changeLanguage(value)}
          />
          <SelectField
            label={t('settings.preferences.currency')}
            name="currency"
            value={draft.currency}
            options={currencyOptions}
            hint={
              <span data-testid="currency-example">
                {t('settings.preferences.currencyExample', { amount: formatMoney(exampleMinorUnits(draft.currency), draft.currency) })}
              </span>
            }
            onValueChange={(value) => void changeDraft('currency', value, 'preferences.currency_sync_failed')}
          />
          <SelectField
            label={t('settings.preferences.dateFormat')}
            name="dateFormat"
            value={draft.dateFormat}
            options={dateFormatOptions}
            hint={
              <span data-testid="date-format-example">
                {t('settings.preferences.dateFormatExample', { date: formatDateValue(todayIso(now), draft.dateFormat) })}
              </span>
            }
            onValueChange={(value) => void changeDraft('dateFormat', value, 'preferences.date_format_sync_failed')}
          />
          <SelectField
            label={t('settings.preferences.timezone')}
            name="timezone"
            value={draft.timezone}
            options={timeZoneOptions}
            hint={t('settings.preferences.timezoneExample', { time: localTime })}
            onValueChange={(value) => void changeDraft('timezone', value, 'preferences.timezone_sync_failed')}
          />
        </div>
      </section>
      <section className="card settings-section" aria-labelledby="preferences-theme-title">
        <header className="settings-section-header">
          <h2 id="preferences-theme-title" className="card-title">
            {t('settings.preferences.themeTitle')}
          </h2>
          <p className="card-intro">{t('settings.preferences.themeIntro')}</p>
        </header>
        <fieldset className="theme-options">
          <legend className="visually-hidden">{t('settings.preferences.themeTitle')}</legend>
          {THEMES.map((option) => (
            <label key={option} className="theme-option">
              <input
                type="radio"
                name="theme"
                value={option}
                checked={theme === option}
                onChange={() => void changeTheme(option)}
              />
              <span className={`theme-swatch theme-swatch-${option}`} aria-hidden="true">
                <Icon name={option === 'dark' ? 'moon' : 'sun'} size={20} />
              </span>
              <span className="theme-option-label">{t(`settings.preferences.themes.${option}`)}</span>
            </label>
          ))}
        </fieldset>
      </section>
    </div>
  );
};
