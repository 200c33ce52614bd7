// The dashboard's reads (docs/data.md, pattern 62). Each is a query by key or a batch of gets,
// sent side by side; none lists more than one photographer's partition or index range. The
// documents' figures come from the month items kept on write (dashboard-aggregates.ts) and the
// few unpaid invoices and quotes listed from their rows (dashboard-listed-rows.ts), never from
// the documents themselves; the sessions, with their finance's total and paid and their link's
// fields, from the kept lists' entries the page shows and the month counts (session-lists.ts).
import type { StoredDocumentTotals } from '@fotostudio/shared/stored/billing-totals';
import { DEFAULT_CURRENCY, type Currency } from '@fotostudio/shared/constants';
import { limitsOf } from '../account/plan-limits.js';
import { db, queryAdjacent } from '../data/database.js';
import type { AgreementItem } from '../data/entities/agreements.js';
import type { DayRange } from '@fotostudio/shared/dashboard/dashboard-periods';
import { secondsKey } from './session-lists.js';
import type { BillingDocumentItem } from '../data/entities/billing.js';
import type { DashboardMonthItem, DashboardMonthSessionsItem, DashboardQuoteItem, DashboardUnpaidItem } from '../data/entities/dashboard.js';
import { NEEDS_YOU_PER_KIND_MAX, RECENT_ORDERS_MAX, UPCOMING_SESSIONS_MAX } from '@fotostudio/shared/contracts/dashboard';

/** What the dashboard's figures take of a quote or invoice: small attributes only, never the fiscal snapshot (`content`, most of an item's bytes); its kept copy holds them (dashboard-aggregates.ts). */
type DocumentAttribute =
  'documentId' | 'kind' | 'number' | 'status' | 'issueDate' | 'dueDate' | 'clientName' | 'sessionId' | 'sessionTitle' | 'totalCents' | 'invoiceId' | 'invoiceType' | 'rectification' | 'substitutedBy';

export type DashboardDocument = Pick<BillingDocumentItem, DocumentAttribute> & {
  /** An invoice's totals; null for a quote (its content is not read). */
  totals: StoredDocumentTotals | null;
};

/** What the dashboard reads of all the photographer's documents: the kept month items (dashboard-aggregates.ts), in the kept rows' query. */
export interface DashboardFigures {
  /** Revenue by issue day, every month's. */
  days: DashboardMonthItem['days'];
  /** What is due on the unpaid invoices (draft, sent) by issue and due day, whenever issued. */
  due: DashboardMonthItem['due'];
  /** Sessions a quote or invoice names (sent to invoicing). */
  documentedSessions: Set<string>;
}

/**
 * The kept month items: the documents' (dashboard-aggregates.ts) and the sessions' counts per
 * day (session-lists.ts), in ONE Query: their kinds sort next to each other in the `dashboard`
 * collection (`dashboardmonth`, `dashboardmonthsessions`; the documents' copies, the old link
 * rows and the session rows sort outside that range and are not read). A few small items per
 * month with documents or sessions, whatever their number. Eventually consistent.
 */
export const keptMonthsOf = async (photographerId: string): Promise<{ figures: DashboardFigures; sessionDays: DashboardMonthSessionsItem['days'] }> => {
  const { dashboardMonth, dashboardMonthSessions } = db().entities;
  const items = await queryAdjacent(dashboardMonth.query.byMonth({ photographerId }), dashboardMonthSessions.query.byMonth({ photographerId }));
  const { data: months } = dashboardMonth.parse({ Items: items.get('dashboardMonth') ?? [] });
  const { data: sessionMonths } = dashboardMonthSessions.parse({ Items: items.get('dashboardMonthSessions') ?? [] });
  return {
    figures: {
      days: months.flatMap((month) => month.days),
      // A month kept before it summed what is due has none until the migration `dashboard-listed-rows` rewrites it.
      due: months.flatMap((month) => month.due ?? []),
      documentedSessions: new Set(months.flatMap((month) => month.sessionIds)),
    },
    sessionDays: sessionMonths.flatMap((month) => month.days),
  };
};

/**
 * A list's whole key range, named by its sort key's attribute: `.between(...wholeRange('key'))`.
 * Every query here that reads a kind whole asks BETWEEN its prefix and the prefix followed by
 * U+FFFF, never ElectroDB's default `begins_with`: the same items and the same cost on DynamoDB,
 * but DynamoDB Local's time for a `begins_with` follows the keys sorting before the prefix, not
 * the items read (50-70 ms for 0 or 10 items in the bench's partition of about 25,000 items:
 * docs/performance.md, "Dashboard data").
 */
const wholeRange = <Attribute extends string>(attribute: Attribute) =>
  [{ [attribute]: '' }, { [attribute]: '\uffff' }] as [Record<Attribute, string>, Record<Attribute, string>];

/** The key ranges of the sessions' lists the page shows (session-lists.ts). */
export interface SessionListRanges {
  /** The calendar's month. */
  month: DayRange;
  /** Coming sessions: dated from this day. */
  today: string;
  /** Links expiring: `validUntil` between these ISO times (both included). */
  expiring: { from: string; to: string };
  /** Sessions to be deleted: `deleteAt` between these epoch seconds (both included). */
  deletion: { from: number; to: number };
}

/**
 * The sessions the page shows, each list's by a key range of its entries (session-lists.ts), side
 * by side: the calendar's month, the coming ones, the newest orders, and what needs the
 * photographer (the 10 selections to process confirmed first, their count being the month
 * items'; links expiring and sessions to be deleted within the horizons). Eventually consistent.
 */
export const sessionListsOf = async (photographerId: string, ranges: SessionListRanges) => {
  const { byList } = db().entities.dashboardSessionEntry.query;
  const [calendar, upcoming, orders, toProcess, expiring, deletion] = await Promise.all([
    byList({ photographerId, list: 'dated' }).between({ key: ranges.month.from }, { key: `${ranges.month.to}\uffff` }).go({ pages: 'all' }),
    // between, not gte: ElectroDB's gte bounds only the sort key's start, so the lists after `dated` would follow.
    byList({ photographerId, list: 'dated' }).between({ key: ranges.today }, { key: '\uffff' }).go({ limit: UPCOMING_SESSIONS_MAX }),
    byList({ photographerId, list: 'order' }).between(...wholeRange('key')).go({ order: 'desc', limit: RECENT_ORDERS_MAX }),
    byList({ photographerId, list: 'toProcess' }).between(...wholeRange('key')).go({ limit: NEEDS_YOU_PER_KIND_MAX }),
    byList({ photographerId, list: 'expiring' }).between({ key: ranges.expiring.from }, { key: ranges.expiring.to }).go({ pages: 'all' }),
    byList({ photographerId, list: 'deletion' }).between({ key: secondsKey(ranges.deletion.from) }, { key: secondsKey(ranges.deletion.to) }).go({ pages: 'all' }),
  ]);
  return { calendar: calendar.data, upcoming: upcoming.data, orders: orders.data, toProcess: toProcess.data, expiring: expiring.data, deletion: deletion.data };
};

/** The unpaid invoices with the oldest due days (overdue ones come first), as many as "needs you" shows of a kind (dashboard-listed-rows.ts). */
export const oldestUnpaidOf = async (photographerId: string): Promise<DashboardUnpaidItem[]> =>
  (await db().entities.dashboardUnpaid.query.byDue({ photographerId }).between(...wholeRange('dueDate')).go({ limit: NEEDS_YOU_PER_KIND_MAX })).data;

/** The newest quotes by issue day, as many as recent orders shows (dashboard-listed-rows.ts). */
export const newestQuotesOf = async (photographerId: string): Promise<DashboardQuoteItem[]> =>
  (await db().entities.dashboardQuote.query.byIssue({ photographerId }).between(...wholeRange('issueDate')).go({ order: 'desc', limit: RECENT_ORDERS_MAX })).data;

/** The status fields of a few invoices (the recent quotes' invoices) by BatchGetItem; unprocessed keys asked again. */
export const invoiceStatusesOf = async (
  photographerId: string,
  documentIds: readonly string[],
): Promise<Map<string, Pick<BillingDocumentItem, 'documentId' | 'kind' | 'status' | 'dueDate'>>> => {
  const found = new Map<string, Pick<BillingDocumentItem, 'documentId' | 'kind' | 'status' | 'dueDate'>>();
  let keys = [...new Set(documentIds)].map((documentId) => ({ photographerId, documentId }));
  for (let attempt = 0; keys.length > 0 && attempt < 5; attempt += 1) {
    const { data, unprocessed } = await db().entities.billingDocument.get(keys).go({ attributes: ['documentId', 'kind', 'status', 'dueDate'] });
    for (const item of data) found.set(item.documentId, item);
    keys = unprocessed.map(({ documentId }) => ({ photographerId, documentId }));
  }
  if (keys.length > 0) throw new Error('invoices left unread after retries');
  return found;
};

/**
 * What the dashboard reads of the account, its two items in one Query (the `account` collection):
 * the onboarding flag (a missing photographer row means onboarding pending, spec section 4), the
 * storage used and the plan's quota, and the currency the preferences choose (the default row's
 * EUR when there is no settings row yet).
 */
export const accountFactsOf = async (
  photographerId: string,
): Promise<{ onboardingCompleted: boolean; usedBytes: number; quotaBytes: number; currency: Currency }> => {
  const { photographer, photographerSettings } = db().entities;
  const items = await queryAdjacent(photographer.query.byPhotographer({ photographerId }), photographerSettings.query.byPhotographer({ photographerId }));
  const data = photographer.parse({ Items: items.get('photographer') ?? [] }).data[0];
  const settings = photographerSettings.parse({ Items: items.get('photographerSettings') ?? [] }).data[0];
  return {
    onboardingCompleted: data?.onboardingCompleted ?? false,
    usedBytes: Math.max(0, data?.storageUsedBytes ?? 0),
    quotaBytes: limitsOf(data).storageQuotaBytes,
    currency: settings?.preferences.currency ?? DEFAULT_CURRENCY,
  };
};

const AGREEMENT_ATTRIBUTES = ['agreementId', 'title', 'clientName', 'status', 'expiresAt', 'declinedAt', 'updatedAt', 'clientsSignedAt'] as const;
export type DashboardAgreement = Pick<AgreementItem, (typeof AGREEMENT_ATTRIBUTES)[number]>;

/**
 * The photographer's agreements, the attributes "needs you" shows (issue 26 point 4): the query
 * the agreements list makes (its page's rows), projected. Read units count whole items (each
 * carries its document, a few KB): fine for the tens of agreements a studio sends a year.
 */
export const agreementsOf = async (photographerId: string): Promise<DashboardAgreement[]> =>
  (await db().entities.agreement.query.byAgreement({ photographerId }).between(...wholeRange('agreementId')).go({ pages: 'all', attributes: [...AGREEMENT_ATTRIBUTES] })).data;
