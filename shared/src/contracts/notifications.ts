// The photographer's in-app notifications (spec sections 2 "Shared UI" and 8 "Real-time
// notifications"): a list newest first, the unread count, marking read. The web app polls
// (docs/notifications.md): every answer carries `since`, the photographer's change counter, and
// a list asked `since` the counter the client holds answers `unchanged` from one read.
// Served by the account function (its part of the route table: account-routes.ts).
import * as z from 'zod';
import { NOTIFICATION_KINDS } from '../constants.js';
import { EXAMPLE_ID, entityId as id } from './ids.js';
import { defineRoute } from './route.js';

export { NOTIFICATION_KINDS };

/** The photographer's change counter as the client holds it (a decimal count). */
const changeCursor = z.string().regex(/^\d{1,15}$/, 'expected a change cursor');

const common = {
  notificationId: id,
  createdAt: z.string(),
  /** When it was marked read; null while unread. */
  readAt: z.string().nullable(),
};

const selectionConfirmed = z.object({
  ...common,
  kind: z.literal('selectionConfirmed'),
  sessionId: id,
  sessionTitle: z.string(),
  clientName: z.string(),
  version: z.number().int(),
  imageCount: z.number().int(),
  fullGallery: z.boolean(),
});

const linkExpiring = z.object({
  ...common,
  kind: z.literal('linkExpiring'),
  sessionId: id,
  sessionTitle: z.string(),
  clientName: z.string(),
  validUntil: z.string(),
});

const sessionDeletionTomorrow = z.object({
  ...common,
  kind: z.literal('sessionDeletionTomorrow'),
  sessionId: id,
  sessionTitle: z.string(),
  clientName: z.string(),
  deletesAt: z.string(),
});

const sessionArchived = z.object({
  ...common,
  kind: z.literal('sessionArchived'),
  sessionId: id,
  sessionTitle: z.string(),
  clientName: z.string(),
  deletesAt: z.string(),
});

const invoiceOverdue = z.object({
  ...common,
  kind: z.literal('invoiceOverdue'),
  documentId: z.string(),
  number: z.string(),
  clientName: z.string(),
  totalCents: z.number().int(),
  dueDate: z.string(),
});

const storageAlert = z.object({
  ...common,
  kind: z.literal('storageAlert'),
  /** The threshold reached: 80, 95 or 100. */
  percent: z.number().int(),
  usedBytes: z.number().int().nonnegative(),
  quotaBytes: z.number().int().nonnegative(),
});

const verifactuRefused = z.object({
  ...common,
  kind: z.literal('verifactuRefused'),
  documentId: z.string(),
  number: z.string(),
  state: z.enum(['Incorrecto', 'AceptadoConErrores']),
  /** The AEAT's CodigoErrorRegistro and text; the app shows the catalogue's message for it (aeatErrorMessage). */
  errorCode: z.number().int().nullable(),
  errorText: z.string().nullable(),
});

const certificateExpiring = z.object({ ...common, kind: z.literal('certificateExpiring'), holder: z.string(), notAfter: z.string() });
const certificateExpired = z.object({ ...common, kind: z.literal('certificateExpired'), holder: z.string(), notAfter: z.string() });
// Agreements (issue 26): one expired unsigned, one declined by a signer; both open the agreement.
const agreementExpired = z.object({ ...common, kind: z.literal('agreementExpired'), agreementId: z.string(), title: z.string(), clientName: z.string(), expiresAt: z.string() });
const agreementDeclined = z.object({
  ...common,
  kind: z.literal('agreementDeclined'),
  agreementId: z.string(),
  title: z.string(),
  clientName: z.string(),
  signerName: z.string(),
  reason: z.string().nullable(),
});

const invoicePaymentReceived = z.object({
  ...common,
  kind: z.literal('invoicePaymentReceived'),
  documentId: z.string(),
  number: z.string(),
  clientName: z.string(),
  amountCents: z.number().int(),
  method: z.string(),
  paidOn: z.string(),
  /** Paid beyond what was due (to return to the client in Stripe); 0 when none. */
  overpaidCents: z.number().int(),
});
const agreementSigned = z.object({ ...common, kind: z.literal('agreementSigned'), agreementId: z.string(), title: z.string(), clientName: z.string(), signedAt: z.string() });

// A link's selection deadline passed (issue 28 point 2): what it did, and the draft's photos.
const selectionDeadlinePassed = z.object({
  ...common,
  kind: z.literal('selectionDeadlinePassed'),
  sessionId: z.string(),
  sessionTitle: z.string(),
  clientName: z.string(),
  deadline: z.string(),
  outcome: z.enum(['confirmed', 'closed']),
  imageCount: z.number().int().nonnegative(),
});

const agreementAwaitingCountersignature = z.object({
  ...common,
  kind: z.literal('agreementAwaitingCountersignature'),
  agreementId: z.string(),
  title: z.string(),
  clientName: z.string(),
  clientsSignedAt: z.string(),
});

const invoicePaymentRefunded = z.object({
  ...common,
  kind: z.literal('invoicePaymentRefunded'),
  documentId: z.string(),
  number: z.string(),
  clientName: z.string(),
  amountCents: z.number().int(),
  /** Refunded in Stripe so far (cumulative). */
  refundedCents: z.number().int(),
});

export const notification = z.discriminatedUnion('kind', [
  selectionConfirmed,
  linkExpiring,
  sessionDeletionTomorrow,
  sessionArchived,
  invoiceOverdue,
  storageAlert,
  verifactuRefused,
  certificateExpiring,
  certificateExpired,
  agreementExpired,
  agreementDeclined,
  invoicePaymentReceived,
  agreementSigned,
  selectionDeadlinePassed,
  agreementAwaitingCountersignature,
  invoicePaymentRefunded,
]);
export type Notification = z.infer<typeof notification>;

/** The unread count and the change counter it was read at. */
export const notificationStatus = z.object({ since: changeCursor, unread: z.number().int().nonnegative() });
export type NotificationStatus = z.infer<typeof notificationStatus>;

export const NOTIFICATION_PAGE_SIZE = 20;

export const notificationListQuery = z
  .object({
    /** The cursor of the client's last answer: nothing changed since then answers `unchanged` (first page only). */
    since: changeCursor.optional(),
    /** The next page: notifications older than this one. */
    before: id.optional(),
    limit: z.coerce.number().int().min(1).max(50).default(NOTIFICATION_PAGE_SIZE),
  })
  .strict();

export const notificationPage = z.discriminatedUnion('unchanged', [
  z.object({ unchanged: z.literal(true), since: changeCursor }),
  notificationStatus.extend({
    unchanged: z.literal(false),
    notifications: z.array(notification),
    /** `before` of the next page; null on the last. */
    nextBefore: id.nullable(),
  }),
]);
export type NotificationPage = z.infer<typeof notificationPage>;

export const listNotifications = defineRoute({
  id: 'account.listNotifications',
  domain: 'account',
  method: 'GET',
  path: '/api/me/notifications',
  auth: 'photographer',
  summary: "A page of the photographer's notifications, newest first; `unchanged` when nothing changed since the client's cursor.",
  query: notificationListQuery,
  response: notificationPage,
  example: { params: {}, query: { since: '0' }, body: {} },
});

export const getNotificationStatus = defineRoute({
  id: 'account.getNotificationStatus',
  domain: 'account',
  method: 'GET',
  path: '/api/me/notifications/status',
  auth: 'photographer',
  summary: 'The unread count and change cursor, from one item read: what the bell polls.',
  response: notificationStatus,
  example: { params: {}, query: {}, body: {} },
});

export const markNotificationRead = defineRoute({
  id: 'account.markNotificationRead',
  domain: 'account',
  method: 'POST',
  path: '/api/me/notifications/{notificationId}/read',
  auth: 'photographer',
  summary: 'Marks one notification read (again: nothing changes).',
  params: z.object({ notificationId: id }).strict(),
  response: notificationStatus,
  example: { params: { notificationId: EXAMPLE_ID }, query: {}, body: {} },
});

export const markAllNotificationsRead = defineRoute({
  id: 'account.markAllNotificationsRead',
  domain: 'account',
  method: 'POST',
  path: '/api/me/notifications/read-all',
  auth: 'photographer',
  summary: 'Marks every unread notification read.',
  response: notificationStatus,
  example: { params: {}, query: {}, body: {} },
});
