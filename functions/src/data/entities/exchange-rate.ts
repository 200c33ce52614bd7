// The ECB's euro foreign exchange reference rates (issue 23 point 7; docs/dashboard.md,
// "Currencies"): one item per publication day, written by the scheduled rate update
// (functions/src/exchange-rates/rate-update.ts) and read by the dashboard's financial stats.
// No photographer's: one series for everyone. Days the ECB publishes nothing (weekends, TARGET
// holidays) have no item; a reader takes the last one before.
import { CURRENCY_CODES, type Currency } from '@fotostudio/shared/constants';
import { Entity, type EntityItem } from 'electrodb';
import { timestamps } from './timestamps.js';

/** The currencies of the spec (section 9) other than the euro: those a rate is kept of. */
export type RateCurrency = Exclude<Currency, 'EUR'>;
const RATE_CURRENCIES = CURRENCY_CODES.filter((code): code is RateCurrency => code !== 'EUR');

export const exchangeRateDayEntity = () => new Entity({
  model: { entity: 'exchangeRateDay', version: '1', service: 'fotostudio' },
  attributes: {
    /** Whose rates: the ECB's reference rates. */
    source: { type: ['ecb'] as const, required: true, readOnly: true },
    /** The publication day, YYYY-MM-DD (the feed's `Cube time`). */
    day: { type: 'string', required: true, readOnly: true },
    /** Units of each currency for one euro, as the feed gives them (a currency the feed left out is absent). */
    rates: {
      type: 'map',
      required: true,
      properties: Object.fromEntries(RATE_CURRENCIES.map((code) => [code, { type: 'number' }])) as Record<RateCurrency, { type: 'number' }>,
    },
    ...timestamps,
  },
  indexes: {
    byDay: {
      pk: { field: 'pk', composite: ['source'] },
      sk: { field: 'sk', composite: ['day'] },
    },
  },
});

export type ExchangeRateDayItem = EntityItem<ReturnType<typeof exchangeRateDayEntity>>;
