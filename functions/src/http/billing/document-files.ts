import { emailDocument, exportInvoices, getDocumentPdf } from '@fotostudio/shared/contracts/billing/document-routes';
import { exportVerifactuRecords, getInvoiceRecordXml, getInvoiceVerification } from '@fotostudio/shared/contracts/billing/verifactu';
import { invoiceRecordXmlLink, invoiceVerification } from '../../billing/invoice-verification.js';
import { documentPdfLink } from '../../billing/document-files.js';
import * as delivery from '../../billing/document-delivery.js';
import { documentAnswerOf, requireDocumentItem } from '../../billing/documents.js';
import { photographerRoute } from '../../lib/http/route-handlers.js';

export const documentFileHandlers = [
  photographerRoute(getDocumentPdf, async ({ caller, params }) => documentPdfLink(await requireDocumentItem(caller.photographerId, params.documentId))),
  photographerRoute(emailDocument, async ({ caller, params, body }) => {
    const { messageId, document } = await delivery.emailDocument(caller.photographerId, params.documentId, body);
    return { sent: true as const, messageId, document: await documentAnswerOf(document) };
  }),
  photographerRoute(exportInvoices, ({ caller, query }) => delivery.exportInvoicesOfPeriod(caller.photographerId, query)),
  photographerRoute(getInvoiceVerification, ({ caller, params }) => invoiceVerification(caller.photographerId, params.invoiceId)),
  photographerRoute(getInvoiceRecordXml, ({ caller, params, query }) => invoiceRecordXmlLink(caller.photographerId, params.invoiceId, query.record)),
  photographerRoute(exportVerifactuRecords, ({ caller, query }) => delivery.exportRecordsOfPeriod(caller.photographerId, query)),
];
