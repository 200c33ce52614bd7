// The exchange-rate series (docs/data.md, patterns 65 and 66): days written by the scheduled
// rate update, read by the dashboard's financial stats.
import { db } from '../database.js';
import type { ExchangeRateDayItem, RateCurrency } from '../entities/exchange-rate.js';

export interface RateDay {
  day: string;
  rates: Partial<Record<RateCurrency, number>>;
}

const SOURCE = 'ecb' as const;
const toRateDay = (item: Pick<ExchangeRateDayItem, 'day' | 'rates'>): RateDay => ({ day: item.day, rates: item.rates });

/** Writes the days (a put each: a day published again is written as published), 25 to a BatchWriteItem; unprocessed ones are sent again. */
export const putRateDays = async (days: readonly RateDay[]): Promise<void> => {
  let pending = days.map((day) => ({ source: SOURCE, day: day.day, rates: day.rates }));
  for (let attempt = 0; pending.length > 0 && attempt < 5; attempt += 1) {
    const { unprocessed } = await db().entities.exchangeRateDay.put(pending).go({ concurrency: 2 });
    const left = new Set(unprocessed.map((key) => key.day));
    pending = pending.filter((day) => left.has(day.day));
  }
  if (pending.length > 0) throw new Error('exchange-rate days left unwritten after retries');
};

/** The latest day stored, or undefined before the first update. */
export const latestRateDay = async (): Promise<RateDay | undefined> => {
  const { data } = await db().entities.exchangeRateDay.query.byDay({ source: SOURCE }).go({ order: 'desc', limit: 1, attributes: ['day', 'rates'] });
  return data[0] ? toRateDay(data[0]) : undefined;
};

/**
 * The days that convert amounts dated `from` to `to`: every stored day in the range, and the
 * last one before `from` (what a weekend or holiday at its start is converted at). Ascending.
 */
export const rateDaysFor = async (from: string, to: string): Promise<RateDay[]> => {
  const rates = db().entities.exchangeRateDay.query.byDay({ source: SOURCE });
  const [before, within] = await Promise.all([
    db().entities.exchangeRateDay.query.byDay({ source: SOURCE }).lt({ day: from }).go({ order: 'desc', limit: 1, attributes: ['day', 'rates'] }),
    rates.between({ day: from }, { day: to }).go({ pages: 'all', attributes: ['day', 'rates'] }),
  ]);
  return [...before.data, ...within.data].map(toRateDay);
};
