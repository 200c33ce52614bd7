// Business constants from the spec, section 9. Pure data: used by web (selectors) and
// functions (validation, defaults).

export const LANGUAGES = ['es', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'es';

export const CURRENCIES = {
  EUR: { symbol: '€', decimals: 2 },
  USD: { symbol: '$', decimals: 2 },
  GBP: { symbol: '£', decimals: 2 },
  JPY: { symbol: '¥', decimals: 0 },
  CAD: { symbol: 'C$', decimals: 2 },
  AUD: { symbol: 'A$', decimals: 2 },
} as const;
export type Currency = keyof typeof CURRENCIES;
export const CURRENCY_CODES = Object.keys(CURRENCIES) as [Currency, ...Currency[]];
export const DEFAULT_CURRENCY: Currency = 'EUR';

export const DATE_FORMATS = ['DD/MM/YYYY', 'MM/DD/YYYY', 'YYYY-MM-DD', 'DD-MM-YYYY'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];
export const DEFAULT_DATE_FORMAT: DateFormat = 'DD/MM/YYYY';

export const TIME_ZONES = [
  'Pacific/Honolulu',
  'America/Los_Angeles',
  'America/Denver',
  'America/Chicago',
  'America/New_York',
  'America/Sao_Paulo',
  'UTC',
  'Europe/London',
  'Europe/Madrid',
  'Europe/Paris',
  'Europe/Berlin',
  'Europe/Rome',
  'Europe/Athens',
  'Asia/Dubai',
  'Asia/Kolkata',
  'Asia/Shanghai',
  'Asia/Tokyo',
  'Australia/Sydney',
  'Pacific/Auckland',
] as const;
export type TimeZone = (typeof TIME_ZONES)[number];
export const DEFAULT_TIME_ZONE: TimeZone = 'Europe/Madrid';

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'light';

// verifactuAnswers and certificateExpiry came with VERI*FACTU's answers (issue 24), agreements
// with the agreements' lifecycle (issue 26), paymentsReceived with invoices paid online (issue 25
// point 2), selectionDeadlines and deliveries with issue 28, paymentRefunds with the refund question
// (issue 25 point 2): settings stored before read them as on (notificationChannelsOf) and the data
// migration `notification-type-defaults` writes them in.
export const NOTIFICATION_TYPES = [
  'clientSelections',
  'storageAlerts',
  'sessionArchiving',
  'linkExpiry',
  'overdueInvoices',
  'verifactuAnswers',
  'certificateExpiry',
  'agreements',
  'paymentsReceived',
  'agreementsSigned',
  'selectionDeadlines',
  'deliveries',
  'paymentRefunds',
] as const;
export const NOTIFICATION_CHANNELS = ['app', 'email'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/**
 * What a notification tells (one kind per event), and the preference type whose channels
 * decide where it goes (settings: notifications.<type>.<channel>). A later kind names an
 * existing type or adds one to NOTIFICATION_TYPES (docs/notifications.md).
 */
export const NOTIFICATION_KIND_TYPES = {
  selectionConfirmed: 'clientSelections',
  /** The scheduled notice scan (functions/src/notifications/notice-scan.ts): a gallery link expires within 3 days. */
  linkExpiring: 'linkExpiry',
  /** The scan: an archived session is deleted tomorrow. */
  sessionDeletionTomorrow: 'sessionArchiving',
  /** The photographer archived a session: when it will be deleted. */
  sessionArchived: 'sessionArchiving',
  /** The scan: an invoice's due date passed, neither paid nor cancelled. */
  invoiceOverdue: 'overdueInvoices',
  /** Storage usage reached 80, 95 or 100 % of the quota (functions/src/account/storage-alerts.ts). */
  storageAlert: 'storageAlerts',
  /** The AEAT refused a VERI*FACTU record or accepted it with errors (events/table-stream/verifactu-answered.ts). */
  verifactuRefused: 'verifactuAnswers',
  /** The scan: the submission certificate expires within 30 days. */
  certificateExpiring: 'certificateExpiry',
  /** The scan: the submission certificate expired (records wait as pendiente). */
  certificateExpired: 'certificateExpiry',
  /** The agreements' lifecycle run (functions/src/agreements/agreement-lifecycle.ts): a sent agreement expired unsigned. */
  agreementExpired: 'agreements',
  /** A signer declined an agreement on their link (functions/src/agreements/signer-decline.ts). */
  agreementDeclined: 'agreements',
  /** A client paid an invoice online (Stripe Checkout); with what was paid beyond what was due, to return (payments/invoice-purpose). */
  invoicePaymentReceived: 'paymentsReceived',
  /** Every signer signed an agreement (issue 26 point 3): the signed PDF comes with the email. */
  agreementSigned: 'agreementsSigned',
  /** A link's selection deadline passed (functions/src/gallery/selection-deadline.ts): the draft was confirmed as it stood, or the link closed keeping it. */
  selectionDeadlinePassed: 'selectionDeadlines',
  /** A published delivery of the finals reached its expiry (functions/src/sessions/delivery-lifecycle.ts): "Entrega caducada". */
  deliveryExpired: 'deliveries',
  /** Every signer signed an agreement the photographer chose to countersign: it waits for their signature (issue 26's leftovers). */
  agreementAwaitingCountersignature: 'agreements',
  /** A payment of an invoice was refunded in Stripe: the refund question waits on the invoice (billing/refund-notice.ts). */
  invoicePaymentRefunded: 'paymentRefunds',
} as const satisfies Record<string, NotificationType>;
export type NotificationKind = keyof typeof NOTIFICATION_KIND_TYPES;
export const NOTIFICATION_KINDS = Object.keys(NOTIFICATION_KIND_TYPES) as [NotificationKind, ...NotificationKind[]];

/**
 * The most one request may carry: a profile, logo or product image, and a session image sent
 * as one presigned POST. A larger session image (up to the plan's `uploadMaxBytes`) goes as an
 * S3 multipart upload in parts of UPLOAD_PART_BYTES (docs/media.md).
 */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** The part size of a multipart session-image upload (S3's minimum is 5 MiB but for the last part). */
export const UPLOAD_PART_BYTES = 8 * 1024 * 1024;
export const UPLOAD_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const ARCHIVE_RETENTION_DAYS = 7;

/** A gallery link is about to expire (notice, dashboard) this many days before it does. */
export const LINK_EXPIRY_NOTICE_DAYS = 3;

/** The VERI*FACTU submission certificate's expiry is warned this many days ahead (issue 24 point 2: settings, notice, mail). */
export const CERTIFICATE_EXPIRY_NOTICE_DAYS = 30;

/**
 * A family link is stored on both contacts: `outgoing` on the one it was made from,
 * `incoming` on the other. Here rather than in the CRM contracts because the table's
 * entities (every function's bundle) need it too.
 */
export const RELATIONSHIP_DIRECTIONS = ['outgoing', 'incoming'] as const;
