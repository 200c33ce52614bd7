// The summaries and examples of ../gallery-delivery.ts's routes: read by the docs and the
// tests, never by a function (functions import no route-docs module: .dependency-cruiser.cjs).
import { getDeliveryDownload, getFinalDownload, getGalleryDelivery, getGalleryDeliveryImages, startDeliveryDownload } from '../gallery-delivery.js';
import { EXAMPLE_ID } from '../ids.js';
import { routeDocs } from './route-doc.js';

const EXAMPLE_LINK_KEY = 'abcdefghijklmnopqrstuvwxyz';

export const galleryDeliveryDocs = [
  routeDocs(getGalleryDelivery, {
    summary: 'The delivery gallery of the session a share link opens while its delivery is open: the finals’ first page and counts, the expiry, the sizes offered, the brand.',
    example: { params: { linkKey: EXAMPLE_LINK_KEY }, query: {}, body: {} },
  }),
  routeDocs(getGalleryDeliveryImages, {
    summary: 'A page of the delivery’s finals, from a place (under the signatures `gallery.delivery` handed out).',
    example: { params: { linkKey: EXAMPLE_LINK_KEY }, query: { offset: '60', limit: '60' }, body: {} },
  }),
  routeDocs(getFinalDownload, {
    summary: 'A signed link to one final in an offered size (`web`: the 1,920 px rendition; `full`: as uploaded, without GPS unless kept), valid until at most the delivery’s end.',
    example: { params: { linkKey: EXAMPLE_LINK_KEY, finalId: EXAMPLE_ID }, query: { size: 'full' }, body: {} },
  }),
  routeDocs(startDeliveryDownload, {
    summary: '“Descargar todo”: starts building the zip of the delivery’s finals (as uploaded, without GPS unless kept) in parts, in the background.',
    example: { params: { linkKey: EXAMPLE_LINK_KEY }, query: {}, body: {} },
  }),
  routeDocs(getDeliveryDownload, {
    summary: 'The state of the finals’ zip being built, with each part’s signed link once ready.',
    example: { params: { linkKey: EXAMPLE_LINK_KEY, downloadId: EXAMPLE_ID }, query: {}, body: {} },
  }),
];
