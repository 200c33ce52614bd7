// The `invoice` payment purpose (issue 25 point 2, docs/billing.md "Invoices paid online"): what
// a Stripe Checkout paid for an invoice does to it. Registered with the payments engine
// (payments/payment-purposes.ts) by importing this module (payments/purposes.ts, which the
// payment-events function loads). The engine tells each outcome at least once, in order (paid
// before any refund), so both handlers are idempotent:
// - paid: one ledger payment of source `stripe` (its id is the engine's payment id, so a replay
//   records nothing twice), with the Checkout Session and payment intent ids, the method Stripe
//   reports (card or Bizum) and the day paid in Madrid. What arrives beyond what is still due (the
//   client paid twice, in two tabs; or after the invoice was settled by hand) is recorded as
//   overpaid; the photographer is told ("payment received", with what to return);
// - refunded: the refund is recorded against that payment (the overpaid part first), and the
//   invoice shows the amount due again; the photographer is told and asked whether the sale changed
//   (then a rectifying invoice, by their hand) or an overpayment was returned (refund-notice.ts).
import type { InvoicePaymentMethod } from '@fotostudio/shared/billing/invoice-payment-rules';
import { todayInMadrid } from '@fotostudio/shared/dates/billing-days';
import type { PhotographerSettingsItem } from '../data/entities/photographer-settings.js';
import type { PaymentItem } from '../data/entities/payments.js';
import type { BillingDocumentItem } from '../data/entities/billing.js';
import type { InvoicePaymentItem } from '../data/entities/invoice-payment.js';
import { logger } from '../lib/logger.js';
import { fillIn } from '../mail/mail-texts.js';
import { notify } from '../notifications/notify.js';
import { register } from '../payments/payment-purposes.js';
import { paidMethodOf } from '../payments/payment-events.js';
import { findDocumentItem } from './documents.js';
import { paymentNoticeFacts, paymentNoticeMail } from './invoice-payment-notice.js';
import { paymentsOf, recordPayment } from './invoice-payments.js';
import { recordRefundAndAsk } from './refund-notice.js';

/** The ledger's method for what Stripe reports: card (wallets ride on it) and Bizum by name; anything else (a SEPA debit) as other. */
export const ledgerMethodOf = (stripeMethod: string | undefined): InvoicePaymentMethod => (stripeMethod === 'card' || stripeMethod === 'bizum' ? stripeMethod : 'other');

/** The day Stripe took the money, in Madrid (the ledger's days are Madrid's). */
const paidDayOf = (payment: PaymentItem): string => todayInMadrid(payment.paidAt ? new Date(payment.paidAt * 1000) : new Date());

const invoiceOf = async (payment: PaymentItem): Promise<BillingDocumentItem | undefined> => {
  const invoice = await findDocumentItem(payment.photographerId, payment.purposeId);
  if (invoice?.kind === 'invoice') return invoice;
  // The account (and its invoices) deleted since the payment was opened: nothing to record into.
  logger.warn('payments: a payment for an invoice that is no longer there', { paymentId: payment.paymentId, purposeId: payment.purposeId });
  return undefined;
};

const receivedMail = (invoice: BillingDocumentItem, recorded: InvoicePaymentItem, preferences: PhotographerSettingsItem['preferences']) =>
  paymentNoticeMail(invoice, recorded, preferences, ({ text, language, values: common, money }) => {
    const values = {
      ...common,
      method: text.methods[recorded.method === 'card' || recorded.method === 'bizum' ? recorded.method : 'other'],
      date: new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${recorded.paidOn}T12:00:00Z`)),
      overpaid: money(recorded.overpaidCents ?? 0),
    };
    return {
      subject: fillIn(text.receivedSubject, values),
      lines: [fillIn(text.receivedBody, values), ...((recorded.overpaidCents ?? 0) > 0 ? [fillIn(text.overpaidBody, values)] : [])],
    };
  });

export const onInvoicePaid = async (payment: PaymentItem): Promise<void> => {
  const invoice = await invoiceOf(payment);
  if (invoice) await recordStripePaymentOn(payment, invoice);
};

/**
 * Records a Stripe payment against an invoice (once, by its id; what goes beyond what is due as
 * overpaid) and tells the photographer. The invoice purpose's, and a deposit's paid after its
 * quote became this invoice (deposits.ts).
 */
export const recordStripePaymentOn = async (payment: PaymentItem, invoice: BillingDocumentItem): Promise<void> => {
  const method = ledgerMethodOf(await paidMethodOf(payment));
  await recordPayment(payment.photographerId, invoice.documentId, {
    amountCents: payment.amountCents,
    paidOn: paidDayOf(payment),
    method,
    stripe: { paymentId: payment.paymentId, checkoutSessionId: payment.checkoutSessionId ?? null, paymentIntentId: payment.paymentIntentId ?? null },
  });
  const recorded = (await paymentsOf(payment.photographerId, invoice.documentId)).find((item) => item.paymentId === payment.paymentId);
  if (!recorded) throw new Error(`the Stripe payment ${payment.paymentId} is not in the ledger of ${invoice.documentId}`);
  // Told once: the notification's id is derived from the payment's (a retried message stores and mails nothing more).
  await notify(payment.photographerId, {
    content: {
      kind: 'invoicePaymentReceived',
      ...paymentNoticeFacts(invoice, recorded),
      method: recorded.method,
      paidOn: recorded.paidOn,
      overpaidCents: recorded.overpaidCents ?? 0,
    },
    at: new Date((payment.paidAt ?? Math.floor(Date.now() / 1000)) * 1000),
    eventKey: payment.paymentId,
    email: (preferences) => receivedMail(invoice, recorded, preferences),
  });
};

export const onInvoiceRefunded = async (payment: PaymentItem, refund: { refundedCents: number }): Promise<void> => {
  const invoice = await invoiceOf(payment);
  if (!invoice) return;
  const recorded = await recordRefundAndAsk(payment, invoice.documentId, refund.refundedCents);
  // Paid is told before any refund, so the payment is in the ledger; if not, the message is retried.
  if (!recorded) throw new Error(`the refunded Stripe payment ${payment.paymentId} is not in the ledger of ${invoice.documentId}`);
};

register('invoice', { onPaid: onInvoicePaid, onRefunded: onInvoiceRefunded });
