// The files of the billing routes: a document's PDF as a signed link or mailed to its client,
// and the invoices of a period for the accountant.
import type { Language } from '@fotostudio/shared/constants';
import type { BillingDocument, ExportQuery, SignedFile } from '@fotostudio/shared/contracts/billing/document';
import type { documentEmailInput } from '@fotostudio/shared/contracts/billing/document-input';
import { verifactuQrUrlOfRecord } from '@fotostudio/shared/verifactu/qr-url';
import type { RegistroAlta } from '@fotostudio/shared/verifactu/record-fields';
import type * as z from 'zod';
import { DomainError } from '../lib/errors.js';
import { logger } from '../lib/logger.js';
import { billingExportKey, billingPdfKey } from '../media/object-keys.js';
import { invoicesCsv, invoicesXlsx, type ExportedInvoice } from './accountant-export.js';
import { mailDocument } from './document-mail.js';
import { buildDocumentPdf, storeSignedFile, type DocumentPdf } from './document-pdf.js';
import { toBillingDocumentView } from './document-view.js';
import { altaRecordOf } from './verifactu-records.js';

/**
 * The AEAT address of the invoice's record; none when the record was edited out of shape in the
 * table (the invoice still prints; its Verification tab shows the record broken).
 */
const qrUrlOf = (record: RegistroAlta, documentId: string): string | null => {
  try {
    return verifactuQrUrlOfRecord(record);
  } catch (error) {
    logger.warn('billing: the invoice record is damaged; its PDF has no QR', { error, documentId });
    return null;
  }
};

const pdfOf = async (photographerId: string, document: BillingDocument): Promise<DocumentPdf> => {
  try {
    const record = document.kind === 'invoice' ? await altaRecordOf(photographerId, document.documentId, document) : undefined;
    const view = { ...toBillingDocumentView(document), verifactuQrUrl: record ? qrUrlOf(record, document.documentId) : null };
    return await buildDocumentPdf(photographerId, view, document.issuer.logoKey);
  } catch (error) {
    logger.error('billing: PDF failed', { error, documentId: document.documentId });
    throw new DomainError('billing.pdf_failed', { cause: error });
  }
};

export const documentPdfLink = async (photographerId: string, document: BillingDocument): Promise<SignedFile> => {
  const pdf = await pdfOf(photographerId, document);
  return storeSignedFile({ key: billingPdfKey(photographerId, document.documentId), bytes: pdf.bytes, contentType: 'application/pdf', fileName: pdf.fileName });
};

/** Mails the document's PDF as the photographer wrote the message; answers SES's message id. */
export const emailDocumentPdf = async (
  photographerId: string,
  document: BillingDocument,
  input: z.infer<typeof documentEmailInput>,
  replyTo: string | undefined,
): Promise<string> =>
  mailDocument({
    pdf: await pdfOf(photographerId, document),
    business: document.issuer.businessName,
    to: input.to,
    cc: input.cc,
    subject: input.subject,
    message: input.message,
    replyTo,
  });

const EXPORT_CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

const exportedOf = (invoice: BillingDocument): ExportedInvoice | undefined => {
  const { status } = invoice;
  if (invoice.kind !== 'invoice' || status === 'pending' || status === 'converted') return undefined;
  return {
    issueDate: invoice.issueDate,
    number: invoice.number,
    invoiceType: invoice.invoiceType ?? 'F1',
    rectifies: invoice.rectification?.originalNumber ?? null,
    clientName: invoice.client.name,
    clientTaxId: invoice.client.taxId,
    lines: toBillingDocumentView(invoice).lines,
    irpfRatePercent: invoice.totals.irpf?.ratePercent ?? null,
    status,
  };
};

/** The period's invoices as CSV or XLSX in the photographer's language; `billing.export_no_invoices` when there are none. */
export const invoicesExportLink = async (
  photographerId: string,
  documents: readonly BillingDocument[],
  query: ExportQuery,
  language: Language,
): Promise<SignedFile & { invoiceCount: number }> => {
  const invoices = documents.map(exportedOf).filter((invoice): invoice is ExportedInvoice => invoice !== undefined);
  if (invoices.length === 0) throw new DomainError('billing.export_no_invoices');
  const bytes = query.format === 'csv' ? Buffer.from(invoicesCsv(invoices, language), 'utf8') : await invoicesXlsx(invoices, language);
  const fileName = `${language === 'es' ? 'facturas' : 'invoices'}-${query.from}-${query.to}.${query.format}`;
  const link = await storeSignedFile({ key: billingExportKey(photographerId, fileName), bytes, contentType: EXPORT_CONTENT_TYPES[query.format], fileName });
  return { ...link, invoiceCount: invoices.length };
};
