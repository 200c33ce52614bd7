// Session finance arithmetic (spec section 3 "Session finance"): integer cents, remaining is
// total minus paid.

export interface FinanceAmounts {
  basePriceCents: number;
  totalPriceCents: number;
  paidCents: number;
}

export const remainingCents = (finance: Pick<FinanceAmounts, 'totalPriceCents' | 'paidCents'>): number =>
  finance.totalPriceCents - finance.paidCents;

/** A new session's finance: the total defaults to the package price, an empty paid amount to 0. */
export const initialFinance = (
  basePriceCents: number,
  input: { totalPriceCents?: number | undefined; paidCents?: number | undefined } = {},
): FinanceAmounts => ({
  basePriceCents,
  totalPriceCents: input.totalPriceCents ?? basePriceCents,
  paidCents: input.paidCents ?? 0,
});

/** True when a paid amount may be saved against a total (spec: a valid, positive number not above the total). */
export const paidIsValid = (paidCents: number, totalPriceCents: number): boolean =>
  Number.isInteger(paidCents) && paidCents >= 0 && paidCents <= totalPriceCents;

/** The parts of a confirmed selection's price the session's finance takes. */
export interface ConfirmedPrice {
  totalPriceCents: number;
  extraPhotosCount: number;
  imageProductsPriceCents: number;
  additionalProductsPriceCents: number;
  fullGallerySelection: { priceCents: number };
}

/** The total the client confirmed: what the session's finance and the quote take as the total. */
export const confirmedTotalCents = (price: Pick<ConfirmedPrice, 'totalPriceCents'>): number => price.totalPriceCents;

/**
 * The finance fields a confirmed selection sets (docs/gallery.md, "The session's finance"):
 * the total, the extra photos, the products (on images and additional) and the complete
 * gallery's price. The base price and what was paid are not the selection's and stay.
 */
export const financeOfConfirmedPrice = (price: ConfirmedPrice) => ({
  totalPriceCents: confirmedTotalCents(price),
  extraPhotos: price.extraPhotosCount,
  additionalProductsCents: price.imageProductsPriceCents + price.additionalProductsPriceCents,
  completeGalleryPriceCents: price.fullGallerySelection.priceCents,
});
