// A pending quote's public page (issue 25 point 3, docs/billing.md "Deposits and the public quote
// page"): the link its email carries (made when it is emailed, or shared by hand), which shows the
// quote to whoever holds it, lets them accept it (who and when recorded) and pay the deposit it
// asks (Stripe Checkout, purpose `deposit`: billing/deposits.ts invoices it when paid). The link is
// an invoice page's (invoice-link.ts: the same token, lookup, expiry and revocation); it stops
// opening once the quote is converted or deleted.
import type { PublicQuote, QuotePublicLink } from '@fotostudio/shared/contracts/billing/quote-page';
import { quotePagePath } from '@fotostudio/shared/billing/quote-page-address';
import { statusAt } from '@fotostudio/shared/agreements/agreement-status';
import { depositDueOnAcceptance } from '@fotostudio/shared/billing/quote-acceptance';
import { transact } from '../data/database.js';
import type { BillingDocumentItem } from '../data/entities/billing.js';
import { sentAgreementsOfQuote } from '../data/stores/agreements.js';
import { acceptPendingQuote } from '../data/stores/billing.js';
import { readPaymentsAccount } from '../data/stores/payments.js';
import { refusedAmong } from '../data/transaction.js';
import { appConfig } from '../lib/config.js';
import { DomainError } from '../lib/errors.js';
import { acceptanceStateOf, contentOfItem } from './document-content.js';
import { toBillingDocumentView } from './document-view.js';
import { toPublicLink } from './document-link.js';
import { publicDocumentBodyOf } from './public-document.js';
import { documentAnswerOf, requireDocumentItem, requireKind } from './documents.js';
import { linkIsOpen, revokeDocumentLink, shareDocumentLink, type StoredLink } from './invoice-link.js';

export const toQuotePublicLink = (link: StoredLink): QuotePublicLink => toPublicLink(link, quotePagePath);

/** Shares a pending quote's page: its open link (with the expiry asked), or a new one. */
export const shareQuoteLink = async (photographerId: string, quoteId: string, expiresOn: string | null | undefined): Promise<QuotePublicLink> => {
  const quote = await requireKind(photographerId, quoteId, 'quote');
  if (quote.status !== 'pending') throw new DomainError('billing.quote_already_converted');
  return toQuotePublicLink(await shareDocumentLink(quote, expiresOn, 'billing.quote_link_expiry_past'));
};

/** Revokes a quote's page. Answers the link as it is now (none if it never had one). */
export const revokeQuoteLink = async (photographerId: string, quoteId: string): Promise<QuotePublicLink | null> => {
  const revoked = await revokeDocumentLink(await requireKind(photographerId, quoteId, 'quote'));
  return revoked && toQuotePublicLink(revoked);
};

/** The open link a quote's email ends with (made now if it has none): its full address. */
export const quotePageUrl = async (quote: BillingDocumentItem): Promise<string> => {
  const link = linkIsOpen(quote.publicLink) ? quote.publicLink : await shareDocumentLink(quote, undefined, 'billing.quote_link_expiry_past');
  return `${appConfig().APP_URL.replace(/\/$/, '')}${quotePagePath(link.token)}`;
};

/** Whether the photographer can take the deposit online now: a connected account with charges enabled. */
const takesCharges = async (photographerId: string): Promise<boolean> => {
  const account = await readPaymentsAccount(photographerId);
  return Boolean(account?.stripeAccountId && account.chargesEnabled);
};

/**
 * The agreements a quote requires (issue 26 point 4): those the photographer made for it and
 * sent, unless withdrawn. Each must be signed before the client can accept the quote; one that
 * expired or was declined keeps the quote waiting until the photographer sends it again.
 */
const requiredAgreementsOf = async (quote: BillingDocumentItem, now: Date): Promise<PublicQuote['agreements']> =>
  (await sentAgreementsOfQuote(quote.photographerId, quote.documentId))
    .filter((item) => item.status !== 'withdrawn')
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .map((item) => ({ title: item.title, signed: statusAt(item.status, item.expiresAt, now) === 'signed' }));

/** The quote as its client sees it on the page: what its PDF prints, the deposit, and where it stands. */
export const publicQuoteOf = async (item: BillingDocumentItem): Promise<PublicQuote> => {
  const document = await documentAnswerOf(item);
  const view = toBillingDocumentView(document);
  const deposit = document.deposit ?? null;
  const depositPaid = item.depositInvoice ? { invoiceNumber: item.depositInvoice.number } : null;
  const state = acceptanceStateOf(item) ?? 'not_accepted';
  // Before acceptance it says whether accepting will ask the deposit online; after, whether it did.
  const depositOnline = state === 'not_accepted' || state === 'awaiting_deposit';
  return {
    number: document.number,
    issueDate: document.issueDate,
    validUntil: document.dueDate,
    language: view.language,
    issuer: {
      name: view.issuer.name,
      taxId: view.issuer.taxId,
      address: view.issuer.address,
      city: view.issuer.city,
      postalCode: view.issuer.postalCode,
      email: view.issuer.email ?? null,
      phone: view.issuer.phone ?? null,
    },
    client: { name: view.client.name },
    title: document.session.title,
    ...publicDocumentBodyOf(document, view),
    notes: document.notes,
    paymentConditions: document.paymentConditions,
    deposit,
    acceptedAt: item.acceptance?.at ?? null,
    state,
    depositOffline: Boolean(deposit && item.acceptance && item.acceptance.depositDue !== true),
    depositPaid,
    canPayDeposit: Boolean(deposit && !depositPaid && depositOnline && (await takesCharges(item.photographerId))),
    agreements: await requiredAgreementsOf(item, new Date()),
  };
};

/**
 * The client accepts the quote (issue 25 point 3): when, their IP address (the edge's viewer
 * address) and user agent are recorded once, while the quote is pending. Accepting again answers
 * the quote as accepted the first time. A quote that requires agreements is accepted only once
 * every one is signed (`billing.quote_agreement_unsigned`): a signed agreement never changes
 * back, so the check needs no condition in the acceptance's write.
 *
 * A quote asking a deposit, of a photographer whose account takes charges now, is accepted with
 * its deposit due online (issue 26 point 4): it stands "accepted, deposit pending" until the
 * deposit is paid (quote-acceptance.ts). Without payments nothing can be paid online: the
 * acceptance stands at once and the deposit is paid as the payment conditions say.
 */
export const acceptQuoteOfLink = async (quote: BillingDocumentItem, client: { ip: string; userAgent: string }, now = new Date()): Promise<BillingDocumentItem> => {
  if (quote.acceptance) return quote;
  if ((await requiredAgreementsOf(quote, now)).some((agreement) => !agreement.signed)) throw new DomainError('billing.quote_agreement_unsigned');
  const depositAsked = Boolean(contentOfItem(quote).deposit);
  const depositDue = depositDueOnAcceptance({ depositAsked, takesCharges: depositAsked && (await takesCharges(quote.photographerId)) });
  const acceptance = { at: now.toISOString(), ip: client.ip, userAgent: client.userAgent.slice(0, 500), depositDue };
  const outcome = await transact([acceptPendingQuote(quote.photographerId, quote.documentId, acceptance)]);
  const current = await requireDocumentItem(quote.photographerId, quote.documentId);
  if (outcome.committed || current.acceptance) return current;
  if (refusedAmong(outcome, 0)) throw new DomainError('billing.quote_link_closed');
  throw new DomainError('general.changed_meanwhile');
};
