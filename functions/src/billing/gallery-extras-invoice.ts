// The advance invoice of the gallery extras paid at confirmation (issue 25 point 4). VAT accrues
// on an advance payment when it is received (art. 75.Dos LIVA), so the extras paid in the gallery
// get their own invoice when paid, issued through the normal issue path (its number, its
// VERI*FACTU record, its stored PDF) as a deposit's is (deposits.ts: the same choice of simplified
// F2 for up to 3,000 €, else full F1, and the same ledger payment of source `stripe`): one line,
// VAT included at the rate of the confirmed price, to the cent of the payment, for the session's
// client. The final invoice made from the selection deducts it (deposit-deduction.ts).
//
// Exactly once: the issuing transaction sets the selection version's `advanceInvoice` (condition:
// absent, and the version names this payment), so a replayed or redelivered event issues nothing
// more; the ledger payment's id is the Stripe payment's. Run by the payment-events function only
// (payments/gallery-extras-purpose.ts), after the selection is confirmed.
import { taxOfTerritory } from '@fotostudio/shared/tax/indirect-tax';
import { decodeStored } from '@fotostudio/shared/stored/json-codec';
import { storedSelectionPrice } from '@fotostudio/shared/stored/gallery-selection';
import { addDays, todayInMadrid } from '@fotostudio/shared/dates/billing-days';
import { db } from '../data/database.js';
import type { BillingDocumentItem } from '../data/entities/billing.js';
import type { PaymentItem } from '../data/entities/payments.js';
import type { SessionSelectionItem } from '../data/entities/share-link.js';
import { DomainError } from '../lib/errors.js';
import { logger } from '../lib/logger.js';
import { requireSession } from '../sessions/session-store.js';
import { chosenAdvanceInvoice, recordAdvancePayment } from './deposits.js';
import { DOCUMENT_MESSAGES } from './document-messages.js';
import { issueInvoice } from './issue-invoice.js';
import { recordRefundAndAsk } from './refund-notice.js';
import { clientOf, quoteTaxOf } from './send-to-invoicing.js';
import { requireCompleteSettings } from './settings.js';

/** The confirmed selection version that names the payment (a session has a handful of versions). */
const selectionPaidBy = async (payment: PaymentItem): Promise<SessionSelectionItem | undefined> => {
  const { data } = await db()
    .entities.sessionSelection.query.bySession({ photographerId: payment.photographerId, sessionId: payment.purposeId })
    .go({ pages: 'all', consistent: true });
  return data.find((version) => version.paymentId === payment.paymentId);
};

/**
 * Issues the advance invoice of the extras `payment` paid (once) and records the payment on it
 * (once). Nothing when the payment confirmed no selection (the draft had moved on: the money stays
 * on the payment, to confirm by hand or refund).
 */
export const invoicePaidExtras = async (payment: PaymentItem, now = new Date()): Promise<BillingDocumentItem | undefined> => {
  const { photographerId, purposeId: sessionId } = payment;
  const selection = await selectionPaidBy(payment);
  if (!selection) {
    logger.warn('gallery extras: a payment that confirmed no selection gets no advance invoice', { paymentId: payment.paymentId, sessionId });
    return undefined;
  }
  let invoiced = selection.advanceInvoice;
  if (!invoiced) {
    const [session, settings] = await Promise.all([requireSession(photographerId, sessionId), requireCompleteSettings(photographerId)]);
    const { data: contact } = await db().entities.contact.get({ photographerId, contactId: session.clientId }).go();
    const client = { ...clientOf(contact), ...(contact?.language ? { language: contact.language } : {}) };
    const { vatRatePercent } = quoteTaxOf(decodeStored(storedSelectionPrice, selection.price, 'selection price'), settings);
    const words = DOCUMENT_MESSAGES[contact?.language ?? 'es'];
    const issueDate = todayInMadrid(now);
    const values = chosenAdvanceInvoice(payment.amountCents, (invoiceType) => ({
      invoiceType,
      issueDate,
      dueDate: addDays(issueDate, 1),
      client,
      // The session it is for, without its date: the operation date of an advance payment is the day it is received.
      session: { sessionId, title: session.title },
      products: [{ name: words.extrasAdvanceLine(session.title), variant: null, quantity: 1, unitPriceCents: payment.amountCents, vat: { kind: 'rate', ratePercent: vatRatePercent } }],
      irpfRatePercent: null,
      pricesIncludeVat: true,
      operationDate: null,
      tax: taxOfTerritory(settings.taxTerritory),
    }));
    try {
      const issued = await issueInvoice(photographerId, values, undefined, now, {
        selection: { sessionId, version: selection.version },
        paymentId: payment.paymentId,
        invoiced: () => new DomainError('general.changed_meanwhile'),
      });
      invoiced = { documentId: issued.documentId, number: issued.number, paymentId: payment.paymentId };
    } catch (error) {
      // Another delivery of the event invoiced it first: carry on with that invoice.
      if (!(error instanceof DomainError && error.code === 'general.changed_meanwhile')) throw error;
      invoiced = (await selectionPaidBy(payment))?.advanceInvoice;
      if (!invoiced) throw error;
    }
  }
  // The confirmation added the extras to the session finance's paid already.
  return recordAdvancePayment(payment, invoiced.documentId, { countedInFinance: true });
};

/**
 * A refund in Stripe of extras paid in the gallery: recorded against their advance invoice (which
 * shows the amount due again, and the session finance's paid goes down by what it counted) and
 * the refund question asked, as for any invoice's payment (refund-notice.ts). Without an advance
 * invoice (it could not be issued) nothing holds the payment: logged, for the photographer to
 * correct the finance by hand.
 */
export const recordExtrasRefund = async (payment: PaymentItem, refundedCents: number): Promise<void> => {
  const invoiced = (await selectionPaidBy(payment))?.advanceInvoice;
  if (invoiced && (await recordRefundAndAsk(payment, invoiced.documentId, refundedCents))) return;
  logger.warn('gallery extras: a refunded payment is recorded on no advance invoice', { paymentId: payment.paymentId, sessionId: payment.purposeId });
};
