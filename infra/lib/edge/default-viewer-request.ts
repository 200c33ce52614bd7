// The CloudFront Functions of the default behaviour (JavaScript runtime 2.0).
// Viewer request:
//   - a gallery address (/{businessSlug}/{personalSlug}/{sessionSlug}, /{customUrl},
//     /gallery/{key}) goes to the API origin as the gallery.page route, with the address as
//     its query, so link previews get the server-rendered meta tags;
//   - a public page (/, /beta, /en/pricing, /blog/{slug}...) is its prerendered HTML;
//   - the app's paths (/login, /signup, /auth/..., /dashboard/...) get the SPA shell;
//   - any other path without a file extension is the not-found page;
//   - a file (/assets/..., /favicon.svg, /gallery.html) passes through to the web bucket.
// Viewer response: the not-found page answers with status 404 (S3 found its file), and so does
// a missing file (S3 answers 403).
// Generated from the shared rules (shared/src/gallery/link-address.ts, the reserved first
// segments, the page route's contract, shared/src/site/pages.ts) so that the edge, linkKeyOfPath
// and the local static server cannot drift apart; infra/test/edge-functions.test.ts runs it
// against linkKeyOfPath and siteRequestOf.
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
import {
  APP_DOCUMENT,
  APP_FIRST_SEGMENTS,
  BLOG_SLUG_PATTERN,
  ENGLISH_PREFIX,
  LANDING_DOCUMENT,
  notFoundDocument,
  SITE_PAGES,
} from '@fotostudio/shared/site/pages';

/** The query parameter of gallery.page that carries the address. */
export const GALLERY_PAGE_QUERY = Object.keys(galleryPage.query.shape)[0] ?? 'path';

const regex = (pattern: RegExp): string => {
  if (pattern.flags) throw new Error(`${pattern.source}: flags are not carried into the edge function`);
  return pattern.toString();
};

/** The site's rules as function-runtime JavaScript: `siteDocument(uri)` is siteRequestOf. */
const siteRulesCode = (blogSlugs: readonly string[]): string => {
  for (const slug of blogSlugs) if (!BLOG_SLUG_PATTERN.test(slug)) throw new Error(`blog slug ${slug} is not a plain slug`);
  return `var SITE_PAGES = ${JSON.stringify(SITE_PAGES.filter((page) => page !== 'home'))};
var APP_SEGMENTS = ${JSON.stringify(APP_FIRST_SEGMENTS)};
var BLOG_SLUGS = ${JSON.stringify(blogSlugs)};
var ENGLISH = ${JSON.stringify(ENGLISH_PREFIX)};
var LANDING = ${JSON.stringify(LANDING_DOCUMENT)};
var APP = ${JSON.stringify(APP_DOCUMENT)};
var NOT_FOUND = { es: ${JSON.stringify(notFoundDocument('es'))}, en: ${JSON.stringify(notFoundDocument('en'))} };

function siteDocument(uri) {
  var segments = uri.split('/').filter(function (segment) { return segment.length > 0; });
  if (segments.length > 0 && APP_SEGMENTS.indexOf(segments[0]) !== -1) return { kind: 'app', document: APP };
  var english = segments[0] === ENGLISH;
  var rest = english ? segments.slice(1) : segments;
  var prefix = english ? '/' + ENGLISH : '';
  var notFound = { kind: 'not-found', document: english ? NOT_FOUND.en : NOT_FOUND.es };
  if (rest.length === 0) return { kind: 'page', document: prefix === '' ? LANDING : prefix + '/index.html' };
  if (rest.length > 2 || SITE_PAGES.indexOf(rest[0]) === -1) return notFound;
  if (rest.length === 1) return { kind: 'page', document: prefix + '/' + rest[0] + '/index.html' };
  if (rest[0] === 'blog' && BLOG_SLUGS.indexOf(rest[1]) !== -1) return { kind: 'page', document: prefix + '/blog/' + rest[1] + '/index.html' };
  return notFound;
}

function isFile(uri) {
  return uri.substring(uri.lastIndexOf('/') + 1).indexOf('.') !== -1;
}
`;
};

const galleryRulesCode = (): string => `var RESERVED = ${JSON.stringify(RESERVED_FIRST_SEGMENTS)};
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
`;

/** `blogSlugs`: the posts that exist (blogSlugsIn), so an unknown one is the not-found page. */
export const defaultViewerRequestCode = (apiOriginId: string, blogSlugs: readonly string[]): string => `import cf from 'cloudfront';

var API_ORIGIN_ID = ${JSON.stringify(apiOriginId)};
var PAGE_ROUTE = ${JSON.stringify(galleryPage.path)};
var PAGE_QUERY = ${JSON.stringify(GALLERY_PAGE_QUERY)};
${galleryRulesCode()}
${siteRulesCode(blogSlugs)}
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
  // Pages are chosen here rather than with distribution-wide 403/404 error pages, which would
  // also turn the API's JSON 404s and 403s into HTML.
  if (!isFile(uri)) request.uri = siteDocument(uri).document;
  return request;
}
`;

/**
 * The viewer-response function: the not-found page's status, and a missing file's. It
 * classifies the address the viewer asked for, and also accepts the rewritten one, whichever
 * the event carries. A file the web bucket lacks comes back 403 (CloudFront may not list the
 * bucket, so S3 will not say 404): it leaves as a plain 404, as the local static server answers
 * a missing script or image. (Distribution-wide error pages could serve the not-found page
 * instead, but they would also replace the API's JSON 403s and 404s.)
 */
export const defaultViewerResponseCode = (blogSlugs: readonly string[]): string => `${galleryRulesCode()}
${siteRulesCode(blogSlugs)}
function handler(event) {
  var response = event.response;
  var uri = event.request.uri;
  var notFound = uri === NOT_FOUND.es || uri === NOT_FOUND.en ||
    (!isFile(uri) && !isGalleryAddress(uri) && siteDocument(uri).kind === 'not-found');
  if (notFound && response.statusCode === 200) {
    response.statusCode = 404;
    response.statusDescription = 'Not Found';
  } else if (isFile(uri) && (response.statusCode === 403 || response.statusCode === 404)) {
    response.statusCode = 404;
    response.statusDescription = 'Not Found';
    response.headers['content-type'] = { value: 'text/plain; charset=utf-8' };
    response.headers['cache-control'] = { value: 'no-cache' };
    response.body = { encoding: 'text', data: 'Not found' };
  }
  return response;
}
`;
