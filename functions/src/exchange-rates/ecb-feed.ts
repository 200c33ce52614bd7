// The ECB's euro foreign exchange reference rates as its feeds publish them
// (https://www.ecb.europa.eu/stats/eurofxref/: eurofxref-daily.xml, the last day;
// eurofxref-hist-90d.xml, the last 90 days, newest first):
//
//   <gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
//     <gesmes:subject>Reference rates</gesmes:subject>
//     <gesmes:Sender><gesmes:name>European Central Bank</gesmes:name></gesmes:Sender>
//     <Cube>
//       <Cube time='2026-11-27'>
//         <Cube currency='USD' rate='1.0705'/>
//         <Cube currency='JPY' rate='171.94'/> …
//
// A rate is units of the currency for one euro. Days without publication (weekends, TARGET
// holidays) are simply absent.
import { CURRENCY_CODES } from '@fotostudio/shared/constants';
import { XMLParser } from 'fast-xml-parser';
import type { RateCurrency } from '../data/entities/exchange-rate.js';
import type { RateDay } from '../data/stores/exchange-rates.js';

export const ECB_DAILY_FEED = 'eurofxref-daily.xml';
export const ECB_HISTORY_FEED = 'eurofxref-hist-90d.xml';

/** The feed is not what the ECB publishes (an error page, a cut answer): nothing of it is kept. */
export class MalformedFeedError extends Error {
  constructor(reason: string) {
    super(`malformed ECB feed: ${reason}`);
    this.name = 'MalformedFeedError';
  }
}

const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseAttributeValue: false,
  isArray: (name) => name === 'Cube',
});

type Node = Record<string, unknown>;
const nodes = (value: unknown): Node[] => (Array.isArray(value) ? value.filter((item): item is Node => typeof item === 'object' && item !== null) : []);
/** The spec's currencies other than the euro (the feed's base). */
const isRateCurrency = (code: string): code is RateCurrency => code !== 'EUR' && (CURRENCY_CODES as readonly string[]).includes(code);
const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const RATE = /^\d+(\.\d+)?$/;

/** Every day of a feed with the rates of the spec's currencies, oldest first; throws MalformedFeedError. */
export const parseEcbFeed = (xml: string): RateDay[] => {
  let document: Node;
  try {
    document = parser.parse(xml, true) as Node;
  } catch (error) {
    throw new MalformedFeedError(error instanceof Error ? error.message.split('\n')[0] ?? 'not XML' : 'not XML');
  }
  const envelope = document.Envelope;
  if (!envelope || typeof envelope !== 'object') throw new MalformedFeedError('no gesmes:Envelope');
  const [outer] = nodes((envelope as Node).Cube);
  if (!outer) throw new MalformedFeedError('no Cube');
  const days = nodes(outer.Cube).map((cube): RateDay => {
    const day = cube.time;
    if (typeof day !== 'string' || !DAY.test(day)) throw new MalformedFeedError(`a Cube's time is not a day: ${String(day)}`);
    const rates: RateDay['rates'] = {};
    for (const entry of nodes(cube.Cube)) {
      const { currency, rate } = entry;
      if (typeof currency !== 'string' || typeof rate !== 'string' || !RATE.test(rate) || Number(rate) <= 0) {
        throw new MalformedFeedError(`a rate of ${day} is not a positive number: ${String(currency)} ${String(rate)}`);
      }
      if (isRateCurrency(currency)) rates[currency] = Number(rate);
    }
    if (Object.keys(rates).length === 0) throw new MalformedFeedError(`${day} has none of the rates kept`);
    return { day, rates };
  });
  if (days.length === 0) throw new MalformedFeedError('no day');
  return days.sort((a, b) => a.day.localeCompare(b.day));
};
