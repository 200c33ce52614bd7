// What leaves the billing function as a file or a mail: a document emailed to its client, the
// period's invoices exported for the accountant, the period's Verifactu records.
import type { documentEmailInput } from '@fotostudio/shared/contracts/billing/document-input';
import type { ExportQuery } from '@fotostudio/shared/contracts/billing/document';
import type * as z from 'zod';
import type { BillingDocumentItem } from '../data/entities/billing.js';
import { canPayOnline } from './invoice-checkout.js';
import { contentOfItem, photographerLanguage } from './document-content.js';
import { emailDocumentPdf, invoicesExportLink } from './document-files.js';
import { listInvoicesOfPeriod, requireDocumentItem } from './documents.js';
import { markSentAfterEmail } from './invoice-status.js';
import { recordDelivery } from '../data/stores/billing.js';
import { recordsExportLink } from './records-export.js';
import { linkIsOpen, shareInvoiceLink, toInvoicePublicLink } from './invoice-link.js';
import { DOCUMENT_MESSAGES } from './document-messages.js';
import { quotePageUrl } from './quote-link.js';
import { appConfig } from '../lib/config.js';

/**
 * Mails the document's PDF as the photographer wrote the message, answered to the billing
 * address the document prints. The mail marks a draft invoice sent (markSentAfterEmail).
 */
export const emailDocument = async (
  photographerId: string,
  documentId: string,
  input: z.infer<typeof documentEmailInput>,
): Promise<{ messageId: string; document: BillingDocumentItem }> => {
  const item = await requireDocumentItem(photographerId, documentId);
  // An invoice's mail ends with its public page's link (made now if it has none; issue 25 point 2).
  const page = item.kind === 'invoice' && item.status !== 'cancelled' ? await pageLinkLine(item) : undefined;
  // A pending quote's mail ends with its page, where the client accepts it and pays its deposit (issue 25 point 3).
  const quoteUrl = item.kind === 'quote' && item.status === 'pending' ? await quotePageUrl(item) : undefined;
  const message = page
    ? `${input.message}\n\n${page.line}`
    : quoteUrl
      ? `${input.message}\n\n${DOCUMENT_MESSAGES[contentOfItem(item).client.language].quotePageLink(quoteUrl)}`
      : input.message;
  // Either page's address is a link in the HTML part (a phone's mail app opens it with a tap).
  const messageId = await emailDocumentPdf(item, { ...input, message }, contentOfItem(item).issuer.email || undefined, page?.url ?? quoteUrl);
  // An emailed invoice has reached its client: it can no longer be cancelled (issue 22 point 7).
  if (item.kind === 'invoice') await recordDelivery(photographerId, documentId, 'email', new Date());
  return { messageId, document: await markSentAfterEmail(photographerId, documentId) };
};

/** The line that names the invoice's public page, in the invoice's language: "Pagar ahora" when it can be paid online there. */
const pageLinkLine = async (item: BillingDocumentItem): Promise<{ line: string; url: string }> => {
  const link = linkIsOpen(item.publicLink) ? toInvoicePublicLink(item.publicLink) : await shareInvoiceLink(item.photographerId, item.documentId, undefined);
  const words = DOCUMENT_MESSAGES[contentOfItem(item).client.language];
  const url = `${appConfig().APP_URL.replace(/\/$/, '')}${link.path}`;
  return { line: (await canPayOnline(item)) ? words.payLink(url) : words.pageLink(url), url };
};

/** The period's invoices as a file, in the photographer's language. */
export const exportInvoicesOfPeriod = async (photographerId: string, query: ExportQuery) => {
  const [invoices, language] = await Promise.all([listInvoicesOfPeriod(photographerId, query.from, query.to), photographerLanguage(photographerId)]);
  return invoicesExportLink(photographerId, invoices, query, language);
};

/** The period's Verifactu records as a file, in the photographer's language. */
export const exportRecordsOfPeriod = async (photographerId: string, period: { from: string; to: string }) =>
  recordsExportLink(photographerId, period, await photographerLanguage(photographerId));
