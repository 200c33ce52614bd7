// A quote's deposit paid from its public page (issue 25 point 3): Stripe Checkout on the
// photographer's account, purpose `deposit` (deposits.ts invoices it when paid). Served by the
// payments function, the one that holds Stripe's key.
import { quotePagePath } from '@fotostudio/shared/billing/quote-page-address';
import { clientProblems } from '@fotostudio/shared/billing/client-rules';
import { SIMPLIFIED_INVOICE_LIMIT_CENTS } from '@fotostudio/shared/billing/simplified-rules';
import type { BillingDocumentItem } from '../data/entities/billing.js';
import { appConfig } from '../lib/config.js';
import { DomainError } from '../lib/errors.js';
import { openCheckout } from '../payments/checkout.js';
import { contentOfItem } from './document-content.js';
import { DOCUMENT_MESSAGES } from './document-messages.js';

/**
 * Opens Stripe Checkout for the deposit of a quote accepted with its deposit due online on the photographer's account (purpose
 * `deposit`, the quote's id), in the client's language; Stripe sends the client back to the page.
 */
export const payDepositOfLink = async (quote: BillingDocumentItem, token: string): Promise<{ url: string; expiresAt: string }> => {
  const content = contentOfItem(quote);
  if (!content.deposit) throw new DomainError('billing.deposit_none');
  if (!quote.acceptance) throw new DomainError('billing.quote_not_accepted');
  if (quote.depositInvoice) throw new DomainError('billing.deposit_already_paid');
  // Accepted when the photographer took no payments: the acceptance stands, the deposit is paid as the conditions say (quote-link.ts).
  if (quote.acceptance.depositDue !== true) throw new DomainError('billing.deposit_offline');
  // Above the simplified invoice's limit the deposit's invoice is a full one: the client's data must allow it before the money is taken.
  const [missing] = content.deposit.cents > SIMPLIFIED_INVOICE_LIMIT_CENTS ? clientProblems(content.client, 'full') : [];
  if (missing) throw new DomainError(missing.code);
  const language = content.client.language;
  const page = `${appConfig().APP_URL.replace(/\/$/, '')}${quotePagePath(token)}`;
  const opened = await openCheckout(quote.photographerId, {
    purpose: { kind: 'deposit', id: quote.documentId },
    amountCents: content.deposit.cents,
    description: DOCUMENT_MESSAGES[language].depositCheckout(quote.number),
    locale: language,
    ...(content.client.email ? { clientEmail: content.client.email } : {}),
    successUrl: `${page}?deposit=paid`,
    cancelUrl: page,
  });
  return { url: opened.url, expiresAt: opened.expiresAt };
};
