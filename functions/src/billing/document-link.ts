// A document's public page link (an invoice's, issue 25 point 2; a quote's, point 3), as stored on
// the document: kept apart from the pages (invoice-link.ts, quote-link.ts) so a link holder's
// resolver bundles no PDF or record code.
import { todayInMadrid } from '@fotostudio/shared/dates/billing-days';
import type { BillingDocumentItem } from '../data/entities/billing.js';

export type StoredLink = NonNullable<BillingDocumentItem['publicLink']>;

/** Whether a link opens today: not revoked, not past its last day. */
export const linkIsOpen = (link: StoredLink | undefined, today = todayInMadrid()): link is StoredLink =>
  Boolean(link && !link.revokedAt && (!link.expiresOn || link.expiresOn >= today));
