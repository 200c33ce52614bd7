// The gallery domain's part of the route table (routes.ts joins every domain's part): the
// public client gallery. Its Lambda function imports only this, so it stays small.
import { defineDomainRoutes } from './route.js';
import {
  finalizeGallery,
  galleryPage,
  getGallery,
  getGalleryDownload,
  getImageDownload,
  priceGallery,
  saveGalleryDraft,
  startGalleryDownload,
  unlockGallery,
  getGalleryImages,
  getGalleryBrand,
} from './gallery.js';
import { cancelGalleryExtrasCheckout, payGalleryExtras } from './gallery-extras.js';
import { getGalleryViewerLists, nameGalleryViewer } from './gallery-viewers.js';
import { getConfirmedSelection } from './gallery-confirmed.js';
import { getDeliveryDownload, getFinalDownload, getGalleryDelivery, getGalleryDeliveryImages, startDeliveryDownload } from './gallery-delivery.js';

export const galleryRoutes = defineDomainRoutes('gallery', [
  getGallery,
  saveGalleryDraft,
  priceGallery,
  finalizeGallery,
  unlockGallery,
  startGalleryDownload,
  getGalleryDownload,
  getImageDownload,
  galleryPage,
  getGalleryImages,
  payGalleryExtras,
  getGalleryBrand,
  cancelGalleryExtrasCheckout,
  nameGalleryViewer,
  getGalleryViewerLists,
  getConfirmedSelection,
  getGalleryDelivery,
  getGalleryDeliveryImages,
  getFinalDownload,
  startDeliveryDownload,
  getDeliveryDownload,
]);
