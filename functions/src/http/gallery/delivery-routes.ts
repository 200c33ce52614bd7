// The delivery gallery (issue 28 point 4): the finals behind the session's share link while its
// delivery is open (`delivery: true`: holder-access.ts), their downloads and their zip.
import { getDeliveryDownload, getFinalDownload, getGalleryDelivery, getGalleryDeliveryImages, startDeliveryDownload } from '@fotostudio/shared/contracts/gallery-delivery';
import { deliveryDataOf, deliveryImagePageOf, deliveryZipOf, finalDownloadOf, startDeliveryZip } from '../../gallery/holder/delivery.js';
import type { RouteHandler } from '../../lib/http/route-handlers.js';
import { shareLinkRoute } from './share-link-route.js';

const DELIVERY = { delivery: true };

export const deliveryRoutes: RouteHandler[] = [
  shareLinkRoute(getGalleryDelivery, ({ holder }) => deliveryDataOf(holder), DELIVERY),
  shareLinkRoute(getGalleryDeliveryImages, ({ holder, query }) => deliveryImagePageOf(holder, query), DELIVERY),
  shareLinkRoute(getFinalDownload, ({ holder, params, query }) => finalDownloadOf(holder, params.finalId, query.size), DELIVERY),
  shareLinkRoute(startDeliveryDownload, ({ holder }) => startDeliveryZip(holder), DELIVERY),
  shareLinkRoute(getDeliveryDownload, ({ holder, params }) => deliveryZipOf(holder, params.downloadId), DELIVERY),
];
