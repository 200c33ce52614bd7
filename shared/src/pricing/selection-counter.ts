// The selection's counter (issue 28 point 2): how many photos are chosen against what the
// package includes, the extras and what they add, and whether one more may be chosen. The
// gallery's live counter and `galleryPrice` both count with it, so the two never disagree.

/**
 * What a package does beyond its included photos: the client may choose more and pays each
 * extra (`paidExtras`, every package before), or cannot choose more (`hardLimit`).
 */
export const SELECTION_RULES = ['paidExtras', 'hardLimit'] as const;
export type SelectionRule = (typeof SELECTION_RULES)[number];

export interface CounterTerms {
  includedPhotos: number;
  extraPhotoPriceCents: number;
  /** Absent: `paidExtras` (every package before the rule existed). */
  selectionRule?: SelectionRule | undefined;
}

export interface SelectionCounter {
  chosen: number;
  included: number;
  /** Photos beyond the included ones that are charged (none with the full gallery). */
  extra: number;
  /** What the extras add at the package's extra photo price (the price's `extraImagesPriceCents`). */
  extraPriceCents: number;
  /** The most photos the client may choose; null when extras are sold. */
  limit: number | null;
  /** Photos to remove before the selection can be confirmed (a limit set after they were chosen). */
  overLimit: number;
  /** False when one more photo would go beyond the limit. */
  canAddPhoto: boolean;
}

export const selectionCounter = (terms: CounterTerms, selection: { images: readonly unknown[]; fullGallerySelected: boolean }): SelectionCounter => {
  const chosen = selection.images.length;
  const full = selection.fullGallerySelected;
  // The full gallery includes every photo: no extra is charged and no limit applies.
  const limit = terms.selectionRule === 'hardLimit' && !full ? terms.includedPhotos : null;
  const extra = full || limit !== null ? 0 : Math.max(0, chosen - terms.includedPhotos);
  return {
    chosen,
    included: terms.includedPhotos,
    extra,
    extraPriceCents: extra * terms.extraPhotoPriceCents,
    limit,
    overLimit: limit === null ? 0 : Math.max(0, chosen - limit),
    canAddPhoto: limit === null || chosen < limit,
  };
};
