// An issued invoice's payment ledger (issue 25 point 2, docs/billing.md "Payments and the public
// invoice page"). Payments are recorded against the invoice by hand today (source `manual`) and
// by Stripe Checkout tomorrow (source `stripe`, with its ids, through `recordPayment`); the
// invoice's `paidCents` is their sum, and its status follows it: partly paid (shown, not stored)
// while the sum is below the total, paid on the day the sum reaches it. "Mark as paid" records
// what is still due; "mark unpaid" deletes the manual payments, refused while one from Stripe
// exists. Nothing of the invoice's fiscal content changes: only its status fields.
import { createHash, randomUUID } from 'node:crypto';
import { idOfHex } from '@fotostudio/shared/contracts/ids';
import {
  amountDueOf,
  markableUnpaid,
  paymentFits,
  refundedOfApplied,
  removableByHand,
  signedPayment,
  stripePaymentParts,
  type InvoicePaymentMethod,
} from '@fotostudio/shared/billing/invoice-payment-rules';
import { shownStatus } from '@fotostudio/shared/billing/shown-status';
import type { InvoicePayment, InvoicePayments } from '@fotostudio/shared/contracts/billing/invoice-payments';
import { todayInMadrid } from '@fotostudio/shared/dates/billing-days';
import { db, transact } from '../data/database.js';
import type { BillingDocumentItem } from '../data/entities/billing.js';
import type { InvoicePaymentItem } from '../data/entities/invoice-payment.js';
import { TRY_AGAIN, retryLostRaces } from '../data/conflict-retry.js';
import { addPayment, markPaidThroughStripe, refundStripePayment, scanStripeInvoicePayments, removeManualPayments, settleLegacyPaidInvoice, type SessionPaidMove } from '../data/stores/invoice-payments.js';
import { refusedAmong } from '../data/transaction.js';
import { DomainError } from '../lib/errors.js';
import { requireDocumentItem, requireKind } from './documents.js';

/** At most this many payments against one invoice: marking it unpaid deletes them in one transaction (100 items). */
export const INVOICE_PAYMENTS_MAX = 50;

/** A payment to record: its magnitude in cents (signed by the invoice's total here). */
export interface PaymentToRecord {
  amountCents: number;
  paidOn?: string | undefined;
  method: InvoicePaymentMethod;
  note?: string | null | undefined;
  /**
   * Absent: recorded by hand. Stripe's (billing/invoice-purpose.ts): the payments engine's payment
   * id, so a redelivered event records nothing twice, and Stripe's ids. Money Stripe took is
   * recorded whatever the invoice's state: what does not fit what is due is an overpayment to return.
   */
  stripe?: { paymentId: string; checkoutSessionId: string | null; paymentIntentId: string | null };
  /**
   * The session finance's paid already holds this payment (gallery extras: the confirmation added
   * it, gallery/workers/extras-payment.ts): marked `sessionCounted` without moving it again, so a
   * refund still takes it back.
   */
  countedInFinance?: boolean;
}

export const paymentsOf = async (photographerId: string, documentId: string): Promise<InvoicePaymentItem[]> =>
  (await db().entities.invoicePayment.query.byInvoice({ photographerId, documentId }).go({ pages: 'all', consistent: true })).data.sort(
    (a, b) => a.paidOn.localeCompare(b.paidOn) || a.createdAt.localeCompare(b.createdAt),
  );

/** A payment arrives on a day between the invoice's issue date and today (Europe/Madrid). */
export const checkedPaidDate = (invoice: Pick<BillingDocumentItem, 'issueDate'>, paidDate: string | undefined): string => {
  const today = todayInMadrid();
  const day = paidDate ?? today;
  if (day > today) throw new DomainError('billing.paid_date_in_future');
  if (day < invoice.issueDate) throw new DomainError('billing.paid_date_before_issue');
  return day;
};

const toInvoicePayment = (item: InvoicePaymentItem): InvoicePayment => ({
  paymentId: item.paymentId,
  amountCents: item.amountCents,
  paidOn: item.paidOn,
  method: item.method,
  note: item.note ?? null,
  source: item.source,
  stripe: item.source === 'stripe' ? { checkoutSessionId: item.stripeCheckoutSessionId ?? null, paymentIntentId: item.stripePaymentIntentId ?? null } : null,
  overpaidCents: item.overpaidCents ?? 0,
  refundedCents: item.refundedCents ?? 0,
  refundAnswer: item.refundAnswer
    ? {
        answer: item.refundAnswer.answer,
        refundedCents: item.refundAnswer.refundedCents,
        answeredAt: item.refundAnswer.answeredAt,
        rectifyingInvoice:
          item.refundAnswer.rectifyingInvoiceId && item.refundAnswer.rectifyingInvoiceNumber
            ? { documentId: item.refundAnswer.rectifyingInvoiceId, number: item.refundAnswer.rectifyingInvoiceNumber }
            : null,
      }
    : null,
  createdAt: item.createdAt,
});

export const ledgerAnswerOf = (invoice: BillingDocumentItem, payments: readonly InvoicePaymentItem[]): InvoicePayments => ({
  payments: payments.map(toInvoicePayment),
  totalCents: invoice.totalCents,
  paidCents: invoice.paidCents ?? 0,
  amountDueCents: amountDueOf(invoice),
  status: shownStatus(invoice),
});

/** The ledger's answer after a change: the invoice as it now stands and its payments. */
export const ledgerOf = async (invoice: BillingDocumentItem): Promise<InvoicePayments> => ledgerAnswerOf(invoice, await paymentsOf(invoice.photographerId, invoice.documentId));

export const listPayments = async (photographerId: string, invoiceId: string): Promise<InvoicePayments> => {
  const invoice = await requireKind(photographerId, invoiceId, 'invoice');
  return ledgerAnswerOf(invoice, await paymentsOf(photographerId, invoiceId));
};

/** Payments may be recorded while the invoice is issued and unpaid (draft or sent). */
const requirePayable = (invoice: BillingDocumentItem): void => {
  if (invoice.status !== 'draft' && invoice.status !== 'sent') throw new DomainError('billing.status_invalid');
};

/**
 * The session finance's paid follows the payments of the session's invoices (issue 25 point 7: the
 * money adds up), as it follows gallery extras paid in the gallery: a payment adds what settled the
 * invoice (not what a Stripe payment overpaid, to be returned; signed, so money returned on a
 * rectifying invoice lowers it), and is marked `sessionCounted`; a refund or a delete of a counted
 * payment takes back what it took. Only while the session's finance exists (a deleted session's
 * invoices are kept). Payments recorded before are not counted, nor taken back: the photographer
 * kept the finance's paid by hand.
 */
const sessionPaidMove = async (invoice: BillingDocumentItem, cents: number): Promise<SessionPaidMove> => {
  if (!invoice.sessionId || cents === 0) return undefined;
  const { data } = await db().entities.sessionFinance.get({ photographerId: invoice.photographerId, sessionId: invoice.sessionId }).go({ consistent: true });
  return data ? { photographerId: invoice.photographerId, sessionId: invoice.sessionId, cents } : undefined;
};

/** The status an invoice goes back to when it is no longer paid: sent if it was ever sent. */
const unpaidStatus = (invoice: BillingDocumentItem): 'draft' | 'sent' => (invoice.sentAt ? 'sent' : 'draft');

/**
 * Records a payment against an invoice, never beyond what is still due; the invoice is paid on
 * the latest payment's day when the sum reaches its total. A lost race (another payment or
 * status change meanwhile) reads again.
 */
export const recordPayment = (photographerId: string, invoiceId: string, toRecord: PaymentToRecord): Promise<BillingDocumentItem> =>
  retryLostRaces(async () => {
    const invoice = await requireKind(photographerId, invoiceId, 'invoice');
    const { stripe } = toRecord;
    if (!stripe) requirePayable(invoice);
    // Stripe tells the day the money was taken; a day given by hand is checked.
    const paidOn = stripe ? (toRecord.paidOn ?? todayInMadrid()) : checkedPaidDate(invoice, toRecord.paidOn);
    const due = amountDueOf(invoice);
    const parts = stripe ? stripePaymentParts(due, toRecord.amountCents) : { appliedCents: toRecord.amountCents, overpaidCents: 0 };
    const amountCents = stripe ? parts.appliedCents : signedPayment(invoice.totalCents, toRecord.amountCents);
    if (!stripe && !paymentFits(due, amountCents)) throw new DomainError('billing.payment_above_due');
    const payments = await paymentsOf(photographerId, invoiceId);
    if (payments.some((payment) => payment.paymentId === stripe?.paymentId)) return invoice;
    if (!stripe && payments.length >= INVOICE_PAYMENTS_MAX) throw new DomainError('billing.payments_too_many');
    const paidCents = (invoice.paidCents ?? 0) + amountCents;
    const outcome = await transact(
      addPayment(
        invoice,
        {
          photographerId,
          documentId: invoiceId,
          paymentId: stripe?.paymentId ?? randomUUID(),
          amountCents,
          paidOn,
          method: toRecord.method,
          ...(toRecord.note ? { note: toRecord.note } : {}),
          source: stripe ? 'stripe' : 'manual',
          ...(stripe?.checkoutSessionId ? { stripeCheckoutSessionId: stripe.checkoutSessionId } : {}),
          ...(stripe?.paymentIntentId ? { stripePaymentIntentId: stripe.paymentIntentId } : {}),
          ...(stripe ? { overpaidCents: parts.overpaidCents } : {}),
          ...(toRecord.countedInFinance ? { sessionCounted: true } : {}),
        },
        paidCents,
        // Paid on the day the payment that completes it says (the day the photographer gives when marking it paid).
        amountCents !== 0 && paidCents === invoice.totalCents ? { status: 'paid', paidAt: paidOn } : undefined,
        toRecord.countedInFinance ? undefined : await sessionPaidMove(invoice, amountCents),
      ),
    );
    if (outcome.committed) return requireDocumentItem(photographerId, invoiceId);
    // The payment id taken (Stripe's event applied already): the invoice as it stands.
    if (stripe && refusedAmong(outcome, 1, 2)) return requireDocumentItem(photographerId, invoiceId);
    return TRY_AGAIN;
  }, 'general.changed_meanwhile');

/**
 * A refund in Stripe of a payment recorded from Stripe (`refundedCents`: Stripe's cumulative
 * total): recorded against the payment, returning first what was overpaid, then what settled the
 * invoice, which then shows that amount due again (paid becomes sent or partly paid). No
 * rectifying invoice is made here: the photographer answers the refund question (refund-question.ts).
 * Only ever raised: a replayed or older refund changes nothing. Answers the payment's ledger item
 * as it now stands (undefined when the invoice has no such payment yet).
 */
export const recordStripeRefund = (photographerId: string, invoiceId: string, paymentId: string, refundedCents: number): Promise<InvoicePaymentItem | undefined> =>
  retryLostRaces(async () => {
    const { data: payment } = await db().entities.invoicePayment.get({ photographerId, documentId: invoiceId, paymentId }).go({ consistent: true });
    if (!payment) return undefined;
    if ((payment.refundedCents ?? 0) >= refundedCents) return payment;
    const invoice = await requireKind(photographerId, invoiceId, 'invoice');
    const taken = refundedOfApplied(payment, refundedCents) - refundedOfApplied(payment, payment.refundedCents ?? 0);
    const paidCents = (invoice.paidCents ?? 0) - signedPayment(invoice.totalCents, taken);
    const change = invoice.status === 'paid' && taken > 0 ? { status: unpaidStatus(invoice) } : undefined;
    const outcome = await transact(refundStripePayment(invoice, payment, refundedCents, paidCents, change, payment.sessionCounted ? await sessionPaidMove(invoice, -signedPayment(invoice.totalCents, taken)) : undefined));
    if (!outcome.committed) return TRY_AGAIN;
    return (await db().entities.invoicePayment.get({ photographerId, documentId: invoiceId, paymentId }).go({ consistent: true })).data ?? undefined;
  }, 'general.changed_meanwhile');

/** Deletes a payment recorded by hand; a paid invoice becomes unpaid (or partly paid) again. */
export const deletePayment = (photographerId: string, invoiceId: string, paymentId: string): Promise<BillingDocumentItem> =>
  retryLostRaces(async () => {
    const { data: payment } = await db().entities.invoicePayment.get({ photographerId, documentId: invoiceId, paymentId }).go({ consistent: true });
    if (!payment) throw new DomainError('billing.payment_not_found');
    if (!removableByHand(payment)) throw new DomainError('billing.payment_from_stripe');
    const invoice = await requireKind(photographerId, invoiceId, 'invoice');
    if (invoice.status === 'cancelled') throw new DomainError('billing.status_invalid');
    const paidCents = (invoice.paidCents ?? 0) - payment.amountCents;
    const session = payment.sessionCounted ? await sessionPaidMove(invoice, -payment.amountCents) : undefined;
    const outcome = await transact(removeManualPayments(invoice, [payment], paidCents, invoice.status === 'paid' ? { status: unpaidStatus(invoice) } : undefined, session));
    return outcome.committed ? requireDocumentItem(photographerId, invoiceId) : TRY_AGAIN;
  }, 'general.changed_meanwhile');

/**
 * "Mark as paid": records what is still due as one payment on the day given (today when none).
 * An invoice with nothing due (a zero total) is marked paid with no payment.
 */
export const markPaid = async (photographerId: string, invoiceId: string, paidDate: string | undefined, method: InvoicePaymentMethod = 'other'): Promise<BillingDocumentItem> => {
  const invoice = await requireKind(photographerId, invoiceId, 'invoice');
  requirePayable(invoice);
  const due = amountDueOf(invoice);
  if (due !== 0) return recordPayment(photographerId, invoiceId, { amountCents: Math.abs(due), paidOn: paidDate, method });
  const paidAt = checkedPaidDate(invoice, paidDate);
  const outcome = await transact(removeManualPayments(invoice, [], invoice.paidCents ?? 0, { status: 'paid', paidAt }));
  if (!outcome.committed) throw new DomainError('general.changed_meanwhile');
  return requireDocumentItem(photographerId, invoiceId);
};

/** "Mark unpaid": deletes every payment recorded by hand; refused while one from Stripe exists. */
export const markUnpaid = async (photographerId: string, invoiceId: string): Promise<BillingDocumentItem> => {
  const invoice = await requireKind(photographerId, invoiceId, 'invoice');
  if (invoice.status !== 'paid') throw new DomainError('billing.status_invalid');
  const payments = await paymentsOf(photographerId, invoiceId);
  if (!markableUnpaid(invoice, payments)) throw new DomainError('billing.unpaid_stripe_payments');
  const counted = payments.reduce((sum, payment) => sum + (payment.sessionCounted ? payment.amountCents : 0), 0);
  const outcome = await transact(removeManualPayments(invoice, payments, 0, { status: unpaidStatus(invoice) }, await sessionPaidMove(invoice, -counted)));
  if (!outcome.committed) {
    // A Stripe payment recorded meanwhile refuses its delete (or the sum moved): the invoice as it is now says which.
    if (refusedAmong(outcome, 1)) throw new DomainError('billing.unpaid_stripe_payments');
    throw new DomainError(refusedAmong(outcome, 0, 1) ? 'billing.status_invalid' : 'general.changed_meanwhile');
  }
  return requireDocumentItem(photographerId, invoiceId);
};

/** The one payment of a paid invoice from before the ledger: its id derived from the invoice's, so every run writes the same. */
const legacyPaymentId = (documentId: string): string => idOfHex(createHash('sha256').update(`legacy-paid-invoice:${documentId}`).digest('hex'));

/**
 * Data migration `invoice-payment-ledger`: every invoice marked paid before payments were
 * recorded reads as paid with one manual payment of its full total on its paid date (its issue
 * date when it has none). Only its status fields change; idempotent (the sum is written only
 * where there is none).
 */
export const settleLegacyPaidInvoices = async (): Promise<number> => {
  const { data: documents } = await db().entities.billingDocument.scan.go({ pages: 'all' });
  let settled = 0;
  for (const invoice of documents.filter((document) => document.kind === 'invoice' && document.status === 'paid' && document.paidCents === undefined)) {
    const outcome = await transact(
      settleLegacyPaidInvoice(invoice, {
        photographerId: invoice.photographerId,
        documentId: invoice.documentId,
        paymentId: legacyPaymentId(invoice.documentId),
        amountCents: invoice.totalCents,
        paidOn: invoice.paidAt ?? invoice.issueDate,
        method: 'other',
        source: 'manual',
      }),
    );
    if (outcome.committed) settled += 1;
  }
  return settled;
};

/**
 * Data migration `invoice-paid-through-stripe`: every invoice with a payment from Stripe recorded
 * before the invoice kept `paidThroughStripe` gets it, so the web never offers to mark it unpaid by
 * hand (the server refused it already). Only that flag changes; idempotent (set where absent).
 */
export const flagInvoicesPaidThroughStripe = async (): Promise<number> => {
  const payments = await scanStripeInvoicePayments();
  const invoices = new Map(payments.map((payment) => [`${payment.photographerId}#${payment.documentId}`, payment]));
  let flagged = 0;
  for (const payment of invoices.values()) {
    const outcome = await transact([markPaidThroughStripe(payment.photographerId, payment.documentId)]);
    if (outcome.committed) flagged += 1;
  }
  return flagged;
};
