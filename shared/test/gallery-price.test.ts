import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { galleryChoices } from '../src/contracts/gallery.js';
import type { GalleryProductChoice } from '../src/contracts/gallery-price.js';
import {
  galleryExtrasCents,
  galleryPrice,
  type GalleryPrice,
  type GalleryPriceInput,
  type GalleryPriceTerms,
  type GalleryTaxTerms,
  type GallerySelection,
  type PricedProduct,
} from '../src/pricing/gallery-price.js';

const idOf = (n: number): string => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const PRINT = idOf(1);
const PRINT_13X18 = idOf(11);
const PRINT_20X30 = idOf(12);
const ALBUM = idOf(2);
const ALBUM_30X30 = idOf(21);
const USB = idOf(3);
const USB_32GB = idOf(31);

const catalog: PricedProduct[] = [
  {
    productId: PRINT,
    usageType: 'images',
    variants: [
      { variantId: PRINT_13X18, priceCents: 1500 },
      { variantId: PRINT_20X30, priceCents: 2500 },
    ],
  },
  { productId: ALBUM, usageType: 'extra', variants: [{ variantId: ALBUM_30X30, priceCents: 14000 }] },
  { productId: USB, usageType: 'both', variants: [{ variantId: USB_32GB, priceCents: 3000 }] },
];

/** 1,500.00 € with 100 photos included and 5.00 € per extra photo; full gallery offered at 600.00 €. */
const weddingTerms: GalleryPriceTerms = {
  priceCents: 150_000,
  includedPhotos: 100,
  extraPhotoPriceCents: 500,
  allowFullGallery: true,
  fullGalleryPriceCents: 60_000,
  includedProducts: [],
  forSaleProductIds: [PRINT, ALBUM, USB],
};

/** The billing settings' default: 21 % added on top of the prices (as every price was before issue 22). */
const vatExcluded21: GalleryTaxTerms = { pricesIncludeVat: false, vat: { kind: 'rate', ratePercent: 21 } };

const images = (count: number, products: GalleryProductChoice[] = []) =>
  Array.from({ length: count }, (_, i) => ({ imageId: idOf(1000 + i), products }));

const selection = (overrides: Partial<GallerySelection> = {}): GallerySelection => ({
  images: [],
  additionalProducts: [],
  fullGallerySelected: false,
  ...overrides,
});

const input = (overrides: Partial<GalleryPriceInput> = {}): GalleryPriceInput => ({
  terms: weddingTerms,
  products: catalog,
  selection: selection(),
  paidCents: 0,
  tax: vatExcluded21,
  ...overrides,
});

const priced = (value: GalleryPriceInput): GalleryPrice => {
  const result = galleryPrice(value);
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.refusal)}`);
  return result.price;
};

describe('galleryPrice worked examples', () => {
  it('charges the photos beyond the included ones at the extra photo price', () => {
    const price = priced(input({ selection: selection({ images: images(120) }), paidCents: 50_000 }));
    expect(price).toEqual({
      basePriceCents: 150_000,
      fullGallerySelection: { selected: false, priceCents: 0 },
      includedPhotos: 100,
      extraPhotoPriceCents: 500,
      extraPhotosCount: 20,
      extraImagesPriceCents: 10_000,
      imageProductsCount: 0,
      imageProductsPriceCents: 0,
      additionalProductsCount: 0,
      additionalProductsPriceCents: 0,
      productLines: [],
      totalPriceCents: 160_000,
      paidCents: 50_000,
      remainingCents: 110_000,
      // 1,500.00 + 100.00 VAT excluded: 21 % on each line (315.00 + 21.00) on top.
      tax: {
        pricesIncludeVat: false,
        rows: [{ vat: { kind: 'rate', ratePercent: 21 }, baseCents: 160_000, quotaCents: 33_600 }],
        baseCents: 160_000,
        quotaCents: 33_600,
        totalCents: 193_600,
      },
    });
  });

  it('charges nothing extra up to the included photos', () => {
    const price = priced(input({ selection: selection({ images: images(100) }) }));
    expect(price.extraPhotosCount).toBe(0);
    expect(price.totalPriceCents).toBe(150_000);
  });

  it('adds products chosen on images and additional products at their variant prices', () => {
    const price = priced(
      input({
        selection: selection({
          images: [
            ...images(119),
            {
              imageId: idOf(5000),
              products: [
                { productId: PRINT, variantId: PRINT_13X18, quantity: 2 },
                { productId: PRINT, variantId: PRINT_20X30, quantity: 1 },
              ],
            },
          ],
          additionalProducts: [
            { productId: ALBUM, variantId: ALBUM_30X30, quantity: 1 },
            { productId: USB, variantId: USB_32GB, quantity: 2 },
          ],
        }),
      }),
    );
    expect(price.extraImagesPriceCents).toBe(10_000);
    expect(price.imageProductsCount).toBe(3);
    expect(price.imageProductsPriceCents).toBe(2 * 1500 + 2500);
    expect(price.additionalProductsCount).toBe(3);
    expect(price.additionalProductsPriceCents).toBe(14_000 + 2 * 3000);
    expect(price.totalPriceCents).toBe(150_000 + 10_000 + 5500 + 20_000);
  });

  it('includes a quantity of each included variant for the whole session, not one per photo: three frames on three photos with one included charges two', () => {
    const terms: GalleryPriceTerms = { ...weddingTerms, includedProducts: [{ productId: PRINT, variants: [{ variantId: PRINT_20X30, quantity: 1 }] }] };
    const frame = { productId: PRINT, variantId: PRINT_20X30, quantity: 1 };
    const price = priced(input({ terms, selection: selection({ images: [1, 2, 3].map((n) => ({ imageId: idOf(n), products: [frame] })) }) }));
    expect(price.imageProductsCount).toBe(3);
    expect(price.imageProductsPriceCents).toBe(2 * 2500);
    expect(price.productLines).toEqual([
      { productId: PRINT, variantId: PRINT_20X30, quantity: 3, includedUnits: 1, chargedUnits: 2, unitPriceCents: 2500, linePriceCents: 5000 },
    ]);
    expect(price.totalPriceCents).toBe(150_000 + 5000);
  });

  it('uses the included units wherever they are chosen, photos first, and details every line', () => {
    const terms: GalleryPriceTerms = {
      ...weddingTerms,
      forSaleProductIds: [],
      includedProducts: [
        { productId: PRINT, variants: [{ variantId: PRINT_13X18, quantity: 10 }] },
        { productId: ALBUM, variants: [{ variantId: ALBUM_30X30, quantity: 1 }] },
        { productId: USB, variants: [{ variantId: USB_32GB, quantity: 2 }] },
      ],
    };
    const price = priced(
      input({
        terms,
        selection: selection({
          images: [
            { imageId: idOf(1), products: [{ productId: PRINT, variantId: PRINT_13X18, quantity: 8 }, { productId: USB, variantId: USB_32GB, quantity: 1 }] },
            { imageId: idOf(2), products: [{ productId: PRINT, variantId: PRINT_13X18, quantity: 4 }] },
            // Not included: the package names the 13x18 variant only.
            { imageId: idOf(3), products: [{ productId: PRINT, variantId: PRINT_20X30, quantity: 1 }] },
          ],
          additionalProducts: [
            { productId: ALBUM, variantId: ALBUM_30X30, quantity: 2 },
            { productId: USB, variantId: USB_32GB, quantity: 2 },
          ],
        }),
      }),
    );
    expect(price.productLines).toEqual([
      { productId: PRINT, variantId: PRINT_13X18, quantity: 12, includedUnits: 10, chargedUnits: 2, unitPriceCents: 1500, linePriceCents: 3000 },
      { productId: USB, variantId: USB_32GB, quantity: 3, includedUnits: 2, chargedUnits: 1, unitPriceCents: 3000, linePriceCents: 3000 },
      { productId: PRINT, variantId: PRINT_20X30, quantity: 1, includedUnits: 0, chargedUnits: 1, unitPriceCents: 2500, linePriceCents: 2500 },
      { productId: ALBUM, variantId: ALBUM_30X30, quantity: 2, includedUnits: 1, chargedUnits: 1, unitPriceCents: 14_000, linePriceCents: 14_000 },
    ]);
    expect(price.imageProductsCount).toBe(14);
    // The USB's two included units went to the photo's one and the first additional one.
    expect(price.imageProductsPriceCents).toBe(2 * 1500 + 2500);
    expect(price.additionalProductsCount).toBe(4);
    expect(price.additionalProductsPriceCents).toBe(14_000 + 3000);
    expect(price.totalPriceCents).toBe(150_000 + 5500 + 17_000);
  });

  it('offers only the included products and those for sale in the gallery', () => {
    const terms: GalleryPriceTerms = {
      ...weddingTerms,
      includedProducts: [{ productId: ALBUM, variants: [{ variantId: ALBUM_30X30, quantity: 1 }] }],
      forSaleProductIds: [USB],
    };
    const print = { productId: PRINT, variantId: PRINT_13X18, quantity: 1 };
    expect(galleryPrice(input({ terms, selection: selection({ images: [{ imageId: idOf(1), products: [print] }] }) }))).toEqual({
      ok: false,
      refusal: { code: 'gallery.product_not_offered', productId: PRINT, variantId: PRINT_13X18 },
    });
    const offered = priced(
      input({
        terms,
        selection: selection({
          additionalProducts: [
            { productId: ALBUM, variantId: ALBUM_30X30, quantity: 1 },
            { productId: USB, variantId: USB_32GB, quantity: 1 },
          ],
        }),
      }),
    );
    expect(offered.additionalProductsPriceCents).toBe(3000);
  });

  it('replaces the extra photos with the full-gallery price, keeping the base price and the products', () => {
    const withMany = priced(
      input({
        selection: selection({
          images: images(120),
          fullGallerySelected: true,
          additionalProducts: [{ productId: ALBUM, variantId: ALBUM_30X30, quantity: 1 }],
        }),
        paidCents: 150_000,
      }),
    );
    expect(withMany.fullGallerySelection).toEqual({ selected: true, priceCents: 60_000 });
    expect(withMany.extraPhotosCount).toBe(0);
    expect(withMany.extraImagesPriceCents).toBe(0);
    expect(withMany.totalPriceCents).toBe(150_000 + 60_000 + 14_000);
    expect(withMany.remainingCents).toBe(74_000);
    const withFew = priced(
      input({
        selection: selection({
          images: images(3),
          fullGallerySelected: true,
          additionalProducts: [{ productId: ALBUM, variantId: ALBUM_30X30, quantity: 1 }],
        }),
      }),
    );
    expect(withFew.totalPriceCents).toBe(withMany.totalPriceCents);
  });

  it('refuses the full gallery when the package does not offer it', () => {
    const result = galleryPrice(
      input({ terms: { ...weddingTerms, allowFullGallery: false }, selection: selection({ fullGallerySelected: true }) }),
    );
    expect(result).toEqual({ ok: false, refusal: { code: 'gallery.full_gallery_unavailable' } });
  });

  it('keeps remaining exact when the client paid more than the selection costs', () => {
    expect(priced(input({ paidCents: 200_000 })).remainingCents).toBe(-50_000);
  });

  it('refuses unknown products and variants instead of pricing them at 0', () => {
    const unknownVariant = { productId: PRINT, variantId: idOf(99), quantity: 1 };
    expect(galleryPrice(input({ selection: selection({ images: [{ imageId: idOf(1), products: [unknownVariant] }] }) }))).toEqual({
      ok: false,
      refusal: { code: 'gallery.product_unavailable', productId: PRINT, variantId: idOf(99) },
    });
    const unknownProduct = { productId: idOf(98), variantId: PRINT_13X18, quantity: 1 };
    expect(galleryPrice(input({ selection: selection({ additionalProducts: [unknownProduct] }) }))).toMatchObject({
      ok: false,
      refusal: { code: 'gallery.product_unavailable' },
    });
  });

  it('refuses a product chosen for a use its usage type does not offer', () => {
    const album = { productId: ALBUM, variantId: ALBUM_30X30, quantity: 1 };
    expect(galleryPrice(input({ selection: selection({ images: [{ imageId: idOf(1), products: [album] }] }) }))).toMatchObject({
      ok: false,
      refusal: { code: 'gallery.product_not_for_images', productId: ALBUM },
    });
    const print = { productId: PRINT, variantId: PRINT_13X18, quantity: 1 };
    expect(galleryPrice(input({ selection: selection({ additionalProducts: [print] }) }))).toMatchObject({
      ok: false,
      refusal: { code: 'gallery.product_not_for_extras', productId: PRINT },
    });
  });

  it('refuses a total beyond exact integers instead of rounding it', () => {
    const result = galleryPrice(
      input({
        terms: { ...weddingTerms, priceCents: Number.MAX_SAFE_INTEGER - 100 },
        selection: selection({ additionalProducts: [{ productId: USB, variantId: USB_32GB, quantity: 1 }] }),
      }),
    );
    expect(result).toEqual({ ok: false, refusal: { code: 'gallery.amount_too_large' } });
  });

  it('throws on amounts the edge contracts would never let through', () => {
    expect(() => galleryPrice(input({ paidCents: 10.5 }))).toThrow(RangeError);
    expect(() => galleryPrice(input({ terms: { ...weddingTerms, extraPhotoPriceCents: -1 } }))).toThrow(RangeError);
    const half = { productId: USB, variantId: USB_32GB, quantity: 0.5 };
    expect(() => galleryPrice(input({ selection: selection({ additionalProducts: [half] }) }))).toThrow(RangeError);
    expect(() => galleryPrice(input({ selection: selection({ images: [...images(1), ...images(1)] }) }))).toThrow(RangeError);
  });
});

describe('galleryChoices', () => {
  const valid = {
    images: [{ imageId: idOf(1), products: [{ productId: PRINT, variantId: PRINT_13X18, quantity: 2 }] }],
    additionalProducts: [{ productId: ALBUM, variantId: ALBUM_30X30, quantity: 1 }],
    fullGallerySelected: false,
    generalComment: null,
  };

  it('accepts a selection of images, products and the full-gallery choice, ready to be priced', () => {
    const parsed = galleryChoices.parse(valid);
    expect(priced(input({ selection: parsed })).totalPriceCents).toBe(150_000 + 2 * 1500 + 14_000);
  });

  it('refuses an image selected twice, a quantity below one, a non-canonical id and unknown fields', () => {
    expect(galleryChoices.safeParse({ ...valid, images: [...valid.images, ...valid.images] }).success).toBe(false);
    const zero = [{ productId: ALBUM, variantId: ALBUM_30X30, quantity: 0 }];
    expect(galleryChoices.safeParse({ ...valid, additionalProducts: zero }).success).toBe(false);
    const upperCase = [{ imageId: 'ABCDEF00-0000-4000-8000-000000000001', products: [] }];
    expect(galleryChoices.safeParse({ ...valid, images: upperCase }).success).toBe(false);
    expect(galleryChoices.safeParse({ ...valid, priceCents: 1 }).success).toBe(false);
  });
});

// Property tests: arbitrary catalogs, package terms and selections that the edge would accept.

const productArb: fc.Arbitrary<PricedProduct> = fc.record({
  productId: fc.uuid(),
  usageType: fc.constantFrom('images' as const, 'extra' as const, 'both' as const),
  variants: fc.uniqueArray(fc.record({ variantId: fc.uuid(), priceCents: fc.integer({ min: 0, max: 1_000_000 }) }), {
    minLength: 1,
    maxLength: 3,
    selector: (variant) => variant.variantId,
  }),
});

interface Scenario {
  input: GalleryPriceInput;
  /** Another image with products valid for this catalog, not yet selected. */
  spareImage: GallerySelection['images'][number];
}

const scenarioArb: fc.Arbitrary<Scenario> = fc
  .uniqueArray(productArb, { maxLength: 5, selector: (product) => product.productId })
  .chain((products) => {
    const pairs = products.flatMap((p) => p.variants.map((v) => ({ productId: p.productId, variantId: v.variantId, usageType: p.usageType })));
    const choicesFrom = (usable: typeof pairs): fc.Arbitrary<GalleryProductChoice[]> =>
      usable.length === 0
        ? fc.constant([])
        : fc.array(
            fc
              .record({ pair: fc.constantFrom(...usable), quantity: fc.integer({ min: 1, max: 5 }) })
              .map(({ pair, quantity }) => ({ productId: pair.productId, variantId: pair.variantId, quantity })),
            { maxLength: 3 },
          );
    const imageArb = fc.record({ imageId: fc.uuid(), products: choicesFrom(pairs.filter((p) => p.usageType !== 'extra')) });
    const includedArb = fc
      .subarray(pairs)
      .chain((chosen) => fc.tuple(fc.constant(chosen), fc.array(fc.integer({ min: 1, max: 8 }), { minLength: chosen.length, maxLength: chosen.length })))
      .map(([chosen, quantities]) =>
        [...new Set(chosen.map((p) => p.productId))].map((productId) => ({
          productId,
          variants: chosen.flatMap((p, index) => (p.productId === productId ? [{ variantId: p.variantId, quantity: quantities[index] ?? 1 }] : [])),
        })),
      );
    const termsArb: fc.Arbitrary<GalleryPriceTerms> = fc.record({
      priceCents: fc.integer({ min: 1, max: 100_000_000 }),
      includedPhotos: fc.integer({ min: 0, max: 40 }),
      extraPhotoPriceCents: fc.integer({ min: 0, max: 100_000 }),
      allowFullGallery: fc.boolean(),
      fullGalleryPriceCents: fc.option(fc.integer({ min: 1, max: 100_000_000 }), { nil: null }),
      includedProducts: includedArb,
      forSaleProductIds: fc.constant(products.map((p) => p.productId)),
    });
    return fc
      .record({
        terms: termsArb,
        // `size: 'max'`: fast-check's default size would keep selections below about 10 images, under most packages' included photos.
        images: fc.uniqueArray(imageArb, { maxLength: 60, size: 'max', selector: (image) => image.imageId }),
        additionalProducts: choicesFrom(pairs.filter((p) => p.usageType !== 'images')),
        wantsFullGallery: fc.boolean(),
        paidCents: fc.integer({ min: 0, max: 300_000_000 }),
        tax: fc.record({
          pricesIncludeVat: fc.boolean(),
          vat: fc.constantFrom(21, 10, 4, 0).map((ratePercent) => ({ kind: 'rate' as const, ratePercent: ratePercent as 21 | 10 | 4 | 0 })),
        }),
        spareImage: imageArb,
      })
      .filter(({ images, spareImage }) => images.every((image) => image.imageId !== spareImage.imageId))
      .map(({ terms, images, additionalProducts, wantsFullGallery, paidCents, tax, spareImage }) => ({
        input: {
          terms,
          products,
          selection: {
            images,
            additionalProducts,
            fullGallerySelected: wantsFullGallery && terms.allowFullGallery && terms.fullGalleryPriceCents !== null,
          },
          paidCents,
          tax,
        },
        spareImage,
      }));
  });

const withSelection = (value: GalleryPriceInput, changes: Partial<GallerySelection>): GalleryPriceInput => ({
  ...value,
  selection: { ...value.selection, ...changes },
});

const moneyParts = (price: GalleryPrice): number[] => [
  price.basePriceCents,
  price.fullGallerySelection.priceCents,
  price.extraImagesPriceCents,
  price.imageProductsPriceCents,
  price.additionalProductsPriceCents,
];

const pairOf = ({ productId, variantId }: { productId: string; variantId: string }) => `${productId}/${variantId}`;

describe('galleryPrice properties', () => {
  it('includes, per (product, variant), min(chosen, included quantity) units for the whole session, and its lines make the products\' price', () => {
    fc.assert(
      fc.property(scenarioArb, ({ input: value }) => {
        const price = priced(value);
        const chosen = new Map<string, number>();
        for (const choice of [...value.selection.images.flatMap((image) => image.products), ...value.selection.additionalProducts]) {
          chosen.set(pairOf(choice), (chosen.get(pairOf(choice)) ?? 0) + choice.quantity);
        }
        const included = new Map(value.terms.includedProducts.flatMap((p) => p.variants.map((v) => [pairOf({ productId: p.productId, variantId: v.variantId }), v.quantity] as const)));
        expect(new Map(price.productLines.map((line) => [pairOf(line), line.quantity]))).toEqual(chosen);
        for (const line of price.productLines) {
          expect(line.includedUnits).toBe(Math.min(line.quantity, included.get(pairOf(line)) ?? 0));
          expect(line.chargedUnits).toBe(line.quantity - line.includedUnits);
          expect(line.linePriceCents).toBe(line.chargedUnits * line.unitPriceCents);
        }
        const lineSum = price.productLines.reduce((sum, line) => sum + line.linePriceCents, 0);
        expect(lineSum).toBe(price.imageProductsPriceCents + price.additionalProductsPriceCents);
      }),
    );
  });

  it('prices every selection the edge accepts, and its total is the sum of its parts', () => {
    fc.assert(
      fc.property(scenarioArb, ({ input: value }) => {
        const price = priced(value);
        expect(price.totalPriceCents).toBe(moneyParts(price).reduce((a, b) => a + b, 0));
      }),
    );
  });

  it('never has a negative part or count, and every figure is an exact integer', () => {
    fc.assert(
      fc.property(scenarioArb, ({ input: value }) => {
        const price = priced(value);
        const counts = [price.extraPhotosCount, price.imageProductsCount, price.additionalProductsCount, price.includedPhotos];
        for (const part of [...moneyParts(price), ...counts, price.totalPriceCents, price.paidCents]) {
          expect(part).toBeGreaterThanOrEqual(0);
        }
        for (const figure of [...moneyParts(price), ...counts, price.totalPriceCents, price.paidCents, price.remainingCents]) {
          expect(Number.isSafeInteger(figure)).toBe(true);
        }
      }),
    );
  });

  it('charges max(0, selected - included) extra photos at the extra photo price without the full gallery', () => {
    fc.assert(
      fc.property(scenarioArb, ({ input: value }) => {
        fc.pre(!value.selection.fullGallerySelected);
        const price = priced(value);
        const extra = Math.max(0, value.selection.images.length - value.terms.includedPhotos);
        expect(price.extraPhotosCount).toBe(extra);
        expect(price.extraImagesPriceCents).toBe(extra * value.terms.extraPhotoPriceCents);
        expect(price.fullGallerySelection).toEqual({ selected: false, priceCents: 0 });
      }),
    );
  });

  it('never lowers the total when one more image is selected', () => {
    fc.assert(
      fc.property(scenarioArb, ({ input: value, spareImage }) => {
        const before = priced(value).totalPriceCents;
        const after = priced(withSelection(value, { images: [...value.selection.images, spareImage] })).totalPriceCents;
        expect(after).toBeGreaterThanOrEqual(before);
      }),
    );
  });

  it('with the full gallery, the total does not depend on how many images are selected', () => {
    fc.assert(
      fc.property(scenarioArb, fc.integer({ min: 0, max: 80 }), ({ input: value }, bareCount) => {
        fc.pre(value.selection.fullGallerySelected);
        const withProducts = value.selection.images.filter((image) => image.products.length > 0);
        const bare = Array.from({ length: bareCount }, (_, i) => ({ imageId: `bare-${i}`, products: [] }));
        const price = priced(value);
        const other = priced(withSelection(value, { images: [...withProducts, ...bare] }));
        expect(other.totalPriceCents).toBe(price.totalPriceCents);
        expect(price.extraPhotosCount).toBe(0);
        expect(price.fullGallerySelection).toEqual({ selected: true, priceCents: value.terms.fullGalleryPriceCents });
      }),
    );
  });

  it('never raises the total by including products in the package', () => {
    fc.assert(
      fc.property(scenarioArb, ({ input: value }) => {
        const withoutIncluded = priced({ ...value, terms: { ...value.terms, includedProducts: [] } });
        expect(priced(value).totalPriceCents).toBeLessThanOrEqual(withoutIncluded.totalPriceCents);
      }),
    );
  });

  it('leaves remaining = total - paid', () => {
    fc.assert(
      fc.property(scenarioArb, ({ input: value }) => {
        const price = priced(value);
        expect(price.paidCents).toBe(value.paidCents);
        expect(price.remainingCents).toBe(price.totalPriceCents - value.paidCents);
      }),
    );
  });

  it('does not depend on the order of images and product lines', () => {
    const shuffledArb = scenarioArb.chain(({ input: value }) => {
      const { images, additionalProducts } = value.selection;
      const shuffle = <T>(items: readonly T[]) => fc.shuffledSubarray([...items], { minLength: items.length, maxLength: items.length });
      return fc.record({
        value: fc.constant(value),
        images: fc
          .tuple(shuffle(images), fc.tuple(...images.map((image) => shuffle(image.products))))
          .map(([order, productOrders]) =>
            order.map((image) => ({ ...image, products: productOrders[images.indexOf(image)] ?? [] })),
          ),
        additionalProducts: shuffle(additionalProducts),
      });
    });
    fc.assert(
      fc.property(shuffledArb, ({ value, images, additionalProducts }) => {
        // The lines come in the order first chosen: the same lines, in any order.
        const unordered = (price: GalleryPrice) => ({ ...price, productLines: [...price.productLines].sort((a, b) => pairOf(a).localeCompare(pairOf(b))) });
        expect(unordered(priced(withSelection(value, { images, additionalProducts })))).toEqual(unordered(priced(value)));
      }),
    );
  });

  it('refuses a selection naming a variant the catalog no longer has, never pricing it at 0', () => {
    fc.assert(
      fc.property(scenarioArb, ({ input: value }) => {
        const chosen = [...value.selection.images.flatMap((image) => image.products), ...value.selection.additionalProducts];
        const gone = chosen[0];
        fc.pre(gone !== undefined);
        const products = value.products.map((p) => ({ ...p, variants: p.variants.filter((v) => v.variantId !== gone.variantId) }));
        const result = galleryPrice({ ...value, products });
        expect(result.ok).toBe(false);
        if (!result.ok) expect(result.refusal.code).toBe('gallery.product_unavailable');
      }),
    );
  });

describe('galleryExtrasCents (issue 25 point 4: what the client pays in the gallery)', () => {
  const extrasOf = (input: GalleryPriceInput): number => {
    const result = galleryPrice(input);
    if (!result.ok) throw new Error(result.refusal.code);
    return galleryExtrasCents(input, result.price);
  };
  const input = (over: Partial<GalleryPriceInput> = {}): GalleryPriceInput => ({
    terms: weddingTerms,
    products: catalog,
    selection: selection(),
    paidCents: 0,
    tax: vatExcluded21,
    ...over,
  });

  it('is zero while the choices stay within the package', () => {
    expect(extrasOf(input({ selection: selection({ images: images(100) }) }))).toBe(0);
    const included = { ...weddingTerms, includedProducts: [{ productId: ALBUM, variants: [{ variantId: ALBUM_30X30, quantity: 1 }] }], forSaleProductIds: [PRINT, USB] };
    expect(extrasOf(input({ terms: included, selection: selection({ additionalProducts: [{ productId: ALBUM, variantId: ALBUM_30X30, quantity: 1 }] }) }))).toBe(0);
  });

  it('is the extra photos and charged products, VAT included, as the total shows them', () => {
    const chosen = selection({ images: images(103, []), additionalProducts: [{ productId: ALBUM, variantId: ALBUM_30X30, quantity: 1 }] });
    // 3 x 5.00 + 140.00 = 155.00 € plus 21 %: 187.55 €.
    expect(extrasOf(input({ selection: chosen }))).toBe(18_755);
    // Prices entered VAT included: the extras are what was entered.
    expect(extrasOf(input({ selection: chosen, tax: { ...vatExcluded21, pricesIncludeVat: true } }))).toBe(15_500);
    expect(extrasOf(input({ selection: selection({ images: images(10), fullGallerySelected: true }) }))).toBe(72_600);
  });

  it('is always the total less what the package alone costs, to the cent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 120 }), fc.integer({ min: 0, max: 5 }), fc.boolean(), fc.integer({ min: 1, max: 999_999 }), (count, albums, included, base) => {
        const terms = { ...weddingTerms, priceCents: base };
        const tax = { ...vatExcluded21, pricesIncludeVat: included };
        const chosen = selection({ images: images(count), additionalProducts: albums ? [{ productId: ALBUM, variantId: ALBUM_30X30, quantity: albums }] : [] });
        const withChoices = galleryPrice(input({ terms, tax, selection: chosen }));
        const alone = galleryPrice(input({ terms, tax }));
        if (!withChoices.ok || !alone.ok) throw new Error('refused');
        expect(galleryExtrasCents(input({ terms, tax, selection: chosen }), withChoices.price)).toBe(withChoices.price.tax.totalCents - alone.price.tax.totalCents);
      }),
    );
  });
});
});
