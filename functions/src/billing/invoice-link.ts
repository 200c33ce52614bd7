// An issued invoice's public page (issue 25 point 2, docs/billing.md "Payments and the public
// invoice page"): the link the photographer shares (in the invoice's email, as a short URL on its
// PDF), which opens the invoice, its state and what is still due to whoever holds it. The token is
// made on first share (so invoices issued before the page get theirs the same way, lazily); it
// stops opening after its last day, when the photographer revokes it (its lookup is deleted) and
// when the invoice is cancelled (a closed page, 410); a token replaced by a new link is unknown (404).
import { invoicePagePath, type InvoicePublicLink, type PublicInvoice } from '@fotostudio/shared/contracts/billing/invoice-page';
import { todayInMadrid } from '@fotostudio/shared/dates/billing-days';
import { db, transact } from '../data/database.js';
import type { BillingDocumentItem } from '../data/entities/billing.js';
import { changeInvoiceLink, openNewInvoiceLink } from '../data/stores/invoice-payments.js';
import { linkIsOpen, toPublicLink, type StoredLink } from './document-link.js';

export { linkIsOpen, type StoredLink };
import { DomainError } from '../lib/errors.js';
import { newLinkToken } from '../share-links/link-store.js';
import { canPayOnline } from './invoice-checkout.js';
import { documentAnswerOf, findDocumentItem, requireDocumentItem, requireKind } from './documents.js';
import { qrUrlOf } from './document-pdf.js';
import { toBillingDocumentView } from './document-view.js';
import { publicDocumentBodyOf, publicPartyOf } from './public-document.js';
import { altaRecordOf } from './verifactu-records.js';


export const toInvoicePublicLink = (link: StoredLink): InvoicePublicLink => toPublicLink(link, invoicePagePath);


const checkedExpiry = (expiresOn: string | null | undefined, past: 'billing.invoice_link_expiry_past' | 'billing.quote_link_expiry_past'): string | null | undefined => {
  if (expiresOn && expiresOn <= todayInMadrid()) throw new DomainError(past);
  return expiresOn;
};

/** The link with its last day as asked (undefined: as it was; null: none). */
const withExpiry = (link: StoredLink, expiresOn: string | null | undefined): StoredLink => {
  if (expiresOn === undefined) return link;
  const { expiresOn: _previous, ...rest } = link;
  return expiresOn === null ? rest : { ...rest, expiresOn };
};

/**
 * Shares a document's page (an invoice's, or a quote's: quote-link.ts): its open link (with the
 * expiry asked, if any), or a new one when it has none or it was revoked. Two shares at once make
 * one link: the loser reads the winner's.
 */
export const shareDocumentLink = async (
  document: BillingDocumentItem,
  expiresOn: string | null | undefined,
  past: 'billing.invoice_link_expiry_past' | 'billing.quote_link_expiry_past',
): Promise<StoredLink> => {
  const expiry = checkedExpiry(expiresOn, past);
  const current = document.publicLink;
  if (current && !current.revokedAt) {
    if (expiry === undefined) return current;
    const changed = withExpiry(current, expiry);
    const outcome = await transact(changeInvoiceLink(document, changed));
    if (!outcome.committed) throw new DomainError('general.changed_meanwhile');
    return changed;
  }
  const link = withExpiry({ token: newLinkToken(), createdAt: new Date().toISOString() }, expiry ?? null);
  const outcome = await transact(openNewInvoiceLink(document, link));
  if (outcome.committed) return link;
  const now = (await requireDocumentItem(document.photographerId, document.documentId)).publicLink;
  if (now && !now.revokedAt) return now;
  throw new DomainError('general.changed_meanwhile');
};

/** Shares an invoice's page (shareDocumentLink). */
export const shareInvoiceLink = async (photographerId: string, invoiceId: string, expiresOn: string | null | undefined): Promise<InvoicePublicLink> => {
  const invoice = await requireKind(photographerId, invoiceId, 'invoice');
  if (invoice.status === 'cancelled') throw new DomainError('billing.status_invalid');
  return toInvoicePublicLink(await shareDocumentLink(invoice, expiresOn, 'billing.invoice_link_expiry_past'));
};

/** Revokes a document's page: its token opens nothing from now on. Answers the link as it is now (none if it never had one). */
export const revokeDocumentLink = async (document: BillingDocumentItem): Promise<StoredLink | null> => {
  const current = document.publicLink;
  if (!current) return null;
  if (current.revokedAt) return current;
  const revoked = { ...current, revokedAt: new Date().toISOString() };
  const outcome = await transact(changeInvoiceLink(document, revoked));
  if (!outcome.committed) throw new DomainError('general.changed_meanwhile');
  return revoked;
};

/** Revokes an invoice's page (revokeDocumentLink). */
export const revokeInvoiceLink = async (photographerId: string, invoiceId: string): Promise<InvoicePublicLink | null> => {
  const revoked = await revokeDocumentLink(await requireKind(photographerId, invoiceId, 'invoice'));
  return revoked && toInvoicePublicLink(revoked);
};

/**
 * The invoice a token opens, for the invoice link holder (http/billing/invoice-link-route.ts):
 * unknown tokens (and replaced ones) are `billing.invoice_link_invalid`; a link revoked, past its
 * last day, or of a cancelled invoice is `billing.invoice_link_closed`. Nothing but the token names the invoice.
 */
export const invoiceOfLink = async (token: string): Promise<BillingDocumentItem> => {
  const { data: key } = await db().entities.invoiceLinkKey.get({ token }).go({ consistent: true });
  if (!key) throw new DomainError('billing.invoice_link_invalid');
  const invoice = await findDocumentItem(key.photographerId, key.documentId);
  if (!invoice || invoice.kind !== 'invoice' || invoice.publicLink?.token !== token) throw new DomainError('billing.invoice_link_invalid');
  if (!linkIsOpen(invoice.publicLink) || invoice.status === 'cancelled') throw new DomainError('billing.invoice_link_closed');
  return invoice;
};

/** The invoice as its client sees it on the page: what its PDF prints, its state and what is still due. */
export const publicInvoiceOf = async (item: BillingDocumentItem): Promise<PublicInvoice> => {
  const document = await documentAnswerOf(item);
  const view = toBillingDocumentView(document);
  const record = item.verifactuSwitch !== 'off' ? await altaRecordOf(item.photographerId, item.documentId, document) : undefined;
  const { issuer, client } = view;
  return {
    number: document.number,
    issueDate: document.issueDate,
    dueDate: document.dueDate,
    language: view.language,
    issuer: { ...publicPartyOf(issuer), legalName: issuer.legalName ?? null, iban: issuer.iban ?? null, bankName: issuer.bankName ?? null },
    client: publicPartyOf(client),
    ...publicDocumentBodyOf(document, view),
    status: document.status,
    paidCents: document.paidCents,
    amountDueCents: document.amountDueCents,
    paidAt: document.paidAt,
    verifactuQrUrl: record ? qrUrlOf(record, item.documentId) : null,
    payOnline: await canPayOnline(item),
  };
};
