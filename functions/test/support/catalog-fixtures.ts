// A package body with no products, for tests that add their own.
export const basePackage = {
  name: 'Boda',
  priceCents: 150000,
  includedPhotos: 100,
  extraPhotoPriceCents: 500,
  includedProducts: [] as { productId: string; variantIds: string[] }[],
  watermark: false,
  allowDownload: true,
  active: true,
  allowFullGallery: false,
  delivery: 'originals',
};
