// Catalog bodies the API tests share.

/** A package body with no products, for tests that add their own. */
export const basePackage = {
  name: 'Boda',
  priceCents: 150000,
  includedPhotos: 100,
  extraPhotoPriceCents: 500,
  includedProducts: [] as { productId: string; variants: { variantId: string; quantity: number }[] }[],
  forSaleProductIds: [] as string[],
  watermark: false,
  allowDownload: true,
  active: true,
  allowFullGallery: false,
  delivery: 'originals',
};

/** A product usable per image and as an extra, with two sizes. */
export const productBody = (name: string) => ({
  name,
  usageType: 'both',
  variants: [
    { type: 'size', name: 'Tamaño', value: '20x20', priceCents: 9000 },
    { type: 'size', name: 'Tamaño', value: '30x30', priceCents: 14000 },
  ],
});
