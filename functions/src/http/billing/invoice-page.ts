import { getInvoicePage, getInvoicePagePdf, payInvoiceOnline, revokeInvoiceLink, shareInvoiceLink } from '@fotostudio/shared/contracts/billing/invoice-page';
import { openInvoiceCheckout } from '../../billing/invoice-checkout.js';
import { documentPdfLink } from '../../billing/document-files.js';
import * as links from '../../billing/invoice-link.js';
import { photographerRoute } from '../../lib/http/route-handlers.js';
import { invoiceLinkRoute } from './invoice-link-route.js';

export const invoicePageHandlers = [
  photographerRoute(shareInvoiceLink, async ({ caller, params, body }) => ({ link: await links.shareInvoiceLink(caller.photographerId, params.invoiceId, body.expiresOn) })),
  photographerRoute(revokeInvoiceLink, async ({ caller, params }) => ({ link: await links.revokeInvoiceLink(caller.photographerId, params.invoiceId) })),
  invoiceLinkRoute(getInvoicePage, async ({ invoice }) => ({ invoice: await links.publicInvoiceOf(invoice) })),
  invoiceLinkRoute(getInvoicePagePdf, ({ invoice }) => documentPdfLink(invoice)),
  invoiceLinkRoute(payInvoiceOnline, ({ invoice, params }) => openInvoiceCheckout(invoice, params.invoiceToken)),
];
