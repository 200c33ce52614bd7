import { emailDocument, exportInvoices, getDocumentPdf } from '@fotostudio/shared/contracts/billing/document-routes';
import { exportVerifactuRecords, getInvoiceRecordXml, getInvoiceVerification } from '@fotostudio/shared/contracts/billing/verifactu';
import { invoiceRecordXmlLink, invoiceVerification } from '../../billing/invoice-verification.js';
import { documentPdfLink, emailDocumentPdf, invoicesExportLink } from '../../billing/document-files.js';
import { photographerLanguage, toBillingDocument } from '../../billing/document-content.js';
import { getDocumentForRendering, listInvoicesOfPeriod } from '../../billing/documents.js';
import { markSentAfterEmail } from '../../billing/invoice-status.js';
import { recordsExportLink } from '../../billing/records-export.js';
import { photographerRoute } from '../../lib/http/route-handlers.js';

export const documentFileHandlers = [
  photographerRoute(getDocumentPdf, async ({ caller, params }) =>
    documentPdfLink(caller.photographerId, await getDocumentForRendering(caller.photographerId, params.documentId)),
  ),
  photographerRoute(emailDocument, async ({ caller, params, body }) => {
    const document = await getDocumentForRendering(caller.photographerId, params.documentId);
    // Answers go to the billing address the document prints.
    const messageId = await emailDocumentPdf(caller.photographerId, document, body, document.issuer.email || undefined);
    return { sent: true as const, messageId, document: toBillingDocument(await markSentAfterEmail(caller.photographerId, document.documentId)) };
  }),
  photographerRoute(exportInvoices, async ({ caller, query }) => {
    const [invoices, language] = await Promise.all([listInvoicesOfPeriod(caller.photographerId, query.from, query.to), photographerLanguage(caller.photographerId)]);
    return invoicesExportLink(caller.photographerId, invoices, query, language);
  }),
  photographerRoute(getInvoiceVerification, ({ caller, params }) => invoiceVerification(caller.photographerId, params.invoiceId)),
  photographerRoute(getInvoiceRecordXml, ({ caller, params, query }) => invoiceRecordXmlLink(caller.photographerId, params.invoiceId, query.record)),
  photographerRoute(exportVerifactuRecords, async ({ caller, query }) =>
    recordsExportLink(caller.photographerId, query, await photographerLanguage(caller.photographerId)),
  ),
];
