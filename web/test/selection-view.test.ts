import type { SessionSelection } from '@fotostudio/shared/contracts/share-links';
import { describe, expect, it } from 'vitest';
import { confirmedSelectionView, draftSelectionView, selectionFileName, selectionFileNames } from '../src/features/sessions/utils/selection-view';

const idOf = (n: number): string => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const [IMG_A, IMG_B, IMG_GONE, PRINT, PRINT_SMALL, GONE_PRODUCT] = [1, 2, 3, 4, 5, 6].map(idOf) as [string, string, string, string, string, string];

const images = [
  { imageId: IMG_A, fileName: 'DSC_0001.jpg', thumbUrl: 'https://media.example/a/thumb.webp' },
  { imageId: IMG_B, fileName: 'DSC_0002.jpg', thumbUrl: null },
];
const products = [{ productId: PRINT, name: 'Copia fine art', variants: [{ variantId: PRINT_SMALL, name: 'Tamaño', value: '13x18', priceCents: 1200 }] }];

describe('selection view', () => {
  it('names a draft’s images and products against the session and the catalog as they are now', () => {
    const view = draftSelectionView(
      {
        images: [
          { imageId: IMG_B, products: [{ productId: PRINT, variantId: PRINT_SMALL, quantity: 2 }], comment: 'En blanco y negro' },
          { imageId: IMG_GONE, products: [] },
          { imageId: IMG_A, products: [{ productId: GONE_PRODUCT, variantId: PRINT_SMALL, quantity: 1 }] },
        ],
        additionalProducts: [{ productId: PRINT, variantId: PRINT_SMALL, quantity: 3 }],
        fullGallerySelected: false,
        generalComment: 'Gracias',
      },
      images,
      products,
      'desconocido',
    );
    expect(view.images.map((image) => image.fileName)).toEqual(['DSC_0002.jpg', null, 'DSC_0001.jpg']);
    expect(view.images[0]?.comment).toBe('En blanco y negro');
    expect(view.images[0]?.products).toEqual([
      { key: `${PRINT}:${PRINT_SMALL}:0`, productName: 'Copia fine art', variant: 'Tamaño: 13x18', quantity: 2, unitPriceCents: 1200 },
    ]);
    expect(view.images[2]?.products[0]).toMatchObject({ productName: 'desconocido', variant: null, unitPriceCents: null });
    expect(view.additionalProducts[0]).toMatchObject({ quantity: 3, unitPriceCents: 1200 });
    expect(view.generalComment).toBe('Gracias');
    // Images no longer in the session have no name to copy; order is the client's.
    expect(selectionFileNames(view)).toEqual(['DSC_0002.jpg', 'DSC_0001.jpg']);
  });

  it('shows a confirmed version with the names it was confirmed with', () => {
    const line = { productId: PRINT, variantId: PRINT_SMALL, productName: 'Copia', variantName: 'Tamaño', variantValue: '20x30', quantity: 1, unitPriceCents: 2500 };
    const selection = {
      version: 2,
      confirmedAt: '2026-02-01T10:00:00.000Z',
      images: [{ imageId: IMG_A, fileName: 'DSC_0001.jpg', thumbUrl: null, comment: null, products: [line] }],
      additionalProducts: [],
      generalComment: null,
      fullGallerySelected: true,
      price: {} as SessionSelection['price'],
      paidInGallery: null,
      viewers: [],
      confirmedBy: null,
    } satisfies SessionSelection;
    const view = confirmedSelectionView(selection);
    expect(view.fullGallerySelected).toBe(true);
    expect(view.images[0]?.products[0]).toMatchObject({ productName: 'Copia', variant: 'Tamaño: 20x30', unitPriceCents: 2500 });
    expect(selectionFileNames(view)).toEqual(['DSC_0001.jpg']);
  });

  it('names the .txt after the session and version, as a slug', () => {
    expect(selectionFileName(['Boda de Lucía y Javier', 'selección v2'])).toBe('boda-de-lucia-y-javier-seleccion-v2.txt');
    expect(selectionFileName(['', '¡!'])).toBe('selection.txt');
  });
});
