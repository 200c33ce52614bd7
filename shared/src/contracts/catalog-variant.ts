// A product's variant and usage types: the part of the catalog's contracts the gallery's share.
// A module of its own, so the gallery and sessions functions, which price with variants, do not
// build every catalog route's schemas at their cold start (catalog.ts re-exports these).
import * as z from 'zod';

export const PRODUCT_USAGE_TYPES = ['images', 'extra', 'both'] as const;
export const VARIANT_TYPES = ['size', 'custom'] as const;

export const variant = z.object({
  variantId: z.string(),
  type: z.enum(VARIANT_TYPES),
  name: z.string(),
  value: z.string(),
  priceCents: z.number(),
});
export type Variant = z.infer<typeof variant>;
