// The status actions of an issued invoice: its fiscal content never changes, only whether it
// was sent, paid or cancelled, and its internal notes. Each change is conditional on the
// status read, so two actions at once cannot both apply to the same state.
import { db, isConditionalFailure, transact } from '../data/database.js';
import type { BillingDocumentItem, VerifactuChainHeadItem } from '../data/entities/billing.js';
import { TRY_AGAIN, retryLostRaces } from '../data/conflict-retry.js';
import { contentOfItem } from './document-content.js';
import { anulacionRecordItems, issuerNifOf, readChainHead } from './verifactu-records.js';
import { DomainError } from '../lib/errors.js';
import { requireDocumentItem, requireKind } from './documents.js';
import { storeRightAfter } from './issued-pdf.js';
import { refusedAmong, type TransactItem } from '../data/transaction.js';
import { cancelUndeliveredInvoice, changeInvoiceStatus, recordDelivery, releaseSubstituted } from '../data/stores/billing.js';
import { cancellationRefusal } from '@fotostudio/shared/billing/cancellation-rules';

type Stored = BillingDocumentItem['status'];

// A cancellation competes for the chain head with every invoice its issuer issues.
const CANCEL_ATTEMPTS = 200;
const CANCEL_PAUSES = { baseMs: 50, maxMs: 2_000 };

const changeStatus = async (
  photographerId: string,
  invoiceId: string,
  from: readonly Stored[],
  change: (invoice: BillingDocumentItem) => TransactItem[],
): Promise<BillingDocumentItem> => {
  const invoice = await requireKind(photographerId, invoiceId, 'invoice');
  if (!from.includes(invoice.status)) throw new DomainError('billing.status_invalid');
  const outcome = await transact(change(invoice));
  if (!outcome.committed) throw new DomainError(refusedAmong(outcome, 0, 1) ? 'billing.status_invalid' : 'general.changed_meanwhile');
  return requireDocumentItem(photographerId, invoiceId);
};

/** Marks a draft invoice sent; it has then reached its client (delivery recorded, issue 22 point 7). */
export const markSent = async (photographerId: string, invoiceId: string, now = new Date()) => {
  const sent = await changeStatus(photographerId, invoiceId, ['draft'], (invoice) => [changeInvoiceStatus(invoice, { status: 'sent', sentAt: now.toISOString() })]);
  return (await recordDelivery(photographerId, invoiceId, 'marked_sent', now)) ? requireDocumentItem(photographerId, invoiceId) : sent;
};

/** After the invoice was emailed: a draft becomes sent; any other document stays as it is. */
export const markSentAfterEmail = async (photographerId: string, documentId: string): Promise<BillingDocumentItem> => {
  const item = await requireDocumentItem(photographerId, documentId);
  if (item.kind !== 'invoice' || item.status !== 'draft') return item;
  return markSent(photographerId, documentId).catch(async (error: unknown) => {
    // Marked sent (or paid) by another action meanwhile: nothing left to do.
    if (error instanceof DomainError && error.code === 'billing.status_invalid') return requireDocumentItem(photographerId, documentId);
    throw error;
  });
};

// Paid and unpaid follow the payment ledger: invoice-payments.ts (markPaid records what is due).

/**
 * The items that cancel an invoice (its number stays used): the status change first, then
 * its VERI*FACTU cancellation record chained after the issuer's head as read. A cancelled F3
 * was issued by mistake and replaced nothing (a RegistroAnulacion undoes its registration,
 * RD 1007/2023 art. 11): the simplified invoices it named are again the valid documents, free
 * to be rectified, cancelled or replaced by another F3.
 */
export const cancelInvoiceTransaction = (
  invoice: BillingDocumentItem,
  reason: string | null | undefined,
  head: VerifactuChainHeadItem | undefined,
): TransactItem[] => [
  cancelUndeliveredInvoice(invoice, { status: 'cancelled', cancelledAt: new Date().toISOString(), ...(reason ? { cancelReason: reason } : {}) }),
  ...anulacionRecordItems(invoice.photographerId, invoice, head),
  ...(invoice.substitutes ?? []).map((original) => releaseSubstituted(invoice.photographerId, original.documentId, invoice.documentId)),
];

/**
 * Refuses the cancellation of an invoice that reached its client or has a rectifying invoice
 * (issue 22 point 7; the web offers a rectifying invoice instead), or that is not issued.
 */
const requireCancellable = (invoice: BillingDocumentItem): void => {
  if (invoice.status !== 'draft' && invoice.status !== 'sent') throw new DomainError('billing.status_invalid');
  // Payments recorded against it (issue 25 point 2): money was taken for it, it is not cancelled by mistake.
  if ((invoice.paidCents ?? 0) !== 0) throw new DomainError('billing.status_invalid');
  const refusal = cancellationRefusal(invoice);
  if (refusal) throw new DomainError(refusal);
};

/** A head moved by another record meanwhile is a lost race: read it again and retry. */
export const cancelInvoice = (photographerId: string, invoiceId: string, reason: string | null | undefined): Promise<BillingDocumentItem> =>
  retryLostRaces(
    async () => {
      const invoice = await requireKind(photographerId, invoiceId, 'invoice');
      requireCancellable(invoice);
      const head = await readChainHead(photographerId, issuerNifOf(contentOfItem(invoice)));
      const outcome = await transact(cancelInvoiceTransaction(invoice, reason, head));
      if (outcome.committed) {
        // Its ANULADA copy: the stored PDF stamped, stored once beside it (issued-pdf.ts).
        const cancelled = await requireDocumentItem(photographerId, invoiceId);
        await storeRightAfter(cancelled);
        return requireDocumentItem(photographerId, invoiceId);
      }
      // Delivered, rectified or changed status meanwhile: the invoice as it is now says which.
      if (refusedAmong(outcome, 0, 1)) requireCancellable(await requireDocumentItem(photographerId, invoiceId));
      return TRY_AGAIN;
    },
    'general.changed_meanwhile',
    CANCEL_ATTEMPTS,
    CANCEL_PAUSES,
  );

export const updateInternalNotes = async (photographerId: string, invoiceId: string, notes: string | null): Promise<BillingDocumentItem> => {
  await requireKind(photographerId, invoiceId, 'invoice');
  const patch = db().entities.billingDocument.patch({ photographerId, documentId: invoiceId });
  await (notes ? patch.set({ internalNotes: notes }) : patch.remove(['internalNotes'])).go().catch((error: unknown) => {
    throw isConditionalFailure(error) ? new DomainError('billing.document_not_found', { cause: error }) : error;
  });
  return requireDocumentItem(photographerId, invoiceId);
};
