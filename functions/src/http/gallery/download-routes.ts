// Downloads from a gallery: one image, or the whole gallery as a zip built in the background.
import { getGalleryDownload, getImageDownload, startGalleryDownload } from '@fotostudio/shared/contracts/gallery';
import { getDownload, imageDownload, startDownload } from '../../gallery/holder/downloads.js';
import type { RouteHandler } from '../../lib/http/route-handlers.js';
import { shareLinkRoute } from './share-link-route.js';

export const downloadRoutes: RouteHandler[] = [
  shareLinkRoute(startGalleryDownload, ({ holder }) => startDownload(holder)),
  shareLinkRoute(getGalleryDownload, ({ holder, params }) => getDownload(holder, params.downloadId)),
  shareLinkRoute(getImageDownload, ({ holder, params }) => imageDownload(holder, params.imageId)),
];
