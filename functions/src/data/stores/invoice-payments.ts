// The named store operations of an invoice's payment ledger and public link (issue 25 point 2):
// every conditional write of them. A payment's create or delete and the invoice's `paidCents`
// move in one transaction, conditioned on the invoice's status and sum as read, so two payments
// recorded at once cannot both fit what was due (the loser reads again). Each returns its items
// for `transact`; the use case (billing/invoice-payments.ts) builds no condition.
import { writtenUnlessRefused } from '../condition-failure.js';
import { db } from '../database.js';
import type { BillingDocumentItem } from '../entities/billing.js';
import type { InvoicePaymentItem } from '../entities/invoice-payment.js';
import type { DeleteParams, PutParams, TransactItem, UpdateParams } from '../transaction.js';

type NewPayment = Omit<InvoicePaymentItem, 'createdAt' | 'updatedAt'>;
type Ledger = Pick<BillingDocumentItem, 'photographerId' | 'documentId' | 'status' | 'paidCents'>;
/** The invoice's status after the change: paid on a day, or back to unpaid (draft or sent), or as it was. */
type StatusChange = { status: 'paid'; paidAt: string } | { status: 'draft' | 'sent' } | undefined;

/** The invoice's new sum (and status; `fromStripe`: a Stripe payment recorded, for good), only while its status and sum are still those read. */
const moveLedger = (invoice: Ledger, paidCents: number, change: StatusChange, fromStripe = false): TransactItem => {
  const patch = db().entities.billingDocument.patch({ photographerId: invoice.photographerId, documentId: invoice.documentId });
  const set = patch.set({ paidCents, ...(change ?? {}), ...(fromStripe ? { paidThroughStripe: true } : {}) });
  const cleared = change && change.status !== 'paid' ? set.remove(['paidAt']) : set;
  return {
    Update: cleared
      .where(
        (attr, op) =>
          `${op.eq(attr.status, invoice.status)} AND ${invoice.paidCents === undefined ? op.notExists(attr.paidCents) : op.eq(attr.paidCents, invoice.paidCents)}`,
      )
      .params<UpdateParams>(),
  };
};

/** A session whose finance's paid moves with its invoice's payments (its key), by `cents` (signed), or none. */
export type SessionPaidMove = { photographerId: string; sessionId: string; cents: number } | undefined;

/**
 * The session finance's paid moved by what a payment settled, or a refund or delete took back (only
 * while the finance exists: a patch), and its part paid through recorded payments with it.
 */
const moveSessionPaid = (move: SessionPaidMove): TransactItem[] =>
  move && move.cents !== 0
    ? [
        {
          Update: db()
            .entities.sessionFinance.patch({ photographerId: move.photographerId, sessionId: move.sessionId })
            .add({ paidCents: move.cents, recordedPaidCents: move.cents })
            .params<UpdateParams>(),
        },
      ]
    : [];

/** Records a payment (a new id) and moves the invoice's sum to `paidCents`, settling it when `change` says paid (and its session's paid, the payment then `sessionCounted`). */
export const addPayment = (invoice: Ledger, payment: NewPayment, paidCents: number, change: StatusChange, session?: SessionPaidMove): TransactItem[] => {
  const counted = moveSessionPaid(session);
  return [
    moveLedger(invoice, paidCents, change, payment.source === 'stripe'),
    { Put: db().entities.invoicePayment.create({ ...payment, ...(counted.length > 0 ? { sessionCounted: true } : {}) }).params<PutParams>() },
    ...counted,
  ];
};

/** Deletes payments recorded by hand (refused for one from Stripe) and moves the invoice's sum (and status) back, and its session's paid by what they counted. */
export const removeManualPayments = (invoice: Ledger, payments: readonly InvoicePaymentItem[], paidCents: number, change: StatusChange, session?: SessionPaidMove): TransactItem[] => [
  moveLedger(invoice, paidCents, change),
  ...payments.map(
    (payment): TransactItem => ({
      Delete: db()
        .entities.invoicePayment.delete({ photographerId: payment.photographerId, documentId: payment.documentId, paymentId: payment.paymentId })
        .where((attr, op) => op.eq(attr.source, 'manual'))
        .params<DeleteParams>(),
    }),
  ),
  ...moveSessionPaid(session),
];

/**
 * A refund in Stripe of a Stripe payment: raises its `refundedCents` to Stripe's cumulative total
 * (only upward, so a replayed or older refund event changes nothing) and moves the invoice's sum
 * (and status) back by what the refund takes from what settled it.
 */
export const refundStripePayment = (invoice: Ledger, payment: InvoicePaymentItem, refundedCents: number, paidCents: number, change: StatusChange, session?: SessionPaidMove): TransactItem[] => [
  moveLedger(invoice, paidCents, change),
  ...moveSessionPaid(session),
  {
    Update: db()
      .entities.invoicePayment.patch({ photographerId: payment.photographerId, documentId: payment.documentId, paymentId: payment.paymentId })
      .set({ refundedCents })
      .where((attr, op) => `${op.eq(attr.source, 'stripe')} AND (${op.notExists(attr.refundedCents)} OR ${op.lt(attr.refundedCents, refundedCents)})`)
      .params<UpdateParams>(),
  },
];

type RefundAnswer = NonNullable<InvoicePaymentItem['refundAnswer']>;

/**
 * Keeps the answer to a refunded Stripe payment's question, once: only while the payment is from
 * Stripe, refunded and unanswered (a second answer, or one racing it, is refused).
 */
export const answerRefund = (payment: Pick<InvoicePaymentItem, 'photographerId' | 'documentId' | 'paymentId'>, answer: RefundAnswer): TransactItem => ({
  Update: db()
    .entities.invoicePayment.patch({ photographerId: payment.photographerId, documentId: payment.documentId, paymentId: payment.paymentId })
    .set({ refundAnswer: answer })
    .where((attr, op) => `${op.eq(attr.source, 'stripe')} AND ${op.gt(attr.refundedCents, 0)} AND ${op.notExists(attr.refundAnswer)}`)
    .params<UpdateParams>(),
});

/**
 * The data migration's ledger of an invoice marked paid before payments were recorded: its one
 * payment of the full total, and its sum, only while it is paid with no sum (so a second run, or
 * a payment recorded meanwhile, changes nothing).
 */
export const settleLegacyPaidInvoice = (invoice: BillingDocumentItem, payment: NewPayment): TransactItem[] => [
  {
    Update: db()
      .entities.billingDocument.patch({ photographerId: invoice.photographerId, documentId: invoice.documentId })
      .set({ paidCents: payment.amountCents })
      .where((attr, op) => `${op.eq(attr.status, 'paid')} AND ${op.notExists(attr.paidCents)}`)
      .params<UpdateParams>(),
  },
  { Put: db().entities.invoicePayment.create(payment).params<PutParams>() },
];

type PublicLink = NonNullable<BillingDocumentItem['publicLink']>;

/**
 * Gives an invoice a new public link (its token's lookup created, never over another's) while its
 * link is still the one read: none, or a revoked one, whose lookup goes (its token is then unknown).
 */
export const openNewInvoiceLink = (invoice: BillingDocumentItem, link: PublicLink): TransactItem[] => [
  {
    Update: db()
      .entities.billingDocument.patch({ photographerId: invoice.photographerId, documentId: invoice.documentId })
      .set({ publicLink: link })
      .where((attr, op) => (invoice.publicLink ? op.eq(attr.publicLink.token, invoice.publicLink.token) : op.notExists(attr.publicLink)))
      .params<UpdateParams>(),
  },
  { Put: db().entities.invoiceLinkKey.create({ token: link.token, photographerId: invoice.photographerId, documentId: invoice.documentId }).params<PutParams>() },
  ...(invoice.publicLink ? [{ Delete: db().entities.invoiceLinkKey.delete({ token: invoice.publicLink.token }).params<DeleteParams>() }] : []),
];

/** Changes an invoice's public link (its expiry, or revoked: its token then opens a closed page) while it still has the token read. */
export const changeInvoiceLink = (invoice: BillingDocumentItem, link: PublicLink): TransactItem[] => [
  {
    Update: db()
      .entities.billingDocument.patch({ photographerId: invoice.photographerId, documentId: invoice.documentId })
      .set({ publicLink: link })
      .where((attr, op) => op.eq(attr.publicLink.token, link.token))
      .params<UpdateParams>(),
  },
];

/** Data migration `session-finance-recorded-payments`: every payment counted into its session's finance. */
export const scanSessionCountedPayments = async (): Promise<InvoicePaymentItem[]> =>
  (await db().entities.invoicePayment.scan.where((attr, op) => op.eq(attr.sessionCounted, true)).go({ pages: 'all' })).data;

/**
 * Data migration `session-finance-recorded-payments`: the part of a finance's paid its recorded
 * payments paid, only where the finance exists and has none (a payment recorded since wrote it).
 * Answers whether it was written.
 */
export const fillRecordedPaid = (key: { photographerId: string; sessionId: string }, recordedPaidCents: number): Promise<boolean> =>
  writtenUnlessRefused(() =>
    db()
      .entities.sessionFinance.patch(key)
      .set({ recordedPaidCents })
      .where((attr, op) => op.notExists(attr.recordedPaidCents))
      .go(),
  );

/** Data migration `invoice-paid-through-stripe`: every payment from Stripe recorded against an invoice. */
export const scanStripeInvoicePayments = async (): Promise<InvoicePaymentItem[]> =>
  (await db().entities.invoicePayment.scan.where((attr, op) => op.eq(attr.source, 'stripe')).go({ pages: 'all' })).data;

/** Data migration `invoice-paid-through-stripe`: marks an invoice that has a Stripe payment (only where not marked yet). */
export const markPaidThroughStripe = (photographerId: string, documentId: string): TransactItem => ({
  Update: db()
    .entities.billingDocument.patch({ photographerId, documentId })
    .set({ paidThroughStripe: true })
    .where((attr, op) => `${op.eq(attr.kind, 'invoice')} AND ${op.notExists(attr.paidThroughStripe)}`)
    .params<UpdateParams>(),
});
