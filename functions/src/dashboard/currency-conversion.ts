// The dashboard's amounts in the photographer's currency (issue 23 point 7; docs/dashboard.md,
// "Currencies"): a step applied to euro amounts by their date, apart from how the figures are
// summed. An amount dated D is converted at the ECB reference rate of D, or, on a day without
// publication (a weekend, a TARGET holiday, today before 16:00 CET), of the last day published
// before D; an amount dated before the first stored rate takes that first rate. Each amount is
// converted, then rounded to the currency's minor unit (cents; whole yen), then summed, so a
// sum equals the sum of its parts as shown. While no rate was ever stored, amounts stay in
// euros and the answer says so. Invoices, quotes and their PDFs stay in euros: only the
// financial stats are converted.
import type { Currency } from '@fotostudio/shared/constants';
import type { DashboardCurrency } from '@fotostudio/shared/contracts/dashboard';
import { minorUnitDigits } from '@fotostudio/shared/format/money';
import type { RateDay } from '../data/stores/exchange-rates.js';

export interface CurrencyConverter {
  /** What the amounts are in, and how they were converted. */
  currency: DashboardCurrency;
  /** Euro cents dated `day` (YYYY-MM-DD) in the minor unit of `currency.code`. */
  convert(euroCents: number, day: string): number;
}

const EURO: CurrencyConverter['convert'] = (euroCents) => euroCents;

/**
 * The converter for `preferred` over `rateDays` (the stored days around the amounts' dates, any
 * order): euros unchanged when the preference is EUR or no day has a rate of the currency.
 */
export const currencyConverter = (preferred: Currency, rateDays: readonly RateDay[]): CurrencyConverter => {
  if (preferred === 'EUR') return { currency: { code: 'EUR', preferred, conversion: 'none', latestRateDay: null }, convert: EURO };
  const series = rateDays
    .flatMap((rateDay) => {
      const rate = rateDay.rates[preferred];
      return rate !== undefined && rate > 0 ? [{ day: rateDay.day, rate }] : [];
    })
    .sort((a, b) => a.day.localeCompare(b.day));
  const first = series[0];
  const latest = series.at(-1);
  if (!first || !latest) return { currency: { code: 'EUR', preferred, conversion: 'no_rates', latestRateDay: null }, convert: EURO };
  const scale = 10 ** minorUnitDigits(preferred) / 100;
  /** The last entry on or before `day` (binary search), or the first one. */
  const rateOn = (day: string): number => {
    let low = 0;
    let high = series.length - 1;
    let found = first.rate;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const entry = series[middle];
      if (!entry) break;
      if (entry.day <= day) {
        found = entry.rate;
        low = middle + 1;
      } else high = middle - 1;
    }
    return found;
  };
  return {
    currency: { code: preferred, preferred, conversion: 'ecb', latestRateDay: latest.day },
    convert: (euroCents, day) => {
      // Half away from zero, so a rectification's negative amount mirrors its original.
      const exact = euroCents * rateOn(day) * scale;
      const converted = Math.sign(exact) * Math.round(Math.abs(exact));
      return converted === 0 ? 0 : converted;
    },
  };
};
