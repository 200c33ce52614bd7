// What the financial tab says about its amounts' currency (docs/dashboard.md, "Currencies"):
// the answer's `financial.currency` names the currency of the amounts and how they were
// converted; the note is one of three texts of the account namespace.
import type { DashboardCurrency } from '@fotostudio/shared/contracts/dashboard';

export type CurrencyNote =
  | { key: 'dashboard.stats.euros' }
  | { key: 'dashboard.stats.converted'; currency: string; rateDay: string }
  | { key: 'dashboard.stats.noRates'; currency: string };

export const currencyNoteOf = (currency: DashboardCurrency): CurrencyNote =>
  currency.conversion === 'ecb'
    ? { key: 'dashboard.stats.converted', currency: currency.code, rateDay: currency.latestRateDay ?? '' }
    : currency.conversion === 'no_rates'
      ? { key: 'dashboard.stats.noRates', currency: currency.preferred }
      : { key: 'dashboard.stats.euros' };
