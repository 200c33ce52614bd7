// The status actions of an issued invoice: its fiscal content never changes, only whether it
// was sent, paid or cancelled, and its internal notes. Each change is conditional on the
// status read, so two actions at once cannot both apply to the same state.
import { db, isConditionalFailure } from '../data/database.js';
import type { BillingDocumentItem } from '../data/entities/billing.js';
import { DomainError } from '../lib/errors.js';
import { todayInMadrid } from './billing-dates.js';
import { requireDocumentItem, requireKind } from './documents.js';
import { runTransaction, type TransactItem, type UpdateParams } from '../data/transaction.js';

type Stored = BillingDocumentItem['status'];

const changeStatus = async (
  photographerId: string,
  invoiceId: string,
  from: readonly Stored[],
  change: (invoice: BillingDocumentItem) => TransactItem[],
): Promise<BillingDocumentItem> => {
  const invoice = await requireKind(photographerId, invoiceId, 'invoice');
  if (!from.includes(invoice.status)) throw new DomainError('billing.status_invalid');
  const codes = await runTransaction(change(invoice));
  if (codes) throw new DomainError(codes[0] === 'ConditionalCheckFailed' ? 'billing.status_invalid' : 'general.changed_meanwhile');
  return requireDocumentItem(photographerId, invoiceId);
};

/** Sets `fields` (and removes `cleared`) only while the invoice still has the status read. */
const statusUpdate = (invoice: BillingDocumentItem, fields: Partial<Pick<BillingDocumentItem, 'status' | 'sentAt' | 'paidAt' | 'cancelledAt' | 'cancelReason'>>, cleared: 'paidAt'[] = []): TransactItem => {
  const set = db().entities.billingDocument.patch({ photographerId: invoice.photographerId, documentId: invoice.documentId }).set(fields);
  return { Update: (cleared.length > 0 ? set.remove(cleared) : set).where((attr, op) => op.eq(attr.status, invoice.status)).params<UpdateParams>() };
};

export const markSent = (photographerId: string, invoiceId: string) =>
  changeStatus(photographerId, invoiceId, ['draft'], (invoice) => [
    statusUpdate(invoice, { status: 'sent', sentAt: new Date().toISOString() }),
  ]);

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

export const markPaid = (photographerId: string, invoiceId: string, paidDate: string | undefined) =>
  changeStatus(photographerId, invoiceId, ['draft', 'sent'], (invoice) => [
    statusUpdate(invoice, { status: 'paid', paidAt: paidDate ?? todayInMadrid() }),
  ]);

export const markUnpaid = (photographerId: string, invoiceId: string) =>
  changeStatus(photographerId, invoiceId, ['paid'], (invoice) => [
    statusUpdate(invoice, { status: invoice.sentAt ? 'sent' : 'draft' }, ['paidAt']),
  ]);

/**
 * The items that cancel an invoice (its number stays used). Issue 13 appends the
 * cancellation record of VERI*FACTU to this list.
 */
export const cancelInvoiceTransaction = (invoice: BillingDocumentItem, reason: string | null | undefined): TransactItem[] => [
  statusUpdate(invoice, { status: 'cancelled', cancelledAt: new Date().toISOString(), ...(reason ? { cancelReason: reason } : {}) }),
];

export const cancelInvoice = (photographerId: string, invoiceId: string, reason: string | null | undefined) =>
  changeStatus(photographerId, invoiceId, ['draft', 'sent'], (invoice) => cancelInvoiceTransaction(invoice, reason));

export const updateInternalNotes = async (photographerId: string, invoiceId: string, notes: string | null): Promise<BillingDocumentItem> => {
  await requireKind(photographerId, invoiceId, 'invoice');
  const patch = db().entities.billingDocument.patch({ photographerId, documentId: invoiceId });
  await (notes ? patch.set({ internalNotes: notes }) : patch.remove(['internalNotes'])).go().catch((error: unknown) => {
    throw isConditionalFailure(error) ? new DomainError('billing.document_not_found', { cause: error }) : error;
  });
  return requireDocumentItem(photographerId, invoiceId);
};
