// The public site's addresses, shared by the prerender build (web/vite.site.config.ts), the
// local static server (infra/local/cloudfront/static-web.ts) and the CloudFront viewer-request function
// (infra/lib/edge/default-viewer-request.ts), so the three cannot disagree on what is a page.
// Spanish pages live at the root, English ones under /en (distinct addresses, so each
// language has its own prerendered HTML, canonical URL and hreflang alternate).
import { DEFAULT_LANGUAGE, type Language } from '../constants.js';

export const SITE_PAGES = ['home', 'beta', 'pricing', 'docs', 'blog', 'terms', 'privacy', 'cookies', 'brand', 'thankyou', 'verifactu'] as const;
export type SitePage = (typeof SITE_PAGES)[number];

/** First path segments the photographer's app (index.html) owns; `f`: an invoice's public page (issue 25 point 2);
 * `sign`: a signer's agreement link (issue 26 point 5); `p`: a quote's public page (issue 25 point 3). */
export const APP_FIRST_SEGMENTS = ['login', 'signup', 'auth', 'dashboard', 'f', 'sign', 'p'] as const;

/** The prefix of the non-default language's pages. */
export const ENGLISH_PREFIX = 'en';

export const BLOG_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const languagePrefix = (language: Language): string => (language === DEFAULT_LANGUAGE ? '' : `/${ENGLISH_PREFIX}`);

/** The landing page's prerendered file (the build's entry document). */
export const LANDING_DOCUMENT = '/site.html';
/** The not-found page's prerendered file in a language, served with status 404. */
export const notFoundDocument = (language: Language): string => `${languagePrefix(language)}/404/index.html`;
/**
 * The not-found page for an address that names nothing: English under /en, else the default
 * language (a gallery address never starts with /en, so an unknown one gets the Spanish page,
 * which switches to the language the browser chose).
 */
export const notFoundDocumentOf = (pathname: string): string =>
  notFoundDocument(pathname.split('/').find((segment) => segment.length > 0) === ENGLISH_PREFIX ? 'en' : DEFAULT_LANGUAGE);
/** The app's shell. */
export const APP_DOCUMENT = '/index.html';

/** The address of a page in a language: sitePath('beta', 'en') === '/en/beta'. */
export const sitePath = (page: SitePage, language: Language, blogSlug?: string): string => {
  const prefix = languagePrefix(language);
  if (page === 'home') return prefix || '/';
  return `${prefix}/${page}${page === 'blog' && blogSlug ? `/${blogSlug}` : ''}`;
};

/** The prerendered file of an address, relative to the site root (no leading slash for '/'). */
export const documentOfPath = (path: string): string => {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? LANDING_DOCUMENT : `/${trimmed}/index.html`;
};

export type SiteRequest =
  | { kind: 'page'; document: string }
  | { kind: 'app' }
  | { kind: 'not-found'; document: string };

/**
 * What serves a request path without a file extension that is not a gallery address: a
 * prerendered page, the app, or the not-found page. `blogSlugs` are the posts that exist.
 */
export const siteRequestOf = (pathname: string, blogSlugs: readonly string[]): SiteRequest => {
  const segments = pathname.split('/').filter((segment) => segment.length > 0);
  if (segments.length > 0 && (APP_FIRST_SEGMENTS as readonly string[]).includes(segments[0] ?? '')) return { kind: 'app' };
  const english = segments[0] === ENGLISH_PREFIX;
  const rest = english ? segments.slice(1) : segments;
  const prefix = english ? `/${ENGLISH_PREFIX}` : '';
  const notFound: SiteRequest = { kind: 'not-found', document: notFoundDocumentOf(pathname) };
  if (rest.length === 0) return { kind: 'page', document: documentOfPath(prefix) };
  const [page, slug, ...more] = rest;
  if (more.length > 0 || !page || page === 'home' || !(SITE_PAGES as readonly string[]).includes(page)) return notFound;
  if (slug === undefined) return { kind: 'page', document: documentOfPath(`${prefix}/${page}`) };
  if (page === 'blog' && blogSlugs.includes(slug)) return { kind: 'page', document: documentOfPath(`${prefix}/blog/${slug}`) };
  return notFound;
};
