// The gallery page's HTML: the built gallery entry (web/dist/gallery.html, whose <head> holds
// a `<!--gallery-meta-->` marker) with a link's preview tags put in place of the marker and, for
// a link that opens, its first screen (first-screen.ts); and the prerendered not-found page,
// for an address that names no link.
import { notFoundDocumentOf } from '@fotostudio/shared/site/pages';
import { escapeHtml } from '../../mail/html.js';
import { appConfig } from '../../lib/config.js';
import { openGalleryOf, withFirstScreen } from './first-screen.js';
import { type LinkPreview, linkPreviewOf } from './link-preview.js';

export const GALLERY_META_MARKER = '<!--gallery-meta-->';

/**
 * Kept per warm container, but not for its whole life: a web release replaces the hashed
 * scripts the template names, and a container that outlived it would keep serving the old ones.
 */
const TEMPLATE_MAX_AGE_MS = 5 * 60 * 1000;

const cached = new Map<string, { html: string; fetchedAt: number }>();

/**
 * A built HTML file of the app's own origin (CloudFront: the web bucket), kept as above once
 * `problemOf` finds nothing wrong with the answer.
 */
const appDocument = async (
  path: string,
  now: number,
  problemOf: (response: Response, html: string) => string | undefined,
): Promise<string> => {
  const kept = cached.get(path);
  if (kept && now - kept.fetchedAt < TEMPLATE_MAX_AGE_MS) return kept.html;
  const url = `${appConfig().APP_URL.replace(/\/$/, '')}${path}`;
  const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
  const html = await response.text();
  const problem = problemOf(response, html);
  if (problem) throw new Error(`${url} ${problem}`);
  cached.set(path, { html, fetchedAt: now });
  return html;
};

/** The built gallery entry. */
export const galleryTemplate = async (now = Date.now()): Promise<string> =>
  appDocument('/gallery.html', now, (response, html) => {
    if (!response.ok) return `answered ${response.status}`;
    return html.includes(GALLERY_META_MARKER) ? undefined : `has no ${GALLERY_META_MARKER} marker in its <head>`;
  });

/**
 * The prerendered not-found page in the language of an address (shared/src/site/pages.ts), for
 * a gallery address that names no link. The origin serves that file with status 404 (the
 * edge's viewer response and the local static server mark it so), so an HTML body is what
 * tells it from a missing file.
 */
export const notFoundPage = async (pathname: string, now = Date.now()): Promise<string> =>
  appDocument(notFoundDocumentOf(pathname), now, (response) => {
    const html = (response.headers.get('content-type') ?? '').startsWith('text/html');
    return (response.ok || response.status === 404) && html ? undefined : `answered ${response.status} without the page`;
  });

/** For tests that serve other documents. */
export const forgetGalleryTemplate = (): void => {
  cached.clear();
};

const meta = (attribute: 'name' | 'property', key: string, content: string): string =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;

export const previewTags = (preview: LinkPreview): string => {
  const documentTitle = preview.siteName ? `${preview.title} · ${preview.siteName}` : preview.title;
  return [
    `<title>${escapeHtml(documentTitle)}</title>`,
    meta('name', 'description', preview.description),
    meta('name', 'robots', 'noindex, nofollow'),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:title', preview.title),
    meta('property', 'og:description', preview.description),
    meta('property', 'og:url', preview.url),
    ...(preview.siteName ? [meta('property', 'og:site_name', preview.siteName)] : []),
    ...(preview.imageUrl ? [meta('property', 'og:image', preview.imageUrl), meta('property', 'og:image:alt', preview.title)] : []),
    meta('name', 'twitter:card', preview.imageUrl ? 'summary_large_image' : 'summary'),
    ...(preview.themeColor ? [meta('name', 'theme-color', preview.themeColor)] : []),
  ].join('\n    ');
};

/** The template's <html> element in the client's language (web/src/gallery/i18n.tsx starts from it). */
const inLanguage = (template: string, language: LinkPreview['language']): string =>
  language ? template.replace(/<html\b[^>]*>/i, (tag) => (/\slang=/i.test(tag) ? tag.replace(/\slang="[^"]*"/i, ` lang="${language}"`) : tag.replace(/^<html/i, `<html lang="${language}"`))) : template;

/**
 * The template with the tags at its marker, in the client's language. The template's own
 * <title> goes: the preview's names the gallery, and two titles would leave the choice to each app.
 */
export const renderGalleryPage = (template: string, preview: LinkPreview): string =>
  inLanguage(template, preview.language)
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(GALLERY_META_MARKER, () => previewTags(preview));

/**
 * The page of a gallery address: the gallery page with its link's preview, or the site's
 * not-found page when the address names no link (`found: false`, answered with a 404). A link
 * that opens without a pass also gets its first screen and data (first-screen.ts):
 * `embedsGallery`, a page for one client that no cache may keep (it carries the draft).
 */
export const galleryPageOf = async (path: string): Promise<{ html: string; found: boolean; embedsGallery: boolean }> => {
  const [template, preview, gallery] = await Promise.all([galleryTemplate(), linkPreviewOf(path), openGalleryOf(path)]);
  if (preview) {
    const page = renderGalleryPage(template, preview);
    return gallery ? { html: withFirstScreen(page, gallery), found: true, embedsGallery: true } : { html: page, found: true, embedsGallery: false };
  }
  return { html: await notFoundPage(path), found: false, embedsGallery: false };
};
