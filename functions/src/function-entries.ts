// Every Lambda function of the product and the file that holds its handler, relative to
// the repository root. The CDK app bundles these; the local stand-in imports the same files.
import type { Domain } from '@fotostudio/shared/contracts/route';

export const httpFunctionEntries: Record<Domain, string> = {
  platform: 'functions/src/http/platform/handler.ts',
  account: 'functions/src/http/account/handler.ts',
  catalog: 'functions/src/http/catalog/handler.ts',
  media: 'functions/src/http/media/handler.ts',
  crm: 'functions/src/http/crm/handler.ts',
  sessions: 'functions/src/http/sessions/handler.ts',
  gallery: 'functions/src/http/gallery/handler.ts',
  site: 'functions/src/http/site/handler.ts',
  billing: 'functions/src/http/billing/handler.ts',
  payments: 'functions/src/http/payments/handler.ts',
  agreements: 'functions/src/http/agreements/handler.ts',
};

/** Receives `ANY /api/{proxy+}` that no route matched, so unknown routes answer with a catalogue 404. */
export const fallbackDomain: Domain = 'platform';

export const eventFunctionEntries = {
  /** S3 ObjectCreated under `originals/` of the media bucket. */
  imageUpload: 'functions/src/events/image-upload/handler.ts',
  /** DynamoDB stream of the table (NEW_AND_OLD_IMAGES), TTL deletions included. */
  tableStream: 'functions/src/events/table-stream/handler.ts',
  /** Cognito PostConfirmation and CustomMessage triggers. */
  cognitoTriggers: 'functions/src/events/cognito-triggers/handler.ts',
  /** EventBridge Scheduler, daily: notices that come from time passing (docs/notifications.md). */
  noticeScan: 'functions/src/events/notice-scan/handler.ts',
  /** SQS FIFO: issuers whose VERI*FACTU records go to the AEAT (docs/billing.md, "Submission to the AEAT"). */
  verifactuSubmit: 'functions/src/events/verifactu-submit/handler.ts',
  /** EventBridge Scheduler, daily: closed accounts deleted after their export window, kept records purged after retention. */
  accountClosure: 'functions/src/events/account-closure/handler.ts',
  /** EventBridge Scheduler, daily: the ECB's exchange rates (docs/dashboard.md, "Currencies"). */
  exchangeRates: 'functions/src/events/exchange-rates/handler.ts',
  /** SQS FIFO: gallery zip parts, built one per message into S3 (docs/media.md, "Gallery zips"). */
  galleryZip: 'functions/src/events/gallery-zip/handler.ts',
  /** SQS FIFO: Stripe's Checkout, payment and refund events, applied to the payments (docs/payments.md). */
  paymentEvents: 'functions/src/events/payment-events/handler.ts',
  /** EventBridge Scheduler, hourly: agreements' reminders before expiry and their expiry (docs/agreements.md). */
  agreementLifecycle: 'functions/src/events/agreement-lifecycle/handler.ts',
} as const;

export type EventFunction = keyof typeof eventFunctionEntries;

/**
 * When the notice scan runs (docs/notifications.md): daily at 09:00 in Madrid (billing's days
 * are Madrid's; a morning notice is read that day). The events stack's EventBridge schedule and
 * the local stack's timer (infra/local/scheduler) both read it.
 */
export const NOTICE_SCAN_SCHEDULE = { hour: 9, minute: 0, timeZone: 'Europe/Madrid' } as const;

/** When the closure run deletes the accounts due that day: daily at 03:30 in Madrid, a quiet hour. */
export const ACCOUNT_CLOSURE_SCHEDULE = { hour: 3, minute: 30, timeZone: 'Europe/Madrid' } as const;

/**
 * When the exchange rates are fetched (docs/dashboard.md, "Currencies"): daily at 17:00 in
 * Madrid, an hour after the ECB publishes its reference rates (around 16:00 CET). Read by the
 * events stack's schedule and the local stack's timer, as the notice scan's.
 */
export const EXCHANGE_RATES_SCHEDULE = { hour: 17, minute: 0, timeZone: 'Europe/Madrid' } as const;

/**
 * When the agreements' lifecycle runs (docs/agreements.md, "Reminders, expiry, declining"): every
 * hour at minute 5, so an agreement is stored expired and its photographer told within the hour
 * (its links close at the exact expiry whatever the run: the status is read from `expiresAt`).
 */
export const AGREEMENT_LIFECYCLE_SCHEDULE = { minute: 5 } as const;

/**
 * The watermark's font and its fonts.conf (functions/src/images/watermark.ts finds them in
 * `fonts/` beside itself): copied as `fonts/` beside the image function's bundle, and
 * FONTCONFIG_PATH points there, in Lambda and in the local stack.
 */
export const IMAGE_FONTS = { source: 'functions/src/images/fonts', bundled: 'fonts' } as const;
