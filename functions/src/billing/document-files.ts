// The files of the billing routes: a document's PDF as a signed link or mailed to its client,
// and the invoices of a period for the accountant.
import { taxOfTerritory } from '@fotostudio/shared/tax/indirect-tax';
import type { Language } from '@fotostudio/shared/constants';
import type { BillingDocument, ExportQuery, SignedFile } from '@fotostudio/shared/contracts/billing/document';
import type { documentEmailInput } from '@fotostudio/shared/contracts/billing/document-input';
import type * as z from 'zod';
import type { BillingDocumentItem } from '../data/entities/billing.js';
import { DomainError } from '../lib/errors.js';
import { recordDelivery } from '../data/stores/billing.js';
import { billingExportKey, billingPdfKey } from '../media/object-keys.js';
import { invoicesCsv, invoicesXlsx, type ExportedInvoice } from './accountant-export.js';
import { contentOfItem } from './document-content.js';
import { documentAnswerOf } from './documents.js';
import { mailDocument } from './document-mail.js';
import { renderedDocumentPdf, signedFileLink, storeSignedFile, type DocumentPdf } from './document-pdf.js';
import { toBillingDocumentView } from './document-view.js';
import { readStoredPdf, servedInvoicePdf } from './issued-pdf.js';

/** The PDF its client gets: an invoice's stored file (issued-pdf.ts), a quote rendered now. */
const pdfOf = async (item: BillingDocumentItem): Promise<DocumentPdf> => {
  if (item.kind === 'quote') return renderedDocumentPdf(item.photographerId, await documentAnswerOf(item));
  const stored = await servedInvoicePdf(item);
  return { bytes: await readStoredPdf(stored), fileName: stored.fileName };
};

/** A signed link to the document's PDF: an invoice's stored file as it is, a quote rendered and stored now. */
export const documentPdfLink = async (item: BillingDocumentItem): Promise<SignedFile> => {
  if (item.kind === 'invoice') {
    const stored = await servedInvoicePdf(item);
    const link = await signedFileLink(stored.key, stored.fileName);
    // A downloaded invoice may have reached its client: it can no longer be cancelled (issue 22 point 7).
    await recordDelivery(item.photographerId, item.documentId, 'pdf_download', new Date());
    return link;
  }
  const pdf = await pdfOf(item);
  return storeSignedFile({ key: billingPdfKey(item.photographerId, item.documentId), bytes: pdf.bytes, contentType: 'application/pdf', fileName: pdf.fileName });
};

/** Mails the document's PDF as the photographer wrote the message; answers SES's message id. */
export const emailDocumentPdf = async (
  item: BillingDocumentItem,
  input: z.infer<typeof documentEmailInput>,
  replyTo: string | undefined,
  pageUrl?: string,
): Promise<string> =>
  mailDocument({
    pageUrl,
    pdf: await pdfOf(item),
    business: contentOfItem(item).issuer.businessName,
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
    ...(invoice.pricesIncludeVat ? { pricesIncludeVat: true } : {}),
    // IGIC or IPSI by the issuer snapshot's territory (issue 22 point 3); IVA invoices export as before.
    ...(taxOfTerritory(invoice.issuer.taxTerritory) !== 'IVA' ? { tax: taxOfTerritory(invoice.issuer.taxTerritory) } : {}),
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
