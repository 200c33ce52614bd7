// gallery.page: the HTML of a public gallery address with its link-preview tags. CloudFront
// (infra/lib/edge/gallery-address.ts) and the local server send gallery addresses here.
import { galleryPage } from '@fotostudio/shared/contracts/gallery';
import { linkPreviewOf } from '../../gallery/link-preview.js';
import { galleryTemplate, renderGalleryPage } from '../../gallery/page-template.js';
import { publicRoute, type RouteHandler } from '../../lib/http/route-handlers.js';

/**
 * CloudFront keeps a page five minutes (the preview apps fetch it again and again when a link
 * goes round a group); a link change invalidates it at once (link-preview-refresh.ts).
 * Browsers revalidate: the template names hashed scripts that a web release replaces.
 */
export const GALLERY_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=300';

const page = publicRoute(galleryPage, async ({ query }) => {
  const [template, preview] = await Promise.all([galleryTemplate(), linkPreviewOf(query.path)]);
  return renderGalleryPage(template, preview);
});

export const pageRoutes: RouteHandler[] = [
  {
    route: galleryPage,
    handle: async (event, context) => {
      const result = await page.handle(event, context);
      return { ...result, headers: { ...result.headers, 'cache-control': GALLERY_PAGE_CACHE_CONTROL } };
    },
  },
];
