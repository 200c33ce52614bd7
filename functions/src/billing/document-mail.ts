// A quote or invoice mailed to its client with the PDF attached: the subject and message the
// photographer wrote (spec section 5 "Send email"), sent in the business's name and answered
// to the photographer.
import { textToHtml } from '../mail/html.js';
import { sendMail } from '../mail/send-mail.js';
import type { DocumentPdf } from './document-pdf.js';

export interface DocumentMailInput {
  pdf: DocumentPdf;
  business: string;
  to: string;
  cc?: string[] | undefined;
  subject: string;
  message: string;
  replyTo: string | undefined;
}

/** Sends the mail; answers SES's message id. */
export const mailDocument = ({ pdf, business, to, cc, subject, message, replyTo }: DocumentMailInput): Promise<string> =>
  sendMail({
    to: [to],
    cc,
    fromName: business,
    replyTo,
    subject,
    text: message,
    html: textToHtml(message),
    attachments: [{ filename: pdf.fileName, content: pdf.bytes, contentType: 'application/pdf' }],
  });
