// The photographer's home (spec section 2 "/dashboard", section 3 "Dashboard statuses"): the
// General and Financial stats of a period, the revenue series, recent orders, upcoming
// sessions, a month of the calendar, what needs the photographer and whether onboarding is
// complete, in one call. Every figure is the one the other pages show (docs/dashboard.md).
// Served by the account function (its part of the route table: account-routes.ts).
import * as z from 'zod';
import { CURRENCY_CODES } from '../constants.js';
import { DASHBOARD_PERIODS, REVENUE_GRANULARITIES } from '../dashboard/dashboard-periods.js';
import { SESSION_TYPES } from '../sessions/session-enums.js';
import { entityId as id } from './ids.js';
import { defineRoute } from './route.js';

export { DASHBOARD_PERIODS, REVENUE_GRANULARITIES };

/** Orders as the dashboard shows them (spec section 3); the mapping from selection and quote states is in docs/dashboard.md. */
export const ORDER_STATUSES = ['completed', 'in_progress', 'pending', 'cancelled'] as const;
/** Calendar sessions (spec section 3). */
export const CALENDAR_SESSION_STATUSES = ['confirmed', 'pending', 'completed'] as const;
export const CALENDAR_SESSION_TYPES = ['wedding', 'session', 'event', 'product'] as const;

const isoDay = z.iso.date();
const yearMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'expected a month: YYYY-MM');

export const dashboardQuery = z
  .object({
    period: z.enum(DASHBOARD_PERIODS).default('this_month'),
    granularity: z.enum(REVENUE_GRANULARITIES).default('month'),
    /** The calendar's month; the current one (in Madrid) when absent. */
    month: yearMonth.optional(),
  })
  .strict();
export type DashboardQuery = z.input<typeof dashboardQuery>;

const amounts = z.object({ count: z.number().int().nonnegative(), totalCents: z.number().int() });

/**
 * How the financial stats' amounts are shown (docs/dashboard.md, "Currencies"): `none`, the
 * preference is EUR; `ecb`, converted to the preference at the ECB reference rate of each
 * invoice's date; `no_rates`, the preference is another currency but no rate was ever fetched,
 * so the amounts are in euros.
 */
export const CURRENCY_CONVERSIONS = ['none', 'ecb', 'no_rates'] as const;
export const dashboardCurrency = z.object({
  /** The currency the financial amounts are in (their `…Cents` are its minor unit: cents, or whole yen). */
  code: z.enum(CURRENCY_CODES),
  /** The currency the preferences choose. */
  preferred: z.enum(CURRENCY_CODES),
  conversion: z.enum(CURRENCY_CONVERSIONS),
  /** The latest day of the rates used; null without conversion. */
  latestRateDay: isoDay.nullable(),
});
export type DashboardCurrency = z.infer<typeof dashboardCurrency>;

export const calendarSession = z.object({
  sessionId: id,
  title: z.string(),
  clientName: z.string(),
  date: isoDay,
  time: z.string().nullable(),
  /** The session's own type, and the calendar's coarser one. */
  sessionType: z.enum(SESSION_TYPES),
  calendarType: z.enum(CALENDAR_SESSION_TYPES),
  status: z.enum(CALENDAR_SESSION_STATUSES),
  /** Paid in full (the finance's paid amount covers its total); null when the session has no price yet. */
  paid: z.boolean().nullable(),
  /** Something paid but not all of it (then `paid` is false). */
  partlyPaid: z.boolean(),
});
export type CalendarSession = z.infer<typeof calendarSession>;

const selectionOrder = z.object({
  kind: z.literal('selection'),
  sessionId: id,
  title: z.string(),
  clientName: z.string(),
  /** When the client confirmed it. */
  date: z.string(),
  status: z.enum(ORDER_STATUSES),
});
const quoteOrder = z.object({
  kind: z.literal('quote'),
  documentId: id,
  number: z.string(),
  sessionId: id.nullable(),
  title: z.string(),
  clientName: z.string(),
  /** The quote's issue date. */
  date: isoDay,
  /** The quote's own total: in euros, as every billing document. */
  totalCents: z.number().int(),
  status: z.enum(ORDER_STATUSES),
});
export const recentOrder = z.discriminatedUnion('kind', [selectionOrder, quoteOrder]);
export type RecentOrder = z.infer<typeof recentOrder>;

const sessionRef = { sessionId: id, sessionTitle: z.string(), clientName: z.string() };
export const needsYouItem = z.discriminatedUnion('kind', [
  /** A confirmed selection not yet sent to invoicing. */
  z.object({ kind: z.literal('selectionToProcess'), ...sessionRef, confirmedAt: z.string() }),
  z.object({ kind: z.literal('invoiceOverdue'), documentId: id, number: z.string(), clientName: z.string(), totalCents: z.number().int(), dueDate: isoDay }),
  z.object({ kind: z.literal('linkExpiring'), ...sessionRef, validUntil: z.string() }),
  z.object({ kind: z.literal('sessionDeletion'), ...sessionRef, deleteAt: z.string() }),
  /** Storage at or past the first alert threshold (80 %) of the plan's quota. */
  z.object({ kind: z.literal('storageNearLimit'), percent: z.number().int().nonnegative(), usedBytes: z.number().nonnegative(), quotaBytes: z.number().nonnegative() }),
  /** An agreement sent (or viewed) and not signed yet, nor expired: the soonest to expire first (issue 26 point 4). */
  z.object({ kind: z.literal('agreementWaiting'), agreementId: id, title: z.string(), clientName: z.string(), status: z.enum(['sent', 'viewed']), expiresAt: z.string() }),
  /** An agreement a signer declined, the latest first. */
  z.object({ kind: z.literal('agreementDeclined'), agreementId: id, title: z.string(), clientName: z.string(), declinedAt: z.string() }),
  /** An agreement every signer signed that waits for the photographer's countersignature, the longest waiting first. */
  z.object({ kind: z.literal('agreementCountersign'), agreementId: id, title: z.string(), clientName: z.string(), clientsSignedAt: z.string() }),
]);
export type NeedsYouItem = z.infer<typeof needsYouItem>;

export const dashboard = z.object({
  /** Today in Madrid, and the days the period covers (up to today). */
  today: isoDay,
  period: z.object({ from: isoDay, to: isoDay }),
  general: z.object({
    /** Sessions dated in the period, archived ones left out (the sessions list with that date range). */
    sessions: z.number().int().nonnegative(),
    /** The CRM's clients and contacts (leads) now, and those added in the period. */
    clients: z.number().int().nonnegative(),
    contacts: z.number().int().nonnegative(),
    newClients: z.number().int().nonnegative(),
    newContacts: z.number().int().nonnegative(),
    /** Gallery links made in the period (of sessions not deleted). */
    galleriesShared: z.number().int().nonnegative(),
    /** Selections whose confirmation (the latest one of each session) falls in the period. */
    selectionsConfirmed: z.number().int().nonnegative(),
  }),
  financial: z.object({
    /** The currency of the amounts below: the preference's, converted at each invoice's date, or euros. */
    currency: dashboardCurrency,
    /** Invoices issued in the period, cancelled and replaced ones left out, rectifications netted; in `currency.code`. */
    revenue: z.object({ invoices: z.number().int().nonnegative(), baseCents: z.number().int(), vatCents: z.number().int(), irpfCents: z.number().int(), totalCents: z.number().int() }),
    /** Unpaid invoices not yet due (draft, sent and partly paid), and those past their due date, whenever issued: the amounts still due. */
    pending: amounts,
    overdue: amounts,
    /** Revenue per bucket of the granularity over the period; `start` is the bucket's first day. */
    series: z.array(z.object({ start: isoDay, baseCents: z.number().int(), vatCents: z.number().int() })),
  }),
  recentOrders: z.array(recentOrder),
  upcomingSessions: z.array(calendarSession),
  calendar: z.object({ month: yearMonth, sessions: z.array(calendarSession) }),
  /** The first NEEDS_YOU_PER_KIND_MAX of each kind (most urgent first); `needsYouCounts` has how many there are. */
  needsYou: z.array(needsYouItem),
  needsYouCounts: z.object({
    selectionToProcess: z.number().int().nonnegative(),
    invoiceOverdue: z.number().int().nonnegative(),
    linkExpiring: z.number().int().nonnegative(),
    sessionDeletion: z.number().int().nonnegative(),
    storageNearLimit: z.number().int().nonnegative(),
    agreementWaiting: z.number().int().nonnegative(),
    agreementDeclined: z.number().int().nonnegative(),
    agreementCountersign: z.number().int().nonnegative(),
  }),
  /** The photographer's onboarding flag (what the welcome card and modal read). */
  onboardingCompleted: z.boolean(),
});
export type Dashboard = z.infer<typeof dashboard>;

export const RECENT_ORDERS_MAX = 10;
export const UPCOMING_SESSIONS_MAX = 5;
export const NEEDS_YOU_PER_KIND_MAX = 10;

export const getDashboard = defineRoute({
  id: 'account.getDashboard',
  domain: 'account',
  method: 'GET',
  path: '/api/me/dashboard',
  auth: 'photographer',
  query: dashboardQuery,
  response: dashboard,
});
