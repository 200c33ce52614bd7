// The gallery extras paid at confirmation (issue 25 point 4): "Confirmar y pagar" and its
// Checkout cancelled, beside gallery.ts (which is at its size limit): link-holder routes of the
// gallery domain.
import * as z from 'zod';
import { GALLERY_SELECTION_BODY_LIMIT, galleryChoices, galleryViewerQuery, linkParams } from './gallery.js';
import { defineRoute } from './route.js';

/** "Confirmar y pagar" (issue 25 point 4): the choices whose extras the client pays, and the language of Stripe's page. */
export const payGalleryExtrasBody = z.object({ choices: galleryChoices, locale: z.enum(['es', 'en']) }).strict();

export const payGalleryExtras = defineRoute({
  id: 'gallery.payExtras',
  bodyLimit: GALLERY_SELECTION_BODY_LIMIT,
  domain: 'gallery',
  method: 'POST',
  path: '/api/gallery/{linkKey}/pay-extras',
  auth: 'shareLink',
  params: linkParams,
  /** Who pays (issue 28 point 2): the named viewer whose name the confirmed version records; with several lists, the choices must be their union. */
  query: galleryViewerQuery,
  body: payGalleryExtrasBody,
  response: z.object({ paymentId: z.string(), url: z.string(), expiresAt: z.string(), amountCents: z.number() }),
  successStatus: 201,
});


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
  params: linkParams,
  response: z.object({ released: z.boolean() }),
});
