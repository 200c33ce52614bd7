// The summaries and examples of ../catalog.ts's routes: read by the docs and the
// tests, never by a function (functions import no route-docs module: .dependency-cruiser.cjs).
import { createComment, createPackage, createProduct, deleteComment, deletePackage, deleteProduct, getPackage, getProduct, listComments, listPackages, listProducts, updateComment, updatePackage, updateProduct } from '../catalog.js';
import { EXAMPLE_ID } from '../ids.js';
import { routeDocs } from './route-doc.js';

const exampleComment = { title: 'Bienvenida', text: '¡Hola! Elige tus fotos favoritas con el corazón.' };

const examplePackage = {
  name: 'Boda completa',
  description: 'Reportaje de día completo',
  priceCents: 180000,
  includedPhotos: 200,
  extraPhotoPriceCents: 500,
  includedProducts: [],
  forSaleProductIds: [],
  watermark: false,
  allowDownload: true,
  active: true,
  galleryComment: 'Elige tus 200 favoritas',
  allowFullGallery: true,
  fullGalleryPriceCents: 60000,
  delivery: 'originals' as const,
};

const exampleProduct = {
  name: 'Álbum',
  description: 'Álbum de lino',
  usageType: 'both' as const,
  variants: [
    { type: 'size' as const, name: 'Tamaño', value: '20x20', priceCents: 9000 },
    { type: 'size' as const, name: 'Tamaño', value: '30x30', priceCents: 14000 },
  ],
};

const none = { params: {}, query: {}, body: {} };

export const catalogDocs = [
  routeDocs(listProducts, {
    summary: "The photographer's products, by name.",
    example: none,
  }),
  routeDocs(createProduct, {
    summary: 'Creates a product with its variants.',
    example: { params: {}, query: {}, body: exampleProduct },
  }),
  routeDocs(getProduct, {
    summary: 'One product.',
    example: { params: { productId: EXAMPLE_ID }, query: {}, body: {} },
  }),
  routeDocs(updateProduct, {
    summary: 'Replaces a product; variants still used by packages must stay.',
    example: { params: { productId: EXAMPLE_ID }, query: {}, body: exampleProduct },
  }),
  routeDocs(deleteProduct, {
    summary: 'Deletes a product no package includes.',
    example: { params: { productId: EXAMPLE_ID }, query: {}, body: {} },
  }),
  routeDocs(listPackages, {
    summary: "The photographer's session packages, by name.",
    example: none,
  }),
  routeDocs(createPackage, {
    summary: 'Creates a session package.',
    example: { params: {}, query: {}, body: examplePackage },
  }),
  routeDocs(getPackage, {
    summary: 'One session package.',
    example: { params: { packageId: EXAMPLE_ID }, query: {}, body: {} },
  }),
  routeDocs(updatePackage, {
    summary: 'Replaces a session package.',
    example: { params: { packageId: EXAMPLE_ID }, query: {}, body: examplePackage },
  }),
  routeDocs(deletePackage, {
    summary: 'Deletes a package no session uses.',
    example: { params: { packageId: EXAMPLE_ID }, query: {}, body: {} },
  }),
  routeDocs(listComments, {
    summary: "The photographer's default comments, by title.",
    example: none,
  }),
  routeDocs(createComment, {
    summary: 'Creates a default comment.',
    example: { params: {}, query: {}, body: exampleComment },
  }),
  routeDocs(updateComment, {
    summary: 'Replaces a default comment.',
    example: { params: { commentId: EXAMPLE_ID }, query: {}, body: exampleComment },
  }),
  routeDocs(deleteComment, {
    summary: 'Deletes a default comment no share link uses.',
    example: { params: { commentId: EXAMPLE_ID }, query: {}, body: {} },
  }),
];
