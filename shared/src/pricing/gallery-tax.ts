// What the client pays for a priced gallery selection (issue 22 A): its tax part's total, VAT
// included. A selection confirmed before prices carried their tax has none: its total is the
// one it showed then.
import type { GalleryPriceResult } from '../contracts/gallery.js';
import { remainingCents } from '../sessions/session-finance.js';

export const clientTotalCents = (price: Pick<GalleryPriceResult, 'totalPriceCents' | 'tax'>): number => price.tax?.totalCents ?? price.totalPriceCents;

/** What is left to pay of the client's total. */
export const clientRemainingCents = (price: Pick<GalleryPriceResult, 'totalPriceCents' | 'tax' | 'paidCents'>): number =>
  remainingCents({ totalPriceCents: clientTotalCents(price), paidCents: price.paidCents });
