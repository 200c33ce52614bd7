// The <head> of a prerendered page: title, description, canonical URL, hreflang alternates and
// Open Graph tags, so search engines and link previews read them without running JavaScript.
import { DEFAULT_LANGUAGE, LANGUAGES } from '@fotostudio/shared/constants';
import { pathOf, type PageData } from './page-data';

export interface PageMeta {
  title: string;
  description: string;
}

export interface HeadElement {
  type: 'link' | 'meta';
  props: Record<string, string>;
}

const OG_LOCALES = { es: 'es_ES', en: 'en_GB' } as const;

/** Pages that are not worth an index entry. */
export const isIndexable = (data: PageData): boolean => data.page !== 'not-found' && data.page !== 'thankyou';

export const headElements = (data: PageData, meta: PageMeta, origin: string): HeadElement[] => {
  const url = `${origin}${pathOf(data)}`;
  const elements: HeadElement[] = [
    { type: 'meta', props: { name: 'description', content: meta.description } },
    { type: 'meta', props: { property: 'og:title', content: meta.title } },
    { type: 'meta', props: { property: 'og:description', content: meta.description } },
    { type: 'meta', props: { property: 'og:type', content: data.page === 'post' ? 'article' : 'website' } },
    { type: 'meta', props: { property: 'og:url', content: url } },
    { type: 'meta', props: { property: 'og:site_name', content: 'FotoStudio' } },
    { type: 'meta', props: { property: 'og:locale', content: OG_LOCALES[data.language] } },
    { type: 'meta', props: { property: 'og:image', content: `${origin}/og-image.png` } },
    { type: 'meta', props: { name: 'twitter:card', content: 'summary_large_image' } },
  ];
  if (!isIndexable(data)) return [...elements, { type: 'meta', props: { name: 'robots', content: 'noindex' } }];
  return [
    ...elements,
    { type: 'link', props: { rel: 'canonical', href: url } },
    ...LANGUAGES.map((language): HeadElement => ({ type: 'link', props: { rel: 'alternate', hreflang: language, href: `${origin}${pathOf(data, language)}` } })),
    { type: 'link', props: { rel: 'alternate', hreflang: 'x-default', href: `${origin}${pathOf(data, DEFAULT_LANGUAGE)}` } },
  ];
};
