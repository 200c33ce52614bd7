// A document's public page link (an invoice's, issue 25 point 2; a quote's, point 3), as stored on
// the document: kept apart from the pages (invoice-link.ts, quote-link.ts) so a link holder's
// resolver bundles no PDF or record code.
import { todayInMadrid } from '@fotostudio/shared/dates/billing-days';
import type { InvoicePublicLink } from '@fotostudio/shared/contracts/billing/invoice-page';
import type { BillingDocumentItem } from '../data/entities/billing.js';

export type StoredLink = NonNullable<BillingDocumentItem['publicLink']>;

/** Whether a link opens today: not revoked, not past its last day. */
export const linkIsOpen = (link: StoredLink | undefined, today = todayInMadrid()): link is StoredLink =>
  Boolean(link && !link.revokedAt && (!link.expiresOn || link.expiresOn >= today));

/** A link as the photographer's app sees it, at the page's path (`pathOf`: the invoice's `/f/…`, the quote's `/p/…`). */
export const toPublicLink = (link: StoredLink, pathOf: (token: string) => string): InvoicePublicLink => ({
  token: link.token,
  path: pathOf(link.token),
  createdAt: link.createdAt,
  expiresOn: link.expiresOn ?? null,
  revokedAt: link.revokedAt ?? null,
});
