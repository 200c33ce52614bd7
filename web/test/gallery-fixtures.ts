// A client gallery as the API answers it, for the gallery's pure parts.
import type { GalleryData, GalleryImage, GalleryProduct } from '@fotostudio/shared/contracts/gallery';

export const imageId = (n: number): string => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const PRINT = '10000000-0000-4000-8000-000000000001';
export const PRINT_SMALL = '10000000-0000-4000-8000-000000000002';
export const PRINT_LARGE = '10000000-0000-4000-8000-000000000003';
export const ALBUM = '20000000-0000-4000-8000-000000000001';
export const ALBUM_30 = '20000000-0000-4000-8000-000000000002';

export const galleryImage = (n: number, width = 1500, height = 1000): GalleryImage => ({
  imageId: imageId(n),
  fileName: `IMG_${n}.jpg`,
  folder: `${imageId(n)}.jpg`,
  width,
  height,
  thumbhash: null,
});

const variant = (variantId: string, priceCents: number) => ({ variantId, type: 'size' as const, name: 'Tamaño', value: variantId.slice(-1), priceCents });

export const PRODUCTS: GalleryProduct[] = [
  { productId: PRINT, name: 'Copia', description: null, imageUrl: null, usageType: 'images', variants: [variant(PRINT_SMALL, 500), variant(PRINT_LARGE, 1500)] },
  { productId: ALBUM, name: 'Álbum', description: null, imageUrl: null, usageType: 'extra', variants: [variant(ALBUM_30, 14000)] },
];

export const galleryData = (overrides: Partial<GalleryData> = {}): GalleryData => ({
  title: 'Boda',
  message: null,
  galleryComment: null,
  branding: { businessName: 'Estudio', logoUrl: null, accentColor: null, website: null, email: null, phone: null },
  session: { title: 'Boda', date: null, clientFirstName: 'Ana' },
  terms: { priceCents: 100_000, includedPhotos: 2, extraPhotoPriceCents: 1000, selectionRule: 'paidExtras', allowFullGallery: true, fullGalleryPriceCents: 30_000, includedProducts: [], forSaleProductIds: [PRINT, ALBUM] },
  taxTerms: { pricesIncludeVat: true, vat: { kind: 'rate', ratePercent: 21 } },
  paidCents: 20_000,
  watermark: false,
  allowDownload: true,
  media: {
    base: 'https://example.test/media/g/p/s/grant/0/',
    expiresAt: '2030-01-01T00:00:00.000Z',
    renditions: {
      thumb: { path: 't', query: '?Policy=t&Signature=s&Key-Pair-Id=k' },
      grid: { path: 'g', query: '?Policy=g&Signature=s&Key-Pair-Id=k' },
      preview: { path: 'p', query: '?Policy=p&Signature=s&Key-Pair-Id=k' },
    },
  },
  images: [1, 2, 3, 4].map((n) => galleryImage(n)),
  imageCount: 4,
  selectedCount: 0,
  imageRevision: 4,
  cover: galleryImage(1),
  look: { layout: 'masonry', theme: 'light', font: 'system' },
  products: PRODUCTS,
  draft: null,
  draftSavedAt: null,
  viewers: [],
  validUntil: '2030-01-01T00:00:00.000Z',
  extrasPaidInGallery: false,
  extrasCheckout: null,
  selectionDeadline: null,
  ...overrides,
});
