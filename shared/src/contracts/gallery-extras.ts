// The gallery extras' Checkout cancelled (issue 25 point 4), beside gallery.ts (which is at its
// size limit): a link-holder route of the gallery domain.
import * as z from 'zod';
import { linkParams } from './gallery.js';
import { defineRoute } from './route.js';

/**
 * The client left Stripe's page without paying ("cancel", issue 25 point 4): the open Checkout is
 * expired on Stripe and the frozen draft released, editable again. `released: false` when the
 * payment had already gone through (the selection is then being confirmed).
 */
export const cancelGalleryExtrasCheckout = defineRoute({
  id: 'gallery.cancelExtrasCheckout',
  domain: 'gallery',
  method: 'POST',
  path: '/api/gallery/{linkKey}/pay-extras/cancel',
  auth: 'shareLink',
  summary: "Expires the open Checkout of the gallery extras on Stripe and releases the frozen draft (the client cancelled on Stripe's page).",
  params: linkParams,
  response: z.object({ released: z.boolean() }),
  example: { params: { linkKey: 'abcdefghijklmnopqrstuvwxyz' }, query: {}, body: {} },
});
