// The client gallery behind a share link: read it, save the draft, price, confirm, unlock.
import { finalizeGallery, getGallery, getGalleryBrand, getGalleryImages, priceGallery, saveGalleryDraft, unlockGallery } from '@fotostudio/shared/contracts/gallery';
import { cancelGalleryExtrasCheckout, payGalleryExtras } from '@fotostudio/shared/contracts/gallery-extras';
import { getGalleryViewerLists, nameGalleryViewer } from '@fotostudio/shared/contracts/gallery-viewers';
import { getConfirmedSelection } from '@fotostudio/shared/contracts/gallery-confirmed';
import { confirmedSelectionOf } from '../../gallery/holder/confirmed-selection.js';
import { cancelExtrasCheckout, openExtrasCheckout } from '../../gallery/holder/extras-checkout.js';
import { saveDraft } from '../../gallery/holder/draft.js';
import { finalizeSelection } from '../../gallery/holder/finalize.js';
import { galleryBrandOf, galleryDataOf } from '../../gallery/holder/gallery-data.js';
import { galleryImagePageOf } from '../../gallery/holder/gallery-pages.js';
import { priceChoices } from '../../gallery/holder/selection-price.js';
import { unlockLink } from '../../gallery/holder/unlock.js';
import { nameViewer, viewerListsSince } from '../../gallery/holder/viewers.js';
import type { RouteHandler } from '../../lib/http/route-handlers.js';
import { shareLinkRoute } from './share-link-route.js';
import { viewerIpOf } from '../../lib/http/viewer-address.js';

export const holderRoutes: RouteHandler[] = [
  shareLinkRoute(getGallery, async ({ holder }) => ({ gallery: await galleryDataOf(holder) })),
  shareLinkRoute(saveGalleryDraft, ({ holder, body, query }) => saveDraft(holder, body, query.viewer)),
  // Named viewers on one link (issue 28 point 2): "¿Quién eres?".
  shareLinkRoute(nameGalleryViewer, ({ holder, body }) => nameViewer(holder, body)),
  // The page's live refresh of the others' lists (polled; `unchanged` while nobody saved).
  shareLinkRoute(getGalleryViewerLists, ({ holder, query }) => viewerListsSince(holder, query.since)),
  shareLinkRoute(priceGallery, ({ holder, body }) => priceChoices(holder, body)),
  // Confirming a confirmed selection: told it is already confirmed (409), whether the other
  // confirmation committed a moment or a day before.
  shareLinkRoute(finalizeGallery, ({ holder, body, query }) => finalizeSelection(holder, body, undefined, query.viewer), { whenClosed: 'gallery.already_confirmed' }),
  // "Confirmar y pagar" (issue 25 point 4).
  shareLinkRoute(payGalleryExtras, ({ holder, body, query }) => openExtrasCheckout(holder, body.choices, body.locale, undefined, query.viewer)),
  shareLinkRoute(cancelGalleryExtrasCheckout, ({ holder }) => cancelExtrasCheckout(holder)),
  shareLinkRoute(unlockGallery, ({ holder, body, event }) => unlockLink(holder, body.password, viewerIpOf(event))),
  shareLinkRoute(getGalleryImages, ({ holder, query }) => galleryImagePageOf(holder, query)),
  // The password, closed and expired pages carry the studio's brand: a link in any state answers it.
  // Between the confirmation and the delivery (issue 28 point 4): the confirmed selection, read-only, on a link closed by it.
  shareLinkRoute(getConfirmedSelection, ({ holder, query }) => confirmedSelectionOf(holder, query), { confirmed: true }),
  shareLinkRoute(getGalleryBrand, async ({ holder }) => ({ branding: await galleryBrandOf(holder) }), { anyState: true }),
];
