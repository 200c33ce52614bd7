// The summaries and examples of ../gallery-confirmed.ts's routes: read by the docs and the
// tests, never by a function (functions import no route-docs module: .dependency-cruiser.cjs).
import { getConfirmedSelection } from '../gallery-confirmed.js';
import { routeDocs } from './route-doc.js';

export const galleryConfirmedDocs = [
  routeDocs(getConfirmedSelection, {
    summary:
      'The selection the link was closed on, read-only: a page of its photos with their products and comments, its price as confirmed, when and by whom (a link that is still open: gallery.selection_not_confirmed).',
    example: { params: { linkKey: 'abcdefghijklmnopqrstuvwxyz' }, query: { offset: '60', limit: '60' }, body: {} },
  }),
];
