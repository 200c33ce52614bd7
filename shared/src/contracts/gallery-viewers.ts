// Named viewers on one link (issue 28 point 2; the rule is shared/src/gallery/viewer-lists.ts):
// "¿Quién eres?" names the person whose list the gallery's draft and confirmation speak for
// (`?viewer=` on gallery.saveDraft and gallery.finalize, contracts/gallery.ts).
import * as z from 'zod';
import { entityId as id } from './ids.js';
import { defineRoute } from './route.js';
import { galleryViewerList, linkParams } from './gallery.js';
import { VIEWER_NAME_MAX } from '../gallery/viewer-lists.js';

/** A viewer's name as typed ("¿Quién eres?"). */
export const galleryViewerName = z.string().trim().min(1).max(VIEWER_NAME_MAX);

/** Names a viewer of the link ("¿Quién eres?"): a new list, or `viewerId`'s list renamed. */
export const nameGalleryViewerBody = z.object({ viewerId: id.optional(), name: galleryViewerName }).strict();

export const nameGalleryViewer = defineRoute({
  id: 'gallery.nameViewer',
  domain: 'gallery',
  method: 'PUT',
  path: '/api/gallery/{linkKey}/viewers',
  auth: 'shareLink',
  params: linkParams,
  body: nameGalleryViewerBody,
  response: z.object({ viewer: z.object({ viewerId: z.string(), name: z.string() }) }),
});

/**
 * The link's lists as they are now, for the page's live refresh (issue 28 point 2): polled while
 * the page is visible, so a viewer sees the others' hearts; `since` is the draft's `savedAt` the
 * page holds (every save moves it), answered `unchanged` when it is still that, as the
 * notifications' poll is (docs/notifications.md, "Polling, not push").
 */
export const getGalleryViewerLists = defineRoute({
  id: 'gallery.viewerLists',
  domain: 'gallery',
  method: 'GET',
  path: '/api/gallery/{linkKey}/viewers',
  auth: 'shareLink',
  params: linkParams,
  query: z.object({ since: z.iso.datetime().optional() }).strict(),
  response: z.union([
    z.object({ unchanged: z.literal(true), savedAt: z.string() }),
    z.object({ unchanged: z.literal(false), savedAt: z.string().nullable(), viewers: z.array(galleryViewerList) }),
  ]),
});
