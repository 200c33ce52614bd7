// A refund in Stripe of a payment recorded against an invoice (issue 25 point 2): recorded
// against the payment (invoice-payments.ts `recordStripeRefund`: the invoice shows the amount due
// again), then the photographer is told, once per refunded total, that the invoice's payments
// section asks whether the sale changed (a rectifying invoice) or an overpayment was returned.
// The one path of the invoice, deposit and gallery-extras purposes' refunds.
import type { PhotographerSettingsItem } from '../data/entities/photographer-settings.js';
import type { PaymentItem } from '../data/entities/payments.js';
import type { BillingDocumentItem } from '../data/entities/billing.js';
import type { InvoicePaymentItem } from '../data/entities/invoice-payment.js';
import { fillIn } from '../mail/mail-texts.js';
import { notify } from '../notifications/notify.js';
import { findDocumentItem } from './documents.js';
import { paymentNoticeFacts, paymentNoticeMail } from './invoice-payment-notice.js';
import { recordStripeRefund } from './invoice-payments.js';

const refundMail = (invoice: BillingDocumentItem, recorded: InvoicePaymentItem, preferences: PhotographerSettingsItem['preferences']) =>
  paymentNoticeMail(invoice, recorded, preferences, ({ text, values: common, money }) => {
    const values = { ...common, refunded: money(recorded.refundedCents ?? 0) };
    return { subject: fillIn(text.refundSubject, values), lines: [fillIn(text.refundBody, values), ...(recorded.refundAnswer ? [] : [text.refundQuestion])] };
  });

/**
 * Records Stripe's cumulative refund of `payment` against the invoice holding it and tells the
 * photographer. Answers the ledger item as it now stands, undefined when the invoice holds no such
 * payment (nothing told). Idempotent: the refund only rises, and the notice's event key names the
 * refunded total, so a replayed or retried event tells nothing twice.
 */
export const recordRefundAndAsk = async (payment: PaymentItem, invoiceId: string, refundedCents: number): Promise<InvoicePaymentItem | undefined> => {
  const recorded = await recordStripeRefund(payment.photographerId, invoiceId, payment.paymentId, refundedCents);
  if (!recorded) return undefined;
  const invoice = await findDocumentItem(payment.photographerId, invoiceId);
  if (!invoice) return recorded;
  const lastRefund = payment.refunds?.at(-1);
  await notify(payment.photographerId, {
    content: {
      kind: 'invoicePaymentRefunded',
      ...paymentNoticeFacts(invoice, recorded),
      refundedCents: recorded.refundedCents ?? refundedCents,
    },
    at: lastRefund ? new Date(lastRefund.at * 1000) : new Date(),
    eventKey: `${payment.paymentId}#refunded#${refundedCents}`,
    email: (preferences) => refundMail(invoice, recorded, preferences),
  });
  return recorded;
};
