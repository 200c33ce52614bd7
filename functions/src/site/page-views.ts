// Page views of the public pages, counted by the product itself. The visitor's IP is
// anonymised first (IPv4: last octet zeroed; IPv6: only the /48 kept) and only ever enters a
// keyed hash whose key changes every day; the table gets per-day counters, the referrer's
// host, and that hash (removed by TTL two days later). No IP, no cookie.
import { createHmac } from 'node:crypto';
import { isIP } from 'node:net';
import type { PageViewInput } from '@fotostudio/shared/contracts/site';
import { db, isConditionalFailure } from '../data/database.js';
import { derivedKey } from '../lib/derived-key.js';
import { expandIpv6 } from '../lib/http/viewer-address.js';

const VISITOR_MEMORY_SECONDS = 2 * 24 * 60 * 60;

/** The IP with its identifying part removed; an unparseable value becomes 'unknown'. */
export const anonymiseIp = (ip: string): string => {
  const bare = ip.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  if (isIP(bare) === 4) return bare.replace(/\.\d+$/, '.0');
  if (isIP(bare) === 6) {
    // An embedded IPv4 tail only matters below /48, which is dropped anyway.
    const groups = expandIpv6(bare.replace(/:\d+\.\d+\.\d+\.\d+$/, ':0:0'));
    return `${groups.slice(0, 3).join(':')}::`;
  }
  return 'unknown';
};

/** The host of an external referrer, or undefined for none, a malformed one or the site itself. */
export const referrerHost = (referrer: string | undefined, ownHost: string): string | undefined => {
  if (!referrer) return undefined;
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    const host = url.hostname.toLowerCase().replace(/^www\./, '');
    return host && host !== ownHost.replace(/^www\./, '') ? host.slice(0, 253) : undefined;
  } catch {
    return undefined;
  }
};

export interface Visit {
  view: PageViewInput;
  /** The caller's IP as the gateway saw it: used only through anonymiseIp. */
  sourceIp: string;
  userAgent: string;
  ownHost: string;
}

export const recordPageView = async ({ view, sourceIp, userAgent, ownHost }: Visit, now = new Date()): Promise<void> => {
  const day = now.toISOString().slice(0, 10);
  const anonymised = anonymiseIp(sourceIp);
  const key = await derivedKey('site-visitor/v1');
  const dayKey = createHmac('sha256', key).update(day).digest();
  const visitor = createHmac('sha256', dayKey).update(`${anonymised}\n${userAgent}\n${view.path}`).digest('base64url');

  let firstVisit = true;
  try {
    await db()
      .entities.pageVisitorDay.create({ day, visitor, expiresAt: Math.floor(now.getTime() / 1000) + VISITOR_MEMORY_SECONDS })
      .go();
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
    firstVisit = false;
  }
  const host = referrerHost(view.referrer, ownHost);
  await Promise.all([
    db()
      .entities.pageViewDay.update({ day, path: view.path })
      .add({ views: 1, visitors: firstVisit ? 1 : 0, ...(view.lang === 'es' ? { viewsEs: 1 } : { viewsEn: 1 }) })
      .go(),
    host ? db().entities.pageReferrerDay.update({ day, host }).add({ views: 1 }).go() : undefined,
  ]);
};

export interface PathViews {
  day: string;
  path: string;
  views: number;
  visitors: number;
  viewsEs: number;
  viewsEn: number;
}

/** Views per path on each day from `from` to `to` (UTC days, inclusive), and referrer hosts. */
export const pageViewsBetween = async (from: string, to: string): Promise<{ pages: PathViews[]; referrers: { day: string; host: string; views: number }[] }> => {
  const days: string[] = [];
  for (let at = new Date(`${from}T00:00:00Z`); at.toISOString().slice(0, 10) <= to; at.setUTCDate(at.getUTCDate() + 1)) {
    days.push(at.toISOString().slice(0, 10));
  }
  const perDay = await Promise.all(
    days.map(async (day) => {
      const [pages, referrers] = await Promise.all([
        db().entities.pageViewDay.query.byDay({ day }).go({ pages: 'all' }),
        db().entities.pageReferrerDay.query.byDay({ day }).go({ pages: 'all' }),
      ]);
      return { pages: pages.data, referrers: referrers.data };
    }),
  );
  return {
    pages: perDay.flatMap((d) => d.pages.map((p) => ({ day: p.day, path: p.path, views: p.views, visitors: p.visitors ?? 0, viewsEs: p.viewsEs ?? 0, viewsEn: p.viewsEn ?? 0 }))),
    referrers: perDay.flatMap((d) => d.referrers.map(({ day, host, views }) => ({ day, host, views }))),
  };
};
