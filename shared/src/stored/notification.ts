// A notification's stored content (functions/src/notifications/): what the app shows, one shape
// per kind, kept as JSON text so a later kind adds a member here instead of attributes to the
// item. The same shapes since notifications were built (issue 23).
import * as z from 'zod';
import { storedJson } from './json-codec.js';

const selectionConfirmed = z.object({
  kind: z.literal('selectionConfirmed'),
  sessionId: z.string(),
  sessionTitle: z.string(),
  clientName: z.string(),
  version: z.number(),
  imageCount: z.number(),
  fullGallery: z.boolean(),
});

// The scheduled notice scan's kinds (issue 23 point 2), added with it.
const linkExpiring = z.object({
  kind: z.literal('linkExpiring'),
  sessionId: z.string(),
  sessionTitle: z.string(),
  clientName: z.string(),
  validUntil: z.string(),
});

const sessionDeletionTomorrow = z.object({
  kind: z.literal('sessionDeletionTomorrow'),
  sessionId: z.string(),
  sessionTitle: z.string(),
  clientName: z.string(),
  /** When the archived session is deleted (ISO date-time). */
  deletesAt: z.string(),
});

// A session archived by the photographer: when it will be deleted (the archive email's notice, in the app too).
const sessionArchived = z.object({
  kind: z.literal('sessionArchived'),
  sessionId: z.string(),
  sessionTitle: z.string(),
  clientName: z.string(),
  /** When the archived session is deleted (ISO date-time). */
  deletesAt: z.string(),
});

const invoiceOverdue = z.object({
  kind: z.literal('invoiceOverdue'),
  documentId: z.string(),
  number: z.string(),
  clientName: z.string(),
  totalCents: z.number(),
  /** YYYY-MM-DD. */
  dueDate: z.string(),
  /** Its public page's path (`/f/{token}`) while its link opens (issue 25 point 2); absent on notices stored before, and when it has none. */
  pagePath: z.string().optional(),
});

// Storage usage reached 80, 95 or 100 % of the plan's quota (issue 23 point 3).
const storageAlert = z.object({
  kind: z.literal('storageAlert'),
  percent: z.number(),
  usedBytes: z.number(),
  quotaBytes: z.number(),
});

// VERI*FACTU (issue 24 points 2 and 4): a record the AEAT refused or accepted with errors, and
// the submission certificate about to expire or expired.
const verifactuRefused = z.object({
  kind: z.literal('verifactuRefused'),
  documentId: z.string(),
  number: z.string(),
  state: z.enum(['Incorrecto', 'AceptadoConErrores']),
  errorCode: z.number().nullable(),
  errorText: z.string().nullable(),
});

const certificateExpiring = z.object({
  kind: z.literal('certificateExpiring'),
  holder: z.string(),
  /** When the certificate expires (ISO date-time). */
  notAfter: z.string(),
});

const certificateExpired = z.object({
  kind: z.literal('certificateExpired'),
  holder: z.string(),
  notAfter: z.string(),
});

// Agreements (issue 26): one expired unsigned, one declined by a signer (with their reason).
const agreementExpired = z.object({
  kind: z.literal('agreementExpired'),
  agreementId: z.string(),
  title: z.string(),
  clientName: z.string(),
  /** When its links expired (ISO date-time). */
  expiresAt: z.string(),
});

const agreementDeclined = z.object({
  kind: z.literal('agreementDeclined'),
  agreementId: z.string(),
  title: z.string(),
  clientName: z.string(),
  signerName: z.string(),
  reason: z.string().nullable(),
});

// A client paid an invoice online (issue 25 point 2): how much, how, and what arrived beyond what
// was due (paid twice in two tabs: the photographer returns it in Stripe).
const invoicePaymentReceived = z.object({
  kind: z.literal('invoicePaymentReceived'),
  documentId: z.string(),
  number: z.string(),
  clientName: z.string(),
  amountCents: z.number(),
  method: z.string(),
  /** YYYY-MM-DD (Europe/Madrid). */
  paidOn: z.string(),
  overpaidCents: z.number(),
});

// Every signer signed an agreement (issue 26 point 3).
const agreementSigned = z.object({
  kind: z.literal('agreementSigned'),
  agreementId: z.string(),
  title: z.string(),
  clientName: z.string(),
  /** When the last signer signed (ISO date-time). */
  signedAt: z.string(),
});

// A link's selection deadline passed (issue 28 point 2): the draft confirmed as it stood, or the link closed keeping it.
const selectionDeadlinePassed = z.object({
  kind: z.literal('selectionDeadlinePassed'),
  sessionId: z.string(),
  sessionTitle: z.string(),
  clientName: z.string(),
  /** The deadline that passed (ISO date-time). */
  deadline: z.string(),
  outcome: z.enum(['confirmed', 'closed']),
  /** The draft's photos at the deadline (0: an empty draft, the link closed). */
  imageCount: z.number(),
});

// A published delivery of the finals reached its expiry (issue 28 point 4): the client's link no longer shows it.
const deliveryExpired = z.object({
  kind: z.literal('deliveryExpired'),
  sessionId: z.string(),
  sessionTitle: z.string(),
  clientName: z.string(),
  /** The delivery's expiry (ISO date-time). */
  expiresAt: z.string(),
});

// Every signer signed an agreement the photographer countersigns: it waits for their signature.
const agreementAwaitingCountersignature = z.object({
  kind: z.literal('agreementAwaitingCountersignature'),
  agreementId: z.string(),
  title: z.string(),
  clientName: z.string(),
  /** When the last signer signed (ISO date-time). */
  clientsSignedAt: z.string(),
});

// A payment of an invoice was refunded in Stripe (issue 25 point 2): the refunded total so far, of
// how much; the invoice's payments section asks whether the sale changed or an overpayment was returned.
const invoicePaymentRefunded = z.object({
  kind: z.literal('invoicePaymentRefunded'),
  documentId: z.string(),
  number: z.string(),
  clientName: z.string(),
  /** The payment as received (cents). */
  amountCents: z.number(),
  /** Stripe's cumulative refunded amount of the payment (cents). */
  refundedCents: z.number(),
});

export const notificationContent = z.discriminatedUnion('kind', [
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
  deliveryExpired,
  invoicePaymentRefunded,
]);
export type NotificationContent = z.infer<typeof notificationContent>;

export const storedNotificationContent = storedJson(notificationContent);
