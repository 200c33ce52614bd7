// The local stand-in of the ECB's euro reference-rate feeds (ECB_RATES_URL; the scheduled rate
// update, functions/src/exchange-rates): `GET /stats/eurofxref/eurofxref-daily.xml` (the last
// publication day) and `…/eurofxref-hist-90d.xml` (the last 90 days, newest first), in the
// ECB's own XML (gesmes:Envelope, Cube time, Cube currency/rate). The rates are generated,
// deterministic (a day's rate depends only on the day), for the two years up to today; weekends
// and TARGET holidays (1 January, Good Friday, Easter Monday, 1 May, 25 and 26 December) are
// absent, and today's rates appear at 16:00 CET, as the ECB publishes them.
//
// Tests steer it through `POST /__ecb/control`:
//   { "asOf": "2026-04-10" }                  publish as on that day, after 16:00 (null: today)
//   { "fail": { "times": 1, "status": 503 } } the next requests get an HTTP error
//   { "malformed": { "times": 1 } }           the next requests get a cut body
//   { "reset": true }                         forget every instruction
// and count what it served with `GET /__ecb/requests` ({ "<feed file>": n }).
import { createServer, type Server } from 'node:http';
import { readBody, sendJson, sendText } from '../http-util.js';
import { closeServer } from '../ses/ses-local.js';

export const ECB_FEED_PATH = '/stats/eurofxref/';
export const ECB_CONTROL_PATH = '/__ecb';

const DAY_MS = 86_400_000;
const HISTORY_DAYS = 730;

/** Each currency's level, the decimals the ECB gives it and a phase, so the series differ. */
const SERIES: Record<string, { level: number; decimals: number; phase: number }> = {
  USD: { level: 1.09, decimals: 4, phase: 0 },
  JPY: { level: 162.5, decimals: 2, phase: 1.3 },
  BGN: { level: 1.9558, decimals: 4, phase: -1 },
  CZK: { level: 25.1, decimals: 3, phase: 2.1 },
  DKK: { level: 7.4588, decimals: 4, phase: -1 },
  GBP: { level: 0.852, decimals: 5, phase: 0.7 },
  CHF: { level: 0.951, decimals: 4, phase: 2.9 },
  CAD: { level: 1.478, decimals: 4, phase: 3.7 },
  AUD: { level: 1.642, decimals: 4, phase: 4.4 },
};

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** Easter Sunday of a year (the anonymous Gregorian algorithm). */
const easter = (year: number): string => {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

/** The TARGET2 closing days besides weekends. */
export const targetHolidays = (year: number): string[] => {
  const sunday = dayMs(easter(year));
  return [`${year}-01-01`, iso(sunday - 2 * DAY_MS), iso(sunday + DAY_MS), `${year}-05-01`, `${year}-12-25`, `${year}-12-26`];
};

/** Whether the ECB publishes reference rates on the day. */
export const isPublicationDay = (day: string): boolean => {
  const weekday = new Date(dayMs(day)).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !targetHolidays(Number(day.slice(0, 4))).includes(day);
};

/** The generated rates of a day, as the feed writes them (text with the currency's decimals). */
export const ratesOf = (day: string): [string, string][] => {
  const n = dayMs(day) / DAY_MS;
  return Object.entries(SERIES).map(([currency, { level, decimals, phase }]) => {
    const wave = phase < 0 ? 0 : 0.04 * Math.sin(n / 29 + phase) + 0.015 * Math.sin(n / 6.7 + 2 * phase);
    return [currency, (level * (1 + wave)).toFixed(decimals)];
  });
};

/** The last day published by `now`: today once it is 16:00 in Frankfurt, otherwise an earlier one. */
const lastPublished = (now: Date, asOf: string | undefined): string => {
  let day = asOf;
  if (!day) {
    const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' }).formatToParts(now);
    const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
    day = `${part('year')}-${part('month')}-${part('day')}`;
    if (Number(part('hour')) < 16) day = iso(dayMs(day) - DAY_MS);
  }
  while (!isPublicationDay(day)) day = iso(dayMs(day) - DAY_MS);
  return day;
};

/** Publication days from `last` back `days` calendar days (inclusive of `last`), newest first, within the two years generated. */
const publishedDays = (last: string, days: number): string[] => {
  const out: string[] = [];
  for (let i = 0; i < Math.min(days, HISTORY_DAYS); i += 1) {
    const day = iso(dayMs(last) - i * DAY_MS);
    if (isPublicationDay(day)) out.push(day);
  }
  return out;
};

export const ecbFeedXml = (days: readonly string[]): string =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">',
    '\t<gesmes:subject>Reference rates</gesmes:subject>',
    '\t<gesmes:Sender>',
    '\t\t<gesmes:name>European Central Bank</gesmes:name>',
    '\t</gesmes:Sender>',
    '\t<Cube>',
    ...days.flatMap((day) => [
      `\t\t<Cube time='${day}'>`,
      ...ratesOf(day).map(([currency, rate]) => `\t\t\t<Cube currency='${currency}' rate='${rate}'/>`),
      '\t\t</Cube>',
    ]),
    '\t</Cube>',
    '</gesmes:Envelope>',
    '',
  ].join('\n');

export interface LocalEcb {
  /** The feeds' folder: ECB_RATES_URL. */
  url: string;
  /** Where tests steer it (`POST …/control`) and read what it served (`GET …/requests`). */
  controlUrl: string;
  stop(): Promise<void>;
}

interface Instructions {
  asOf?: string;
  fail?: { times: number; status: number };
  malformed?: { times: number };
}

const FEEDS: Record<string, number> = { 'eurofxref-daily.xml': 1, 'eurofxref-hist-90d.xml': 90 };

export const startLocalEcb = async (): Promise<LocalEcb> => {
  let instructions: Instructions = {};
  let served: Record<string, number> = {};
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (path === `${ECB_CONTROL_PATH}/requests` && req.method === 'GET') {
      sendJson(res, 200, served);
      return;
    }
    if (path === `${ECB_CONTROL_PATH}/control` && req.method === 'POST') {
      readBody(req, 64 * 1024).then(
        (bytes) => {
          let body: Instructions & { reset?: boolean; asOf?: string | null };
          try {
            body = JSON.parse(bytes.toString('utf8') || '{}') as typeof body;
          } catch {
            sendJson(res, 400, { error: 'a JSON body is expected' });
            return;
          }
          if (body.reset) {
            instructions = {};
            served = {};
          }
          if (body.asOf === null) delete instructions.asOf;
          else if (typeof body.asOf === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(body.asOf)) instructions.asOf = body.asOf;
          if (body.fail) instructions.fail = { times: body.fail.times, status: body.fail.status };
          if (body.malformed) instructions.malformed = { times: body.malformed.times };
          sendJson(res, 200, instructions);
        },
        () => sendJson(res, 400, { error: 'a JSON body is expected' }),
      );
      return;
    }
    const file = path.startsWith(ECB_FEED_PATH) ? path.slice(ECB_FEED_PATH.length) : '';
    const span = FEEDS[file];
    if (req.method !== 'GET' || span === undefined) {
      sendText(res, 404, 'Not Found');
      return;
    }
    served[file] = (served[file] ?? 0) + 1;
    if (instructions.fail && instructions.fail.times > 0) {
      instructions.fail.times -= 1;
      sendText(res, instructions.fail.status, 'Service Unavailable');
      return;
    }
    const xml = ecbFeedXml(publishedDays(lastPublished(new Date(), instructions.asOf), span));
    if (instructions.malformed && instructions.malformed.times > 0) {
      instructions.malformed.times -= 1;
      res.writeHead(200, { 'content-type': 'text/xml' });
      res.end(xml.slice(0, Math.floor(xml.length / 2)));
      return;
    }
    res.writeHead(200, { 'content-type': 'text/xml', 'content-length': Buffer.byteLength(xml) });
    res.end(xml);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('the local ECB has no address');
  const origin = `http://127.0.0.1:${address.port}`;
  return { url: `${origin}${ECB_FEED_PATH}`, controlUrl: `${origin}${ECB_CONTROL_PATH}`, stop: () => closeServer(server) };
};
