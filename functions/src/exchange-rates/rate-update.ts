// The scheduled rate update (issue 23 point 7; docs/dashboard.md, "Currencies"): once a day,
// after the ECB publishes (around 16:00 CET), the day's reference rates are fetched from the
// feed at ECB_RATES_URL and stored, a day an item (pattern 65). The 90-day history is fetched
// as well on the first run and whenever a weekday between the last stored day and the feed's
// day is missing (a run that failed, or a holiday: one extra request then). A feed that fails
// (an HTTP error, a timeout, a malformed body) writes nothing: the rates stored stay, the run
// throws (the scheduler retries it, then parks it), and the next day's run fills the gap.
import { addDays } from '@fotostudio/shared/dates/billing-days';
import { latestRateDay, putRateDays, type RateDay } from '../data/stores/exchange-rates.js';
import { exchangeRatesConfig } from '../lib/config.js';
import { ECB_DAILY_FEED, ECB_HISTORY_FEED, parseEcbFeed } from './ecb-feed.js';

const FETCH_TIMEOUT_MS = 10_000;

export class FeedUnavailableError extends Error {
  constructor(url: string, reason: string) {
    super(`ECB feed ${url} unavailable: ${reason}`);
    this.name = 'FeedUnavailableError';
  }
}

const readFeed = async (name: string): Promise<RateDay[]> => {
  const url = new URL(name, exchangeRatesConfig().ECB_RATES_URL).toString();
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), headers: { accept: 'application/xml, text/xml' } });
  } catch (error) {
    throw new FeedUnavailableError(url, error instanceof Error ? error.message : String(error));
  }
  if (!response.ok) throw new FeedUnavailableError(url, `HTTP ${response.status}`);
  return parseEcbFeed(await response.text());
};

const isWeekday = (day: string): boolean => {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6;
};

/** A weekday after `last` and before `day` (not stored: a publication may be missing). */
const weekdayMissing = (last: string, day: string): boolean => {
  for (let next = addDays(last, 1); next < day; next = addDays(next, 1)) if (isWeekday(next)) return true;
  return false;
};

export interface RateUpdateResult {
  /** Days written (a day already stored is written again as the feed has it). */
  written: number;
  /** Whether the 90-day history was fetched too. */
  history: boolean;
  /** The latest day stored after the run. */
  latestDay: string;
}

export const runRateUpdate = async (): Promise<RateUpdateResult> => {
  const [daily, stored] = await Promise.all([readFeed(ECB_DAILY_FEED), latestRateDay()]);
  const newest = daily.at(-1);
  if (!newest) throw new Error('the daily feed has no day');
  const history = !stored || weekdayMissing(stored.day, newest.day);
  const days = history ? [...(await readFeed(ECB_HISTORY_FEED)), ...daily] : daily;
  // One write per day, the daily feed's last (it is the newer publication).
  const byDay = new Map(days.map((day) => [day.day, day]));
  await putRateDays([...byDay.values()]);
  const latest = [...byDay.keys()].sort().at(-1) ?? newest.day;
  return { written: byDay.size, history, latestDay: stored && stored.day > latest ? stored.day : latest };
};
