// What is left for the client to pay of a priced gallery selection (issue 22 A): the total is
// confirmedTotalCents (shared/src/sessions/session-finance.ts), VAT included.
import type { GalleryPriceResult } from '../contracts/gallery.js';
import { confirmedTotalCents, remainingCents } from '../sessions/session-finance.js';

/** What is left to pay of the client's total. */
export const clientRemainingCents = (price: Pick<GalleryPriceResult, 'totalPriceCents' | 'tax' | 'paidCents'>): number =>
  remainingCents({ totalPriceCents: confirmedTotalCents(price), paidCents: price.paidCents });
