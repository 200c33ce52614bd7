// sitemap.xml and robots.txt, written by the site build from the prerendered addresses.
import { DEFAULT_LANGUAGE, LANGUAGES } from '@fotostudio/shared/constants';
import { isIndexable } from './head';
import { pageDataOf, pathOf } from './page-data';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const sitemapXml = (paths: readonly string[], origin: string): string => {
  const entries = paths
    .map((path) => pageDataOf(path))
    .filter(isIndexable)
    .map((data) => {
      const alternates = [...LANGUAGES.map((language) => [language, pathOf(data, language)]), ['x-default', pathOf(data, DEFAULT_LANGUAGE)]]
        .map(([hreflang, path]) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(`${origin}${path}`)}"/>`)
        .join('\n');
      return `  <url>\n    <loc>${escapeXml(`${origin}${pathOf(data)}`)}</loc>\n${alternates}\n  </url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
};

/** The app and the API are not for crawlers; client galleries are private links. */
export const robotsTxt = (origin: string): string =>
  ['User-agent: *', 'Disallow: /api/', 'Disallow: /dashboard', 'Disallow: /auth/', 'Disallow: /gallery/', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
