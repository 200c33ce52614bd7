// The summaries and examples of ../gallery-viewers.ts's routes: read by the docs and the
// tests, never by a function (functions import no route-docs module: .dependency-cruiser.cjs).
import { getGalleryViewerLists, nameGalleryViewer } from '../gallery-viewers.js';
import { routeDocs } from './route-doc.js';

const EXAMPLE_LINK_KEY = 'abcdefghijklmnopqrstuvwxyz';

export const galleryViewersDocs = [
  routeDocs(nameGalleryViewer, {
    summary:
      'Names a person who keeps their own list on the link (issue 28 point 2): a new empty list, the link’s unnamed first list when it is the only one, or a rename of `viewerId`.',
    example: { params: { linkKey: EXAMPLE_LINK_KEY }, query: {}, body: { name: 'Ana' } },
  }),
  routeDocs(getGalleryViewerLists, {
    summary: 'The named viewers’ lists of the link without the photos that left the gallery, or `unchanged` when the draft is still at `since`.',
    example: { params: { linkKey: EXAMPLE_LINK_KEY }, query: { since: '2026-11-29T10:00:00.000Z' }, body: {} },
  }),
];
