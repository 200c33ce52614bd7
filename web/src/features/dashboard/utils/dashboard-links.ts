// Where each dashboard item is resolved: the screen (and its state in the URL) that shows it.
import type { NeedsYouItem, RecentOrder } from '@fotostudio/shared/contracts/dashboard';
import { paths } from '../../../config/paths';

export const sessionHref = (sessionId: string): string => `${paths.sessions}/${sessionId}`;

/** The invoices list filtered to overdue ones (the dashboard's overdue figure is its count). */
export const overdueInvoicesHref = `${paths.invoices}?status=overdue`;
export const invoicesHref = paths.invoices;
export const storageSettingsHref = `${paths.settings}?tab=storage`;
/** An agreement opened on the agreements screen. */
export const agreementHref = (agreementId: string): string => `${paths.agreements}?agreement=${encodeURIComponent(agreementId)}`;

export const needsYouHref = (item: NeedsYouItem): string => {
  switch (item.kind) {
    case 'invoiceOverdue':
      return `${overdueInvoicesHref}&open=${encodeURIComponent(item.documentId)}`;
    case 'sessionDeletion':
      // Archived sessions are on the sessions page's Archived tab; the detail opens over it.
      return `${sessionHref(item.sessionId)}?tab=archived`;
    case 'selectionToProcess':
    case 'linkExpiring':
      return sessionHref(item.sessionId);
    case 'storageNearLimit':
      return storageSettingsHref;
    case 'agreementWaiting':
    case 'agreementDeclined':
    case 'agreementCountersign':
      return agreementHref(item.agreementId);
  }
};

/** Where the kind's whole list is, for "see all N" when the dashboard shows only the first ones. */
export const needsYouListHref = (kind: NeedsYouItem['kind']): string => {
  switch (kind) {
    case 'invoiceOverdue':
      return overdueInvoicesHref;
    case 'sessionDeletion':
      return `${paths.sessions}?tab=archived`;
    case 'selectionToProcess':
    case 'linkExpiring':
      return paths.sessions;
    case 'storageNearLimit':
      return storageSettingsHref;
    case 'agreementWaiting':
    case 'agreementDeclined':
    case 'agreementCountersign':
      return paths.agreements;
  }
};

export const orderHref = (order: RecentOrder): string =>
  order.kind === 'quote' ? `${paths.invoices}?tab=quote&open=${encodeURIComponent(order.documentId)}` : sessionHref(order.sessionId);
