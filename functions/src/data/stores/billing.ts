// Billing's named store operations: every write of the billing domain that carries a
// condition (besides an ElectroDB `create`'s own not-exists one). Use cases call these and
// build no condition; an operation meant for a transaction returns its item, one run alone
// throws ElectroDB's error (`isConditionalFailure` tells a refused condition).
import { db, isConditionalFailure, writeItems } from '../database.js';
import type { BillingDocumentItem, NumberingCounterItem, VerifactuChainHeadItem, VerifactuRecordLookupItem } from '../entities/billing.js';
import type { SessionSelectionItem } from '../entities/share-link.js';
import type { DeleteParams, PutParams, TransactItem, UpdateParams } from '../transaction.js';

type StatusFields = Partial<Pick<BillingDocumentItem, 'status' | 'sentAt' | 'paidAt' | 'cancelledAt' | 'cancelReason'>>;

/**
 * Cancels an issued invoice (setting `fields`) only while it still has the status read, has
 * not reached its client (no `deliveredAt`, no `sentAt`) and has no rectifying invoice (issue
 * 22 point 7), so a delivery or a rectification that commits first refuses it.
 */
export const cancelUndeliveredInvoice = (invoice: BillingDocumentItem, fields: StatusFields): TransactItem => ({
  Update: db()
    .entities.billingDocument.patch({ photographerId: invoice.photographerId, documentId: invoice.documentId })
    .set(fields)
    .where(
      (attr, op) =>
        `${op.eq(attr.status, invoice.status)} AND ${op.notExists(attr.deliveredAt)} AND ${op.notExists(attr.sentAt)} AND ${op.notExists(attr.rectifiedBy)} AND ${op.notExists(attr.substitutedBy)}`,
    )
    .params<UpdateParams>(),
});

/**
 * Records that an invoice reached its client (issue 22 point 7): when and how, only the first
 * time (a later delivery leaves the first). Answers whether this call recorded it.
 */
export const recordDelivery = async (
  photographerId: string,
  documentId: string,
  by: NonNullable<BillingDocumentItem['deliveredBy']>,
  at: Date,
): Promise<boolean> => {
  try {
    await db()
      .entities.billingDocument.patch({ photographerId, documentId })
      .set({ deliveredAt: at.toISOString(), deliveredBy: by })
      .where((attr, op) => `${op.eq(attr.kind, 'invoice')} AND ${op.notExists(attr.deliveredAt)}`)
      .go();
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
};

/** Sets `fields` (and removes `cleared`) only while the invoice still has the status read. */
export const changeInvoiceStatus = (invoice: BillingDocumentItem, fields: StatusFields, cleared: 'paidAt'[] = []): TransactItem => {
  const set = db().entities.billingDocument.patch({ photographerId: invoice.photographerId, documentId: invoice.documentId }).set(fields);
  return { Update: (cleared.length > 0 ? set.remove(cleared) : set).where((attr, op) => op.eq(attr.status, invoice.status)).params<UpdateParams>() };
};

/**
 * Names the confirmed selection version a quote from send to invoicing was priced from (the
 * data migration of quotes made before quotes recorded it): only on a quote that names none.
 */
export const setQuoteSelectionVersion = async (photographerId: string, documentId: string, selectionVersion: number): Promise<void> => {
  await db()
    .entities.billingDocument.patch({ photographerId, documentId })
    .set({ selectionVersion })
    .where((attr, op) => `${op.eq(attr.kind, 'quote')} AND ${op.notExists(attr.selectionVersion)}`)
    .go();
};

/** Moves the series' counter past `sequence`: on from the value read, or created for the first number. */
export const takeInvoiceNumber = (
  photographerId: string,
  counterKey: string,
  read: NumberingCounterItem | undefined,
  sequence: number,
  issueDate: string,
): TransactItem =>
  read
    ? {
        Update: db()
          .entities.numberingCounter.patch({ photographerId, kind: 'invoice', counterKey })
          .set({ next: sequence + 1, lastIssued: sequence, lastIssueDate: issueDate })
          .where((attr, op) => op.eq(attr.next, sequence))
          .params<UpdateParams>(),
      }
    : {
        Put: db()
          .entities.numberingCounter.create({ photographerId, kind: 'invoice', counterKey, next: sequence + 1, lastIssued: sequence, lastIssueDate: issueDate })
          .params<PutParams>(),
      };

/** Sets the main series' next number while nothing was issued since `read` (or while it has no counter). */
export const setNextInvoiceNumber = async (photographerId: string, counterKey: string, read: NumberingCounterItem | undefined, next: number): Promise<void> => {
  await db()
    .entities.numberingCounter.update({ photographerId, kind: 'invoice', counterKey })
    .set({ next, lastIssued: read?.lastIssued ?? 0 })
    // An invoice issued meanwhile moved lastIssued: the caller's check must hold for the value written over.
    .where((attr, op) => (read ? op.eq(attr.lastIssued, read.lastIssued) : op.notExists(attr.next)))
    .go();
};

/**
 * Moves the issuer's chain head on to `position` from the one read (or creates it for the
 * first record); a registration also moves its latest issue date.
 */
export const moveChainHead = (
  photographerId: string,
  issuerNif: string,
  read: VerifactuChainHeadItem | undefined,
  position: number,
  link: string,
  lastIssueDate?: string,
): TransactItem => {
  const moved = { position, link, ...(lastIssueDate ? { lastIssueDate } : {}) };
  return read
    ? {
        Update: db()
          .entities.verifactuChainHead.patch({ photographerId, issuerNif })
          .set(moved)
          .where((attr, op) => op.eq(attr.position, read.position))
          .params<UpdateParams>(),
      }
    : { Put: db().entities.verifactuChainHead.create({ photographerId, issuerNif, ...moved }).params<PutParams>() };
};

/**
 * Moves an invoice's lookup item of a record kind to a later record (a correction, issue 24
 * point 4), only from the position read; an invoice recorded before lookups (none read) gets
 * its first one.
 */
export const moveRecordLookup = (
  lookup: Pick<VerifactuRecordLookupItem, 'photographerId' | 'documentId' | 'recordKind' | 'issuerNif' | 'position'>,
  readPosition: string | null,
): TransactItem =>
  readPosition === null
    ? { Put: db().entities.verifactuRecordLookup.create(lookup).params<PutParams>() }
    : { Put: db().entities.verifactuRecordLookup.put(lookup).where((attr, op) => op.eq(attr.position, readPosition)).params<PutParams>() };

/**
 * Marks a quote converted into `invoiceId`, only while it is still pending and its deposit invoice
 * is the one read (`depositInvoiceId`; none read: still none), so a deposit invoiced meanwhile is
 * never left undeducted (issue 25 point 3).
 */
export const markQuoteConverted = (photographerId: string, quoteId: string, invoiceId: string, now: Date, depositInvoiceId?: string): TransactItem => ({
  Update: db()
    .entities.billingDocument.patch({ photographerId, documentId: quoteId })
    .set({ status: 'converted', convertedAt: now.toISOString(), invoiceId })
    .where(
      (attr, op) =>
        `${op.eq(attr.status, 'pending')} AND ${depositInvoiceId === undefined ? op.notExists(attr.depositInvoice) : op.eq(attr.depositInvoice.documentId, depositInvoiceId)}`,
    )
    .params<UpdateParams>(),
});

type QuoteFields = Partial<
  Pick<BillingDocumentItem, 'issueDate' | 'dueDate' | 'clientName' | 'sessionTitle' | 'totalCents' | 'content' | 'clientId' | 'sessionId' | 'internalNotes'>
>;

/** Changes a quote (setting `fields`, removing `cleared`), only while it is still pending. */
export const updatePendingQuote = async (
  photographerId: string,
  quoteId: string,
  fields: QuoteFields,
  cleared: ('clientId' | 'sessionId' | 'internalNotes')[],
): Promise<void> => {
  const patch = db().entities.billingDocument.patch({ photographerId, documentId: quoteId }).set(fields);
  // Not once its client accepted it (issue 25 point 3): they accepted what it said.
  await (cleared.length > 0 ? patch.remove(cleared) : patch).where((attr, op) => `${op.eq(attr.status, 'pending')} AND ${op.notExists(attr.acceptance)}`).go();
};

/** Deletes a quote, only while it is still pending and no deposit of it was invoiced (issue 25 point 3). */
export const deletePendingQuote = (photographerId: string, quoteId: string): TransactItem => ({
  Delete: db()
    .entities.billingDocument.delete({ photographerId, documentId: quoteId })
    .where((attr, op) => `${op.eq(attr.status, 'pending')} AND ${op.notExists(attr.depositInvoice)}`)
    .params<DeleteParams>(),
});

/** Records a quote's acceptance by its client (issue 25 point 3): once, while it is still pending. */
export const acceptPendingQuote = (photographerId: string, quoteId: string, acceptance: NonNullable<BillingDocumentItem['acceptance']>): TransactItem => ({
  Update: db()
    .entities.billingDocument.patch({ photographerId, documentId: quoteId })
    .set({ acceptance })
    .where((attr, op) => `${op.eq(attr.status, 'pending')} AND ${op.notExists(attr.acceptance)}`)
    .params<UpdateParams>(),
});

/** The quotes accepted before acceptances said whether the deposit was due online (the data migration `quote-acceptance-deposit-due`). */
export const scanAcceptancesWithoutDepositDue = async (): Promise<BillingDocumentItem[]> => {
  const { data } = await db()
    .entities.billingDocument.scan.where((attr, op) => `${op.eq(attr.kind, 'quote')} AND ${op.exists(attr.acceptance)} AND ${op.notExists(attr.acceptance.depositDue)}`)
    .go({ pages: 'all' });
  return data;
};

/** Says once whether a stored acceptance asked the deposit online (issue 26 point 4). Answers whether this call wrote it. */
export const setAcceptanceDepositDue = async (photographerId: string, quoteId: string, depositDue: boolean): Promise<boolean> => {
  try {
    await db()
      .entities.billingDocument.patch({ photographerId, documentId: quoteId })
      .data((attr, op) => {
        op.set(attr.acceptance.depositDue, depositDue);
      })
      .where((attr, op) => `${op.exists(attr.acceptance)} AND ${op.notExists(attr.acceptance.depositDue)}`)
      .go();
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
};

/**
 * Names a quote's deposit invoice, in the transaction that issues it: once (none yet), so a deposit
 * is invoiced once; and only while the quote is pending: a quote converted meanwhile has its final
 * invoice, which the deposit pays instead (deposits.ts).
 */
export const markDepositInvoiced = (photographerId: string, quoteId: string, depositInvoice: NonNullable<BillingDocumentItem['depositInvoice']>): TransactItem => ({
  Update: db()
    .entities.billingDocument.patch({ photographerId, documentId: quoteId })
    .set({ depositInvoice })
    .where((attr, op) => `${op.eq(attr.kind, 'quote')} AND ${op.eq(attr.status, 'pending')} AND ${op.notExists(attr.depositInvoice)}`)
    .params<UpdateParams>(),
});

/** Records the advance invoice of the gallery extras paid with a selection version (issue 25 point 4): once, on the version that names the payment. */
export const markSelectionAdvanceInvoiced = (
  photographerId: string,
  sessionId: string,
  version: number,
  advanceInvoice: NonNullable<SessionSelectionItem['advanceInvoice']>,
): TransactItem => ({
  Update: db()
    .entities.sessionSelection.patch({ photographerId, sessionId, version })
    .set({ advanceInvoice })
    .where((attr, op) => `${op.eq(attr.paymentId, advanceInvoice.paymentId)} AND ${op.notExists(attr.advanceInvoice)}`)
    .params<UpdateParams>(),
});

/** Appends a rectifying invoice to the original's `rectifiedBy`, only while the original is not cancelled. */
export const appendRectifiedBy = (
  photographerId: string,
  originalId: string,
  entry: NonNullable<BillingDocumentItem['rectifiedBy']>[number],
): TransactItem => ({
  Update: db()
    .entities.billingDocument.patch({ photographerId, documentId: originalId })
    .append({ rectifiedBy: [entry] })
    // Not cancelled, not replaced by an F3 (markSubstituted checks the other way round).
    .where((attr, op) => `${op.ne(attr.status, 'cancelled')} AND ${op.notExists(attr.substitutedBy)}`)
    .params<UpdateParams>(),
});

/**
 * Marks a simplified invoice as replaced by an F3, in the F3's transaction: once (none yet),
 * only while it is neither cancelled nor rectified. Nothing else on it changes.
 */
export const markSubstituted = (photographerId: string, originalId: string, by: NonNullable<BillingDocumentItem['substitutedBy']>): TransactItem => ({
  Update: db()
    .entities.billingDocument.patch({ photographerId, documentId: originalId })
    .set({ substitutedBy: by })
    .where((attr, op) => `${op.notExists(attr.substitutedBy)} AND ${op.ne(attr.status, 'cancelled')} AND ${op.notExists(attr.rectifiedBy)}`)
    .params<UpdateParams>(),
});

/**
 * Gives a simplified invoice back its place when the F3 that replaced it is cancelled (the F3
 * is then as if never issued): removes `substitutedBy` only while it names that F3.
 */
export const releaseSubstituted = (photographerId: string, originalId: string, f3Id: string): TransactItem => ({
  Update: db()
    .entities.billingDocument.patch({ photographerId, documentId: originalId })
    .remove(['substitutedBy'])
    .where((attr, op) => op.eq(attr.substitutedBy.documentId, f3Id))
    .params<UpdateParams>(),
});

/**
 * Records where an invoice's written-once PDF (issued, or its ANULADA copy) is, only while none
 * is recorded: the first record stays (every writer of one key stores the same object).
 */
export const recordStoredPdf = async (
  photographerId: string,
  documentId: string,
  field: 'issuedPdf' | 'cancelledPdf',
  stored: { key: string; sha256: string },
): Promise<void> => {
  const patch = db().entities.billingDocument.patch({ photographerId, documentId });
  await (field === 'issuedPdf'
    ? patch.set({ issuedPdf: stored }).where((attr, op) => op.notExists(attr.issuedPdf))
    : patch.set({ cancelledPdf: stored }).where((attr, op) => op.notExists(attr.cancelledPdf))
  ).go();
};

/**
 * Moves an issuer's VERI*FACTU submission cursor past the records just answered, from the
 * position read (or creates it after the first message), with the AEAT's wait.
 */
export const moveSubmissionCursor = async (photographerId: string, issuerNif: string, readPosition: number | undefined, nextPosition: number, notBefore: string): Promise<void> => {
  if (readPosition === undefined) {
    await db().entities.verifactuSubmissionCursor.create({ photographerId, issuerNif, nextPosition, notBefore }).go();
    return;
  }
  await db()
    .entities.verifactuSubmissionCursor.patch({ photographerId, issuerNif })
    .set({ nextPosition, notBefore })
    .where((attr, op) => op.eq(attr.nextPosition, readPosition))
    .go();
};

/** When the photographer's VERI*FACTU submission was turned on; undefined while it is off. */
export const submissionSwitchSince = async (photographerId: string): Promise<string | undefined> =>
  (await db().entities.verifactuSubmissionSwitch.get({ photographerId }).go({ consistent: true })).data?.since;

/**
 * A transaction's check that the photographer's VERI*FACTU switch is as read: on since `since`,
 * or off (undefined). An invoice records the switch it was issued under (issue-invoice.ts), so a
 * switch turned meanwhile makes the issue a lost race that reads it again.
 */
export const submissionSwitchAsRead = (photographerId: string, since: string | undefined): TransactItem =>
  writeItems(({ verifactuSubmissionSwitch }) => [
    verifactuSubmissionSwitch
      .check({ photographerId })
      .where((attr, op) => (since === undefined ? op.notExists(attr.since) : op.eq(attr.since, since)))
      .commit(),
  ])[0] as TransactItem;
