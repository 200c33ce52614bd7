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

/** What the client has paid beyond the total (a balance in their favour), 0 when none. */
export const clientBalanceCents = (finance: Pick<FinanceAmounts, 'totalPriceCents' | 'paidCents'>): number => Math.max(0, finance.paidCents - finance.totalPriceCents);

/** The parts of a confirmed selection's price the session's finance takes. */
export interface ConfirmedPrice {
  totalPriceCents: number;
  extraPhotosCount: number;
  imageProductsPriceCents: number;
  additionalProductsPriceCents: number;
  fullGallerySelection: { priceCents: number };
  /** Absent on selections confirmed before prices carried their tax (issue 22 A). */
  tax?: { totalCents: number } | null | undefined;
}

/**
 * What the client pays for a priced selection, the total the session's finance and the quote
 * take: its tax part's total, VAT included. A selection confirmed before prices carried their
 * tax has none: its total is the one it showed then.
 */
export const confirmedTotalCents = (price: Pick<ConfirmedPrice, 'totalPriceCents' | 'tax'>): number => price.tax?.totalCents ?? price.totalPriceCents;

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
