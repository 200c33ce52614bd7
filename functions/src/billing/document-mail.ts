// A quote or invoice mailed to its client with the PDF attached, in the document's language,
// sent in the business's name and answered to the photographer.
import { escapeHtml } from '../mail/html.js';
import { sendMail } from '../mail/send-mail.js';
import type { DocumentPdf } from './document-pdf.js';
import { DOCUMENT_MESSAGES } from './document-messages.js';
import type { BillingDocumentView } from './pdf/billing-document-view.js';
import { documentDate, documentMoney } from './pdf/pdf-format.js';
import { invoiceTotals } from '@fotostudio/shared/tax/invoice-totals';

export interface DocumentMailInput {
  view: BillingDocumentView;
  pdf: DocumentPdf;
  to: string;
  replyTo: string | undefined;
}

/** Sends the mail; answers SES's message id. */
export const mailDocument = async ({ view, pdf, to, replyTo }: DocumentMailInput): Promise<string> => {
  const { totalCents } = invoiceTotals({ lines: view.lines, irpfRatePercent: view.irpfRatePercent });
  const { subject, text } = DOCUMENT_MESSAGES[view.language].mail({
    kind: view.kind,
    number: view.number,
    business: view.issuer.name,
    total: documentMoney(totalCents, view.currency, view.language),
    dueDate: view.dueDate ? documentDate(view.dueDate) : null,
  });
  const html = text
    .split('\n\n')
    .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
    .join('\n');
  return sendMail({
    to: [to],
    fromName: view.issuer.name,
    replyTo,
    subject,
    text,
    html,
    attachments: [{ filename: pdf.fileName, content: pdf.bytes, contentType: 'application/pdf' }],
  });
};
