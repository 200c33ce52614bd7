// The CloudFront Function on the default behaviour's viewer requests (JavaScript runtime 2.0):
//   - a gallery address (/{businessSlug}/{personalSlug}/{sessionSlug}, /{customUrl},
//     /gallery/{key}) goes to the API origin as the gallery.page route, with the address as
//     its query, so link previews get the server-rendered meta tags;
//   - any other path without a file extension is a client-side route: the SPA shell;
//   - a file (/assets/..., /favicon.svg, /gallery.html) passes through to the web bucket.
// Generated from the shared rules (shared/src/gallery/link-address.ts, the reserved first
// segments, the page route's contract) so that the edge and linkKeyOfPath cannot drift apart;
// infra/test/edge-functions.test.ts runs it against linkKeyOfPath.
import { RESERVED_FIRST_SEGMENTS } from '@fotostudio/shared/business-slug';
import { galleryPage } from '@fotostudio/shared/contracts/gallery';
import {
  CUSTOM_URL_MAX_LENGTH,
  CUSTOM_URL_MIN_LENGTH,
  CUSTOM_URL_PATTERN,
  LINK_KEY_PATTERN,
  LINK_TOKEN_PATTERN,
  LINK_TOKEN_SUFFIX_PATTERN,
} from '@fotostudio/shared/gallery/link-address';

/** The query parameter of gallery.page that carries the address. */
export const GALLERY_PAGE_QUERY = Object.keys(galleryPage.query.shape)[0] ?? 'path';

const regex = (pattern: RegExp): string => {
  if (pattern.flags) throw new Error(`${pattern.source}: flags are not carried into the edge function`);
  return pattern.toString();
};

export const defaultViewerRequestCode = (apiOriginId: string): string => `import cf from 'cloudfront';

var API_ORIGIN_ID = ${JSON.stringify(apiOriginId)};
var PAGE_ROUTE = ${JSON.stringify(galleryPage.path)};
var PAGE_QUERY = ${JSON.stringify(GALLERY_PAGE_QUERY)};
var RESERVED = ${JSON.stringify(RESERVED_FIRST_SEGMENTS)};
var LINK_KEY = ${regex(LINK_KEY_PATTERN)};
var TOKEN = ${regex(LINK_TOKEN_PATTERN)};
var TOKEN_SUFFIX = ${regex(LINK_TOKEN_SUFFIX_PATTERN)};
var CUSTOM_URL = ${regex(CUSTOM_URL_PATTERN)};
var CUSTOM_URL_MIN = ${CUSTOM_URL_MIN_LENGTH};
var CUSTOM_URL_MAX = ${CUSTOM_URL_MAX_LENGTH};

function segmentsOf(uri) {
  var parts = uri.split('/');
  var segments = [];
  for (var i = 0; i < parts.length; i++) {
    if (parts[i].length === 0) continue;
    var segment;
    try {
      segment = decodeURIComponent(parts[i]).toLowerCase();
    } catch (e) {
      segment = '';
    }
    segments.push(segment);
  }
  return segments;
}

function isCustomUrl(value) {
  return value.length >= CUSTOM_URL_MIN && value.length <= CUSTOM_URL_MAX && CUSTOM_URL.test(value) &&
    value.indexOf('--') === -1 && !TOKEN.test(value) && RESERVED.indexOf(value) === -1;
}

function isGalleryAddress(uri) {
  var segments = segmentsOf(uri);
  for (var i = 0; i < segments.length; i++) {
    if (segments[i] === '' || segments[i].indexOf('.') !== -1) return false;
  }
  if (segments.length === 2 && segments[0] === 'gallery') return LINK_KEY.test(segments[1]);
  var first = segments.length > 0 ? segments[0] : '';
  if (RESERVED.indexOf(first) !== -1) return false;
  if (segments.length === 1) return isCustomUrl(first);
  if (segments.length === 3) return TOKEN_SUFFIX.test(segments[2]);
  return false;
}

function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (isGalleryAddress(uri)) {
    var query = {};
    query[PAGE_QUERY] = { value: encodeURIComponent(uri) };
    request.querystring = query;
    request.uri = PAGE_ROUTE;
    cf.selectRequestOriginById(API_ORIGIN_ID);
    return request;
  }
  // Client-side routes such as /sessions/123 have no file extension: the SPA shell. Done here
  // rather than with distribution-wide 403/404 error pages, which would also turn the API's
  // JSON 404s and 403s into index.html.
  var lastSegment = uri.substring(uri.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}
`;
