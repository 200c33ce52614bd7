// A quote's deposit paid online (issue 25 point 3, docs/billing.md "Deposits and the public quote
// page"). VAT accrues on an advance payment when it is received (art. 75.Dos LIVA), so the paid
// deposit gets its own invoice, issued through the normal issue path (its number, its VERI*FACTU
// record, its stored PDF): simplified (F2) when the rules of issue 22 allow it (up to 3,000 € VAT
// included, no art. 4.3 exclusion), else full (F1). Its lines split the deposit over the quote's
// VAT categories (deposit-rules.ts `depositShares`), priced VAT included so its total is the
// deposit to the cent; it is recorded paid with one ledger payment of source `stripe`. When the
// quote becomes the final invoice, that invoice deducts the deposit invoice's amounts per VAT
// category with a line naming its number (deposit-deduction.ts), so what is due is the rest.
//
// Exactly once: the invoice's issuing transaction sets the quote's `depositInvoice` (condition:
// none yet, quote still pending), so a replayed or redelivered event issues nothing more; the
// ledger payment's id is the Stripe payment's, so it is recorded once. Nothing issued is ever changed.
//
// Paid after the quote was converted (the client paid on a Checkout page opened before): the
// final invoice exists, issued (numbered, with its VERI*FACTU record: a stored `draft` is an
// issued, unsent invoice), so it is never changed to deduct anything, and no advance invoice is
// issued either: the sale already has its invoice, whose VAT covers the whole operation, and the
// deposit is a payment of it. It is recorded against the final invoice (source `stripe`, what goes
// beyond what is still due as overpaid), as a payment of that invoice would be. The conversion and
// the deposit's invoice exclude each other (conditions on the quote), so one of the two rules applies.
import { invoiceInput, type InvoiceValues } from '@fotostudio/shared/contracts/billing/document-input';
import { catalogueCodeOfIssues } from '@fotostudio/shared/contracts/route';
import { clientContactOf } from '@fotostudio/shared/billing/client-contact';
import { depositShares } from '@fotostudio/shared/billing/deposit-rules';
import { SIMPLIFIED_INVOICE_LIMIT_CENTS } from '@fotostudio/shared/billing/simplified-rules';
import type { InvoicePaymentMethod } from '@fotostudio/shared/billing/invoice-payment-rules';
import { addDays, todayInMadrid } from '@fotostudio/shared/dates/billing-days';
import type { BillingDocumentItem } from '../data/entities/billing.js';
import type { PaymentItem } from '../data/entities/payments.js';
import { DomainError } from '../lib/errors.js';
import { logger } from '../lib/logger.js';
import { contentOfItem, type DocumentContent } from './document-content.js';
import { DOCUMENT_MESSAGES } from './document-messages.js';
import { findDocumentItem, requireDocumentItem } from './documents.js';
import { paymentsOf, recordPayment } from './invoice-payments.js';
import { recordStripePaymentOn } from './invoice-purpose.js';
import { recordRefundAndAsk } from './refund-notice.js';
import { issueInvoice } from './issue-invoice.js';

/**
 * The ledger's method of a Stripe payment: the method the client paid with when the events told it
 * already, else the only one offered; `other` when that is unknown yet.
 */
const ledgerMethodOf = (payment: Pick<PaymentItem, 'method' | 'methodsOffered'>): InvoicePaymentMethod => {
  const method = payment.method ?? (payment.methodsOffered.length === 1 ? payment.methodsOffered[0] : undefined);
  return method === 'card' ? 'card' : method === 'bizum' ? 'bizum' : 'other';
};

/** The contract's values of the deposit's invoice: the quote's client, one line per VAT category, VAT included. */
const depositInvoiceValues = (quote: BillingDocumentItem, content: DocumentContent, depositCents: number, issueDate: string, invoiceType: 'F1' | 'F2') => {
  const words = DOCUMENT_MESSAGES[content.client.language];
  const rows = content.totals.breakdown.map((row) => ({ vat: row.vat, grossCents: row.baseCents + row.vatCents }));
  const { client } = content;
  return {
    invoiceType,
    issueDate,
    dueDate: addDays(issueDate, 1),
    client: {
      ...clientContactOf(client),
      country: client.country,
      isProfessional: client.isProfessional,
      language: client.language,
      ...(client.idType ? { idType: client.idType, countryCode: client.countryCode ?? null, viesCheckedOn: client.viesCheckedOn ?? null } : {}),
    },
    // The session it is for, without its date: the operation date of an advance payment is the day it is received.
    session: { sessionId: content.session.sessionId, title: content.session.title },
    products: depositShares(depositCents, rows).map((share) => ({ name: words.advanceLine(quote.number), variant: null, quantity: 1, unitPriceCents: share.grossCents, vat: share.vat })),
    irpfRatePercent: null,
    pricesIncludeVat: true,
    operationDate: null,
  };
};

/** Parsed as the modal's invoice would be: the contract's rules, or the first problem's code. */
const parsedInvoice = (values: unknown): { data?: InvoiceValues; error?: DomainError } => {
  const parsed = invoiceInput.safeParse(values);
  if (parsed.success) return { data: parsed.data };
  const issues = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  return { error: new DomainError(catalogueCodeOfIssues(parsed.error.issues) ?? 'general.validation', { issues }) };
};

/**
 * An advance payment's invoice values: simplified (F2) when issue 22's rules allow it (art. 4.2.j:
 * 3,000 € for a photo studio; art. 4.3), else full (F1). Also the gallery extras' (gallery-extras-invoice.ts).
 */
export const chosenAdvanceInvoice = (amountCents: number, valuesOf: (invoiceType: 'F1' | 'F2') => unknown): InvoiceValues => {
  const simplified = amountCents <= SIMPLIFIED_INVOICE_LIMIT_CENTS ? parsedInvoice(valuesOf('F2')) : undefined;
  const chosen = simplified?.data ? simplified : parsedInvoice(valuesOf('F1'));
  if (!chosen.data) throw chosen.error ?? new DomainError('general.validation');
  return chosen.data;
};

/** Records the Stripe payment on its advance invoice, once (the ledger's id is the payment's). */
export const recordAdvancePayment = async (payment: PaymentItem, invoiceId: string, { countedInFinance = false } = {}): Promise<BillingDocumentItem> => {
  const { photographerId } = payment;
  const recorded = async () => (await paymentsOf(photographerId, invoiceId)).some((entry) => entry.paymentId === payment.paymentId);
  if (await recorded()) return requireDocumentItem(photographerId, invoiceId);
  try {
    return await recordPayment(photographerId, invoiceId, {
      amountCents: payment.amountCents,
      method: ledgerMethodOf(payment),
      stripe: { paymentId: payment.paymentId, checkoutSessionId: payment.checkoutSessionId ?? null, paymentIntentId: payment.paymentIntentId ?? null },
      countedInFinance,
    });
  } catch (error) {
    // Another delivery recorded it meanwhile (the invoice is then paid, so this one was refused).
    if (await recorded()) return requireDocumentItem(photographerId, invoiceId);
    throw error;
  }
};

/**
 * Issues the deposit's invoice of a quote paid by `payment` (once) and records the payment on it
 * (once). A second payment of a deposit already invoiced (two Checkout pages paid) is left on its
 * payment and logged: the photographer refunds it in Stripe.
 */
export const invoicePaidDeposit = async (payment: PaymentItem, now = new Date()): Promise<BillingDocumentItem | undefined> => {
  const { photographerId } = payment;
  const quote = await findDocumentItem(photographerId, payment.purposeId);
  if (!quote || quote.kind !== 'quote') {
    logger.warn('deposits: a paid deposit names no quote (deleted meanwhile): refund it in Stripe', { paymentId: payment.paymentId, quoteId: payment.purposeId });
    return undefined;
  }
  let invoiced = quote.depositInvoice;
  if (!invoiced && quote.status === 'converted') return payConvertedQuote(payment, quote);
  if (!invoiced) {
    const content = contentOfItem(quote);
    const issueDate = todayInMadrid(now);
    const chosen = chosenAdvanceInvoice(payment.amountCents, (invoiceType) => depositInvoiceValues(quote, content, payment.amountCents, issueDate, invoiceType));
    try {
      const issued = await issueInvoice(photographerId, chosen, undefined, now, {
        quote,
        paymentId: payment.paymentId,
        invoiced: () => new DomainError('billing.deposit_already_paid'),
      });
      invoiced = { documentId: issued.documentId, number: issued.number, paymentId: payment.paymentId };
    } catch (error) {
      // Another delivery of the event invoiced it first: carry on with that invoice. Or the quote
      // was converted meanwhile: its final invoice takes the payment.
      if (!(error instanceof DomainError && error.code === 'billing.deposit_already_paid')) throw error;
      const meanwhile = await requireDocumentItem(photographerId, quote.documentId);
      if (!meanwhile.depositInvoice && meanwhile.status === 'converted') return payConvertedQuote(payment, meanwhile);
      invoiced = meanwhile.depositInvoice;
      if (!invoiced) throw error;
    }
  }
  if (invoiced.paymentId !== payment.paymentId) {
    logger.warn('deposits: a second payment of a deposit already invoiced: refund it in Stripe', { paymentId: payment.paymentId, quoteId: quote.documentId, invoiceId: invoiced.documentId });
    return undefined;
  }
  return recordAdvancePayment(payment, invoiced.documentId);
};

/** A deposit paid after its quote became the final invoice: a Stripe payment of that invoice (never a second invoice of the sale). */
const payConvertedQuote = async (payment: PaymentItem, quote: BillingDocumentItem): Promise<BillingDocumentItem | undefined> => {
  const finalInvoice = quote.invoiceId ? await findDocumentItem(payment.photographerId, quote.invoiceId) : undefined;
  if (!finalInvoice || finalInvoice.kind !== 'invoice') {
    logger.warn('deposits: a deposit paid after its quote was converted names no invoice: refund it in Stripe', { paymentId: payment.paymentId, quoteId: quote.documentId });
    return undefined;
  }
  await recordStripePaymentOn(payment, finalInvoice);
  return requireDocumentItem(payment.photographerId, finalInvoice.documentId);
};

/**
 * A refund in Stripe of a deposit's payment: recorded against the invoice that holds the payment
 * (the deposit's own invoice, or the final invoice it was paid into), which shows the amount due
 * again and asks the refund question (refund-notice.ts). Answers that invoice's id, or undefined
 * when no invoice holds it (a second payment of a deposit already invoiced: nothing was recorded).
 */
export const recordDepositRefund = async (payment: PaymentItem, refundedCents: number): Promise<string | undefined> => {
  const quote = await findDocumentItem(payment.photographerId, payment.purposeId);
  const holders = [quote?.depositInvoice?.paymentId === payment.paymentId ? quote.depositInvoice.documentId : undefined, quote?.invoiceId].filter(
    (id): id is string => id !== undefined,
  );
  for (const invoiceId of holders) {
    if (await recordRefundAndAsk(payment, invoiceId, refundedCents)) return invoiceId;
  }
  logger.warn('deposits: a refunded deposit payment is recorded on no invoice', { paymentId: payment.paymentId, quoteId: payment.purposeId });
  return undefined;
};
