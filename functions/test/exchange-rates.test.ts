// Currencies (issue 23 point 7; docs/dashboard.md, "Currencies"): the ECB feed's format, the
// scheduled rate update against the local ECB stand-in (infra/local/ecb/ecb-local.ts: history,
// weekends and TARGET holidays absent, failures keeping the rates stored), and the dashboard's
// financial stats in the preferred currency, converted at each invoice's date (a weekend or
// holiday at the last rate published before it), euros unchanged, euros until the first fetch.
// The expected amounts are computed from the stand-in's own generated rates, not from what the
// update stored.
import { DEFAULT_CURRENCY, type Currency } from '@fotostudio/shared/constants';
import { addDays } from '@fotostudio/shared/dates/billing-days';
import { defaultSettings } from '@fotostudio/shared/default-settings';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { dashboardCaughtUp } from './support/dashboard-figures.js';
import { isPublicationDay, ratesOf } from '../../infra/local/ecb/ecb-local.js';
import { currencyConverter } from '../src/dashboard/currency-conversion.js';
import { dashboardOf } from '../src/dashboard/dashboard.js';
import { db } from '../src/data/database.js';
import { latestRateDay, rateDaysFor } from '../src/data/stores/exchange-rates.js';
import { MalformedFeedError, parseEcbFeed } from '../src/exchange-rates/ecb-feed.js';
import { FeedUnavailableError, runRateUpdate } from '../src/exchange-rates/rate-update.js';
import { exchangeRatesConfig } from '../src/lib/config.js';
import { billingDocumentFixture, putDocumentItem } from './support/billing-documents.js';

/** The daily feed as the ECB publishes it (eurofxref-daily.xml; attribute quotes, tabs and all). */
const DAILY_SAMPLE = `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
\t<gesmes:subject>Reference rates</gesmes:subject>
\t<gesmes:Sender>
\t\t<gesmes:name>European Central Bank</gesmes:name>
\t</gesmes:Sender>
\t<Cube>
\t\t<Cube time='2024-06-28'>
\t\t\t<Cube currency='USD' rate='1.0705'/>
\t\t\t<Cube currency='JPY' rate='171.94'/>
\t\t\t<Cube currency='BGN' rate='1.9558'/>
\t\t\t<Cube currency='GBP' rate='0.84638'/>
\t\t\t<Cube currency='HUF' rate='395.10'/>
\t\t\t<Cube currency='AUD' rate='1.6079'/>
\t\t\t<Cube currency='CAD' rate='1.4670'/>
\t\t</Cube>
\t</Cube>
</gesmes:Envelope>`;

const control = async (body: unknown) => {
  const response = await fetch(new URL('/__ecb/control', exchangeRatesConfig().ECB_RATES_URL), { method: 'POST', body: JSON.stringify(body) });
  expect(response.status).toBe(200);
};
const served = async (): Promise<Record<string, number>> => (await (await fetch(new URL('/__ecb/requests', exchangeRatesConfig().ECB_RATES_URL))).json()) as Record<string, number>;

describe('the ECB feed', () => {
  it("reads a day's rates of the spec's currencies from the official format, others left out", () => {
    expect(parseEcbFeed(DAILY_SAMPLE)).toEqual([{ day: '2024-06-28', rates: { USD: 1.0705, JPY: 171.94, GBP: 0.84638, AUD: 1.6079, CAD: 1.467 } }]);
  });

  it('refuses what is not the feed: a cut body, an error page, a rate that is no number', () => {
    expect(() => parseEcbFeed(DAILY_SAMPLE.slice(0, 400))).toThrow(MalformedFeedError);
    expect(() => parseEcbFeed('<html><body>Service Unavailable</body></html>')).toThrow(MalformedFeedError);
    expect(() => parseEcbFeed(DAILY_SAMPLE.replace("rate='1.0705'", "rate='n/a'"))).toThrow(MalformedFeedError);
    expect(() => parseEcbFeed('')).toThrow(MalformedFeedError);
  });

  it("reads the stand-in's 90-day history oldest first, without weekends or TARGET holidays (Easter 2026)", async () => {
    await control({ reset: true, asOf: '2026-04-10' });
    const xml = await (await fetch(new URL('eurofxref-hist-90d.xml', exchangeRatesConfig().ECB_RATES_URL))).text();
    const days = parseEcbFeed(xml).map((day) => day.day);
    expect(days.at(-1)).toBe('2026-04-10');
    expect(days).toContain('2026-04-02');
    for (const absent of ['2026-04-03', '2026-04-06', '2026-04-04', '2026-04-05', '2026-01-01']) expect(days).not.toContain(absent);
    expect([...days].sort()).toEqual(days);
  });
});

const NOW = new Date('2026-04-10T18:00:00Z');
/** Thursday (published), Saturday, Good Friday's week's Easter Monday (holiday), Tuesday, the Friday itself. */
const ISSUED = ['2026-04-02', '2026-04-04', '2026-04-06', '2026-04-07', '2026-04-10'];
/** The stand-in's rate for an amount dated `day`: that day's, or the last publication before. */
const expectedRate = (currency: Currency, day: string): number => {
  let published = day;
  while (!isPublicationDay(published)) published = addDays(published, -1);
  return Number(ratesOf(published).find(([code]) => code === currency)?.[1]);
};
const convertAt = (currency: Currency, cents: number, day: string) => Math.round(cents * expectedRate(currency, day) * (currency === 'JPY' ? 0.01 : 1));

const totals = billingDocumentFixture().totals;
const studio = async (currency: Currency): Promise<string> => {
  const photographerId = randomUUID();
  const settings = defaultSettings('es');
  // The profile too: the stream keeps the dashboard's items only while it exists (dashboard/kept-write.ts).
  await db().entities.photographer.create({ photographerId, email: `${photographerId}@example.com` }).go();
  await db().entities.photographerSettings.create({ photographerId, ...settings, preferences: { ...settings.preferences, currency } }).go();
  for (const [i, issueDate] of ISSUED.entries()) {
    await putDocumentItem(photographerId, billingDocumentFixture({ number: `C-${i}`, issueDate, dueDate: addDays(issueDate, 30) }));
  }
  // The dashboard reads the month figures the table stream keeps from these documents.
  await dashboardCaughtUp(photographerId);
  return photographerId;
};
const financialOf = async (photographerId: string) => (await dashboardOf(photographerId, { period: 'last_30_days', granularity: 'day' }, NOW)).financial;

describe('the dashboard in the preferred currency', () => {
  let euro: string;
  let dollar: string;
  let yen: string;
  beforeAll(async () => {
    [euro, dollar, yen] = await Promise.all([studio(DEFAULT_CURRENCY), studio('USD'), studio('JPY')]);
  });

  it('shows euros, and says so, while no rate was ever fetched', async () => {
    expect(await latestRateDay()).toBeUndefined();
    const [inEuros, withoutRates] = await Promise.all([financialOf(euro), financialOf(dollar)]);
    expect(withoutRates.currency).toEqual({ code: 'EUR', preferred: 'USD', conversion: 'no_rates', latestRateDay: null });
    expect(withoutRates.revenue).toEqual(inEuros.revenue);
    expect(inEuros.revenue.baseCents).toBe(ISSUED.length * totals.baseCents);
  });

  it('the first update stores the 90-day history and the day, weekends and TARGET holidays absent', async () => {
    await control({ reset: true, asOf: '2026-04-10' });
    const result = await runRateUpdate();
    expect(result).toMatchObject({ history: true, latestDay: '2026-04-10' });
    expect(await served()).toEqual({ 'eurofxref-daily.xml': 1, 'eurofxref-hist-90d.xml': 1 });
    const days = (await rateDaysFor('2026-04-01', '2026-04-10')).map((day) => day.day);
    expect(days).toEqual(['2026-03-31', '2026-04-01', '2026-04-02', '2026-04-07', '2026-04-08', '2026-04-09', '2026-04-10']);
    const stored = await rateDaysFor('2026-04-09', '2026-04-09');
    expect(stored.find((day) => day.day === '2026-04-09')?.rates.USD).toBe(expectedRate('USD', '2026-04-09'));
    // The next day's run has nothing missing before the feed's day: the daily feed alone.
    expect(await runRateUpdate()).toMatchObject({ history: false, written: 1 });
  });

  it("converts revenue, the series and what is owed at each invoice's date; a weekend or holiday at the last rate before", async () => {
    const inDollars = await financialOf(dollar);
    expect(inDollars.currency).toEqual({ code: 'USD', preferred: 'USD', conversion: 'ecb', latestRateDay: '2026-04-10' });
    const sum = (field: 'baseCents' | 'vatCents' | 'totalCents') => ISSUED.reduce((total, day) => total + convertAt('USD', totals[field], day), 0);
    const irpf = ISSUED.reduce((total, day) => total + convertAt('USD', totals.irpf?.amountCents ?? 0, day), 0);
    expect(inDollars.revenue).toEqual({ invoices: ISSUED.length, baseCents: sum('baseCents'), vatCents: sum('vatCents'), irpfCents: irpf, totalCents: sum('baseCents') + sum('vatCents') - irpf });
    expect(inDollars.pending).toEqual({ count: ISSUED.length, totalCents: sum('totalCents') });
    // Saturday 4 and Easter Monday 6 April take Thursday 2 April's rate (Good Friday 3 April has none).
    const day = (start: string) => inDollars.series.find((bucket) => bucket.start === start)?.baseCents;
    expect(expectedRate('USD', '2026-04-06')).toBe(Number(ratesOf('2026-04-02').find(([code]) => code === 'USD')?.[1]));
    expect([day('2026-04-04'), day('2026-04-06')]).toEqual([convertAt('USD', totals.baseCents, '2026-04-02'), convertAt('USD', totals.baseCents, '2026-04-02')]);
    expect(day('2026-04-07')).toBe(convertAt('USD', totals.baseCents, '2026-04-07'));
    expect(day('2026-04-07')).not.toBe(day('2026-04-02'));
  });

  it('yen have no decimals: whole yen per invoice', async () => {
    const inYen = await financialOf(yen);
    expect(inYen.currency.code).toBe('JPY');
    expect(inYen.revenue.baseCents).toBe(ISSUED.reduce((total, day) => total + convertAt('JPY', totals.baseCents, day), 0));
    expect(currencyConverter('JPY', [{ day: '2026-04-02', rates: { JPY: 162.51 } }]).convert(1_000, '2026-04-05')).toBe(1_625);
  });

  it('leaves euros unchanged for a photographer whose currency is the euro', async () => {
    const inEuros = await financialOf(euro);
    expect(inEuros.currency).toEqual({ code: 'EUR', preferred: 'EUR', conversion: 'none', latestRateDay: null });
    expect(inEuros.revenue.baseCents).toBe(ISSUED.length * totals.baseCents);
    expect(inEuros.pending.totalCents).toBe(ISSUED.length * totals.totalCents);
  });
});

describe('a failing feed', () => {
  it('an HTTP error or a malformed body writes nothing: the rates stored stay, the run throws', async () => {
    await control({ reset: true, asOf: '2026-04-14', fail: { times: 1, status: 503 } });
    await expect(runRateUpdate()).rejects.toThrow(FeedUnavailableError);
    expect((await latestRateDay())?.day).toBe('2026-04-10');
    await control({ malformed: { times: 1 } });
    await expect(runRateUpdate()).rejects.toThrow(MalformedFeedError);
    expect((await latestRateDay())?.day).toBe('2026-04-10');
  });

  it('the next run that succeeds fills the missed days from the history', async () => {
    await control({ reset: true, asOf: '2026-04-14' });
    expect(await runRateUpdate()).toMatchObject({ history: true, latestDay: '2026-04-14' });
    expect((await rateDaysFor('2026-04-13', '2026-04-14')).map((day) => day.day)).toEqual(['2026-04-10', '2026-04-13', '2026-04-14']);
  });
});
