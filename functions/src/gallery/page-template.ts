// The gallery page's HTML: the built gallery entry (web/dist/gallery.html, whose <head> holds
// a `<!--gallery-meta-->` marker) with a link's preview tags put in place of the marker.
import { escapeHtml } from '../mail/html.js';
import { config } from '../lib/config.js';
import type { LinkPreview } from './link-preview.js';

export const GALLERY_META_MARKER = '<!--gallery-meta-->';

/**
 * Kept per warm container, but not for its whole life: a web release replaces the hashed
 * scripts the template names, and a container that outlived it would keep serving the old ones.
 */
const TEMPLATE_MAX_AGE_MS = 5 * 60 * 1000;

let cached: { html: string; fetchedAt: number } | undefined;

/** The built gallery entry, fetched from the app's own origin (CloudFront: the web bucket). */
export const galleryTemplate = async (now = Date.now()): Promise<string> => {
  if (cached && now - cached.fetchedAt < TEMPLATE_MAX_AGE_MS) return cached.html;
  const url = `${config().APP_URL.replace(/\/$/, '')}/gallery.html`;
  const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const html = await response.text();
  if (!html.includes(GALLERY_META_MARKER)) throw new Error(`${url} has no ${GALLERY_META_MARKER} marker in its <head>`);
  cached = { html, fetchedAt: now };
  return html;
};

/** For tests that serve another template. */
export const forgetGalleryTemplate = (): void => {
  cached = undefined;
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

/**
 * The template with the tags at its marker. The template's own <title> goes: the preview's
 * names the gallery, and two titles would leave the choice to each app.
 */
export const renderGalleryPage = (template: string, preview: LinkPreview): string =>
  template.replace(/<title>[\s\S]*?<\/title>\s*/i, '').replace(GALLERY_META_MARKER, () => previewTags(preview));
