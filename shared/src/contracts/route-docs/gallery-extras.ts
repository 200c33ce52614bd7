// The summaries and examples of ../gallery-extras.ts's routes: read by the docs and the
// tests, never by a function (functions import no route-docs module: .dependency-cruiser.cjs).
import { cancelGalleryExtrasCheckout, payGalleryExtras } from '../gallery-extras.js';
import { EXAMPLE_ID } from '../ids.js';
import { routeDocs } from './route-doc.js';

const EXAMPLE_LINK_KEY = 'abcdefghijklmnopqrstuvwxyz';

export const galleryExtrasDocs = [
  routeDocs(payGalleryExtras, {
    summary:
      "Opens Stripe Checkout for the extras of the client's choices (the package's setting extrasPaidInGallery) and freezes the draft until it is paid or expires; the selection is confirmed when the payment succeeds.",
    example: {
      params: { linkKey: EXAMPLE_LINK_KEY },
      query: {},
      body: { choices: { images: [{ imageId: EXAMPLE_ID, products: [] }], additionalProducts: [], fullGallerySelected: false, generalComment: null }, locale: 'es' },
    },
  }),
  routeDocs(cancelGalleryExtrasCheckout, {
    summary: "Expires the open Checkout of the gallery extras on Stripe and releases the frozen draft (the client cancelled on Stripe's page).",
    example: { params: { linkKey: 'abcdefghijklmnopqrstuvwxyz' }, query: {}, body: {} },
  }),
];
