import { Entity, type EntityItem } from 'electrodb';
import { QUOTE_STATUSES, STORED_INVOICE_STATUSES } from '@fotostudio/shared/billing/billing-enums';
import { INVOICE_TYPES } from '@fotostudio/shared/verifactu/record-fields';
import { SESSION_STATUSES, SESSION_TYPES } from '@fotostudio/shared/sessions/session-enums';

// Items kept on write for the dashboard (docs/dashboard.md "Kept figures", docs/data.md pattern
// 62): derived from the billing documents by the table stream (dashboard/dashboard-aggregates.ts)
// and filled for older data by a data migration; never written by a request.

const optionalText = { type: 'string' } as const;

/**
 * A small copy of one quote or invoice (a few hundred bytes against the document's ~4 KB), under
 * its issue month, so a month's figures are recomputed from that month's copies alone.
 */
export const dashboardDocumentEntity = () => new Entity({
  model: { entity: 'dashboardDocument', version: '1', service: 'fotostudio' },
  attributes: {
    photographerId: { type: 'string', required: true, readOnly: true },
    /** YYYY-MM of the issue date. */
    issueMonth: { type: 'string', required: true, readOnly: true },
    documentId: { type: 'string', required: true, readOnly: true },
    kind: { type: ['quote', 'invoice'] as const, required: true },
    number: { type: 'string', required: true },
    status: { type: [...QUOTE_STATUSES, ...STORED_INVOICE_STATUSES] as const, required: true },
    issueDate: { type: 'string', required: true },
    dueDate: { type: 'string', required: true },
    clientName: { type: 'string', required: true },
    sessionId: optionalText,
    sessionTitle: { type: 'string', required: true, default: '' },
    totalCents: { type: 'number', required: true },
    /** An invoice's payments so far (issue 25 point 2); absent: none (every copy kept before the ledger). */
    paidCents: { type: 'number' },
    invoiceId: optionalText,
    invoiceType: { type: INVOICE_TYPES },
    /** An invoice's stored totals (its content's); absent on a quote. */
    totals: {
      type: 'map',
      properties: {
        baseCents: { type: 'number', required: true },
        vatCents: { type: 'number', required: true },
        totalCents: { type: 'number', required: true },
        irpf: {
          type: 'map',
          properties: {
            ratePercent: { type: 'number', required: true },
            baseCents: { type: 'number', required: true },
            amountCents: { type: 'number', required: true },
          },
        },
      },
    },
    /** The document's own, as it stores them. */
    rectification: {
      type: 'map',
      properties: {
        originalId: { type: 'string', required: true },
        originalNumber: { type: 'string', required: true },
        originalIssueDate: { type: 'string', required: true },
        method: { type: ['S', 'I'] as const, required: true },
        reason: { type: 'string', required: true },
        originalBaseCents: { type: 'number' },
        originalVatCents: { type: 'number' },
      },
    },
    substitutedBy: {
      type: 'map',
      properties: {
        documentId: { type: 'string', required: true },
        number: { type: 'string', required: true },
      },
    },
    /** The document's `updatedAt` this copy was made from. */
    sourceUpdatedAt: { type: 'string', required: true },
  },
  indexes: {
    byMonth: {
      collection: 'dashboard',
      pk: { field: 'pk', composite: ['photographerId'] },
      sk: { field: 'sk', composite: ['issueMonth', 'documentId'] },
    },
  },
});
export type DashboardDocumentItem = EntityItem<ReturnType<typeof dashboardDocumentEntity>>;

/**
 * One per photographer and issue month with documents: what the dashboard needs of that month's
 * documents, recomputed whole from the month's copies on every change (so a record delivered
 * twice writes the same item). Revenue by day (the chart's day, week, month and year buckets
 * and every period are unions of days), what is due on the unpaid invoices and the sessions
 * named. Small whatever the month holds: the unpaid invoices and quotes themselves are rows
 * sorted for the few the page lists (`dashboardUnpaid`, `dashboardQuote`).
 */
export const dashboardMonthEntity = () => new Entity({
  model: { entity: 'dashboardMonth', version: '1', service: 'fotostudio' },
  attributes: {
    photographerId: { type: 'string', required: true, readOnly: true },
    /** YYYY-MM. */
    month: { type: 'string', required: true, readOnly: true },
    /** Revenue by issue day (docs/dashboard.md): days with at least one counted invoice. */
    days: {
      type: 'list',
      required: true,
      items: {
        type: 'map',
        properties: {
          day: { type: 'string', required: true },
          invoices: { type: 'number', required: true },
          baseCents: { type: 'number', required: true },
          vatCents: { type: 'number', required: true },
          irpfCents: { type: 'number', required: true },
        },
      },
    },
    /**
     * What is still due on this month's unpaid invoices (draft, sent), summed by issue day and
     * due day, integer euro cents: pending and overdue split by the due day at read time (an
     * invoice becomes overdue with the clock, not with a write) and convert at the issue day.
     * The invoices themselves are the `dashboardUnpaid` rows.
     */
    due: {
      type: 'list',
      required: true,
      items: {
        type: 'map',
        properties: {
          issueDay: { type: 'string', required: true },
          dueDay: { type: 'string', required: true },
          invoices: { type: 'number', required: true },
          /** Totals less what was paid (issue 25 point 2). */
          dueCents: { type: 'number', required: true },
        },
      },
    },
    /** Sessions a document of this month names (a session sent to invoicing). */
    sessionIds: { type: 'list', required: true, items: { type: 'string' } },
    /** How many documents the month holds and the latest change among them (to see it caught up). */
    documents: { type: 'number', required: true },
    latestUpdate: { type: 'string', required: true },
  },
  indexes: {
    byMonth: {
      collection: 'dashboard',
      pk: { field: 'pk', composite: ['photographerId'] },
      sk: { field: 'sk', composite: ['month'] },
    },
  },
});
export type DashboardMonthItem = EntityItem<ReturnType<typeof dashboardMonthEntity>>;

/**
 * What the dashboard read of one session's gallery link before the session rows held it: no
 * longer written nor read; the migration `dashboard-sessions` removes these rows (and the
 * account's deletion any left).
 */
export const dashboardLinkEntity = () => new Entity({
  model: { entity: 'dashboardLink', version: '1', service: 'fotostudio' },
  attributes: {
    photographerId: { type: 'string', required: true, readOnly: true },
    sessionId: { type: 'string', required: true, readOnly: true },
    active: { type: 'boolean', required: true },
    validUntil: { type: 'string', required: true },
    closedAt: optionalText,
    /** The link's own creation and last change (this row is written from its image). */
    createdAt: { type: 'string', required: true },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byLink: {
      collection: 'dashboard',
      pk: { field: 'pk', composite: ['photographerId'] },
      sk: { field: 'sk', composite: ['sessionId'] },
    },
  },
});
export type DashboardLinkItem = EntityItem<ReturnType<typeof dashboardLinkEntity>>;

/** What the dashboard keeps of a session, in its row and in each of its list entries. */
const sessionRowAttributes = {
  title: { type: 'string', required: true },
  clientName: { type: 'string', required: true },
  date: optionalText,
  time: optionalText,
  sessionType: { type: SESSION_TYPES, required: true },
  status: { type: SESSION_STATUSES, required: true },
  hasSelection: { type: 'boolean', required: true },
  sortDate: { type: 'string', required: true },
  archivedAt: optionalText,
  /** The session's `expiresAt` (epoch seconds, when TTL deletes it), under another name: the table's TTL never removes this row apart from its session. */
  deleteAt: { type: 'number' },
  /** The session's finance (`sessionFinance`) total and paid, integer cents, for the calendar's paid badge; both absent when the session has no finance (and on rows kept before they were, until the migration `dashboard-sessions` fills them). */
  totalPriceCents: { type: 'number' },
  paidCents: { type: 'number' },
  /** The session's gallery link as the dashboard reads it (its own creation and last change); absent when the session has none (and on rows kept before they held it, until the migration `dashboard-sessions` fills it). */
  link: {
    type: 'map',
    properties: {
      active: { type: 'boolean', required: true },
      validUntil: { type: 'string', required: true },
      closedAt: optionalText,
      createdAt: { type: 'string', required: true },
      updatedAt: { type: 'string', required: true },
    },
  },
} as const;

/**
 * What the dashboard keeps of one session (docs/dashboard.md "Kept figures"): a row per session
 * in the photographer's partition, the source of its list entries (`dashboardSessionEntry`) and
 * of the month counts (`dashboardMonthSessions`), which the dashboard reads instead of every
 * row. Kept by the table stream from the session's new image, only when one of these fields
 * changed, from its finance's when the total or paid changed, and from its link's.
 */
export const dashboardSessionEntity = () => new Entity({
  model: { entity: 'dashboardSession', version: '1', service: 'fotostudio' },
  attributes: {
    photographerId: { type: 'string', required: true, readOnly: true },
    sessionId: { type: 'string', required: true, readOnly: true },
    ...sessionRowAttributes,
    /** The keys of the session's rows in the dashboard's lists (`dashboardSessionEntry`, as `<list> <key>`) written with this row; absent on rows kept before the lists (the migration `dashboard-session-lists` writes them). */
    entries: { type: 'list', items: { type: 'string' } },
  },
  indexes: {
    bySession: {
      collection: 'dashboard',
      pk: { field: 'pk', composite: ['photographerId'] },
      sk: { field: 'sk', composite: ['sessionId'] },
    },
  },
});
export type DashboardSessionItem = EntityItem<ReturnType<typeof dashboardSessionEntity>>;

/**
 * An unpaid invoice (draft, sent) as "needs you" lists it, sorted by due day: the dashboard
 * queries the first few (the oldest due; overdue ones come first) instead of every unpaid
 * invoice, and counts and sums them from the months' `due`. Outside the `dashboard`
 * collection, so the kept rows' query does not read them. Kept with the document's copy
 * (dashboard-aggregates.ts), removed once the invoice is paid, cancelled or deleted.
 */
export const dashboardUnpaidEntity = () => new Entity({
  model: { entity: 'dashboardUnpaid', version: '1', service: 'fotostudio' },
  attributes: {
    photographerId: { type: 'string', required: true, readOnly: true },
    dueDate: { type: 'string', required: true, readOnly: true },
    documentId: { type: 'string', required: true, readOnly: true },
    number: { type: 'string', required: true },
    clientName: { type: 'string', required: true },
    totalCents: { type: 'number', required: true },
  },
  indexes: {
    byDue: {
      pk: { field: 'pk', composite: ['photographerId'] },
      sk: { field: 'sk', composite: ['dueDate', 'documentId'] },
    },
  },
});
export type DashboardUnpaidItem = EntityItem<ReturnType<typeof dashboardUnpaidEntity>>;

/**
 * A quote as recent orders list it, sorted by issue day: the dashboard queries the newest few
 * instead of every quote. Outside the `dashboard` collection, as the unpaid rows. Kept with the
 * document's copy (dashboard-aggregates.ts), removed with the quote.
 */
export const dashboardQuoteEntity = () => new Entity({
  model: { entity: 'dashboardQuote', version: '1', service: 'fotostudio' },
  attributes: {
    photographerId: { type: 'string', required: true, readOnly: true },
    issueDate: { type: 'string', required: true, readOnly: true },
    documentId: { type: 'string', required: true, readOnly: true },
    number: { type: 'string', required: true },
    status: { type: QUOTE_STATUSES, required: true },
    sessionId: optionalText,
    sessionTitle: { type: 'string', required: true },
    clientName: { type: 'string', required: true },
    totalCents: { type: 'number', required: true },
    invoiceId: optionalText,
  },
  indexes: {
    byIssue: {
      pk: { field: 'pk', composite: ['photographerId'] },
      sk: { field: 'sk', composite: ['issueDate', 'documentId'] },
    },
  },
});
export type DashboardQuoteItem = EntityItem<ReturnType<typeof dashboardQuoteEntity>>;

/**
 * A session's row in one of the short lists the dashboard reads by a key range instead of every
 * session's row (docs/dashboard.md "The sessions' lists"): `dated` (sessions not archived with a
 * date, by date and time: the calendar's month, the coming sessions), `order` (confirmed
 * selections by confirmation: recent orders), `toProcess` (confirmed, not archived, not sent to
 * invoicing), `expiring` (open links of sessions not archived, by `validUntil`), `deletion`
 * (archived sessions by their deletion time), `shared` and `confirmed` (by the Madrid day the link
 * was made and the selection confirmed: what the month counts below are recomputed from). Each
 * holds the session's row (`dashboardSession`) as it was written with it, in the same
 * transaction; the row names its lists' keys (`entries`), so a later write deletes the ones it
 * no longer has. Outside the `dashboard` collection, as the unpaid and quote rows.
 */
export const dashboardSessionEntryEntity = () => new Entity({
  model: { entity: 'dashboardSessionEntry', version: '1', service: 'fotostudio' },
  attributes: {
    photographerId: { type: 'string', required: true, readOnly: true },
    list: { type: ['dated', 'order', 'toProcess', 'expiring', 'deletion', 'shared', 'confirmed'] as const, required: true, readOnly: true },
    /** The list's order: a day and time, an ISO time, or a zero-padded epoch second. */
    key: { type: 'string', required: true, readOnly: true },
    sessionId: { type: 'string', required: true, readOnly: true },
    ...sessionRowAttributes,
  },
  indexes: {
    byList: {
      pk: { field: 'pk', composite: ['photographerId'] },
      sk: { field: 'sk', composite: ['list', 'key', 'sessionId'] },
    },
  },
});
export type DashboardSessionEntryItem = EntityItem<ReturnType<typeof dashboardSessionEntryEntity>>;

/**
 * One per photographer and month with sessions dated, links made or selections confirmed in it:
 * how many of each per Madrid day, so the period's counts read a few small items whatever the
 * number of sessions. Recomputed whole from that month's `dated`, `shared`, `confirmed` and
 * `toProcess` entries after each write that moves one (a record delivered twice writes the same item).
 * Sorts right after the documents' month items in the `dashboard` collection: one Query reads both.
 */
export const dashboardMonthSessionsEntity = () => new Entity({
  model: { entity: 'dashboardMonthSessions', version: '1', service: 'fotostudio' },
  attributes: {
    photographerId: { type: 'string', required: true, readOnly: true },
    /** YYYY-MM. */
    month: { type: 'string', required: true, readOnly: true },
    days: {
      type: 'list',
      required: true,
      items: {
        type: 'map',
        properties: {
          day: { type: 'string', required: true },
          /** Sessions not archived dated that day (as the sessions list's date range counts them). */
          sessions: { type: 'number', required: true },
          /** Gallery links made that day (of sessions that exist). */
          galleriesShared: { type: 'number', required: true },
          /** Selections confirmed that day (the link's `closedAt`). */
          selectionsConfirmed: { type: 'number', required: true },
          /** Of the `toProcess` entries (whenever confirmed: their sum is the "to process" count), those confirmed that UTC day (their key's). */
          selectionsToProcess: { type: 'number', required: true },
        },
      },
    },
  },
  indexes: {
    byMonth: {
      collection: 'dashboard',
      pk: { field: 'pk', composite: ['photographerId'] },
      sk: { field: 'sk', composite: ['month'] },
    },
  },
});
export type DashboardMonthSessionsItem = EntityItem<ReturnType<typeof dashboardMonthSessionsEntity>>;
