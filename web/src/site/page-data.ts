// Which page a prerendered document is, read from its address at build time and carried to
// the browser in the document (the prerender plugin's #prerender-data), so hydration renders
// the same page without parsing the address again.
import { DEFAULT_LANGUAGE, type Language } from '@fotostudio/shared/constants';
import { ENGLISH_PREFIX, SITE_PAGES, sitePath, type SitePage } from '@fotostudio/shared/site/pages';

export type PageKey = SitePage | 'post' | 'not-found';

export interface PageData {
  page: PageKey;
  language: Language;
  /** The post's slug on page 'post'. */
  slug?: string;
}

export const NOT_FOUND_SEGMENT = '404';

export const pageDataOf = (url: string): PageData => {
  const segments = new URL(url, 'http://site.invalid').pathname.split('/').filter(Boolean);
  const language: Language = segments[0] === ENGLISH_PREFIX ? 'en' : DEFAULT_LANGUAGE;
  const [page, slug, ...more] = language === DEFAULT_LANGUAGE ? segments : segments.slice(1);
  if (page === undefined) return { page: 'home', language };
  if (page === 'blog' && slug !== undefined && more.length === 0) return { page: 'post', language, slug };
  if (slug === undefined && page !== 'home' && (SITE_PAGES as readonly string[]).includes(page)) return { page: page as SitePage, language };
  return { page: 'not-found', language };
};

/** The address of the same page in a language (its hreflang alternate). */
export const pathOf = (data: PageData, language: Language = data.language): string => {
  if (data.page === 'post') return sitePath('blog', language, data.slug);
  if (data.page === 'not-found') return `${sitePath('home', language).replace(/\/$/, '')}/${NOT_FOUND_SEGMENT}`;
  return sitePath(data.page, language);
};
