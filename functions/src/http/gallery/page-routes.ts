// gallery.page: the HTML of a public gallery address with its link-preview tags. CloudFront
// (infra/lib/edge/default-viewer-request.ts) and the local server send gallery addresses here.
// An address that names no link (a custom URL nobody chose, a replaced token) is the site's
// not-found page with status 404; a link that exists but does not open keeps the gallery
// page, which shows why (disabled, expired, closed).
import { galleryPage } from '@fotostudio/shared/contracts/gallery';
import { galleryPageOf } from '../../gallery/holder/page-template.js';
import { publicRoute, type RouteHandler } from '../../lib/http/route-handlers.js';

/**
 * CloudFront keeps a page five minutes (the preview apps fetch it again and again when a link
 * goes round a group); a link change invalidates it at once (link-preview-refresh.ts), also
 * the not-found answer of a custom URL that has just been chosen.
 * Browsers revalidate: the template names hashed scripts that a web release replaces.
 */
export const GALLERY_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=300';

/**
 * A page with the gallery's first screen embeds its data, the client's draft included: kept by
 * no cache (a page kept five minutes would bring back a selection the client has since changed,
 * and its draft saver would save it again). Only a link that opens without a pass has one.
 */
export const OPEN_GALLERY_PAGE_CACHE_CONTROL = 'private, no-store';

/** The route's use case; it reports what the answer is: an address that names no link (a 404), a page that embeds a gallery. */
const pageOf = (onPage: (page: { found: boolean; embedsGallery: boolean }) => void) =>
  publicRoute(galleryPage, async ({ query }) => {
    const page = await galleryPageOf(query.path);
    onPage(page);
    return page.html;
  });

export const pageRoutes: RouteHandler[] = [
  {
    route: galleryPage,
    handle: async (event, context) => {
      let unknownAddress = false;
      let embedsGallery = false;
      const result = await pageOf((page) => {
        unknownAddress = !page.found;
        embedsGallery = page.embedsGallery;
      }).handle(event, context);
      return {
        ...result,
        statusCode: unknownAddress ? 404 : result.statusCode,
        headers: { ...result.headers, 'cache-control': embedsGallery ? OPEN_GALLERY_PAGE_CACHE_CONTROL : GALLERY_PAGE_CACHE_CONTROL },
      };
    },
  },
];
