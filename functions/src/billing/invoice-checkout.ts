// "Pagar ahora" on an issued invoice's public page (issue 25 point 2, docs/billing.md "Invoices
// paid online"): whether paying online is possible, and opening Stripe Checkout (the payments
// engine's `openCheckout`, the one way to take a payment) for what is still due, on the
// photographer's connected account, in the invoice's language, with the methods the photographer
// offers for that amount (Bizum hidden above its maximum). The client comes back to the page:
// `?pago=ok` after paying (the page shows "received, pending confirmation" until the webhook has
// recorded it), the page itself after cancelling. What the payment does to the invoice is the
// `invoice` purpose's (billing/invoice-purpose.ts).
import { amountDueOf, onlinePayabilityOf } from '@fotostudio/shared/billing/invoice-payment-rules';
import { invoicePagePath } from '@fotostudio/shared/billing/invoice-page-address';
import type { BillingDocumentItem } from '../data/entities/billing.js';
import { appConfig } from '../lib/config.js';
import { DomainError } from '../lib/errors.js';
import { checkoutTerms, openCheckout } from '../payments/checkout.js';
import { documentAnswerOf } from './documents.js';
import { DOCUMENT_MESSAGES } from './document-messages.js';

/** The query the page is sent back with after Checkout took the payment (Stripe fills in the session id). */
export const PAID_RETURN_QUERY = 'pago=ok&session={CHECKOUT_SESSION_ID}';

/** Why an invoice cannot be paid online, as the client is told; undefined when it can. */
const invoiceRefusal = (invoice: BillingDocumentItem): 'billing.invoice_nothing_due' | 'billing.invoice_not_payable_online' | undefined => {
  const payability = onlinePayabilityOf(invoice);
  if (payability === 'not_payable') return 'billing.invoice_not_payable_online';
  return payability === 'nothing_due' ? 'billing.invoice_nothing_due' : undefined;
};

/** Whether the page offers "Pagar ahora": the invoice is payable and the studio's account can take what is due. */
export const canPayOnline = async (invoice: BillingDocumentItem): Promise<boolean> =>
  !invoiceRefusal(invoice) && !(await checkoutTerms(invoice.photographerId, amountDueOf(invoice), 'invoice')).refusal;

/**
 * Opens Checkout for what the invoice its link opened still owes. Refused: nothing due, the
 * invoice cancelled (its link is closed before this), rectified or replaced; the studio's account
 * not taking charges (not connected, details missing, no method for the amount, under Stripe's minimum).
 */
export const openInvoiceCheckout = async (invoice: BillingDocumentItem, token: string): Promise<{ url: string; expiresAt: string; amountCents: number }> => {
  const refusal = invoiceRefusal(invoice);
  if (refusal) throw new DomainError(refusal);
  const amountCents = amountDueOf(invoice);
  const terms = await checkoutTerms(invoice.photographerId, amountCents, 'invoice');
  // The client is told the studio cannot take it online; the photographer sees why in Settings → Billing.
  if (terms.refusal) throw new DomainError('billing.online_payment_unavailable');
  const document = await documentAnswerOf(invoice);
  const language = document.client.language;
  const page = `${appConfig().APP_URL}${invoicePagePath(token)}`;
  const opened = await openCheckout(invoice.photographerId, {
    purpose: { kind: 'invoice', id: invoice.documentId },
    amountCents,
    description: `${DOCUMENT_MESSAGES[language].title.invoice} ${invoice.number}`,
    locale: language,
    ...(document.client.email ? { clientEmail: document.client.email } : {}),
    successUrl: `${page}?${PAID_RETURN_QUERY}`,
    cancelUrl: page,
  });
  return { url: opened.url, expiresAt: opened.expiresAt, amountCents };
};
