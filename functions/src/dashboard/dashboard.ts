// The dashboard's data in one call (issue 23 point 1; spec section 2 "/dashboard"). Every figure
// is computed by the same rule as the page that shows it in full: sessions as the sessions list
// filters a date range, clients and contacts as the CRM list counts them, amounts and the
// overdue status as the invoices list (docs/dashboard.md says which and how orders map to the
// spec's statuses). The clock is a parameter, so tests and the bench fix "today".
import {
  NEEDS_YOU_PER_KIND_MAX,
  RECENT_ORDERS_MAX,
  type CalendarSession,
  type Dashboard,
  type NeedsYouItem,
  type RecentOrder,
} from '@fotostudio/shared/contracts/dashboard';
import { statusAt } from '@fotostudio/shared/agreements/agreement-status';
import { LINK_EXPIRY_NOTICE_DAYS } from '@fotostudio/shared/constants';
import { addDays, madridDayStart, todayInMadrid } from '@fotostudio/shared/dates/billing-days';
import { bucketStart, bucketStarts, monthRange, periodRange, type DashboardPeriod, type DayRange, type RevenueGranularity } from '@fotostudio/shared/dashboard/dashboard-periods';
import { loadIndex } from '../data/crm-index/index-reader.js';
import { shownStatus } from '@fotostudio/shared/billing/shown-status';
import { accountFactsOf, agreementsOf, invoiceStatusesOf, keptMonthsOf, newestQuotesOf, oldestUnpaidOf, sessionListsOf, type DashboardDocument } from './dashboard-reads.js';
import type { DashboardSession } from './dashboard-sessions.js';
import { rateDaysFor } from '../data/stores/exchange-rates.js';
import { currencyConverter } from './currency-conversion.js';
import { storageAlertLevel } from '@fotostudio/shared/plans';
import { quoteOrderStatus, selectionOrderStatus } from './order-status.js';

export interface DashboardRequest {
  period: DashboardPeriod;
  granularity: RevenueGranularity;
  month?: string | undefined;
}

const within = (day: string, { from, to }: DayRange): boolean => day >= from && day <= to;

/** The finance's total and paid the session's row keeps (dashboard-sessions.ts); undefined when the session has none. */
const financeOf = ({ totalPriceCents, paidCents }: DashboardSession) =>
  totalPriceCents === undefined || paidCents === undefined ? undefined : { totalPriceCents, paidCents };

/** The calendar's coarser session kinds and states (spec section 3, "Dashboard statuses"). */
/** A session of the `dated` list (it has a date). */
const calendarSessionOf = (session: DashboardSession): CalendarSession => {
  const finance = financeOf(session);
  return {
    sessionId: session.sessionId,
    title: session.title,
    clientName: session.clientName,
    date: session.date ?? session.sortDate,
    time: session.time ?? null,
    sessionType: session.sessionType,
    calendarType:
      session.sessionType === 'wedding' || session.sessionType === 'prewedding'
        ? 'wedding'
        : session.sessionType === 'event' || session.sessionType === 'product'
          ? session.sessionType
          : 'session',
    status: session.status === 'completed' ? 'completed' : session.status === 'pending' ? 'pending' : 'confirmed',
    paid: finance && finance.totalPriceCents > 0 ? finance.paidCents >= finance.totalPriceCents : null,
    partlyPaid: Boolean(finance && finance.paidCents > 0 && finance.paidCents < finance.totalPriceCents),
  };
};

const byDateAndTime = (a: DashboardSession, b: DashboardSession) => `${a.sortDate} ${a.time ?? ''}`.localeCompare(`${b.sortDate} ${b.time ?? ''}`);

/**
 * An invoice's contribution to revenue: its base and VAT, minus, for a rectification by
 * substitution, the original's (which stays counted: the two net to the corrected amount), as
 * the rectification kept them, or, on one issued before they were kept, as the original's own
 * totals. A rectification by differences carries the difference itself. Cancelled invoices and
 * simplified ones replaced by an F3 (which carries the amount) count nothing. Applied when an
 * invoice's month is kept (dashboard-aggregates.ts), so the dashboard reads the sums by day.
 */
export const revenueOf = (
  invoice: DashboardDocument,
  byId: ReadonlyMap<string, DashboardDocument>,
): { baseCents: number; vatCents: number; irpfCents: number } | null => {
  if (invoice.kind !== 'invoice' || !invoice.totals || invoice.status === 'cancelled' || invoice.substitutedBy) return null;
  const { baseCents, vatCents, irpf } = invoice.totals;
  const replaced = invoice.rectification?.method === 'S' ? invoice.rectification : undefined;
  const original = replaced ? byId.get(replaced.originalId)?.totals : undefined;
  return {
    baseCents: baseCents - (replaced ? (replaced.originalBaseCents ?? original?.baseCents ?? 0) : 0),
    vatCents: vatCents - (replaced ? (replaced.originalVatCents ?? original?.vatCents ?? 0) : 0),
    irpfCents: irpf?.amountCents ?? 0,
  };
};

export const dashboardOf = async (photographerId: string, request: DashboardRequest, now: Date = new Date()): Promise<Dashboard> => {
  const today = todayInMadrid(now);
  const period = periodRange(request.period, today);
  const month = request.month ?? today.slice(0, 7);
  const calendarDays = monthRange(month);

  // The notice scan's horizons for "needs you" (docs/notifications.md), which bound the lists' key ranges too.
  const linkHorizon = new Date(madridDayStart(addDays(today, LINK_EXPIRY_NOTICE_DAYS + 1)) - 1).toISOString();
  const deletionHorizon = Math.floor((madridDayStart(addDays(today, 2)) - 1) / 1000);
  const nowIso = now.toISOString();
  const nowSeconds = Math.floor(now.getTime() / 1000);

  // Each read starts as soon as what it needs is in, not after the slowest of the others: the
  // newest quotes' invoices right after the quotes' rows (the few quotes the selections push out
  // of recent orders are read too: that beats waiting for the session lists). Only the sessions
  // the page shows are read (by their lists' key ranges); the period's counts come from the
  // month items (session-lists.ts).
  const listsRead = sessionListsOf(photographerId, { month: calendarDays, today, expiring: { from: nowIso, to: linkHorizon }, deletion: { from: nowSeconds + 1, to: deletionHorizon } });
  const quotesRead = newestQuotesOf(photographerId);
  const invoicesRead = quotesRead.then((quotes) => invoiceStatusesOf(photographerId, quotes.flatMap((quote) => (quote.invoiceId ? [quote.invoiceId] : []))));
  const ordersRead = Promise.all([listsRead, quotesRead, invoicesRead]).then(([lists, quotes, invoiceById]) => {
    // Orders: confirmed selections (the newest by confirmation) and quotes.
    const selections = lists.orders.flatMap((session) => (session.link ? [{ session, link: session.link, confirmedAt: session.link.closedAt ?? session.link.updatedAt }] : []));
    const newest = [
      ...selections.map((selection) => ({ date: selection.confirmedAt, selection, quote: undefined })),
      ...quotes.map((quote) => ({ date: quote.issueDate, selection: undefined, quote })),
    ]
      .sort((a, b) => b.date.localeCompare(a.date))
      .slice(0, RECENT_ORDERS_MAX);
    return { lists, newest, invoiceById };
  });
  const [{ lists, newest, invoiceById }, { figures, sessionDays }, oldestUnpaid, contacts, account, agreements] = await Promise.all([
    ordersRead,
    keptMonthsOf(photographerId),
    oldestUnpaidOf(photographerId),
    loadIndex(photographerId),
    accountFactsOf(photographerId),
    agreementsOf(photographerId),
  ]);
  const upcoming = [...lists.upcoming].sort(byDateAndTime);
  const ofMonth = [...lists.calendar].sort(byDateAndTime);
  const preferred = account.currency;
  // The rates of the invoices' dates, only when the preference is another currency (docs/dashboard.md, "Currencies").
  const firstIssued = [...figures.days.map((amount) => amount.day), ...figures.due.map((amount) => amount.issueDay)].reduce(
    (first, day) => (day < first ? day : first),
    today,
  );
  const { currency, convert } = currencyConverter(preferred, preferred === 'EUR' ? [] : await rateDaysFor(firstIssued, today));

  // General.
  // The period's bounds as instants, not a Madrid day per contact: 20,000 Intl formats were most
  // of a warm call's own CPU (docs/performance.md, "Dashboard data").
  const periodStart = madridDayStart(period.from);
  const periodEnd = madridDayStart(addDays(period.to, 1));
  const createdIn = (createdAt: string) => {
    const at = Date.parse(createdAt);
    return at >= periodStart && at < periodEnd;
  };
  const clients = contacts.filter((row) => row.type === 'client');
  const leads = contacts.filter((row) => row.type === 'lead');
  const periodDays = sessionDays.filter((counts) => within(counts.day, period));
  const periodCount = (field: 'sessions' | 'galleriesShared' | 'selectionsConfirmed') => periodDays.reduce((count, counts) => count + counts[field], 0);
  // Every selection to process, whenever confirmed (the list reads only the first few).
  const toProcessCount = sessionDays.reduce((count, counts) => count + counts.selectionsToProcess, 0);

  // Financial: amounts as the invoices list shows them (its overdue rule, `shownStatus`: an unpaid
  // invoice due before today is overdue, any other is pending, partly paid ones for what is still
  // due), converted at their issue day to the preferred currency (euros unchanged). Paid and
  // cancelled invoices are never pending or overdue: the months sum what is due on the unpaid
  // ones by issue and due day, so the split by today reads no invoice.
  const overdueDue = figures.due.filter((amount) => amount.dueDay < today);
  const pendingDue = figures.due.filter((amount) => amount.dueDay >= today);
  const sum = (amounts: typeof figures.due) => ({
    count: amounts.reduce((count, amount) => count + amount.invoices, 0),
    totalCents: amounts.reduce((total, amount) => total + convert(amount.dueCents, amount.issueDay), 0),
  });
  const overdueSum = sum(overdueDue);
  const revenue = { invoices: 0, baseCents: 0, vatCents: 0, irpfCents: 0, totalCents: 0 };
  const buckets = new Map(bucketStarts(period, request.granularity).map((start) => [start, { start, baseCents: 0, vatCents: 0 }]));
  // Each day's invoices, their amounts as revenueOf counts them (kept by day: dashboard-aggregates.ts).
  // A day's sums are converted at that day's rate (one rounding a day).
  for (const euros of figures.days) {
    if (!within(euros.day, period)) continue;
    const amount = {
      day: euros.day,
      baseCents: convert(euros.baseCents, euros.day),
      vatCents: convert(euros.vatCents, euros.day),
      irpfCents: convert(euros.irpfCents, euros.day),
    };
    revenue.invoices += euros.invoices;
    revenue.baseCents += amount.baseCents;
    revenue.vatCents += amount.vatCents;
    revenue.irpfCents += amount.irpfCents;
    const bucket = buckets.get(bucketStart(amount.day, request.granularity));
    if (bucket) {
      bucket.baseCents += amount.baseCents;
      bucket.vatCents += amount.vatCents;
    }
  }
  revenue.totalCents = revenue.baseCents + revenue.vatCents - revenue.irpfCents;

  const documentedSessions = figures.documentedSessions;
  const orders: RecentOrder[] = [
    ...newest.flatMap(({ selection }) => (selection ? [selection] : [])).map(({ session, link, confirmedAt }): RecentOrder => ({
      kind: 'selection',
      sessionId: session.sessionId,
      title: session.title,
      clientName: session.clientName,
      date: confirmedAt,
      status: selectionOrderStatus({ archived: Boolean(session.archivedAt), reopened: !link.closedAt, processed: documentedSessions.has(session.sessionId) }),
    })),
    ...newest
      .flatMap(({ quote }) => (quote ? [quote] : []))
      .map((quote): RecentOrder => {
        const invoice = quote.invoiceId ? invoiceById.get(quote.invoiceId) : undefined;
        return {
          kind: 'quote',
          documentId: quote.documentId,
          number: quote.number,
          sessionId: quote.sessionId ?? null,
          title: quote.sessionTitle,
          clientName: quote.clientName,
          date: quote.issueDate,
          totalCents: quote.totalCents,
          status: quoteOrderStatus(quote.status, invoice && (invoice.kind === 'invoice' ? shownStatus(invoice, today) : undefined)),
        };
      }),
  ]
    .sort((a, b) => b.date.localeCompare(a.date))
    .slice(0, RECENT_ORDERS_MAX);

  // What needs the photographer, with the notice scan's horizons (docs/notifications.md).
  const ref = (session: DashboardSession) => ({ sessionId: session.sessionId, sessionTitle: session.title, clientName: session.clientName });
  const toProcess = lists.toProcess
    .flatMap((session) => (session.link?.closedAt && !documentedSessions.has(session.sessionId) ? [{ session, confirmedAt: session.link.closedAt }] : []))
    .sort((a, b) => a.confirmedAt.localeCompare(b.confirmedAt))
    .map(({ session, confirmedAt }): NeedsYouItem => ({ kind: 'selectionToProcess', ...ref(session), confirmedAt }));
  // The oldest due unpaid invoices come sorted by due day: the overdue ones are the first of them.
  const overdue = oldestUnpaid
    .filter((invoice) => invoice.dueDate < today)
    .map((invoice): NeedsYouItem => ({
      kind: 'invoiceOverdue',
      documentId: invoice.documentId,
      number: invoice.number,
      clientName: invoice.clientName,
      totalCents: invoice.totalCents,
      dueDate: invoice.dueDate,
    }));
  const expiring = lists.expiring
    .flatMap((session) => (session.link && session.link.validUntil > nowIso && session.link.validUntil <= linkHorizon ? [{ session, validUntil: session.link.validUntil }] : []))
    .sort((a, b) => a.validUntil.localeCompare(b.validUntil))
    .map(({ session, validUntil }): NeedsYouItem => ({ kind: 'linkExpiring', ...ref(session), validUntil }));
  const deleted = lists.deletion
    .filter((session) => session.archivedAt && session.deleteAt !== undefined && session.deleteAt > nowSeconds && session.deleteAt <= deletionHorizon)
    .sort((a, b) => (a.deleteAt ?? 0) - (b.deleteAt ?? 0))
    .map((session): NeedsYouItem => ({ kind: 'sessionDeletion', ...ref(session), deleteAt: new Date((session.deleteAt ?? 0) * 1000).toISOString() }));
  // A photographer behind on hundreds of invoices gets the first few and the count, not a 100 KB answer.
  // The storage alerts' first threshold (80 %), as the Storage tab and the alerts read it.
  const storagePercent = storageAlertLevel(account.usedBytes, account.quotaBytes);
  const storage: NeedsYouItem[] =
    storagePercent > 0
      ? [{ kind: 'storageNearLimit', percent: account.quotaBytes > 0 ? Math.floor((account.usedBytes * 100) / account.quotaBytes) : 100, usedBytes: account.usedBytes, quotaBytes: account.quotaBytes }]
      : [];
  // Agreements as the agreements list shows their status (read at `now`: one past its expiry is expired, not waiting).
  const agreementsWaiting = agreements
    .map((agreement) => ({ agreement, status: statusAt(agreement.status, agreement.expiresAt, now) }))
    .filter((row): row is { agreement: typeof row.agreement & { expiresAt: string }; status: 'sent' | 'viewed' } => (row.status === 'sent' || row.status === 'viewed') && Boolean(row.agreement.expiresAt))
    .sort((a, b) => a.agreement.expiresAt.localeCompare(b.agreement.expiresAt))
    .map(({ agreement, status }): NeedsYouItem => ({ kind: 'agreementWaiting', agreementId: agreement.agreementId, title: agreement.title, clientName: agreement.clientName, status, expiresAt: agreement.expiresAt }));
  const agreementsDeclined = agreements
    .filter((agreement) => agreement.status === 'declined')
    .map((agreement) => ({ agreement, declinedAt: agreement.declinedAt ?? agreement.updatedAt }))
    .sort((a, b) => b.declinedAt.localeCompare(a.declinedAt))
    .map(({ agreement, declinedAt }): NeedsYouItem => ({ kind: 'agreementDeclined', agreementId: agreement.agreementId, title: agreement.title, clientName: agreement.clientName, declinedAt }));
  const agreementsToCountersign = agreements
    .filter((agreement) => agreement.status === 'awaitingCountersignature')
    .map((agreement) => ({ agreement, clientsSignedAt: agreement.clientsSignedAt ?? agreement.updatedAt }))
    .sort((a, b) => a.clientsSignedAt.localeCompare(b.clientsSignedAt))
    .map(({ agreement, clientsSignedAt }): NeedsYouItem => ({ kind: 'agreementCountersign', agreementId: agreement.agreementId, title: agreement.title, clientName: agreement.clientName, clientsSignedAt }));
  const needsYou = [toProcess, overdue, expiring, deleted, storage, agreementsWaiting, agreementsDeclined, agreementsToCountersign].flatMap((kind) => kind.slice(0, NEEDS_YOU_PER_KIND_MAX));
  const needsYouCounts = {
    selectionToProcess: toProcessCount,
    invoiceOverdue: overdueSum.count,
    linkExpiring: expiring.length,
    sessionDeletion: deleted.length,
    storageNearLimit: storage.length,
    agreementWaiting: agreementsWaiting.length,
    agreementDeclined: agreementsDeclined.length,
    agreementCountersign: agreementsToCountersign.length,
  };

  return {
    today,
    period,
    general: {
      sessions: periodCount('sessions'),
      clients: clients.length,
      contacts: leads.length,
      newClients: clients.filter((row) => createdIn(row.createdAt)).length,
      newContacts: leads.filter((row) => createdIn(row.createdAt)).length,
      galleriesShared: periodCount('galleriesShared'),
      selectionsConfirmed: periodCount('selectionsConfirmed'),
    },
    financial: {
      currency,
      revenue,
      pending: sum(pendingDue),
      overdue: overdueSum,
      series: [...buckets.values()],
    },
    recentOrders: orders,
    upcomingSessions: upcoming.map(calendarSessionOf),
    calendar: { month, sessions: ofMonth.map(calendarSessionOf) },
    needsYou,
    needsYouCounts,
    onboardingCompleted: account.onboardingCompleted,
  };
};
