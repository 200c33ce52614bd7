// A gallery draft's and a confirmed selection's stored JSON (functions/src/gallery/draft.ts,
// finalize.ts): the client's choices, the chosen products' names and prices as they were at
// confirmation, the price result and the images' file names. The same shapes since the
// gallery was built (only the request's size limits moved, which a stored value is not held to);
// the price's `tax` part is absent on selections confirmed before issue 22 A, and so are its
// `productLines`.
import type { GalleryChoices, GalleryPriceResult } from '../contracts/gallery.js';
import * as z from 'zod';
import { VAT_EXEMPTIONS, type VatExemption } from '../tax/invoice-totals.js';
import { INDIRECT_TAXES } from '../tax/indirect-tax.js';
import { storedJson } from './json-codec.js';

const productChoice = z.object({ productId: z.string(), variantId: z.string(), quantity: z.number() });

const choices = z.object({
  images: z.array(z.object({ imageId: z.string(), products: z.array(productChoice), comment: z.string().nullable().optional() })),
  additionalProducts: z.array(productChoice),
  fullGallerySelected: z.boolean(),
  generalComment: z.string().nullable().optional(),
});

const variantName = z.object({ name: z.string(), value: z.string(), unitPriceCents: z.number() });
/** Per product id: its name and, per variant id, the variant's name, value and unit price. */
const names = z.record(z.string(), z.object({ name: z.string(), variants: z.record(z.string(), variantName) }));

const priceLine = z.object({
  productId: z.string(),
  variantId: z.string(),
  quantity: z.number(),
  includedUnits: z.number(),
  chargedUnits: z.number(),
  unitPriceCents: z.number(),
  linePriceCents: z.number(),
});

// Its own shapes, not the gallery contract's schemas: the billing function decodes stored
// selections and carries only its own contracts (infra/test/lambda-bundles.test.ts).
const vat = z.union([
  z.object({ kind: z.literal('rate'), ratePercent: z.number() }),
  z.object({ kind: z.literal('exempt'), exemption: z.enum(Object.keys(VAT_EXEMPTIONS) as [VatExemption, ...VatExemption[]]) }),
]);

const tax = z.object({
  pricesIncludeVat: z.boolean(),
  tax: z.enum(INDIRECT_TAXES).optional(),
  rows: z.array(z.object({ vat, baseCents: z.number(), quotaCents: z.number() })),
  baseCents: z.number(),
  quotaCents: z.number(),
  totalCents: z.number(),
});

const price = z.object({
  basePriceCents: z.number(),
  fullGallerySelection: z.object({ selected: z.boolean(), priceCents: z.number() }),
  includedPhotos: z.number(),
  extraPhotoPriceCents: z.number(),
  extraPhotosCount: z.number(),
  extraImagesPriceCents: z.number(),
  imageProductsCount: z.number(),
  imageProductsPriceCents: z.number(),
  additionalProductsCount: z.number(),
  additionalProductsPriceCents: z.number(),
  /** Absent from prices confirmed before the per-session included quantities (issue 22): no line detail then. */
  productLines: z.array(priceLine).default([]),
  totalPriceCents: z.number(),
  paidCents: z.number(),
  remainingCents: z.number(),
  /** Absent on selections confirmed before issue 22 A (their prices were VAT excluded). */
  tax: tax.optional(),
});

export const storedGalleryChoices = storedJson(choices);
export const storedSelectionNames = storedJson(names);
export const storedSelectionPrice = storedJson(price);
/** Per image id, its file name. */
export const storedSelectionFileNames = storedJson(z.record(z.string(), z.string()));
/**
 * The named viewers' lists (issue 28 point 2): a draft's `viewers` and a confirmed selection's,
 * in the order the lists were started. Absent on drafts and selections from before (a draft
 * without it is one unnamed list: functions/src/gallery/holder/stored-selection.ts).
 */
export const storedViewerLists = storedJson(z.array(z.object({ viewerId: z.string(), name: z.string(), choices, savedAt: z.string() })));

// The decoded values are the contracts' own types, checked here at compile time.
const sameShape = <Stored, Contract>(check: Stored extends Contract ? (Contract extends Stored ? true : never) : never) => check;
sameShape<z.output<typeof choices>, GalleryChoices>(true);
sameShape<z.output<typeof price>, GalleryPriceResult>(true);
