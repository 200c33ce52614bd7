// The summaries and examples of ../gallery.ts's routes: read by the docs and the
// tests, never by a function (functions import no route-docs module: .dependency-cruiser.cjs).
import { finalizeGallery, galleryPage, getGallery, getGalleryBrand, getGalleryDownload, getGalleryImages, getImageDownload, priceGallery, saveGalleryDraft, startGalleryDownload, unlockGallery } from '../gallery.js';
import { EXAMPLE_ID } from '../ids.js';
import { routeDocs } from './route-doc.js';

const EXAMPLE_LINK_KEY = 'abcdefghijklmnopqrstuvwxyz';

export const galleryDocs = [
  routeDocs(getGallery, {
    summary: 'The gallery of the session a share link opens: branding, terms, images (one media signature), products and the saved draft.',
    example: { params: { linkKey: EXAMPLE_LINK_KEY }, query: {}, body: {} },
  }),
  routeDocs(getGalleryBrand, {
    summary: 'The studio’s brand and contact for a link in any state (its password, closed and expired pages).',
    example: { params: { linkKey: EXAMPLE_LINK_KEY }, query: {}, body: {} },
  }),
  routeDocs(saveGalleryDraft, {
    summary: 'Saves what the client chose so far (the list of the viewer named in `viewer`, and their union), so closing the tab loses nothing.',
    example: {
      params: { linkKey: EXAMPLE_LINK_KEY },
      query: {},
      body: { images: [{ imageId: EXAMPLE_ID, products: [], comment: 'Esta me encanta' }], additionalProducts: [], fullGallerySelected: false, generalComment: null },
    },
  }),
  routeDocs(priceGallery, {
    summary: 'The authoritative price of a selection (calculatePrice), from the package and catalog on record.',
    example: {
      params: { linkKey: EXAMPLE_LINK_KEY },
      query: {},
      body: { images: [{ imageId: EXAMPLE_ID, products: [] }], additionalProducts: [], fullGallerySelected: false, generalComment: null },
    },
  }),
  routeDocs(finalizeGallery, {
    summary: 'Confirms the selection once (finalizeSelection): stores a new version, closes the link, tells the photographer; with named viewers, their union.',
    example: {
      params: { linkKey: EXAMPLE_LINK_KEY },
      query: {},
      body: { images: [{ imageId: EXAMPLE_ID, products: [] }], additionalProducts: [], fullGallerySelected: false, generalComment: null },
    },
  }),
  routeDocs(unlockGallery, {
    summary: 'Trades a protected link’s password for a pass (sent as x-gallery-pass); tries are rate-limited per link.',
    example: { params: { linkKey: EXAMPLE_LINK_KEY }, query: {}, body: { password: 'secreto' } },
  }),
  routeDocs(startGalleryDownload, {
    summary: 'Starts building the zip of every image in the background (only when downloads are allowed).',
    example: { params: { linkKey: EXAMPLE_LINK_KEY }, query: {}, body: {} },
  }),
  routeDocs(getGalleryDownload, {
    summary: 'The state of a zip being built, with its signed link once ready.',
    example: { params: { linkKey: EXAMPLE_LINK_KEY, downloadId: EXAMPLE_ID }, query: {}, body: {} },
  }),
  routeDocs(getImageDownload, {
    summary: 'A short-lived signed link to one image’s delivered file (only when downloads are allowed).',
    example: { params: { linkKey: EXAMPLE_LINK_KEY, imageId: EXAMPLE_ID }, query: {}, body: {} },
  }),
  routeDocs(getGalleryImages, {
    summary: 'A page of the gallery’s photos: from a place, at a photo, only the saved selection, or named by id.',
    example: { params: { linkKey: EXAMPLE_LINK_KEY }, query: { filter: 'selected', offset: '60', limit: '60' }, body: {} },
  }),
  routeDocs(galleryPage, {
    summary: 'The gallery page for a public address, with the business name, session title and cover in its meta tags.',
    example: { params: {}, query: { path: '/gallery/abcdefghijklmnopqrstuvwxyz' }, body: {} },
  }),
];
