// An issued invoice's PDF (issue 22 A): rendered once, right after the transaction that issues
// the invoice, and written once under billing/<photographer>/issued/ (S3's conditional write,
// `If-None-Match: *`); its key and SHA-256 are recorded on the invoice item. Downloads and
// emails serve those bytes, so later changes of the billing settings, the logo or the template
// never reach an issued invoice. A cancelled invoice's ANULADA copy is those bytes stamped on
// each page, written once beside them; the original stays.
//
// Why after the commit and not before: the number is known only once the issue transaction
// wins, and a lost race would leave a rendered file under a write-once key that can never be
// removed. The gap between commit and file (a crash in between, S3 failing) is closed by
// repair on first read: every path that serves an invoice's PDF, the cancellation and the data
// migration call issuedPdfOf, which renders the stored snapshot once and records it. See
// docs/billing.md.
import { db, isConditionalFailure } from '../data/database.js';
import type { BillingDocumentItem } from '../data/entities/billing.js';
import { recordStoredPdf } from '../data/stores/billing.js';
import { appConfig } from '../lib/config.js';
import { DomainError } from '../lib/errors.js';
import { logger } from '../lib/logger.js';
import { cancelledInvoicePdfKey, issuedInvoicePdfKey } from '../media/object-keys.js';
import { readObject, sha256Of, writeOnce as writeObjectOnce, type StoredOnce } from '../media/write-once.js';
import { documentFont } from './document-assets.js';
import { contentOfItem } from './document-content.js';
import { documentAnswerOf } from './documents.js';
import { DOCUMENT_MESSAGES } from './document-messages.js';
import { documentFileName, renderedDocumentPdf, type DocumentPdf } from './document-pdf.js';
import { stampCancelled } from './pdf/stamp-cancelled.js';
import { invoicePagePath } from '@fotostudio/shared/billing/invoice-page-address';
import { canPayOnline } from './invoice-checkout.js';

/** Where a written-once PDF is and the SHA-256 (hex) of its bytes, as the invoice item records it. */
export type StoredPdf = StoredOnce;

/**
 * Writes `bytes` under `key` only if nothing is there yet. When the key was written before (by
 * an earlier attempt or a concurrent repair), the bytes stored there win and are answered.
 */
export const writeOnce = (key: string, pdf: DocumentPdf): Promise<{ stored: StoredPdf; bytes: Buffer }> =>
  writeObjectOnce({ key, bytes: pdf.bytes, contentType: 'application/pdf', fileName: pdf.fileName }, 'billing.pdf_failed');

/** The stored bytes, checked against the SHA-256 the invoice records. */
export const readStoredPdf = async (stored: StoredPdf): Promise<Buffer> => {
  const bytes = await readObject(stored.key);
  if (sha256Of(bytes) !== stored.sha256) {
    logger.error('billing: a stored invoice PDF does not match its recorded SHA-256', { key: stored.key });
    throw new DomainError('billing.pdf_failed');
  }
  return bytes;
};

const record = async (item: BillingDocumentItem, field: 'issuedPdf' | 'cancelledPdf', stored: StoredPdf): Promise<void> => {
  await recordStoredPdf(item.photographerId, item.documentId, field, stored).catch((error: unknown) => {
    // Recorded meanwhile by another writer of the same key: the same object.
    if (!isConditionalFailure(error)) throw error;
  });
};

const fileNameOf = (item: BillingDocumentItem, cancelled: boolean): string => {
  const language = contentOfItem(item).client.language;
  const name = documentFileName({ kind: item.kind, language, number: item.number });
  return cancelled ? name.replace(/\.pdf$/, `-${DOCUMENT_MESSAGES[language].cancelledFileSuffix}.pdf`) : name;
};

const requireInvoice = (item: BillingDocumentItem): void => {
  if (item.kind !== 'invoice') throw new Error(`billing: ${item.documentId} is a quote; only invoices are stored once`);
};

/**
 * The public page an issued PDF prints (issue 25 point 2): the link made when it was issued (an
 * invoice without one, issued before the page existed, prints none), and whether it could be paid
 * online there as it was rendered. Rendered once: a later change of the studio's Stripe account
 * changes nothing in it.
 */
const publicPageOf = async (item: BillingDocumentItem): Promise<{ url: string; payable: boolean } | null> => {
  const link = item.publicLink;
  if (!link || link.revokedAt) return null;
  return { url: `${appConfig().APP_URL.replace(/\/$/, '')}${invoicePagePath(link.token)}`, payable: await canPayOnline(item) };
};

/** The invoice's issued PDF: the stored one, or rendered from its snapshot now, written once and recorded. */
export const issuedPdfOf = async (item: BillingDocumentItem): Promise<StoredPdf & { fileName: string }> => {
  requireInvoice(item);
  const fileName = fileNameOf(item, false);
  if (item.issuedPdf) return { ...item.issuedPdf, fileName };
  // The switch it was issued under decides the legend and QR (absent: issued before it was recorded, with both).
  const pdf = await renderedDocumentPdf(item.photographerId, await documentAnswerOf(item), { verifactu: item.verifactuSwitch !== 'off', publicPage: await publicPageOf(item) });
  const { stored } = await writeOnce(issuedInvoicePdfKey(item.photographerId, item.documentId), { ...pdf, fileName });
  await record(item, 'issuedPdf', stored);
  return { ...stored, fileName };
};

/** A cancelled invoice's ANULADA copy: the stored one, or its issued PDF stamped now, written once and recorded. */
export const cancelledPdfOf = async (item: BillingDocumentItem): Promise<StoredPdf & { fileName: string }> => {
  requireInvoice(item);
  if (item.status !== 'cancelled') throw new Error(`billing: invoice ${item.documentId} is not cancelled`);
  const fileName = fileNameOf(item, true);
  if (item.cancelledPdf) return { ...item.cancelledPdf, fileName };
  const issued = await readStoredPdf(await issuedPdfOf(item));
  const stamp = DOCUMENT_MESSAGES[contentOfItem(item).client.language].cancelledStamp;
  const bytes = await stampCancelled(issued, stamp, await documentFont());
  const { stored } = await writeOnce(cancelledInvoicePdfKey(item.photographerId, item.documentId), { bytes, fileName });
  await record(item, 'cancelledPdf', stored);
  return { ...stored, fileName };
};

/** The PDF an invoice's client gets: its ANULADA copy once cancelled, else its issued PDF. */
export const servedInvoicePdf = (item: BillingDocumentItem): Promise<StoredPdf & { fileName: string }> =>
  item.status === 'cancelled' ? cancelledPdfOf(item) : issuedPdfOf(item);

/**
 * Right after an issue or a cancellation commits: stores the invoice's file now. A failure is
 * logged, not thrown (the invoice is issued or cancelled already, and a retried request would
 * issue another); the first read of its PDF stores it instead.
 */
export const storeRightAfter = async (item: BillingDocumentItem): Promise<void> => {
  try {
    await servedInvoicePdf(item);
  } catch (error) {
    logger.error('billing: the invoice PDF was not stored at once; its first read stores it', { error, documentId: item.documentId });
  }
};

/**
 * A data migration (data-migrations.ts): every invoice issued before PDFs were stored gets its
 * PDF, rendered once from its stored snapshot with today's template (its content is never
 * changed), and a cancelled one its ANULADA copy. Idempotent and safe while the app serves: an
 * invoice whose files are recorded is skipped, and a file is written only where none is. One
 * that fails (a damaged snapshot) is logged and left for its first read. Answers how many
 * invoices it gave a file.
 */
export const storeMissingInvoicePdfs = async (): Promise<number> => {
  const { data: documents } = await db().entities.billingDocument.scan.go({ pages: 'all' });
  let stored = 0;
  for (const invoice of documents.filter((document) => document.kind === 'invoice')) {
    if (invoice.issuedPdf && (invoice.status !== 'cancelled' || invoice.cancelledPdf)) continue;
    try {
      await servedInvoicePdf(invoice);
      stored += 1;
    } catch (error) {
      logger.error('billing: an issued invoice PDF could not be stored by the data migration', { error, documentId: invoice.documentId });
    }
  }
  return stored;
};
