// A quote or invoice mailed to its client with the PDF attached: the subject and message the
// photographer wrote (spec section 5 "Send email"), sent in the business's name and answered
// to the photographer.
import { escapeHtml, textToHtml } from '../mail/html.js';
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
  /** An invoice's or a pending quote's public page, named in the message: a link in the HTML part (issue 25 points 2 and 3). */
  pageUrl?: string | undefined;
}

/** The message as HTML, the page's address in it as a link. */
const htmlOf = (message: string, pageUrl: string | undefined): string => {
  const html = textToHtml(message);
  if (!pageUrl) return html;
  const shown = escapeHtml(pageUrl);
  return html.replace(shown, `<a href="${shown}">${shown}</a>`);
};

/** Sends the mail; answers SES's message id. */
export const mailDocument = ({ pdf, business, to, cc, subject, message, replyTo, pageUrl }: DocumentMailInput): Promise<string> =>
  sendMail({
    to: [to],
    cc,
    fromName: business,
    replyTo,
    subject,
    text: message,
    html: htmlOf(message, pageUrl),
    attachments: [{ filename: pdf.fileName, content: pdf.bytes, contentType: 'application/pdf' }],
  });
