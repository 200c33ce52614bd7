// The site's texts: one JSON file per area and language (locales/{es,en}/<area>.json), each
// loaded only by the pages that show it. Spanish files define the shape; English must match
// (web/test/site-texts.test.ts).
import type { Language } from '@fotostudio/shared/constants';
import type beta from './locales/es/beta.json';
import type blog from './locales/es/blog.json';
import type brand from './locales/es/brand.json';
import type chrome from './locales/es/chrome.json';
import type docs from './locales/es/docs.json';
import type home from './locales/es/home.json';
import type legal from './locales/es/legal.json';
import type pricing from './locales/es/pricing.json';
import type verifactu from './locales/es/verifactu.json';

export interface SiteTexts {
  beta: typeof beta;
  blog: typeof blog;
  brand: typeof brand;
  chrome: typeof chrome;
  docs: typeof docs;
  home: typeof home;
  legal: typeof legal;
  pricing: typeof pricing;
  verifactu: typeof verifactu;
}
export type TextArea = keyof SiteTexts;

const files = import.meta.glob('./locales/*/*.json', { import: 'default' });

// The texts a page used, by `language/area`. The prerender writes them into the page
// (#prerender-data) and the browser primes them from there: the words are already in the
// HTML, so they need not come again as JavaScript chunks before hydration.
const used = new Map<string, unknown>();

export const primeTexts = (texts: Record<string, unknown>): void => {
  for (const [key, value] of Object.entries(texts)) used.set(key, value);
};

/** The texts loaded since the last call, and a fresh start for the next page. */
export const takeUsedTexts = (): Record<string, unknown> => {
  const texts = Object.fromEntries(used);
  used.clear();
  return texts;
};

export const loadTexts = async <A extends TextArea>(language: Language, area: A): Promise<SiteTexts[A]> => {
  const key = `${language}/${area}`;
  if (used.has(key)) return used.get(key) as SiteTexts[A];
  const load = files[`./locales/${key}.json`];
  if (!load) throw new Error(`No texts for ${key}`);
  const texts = (await load()) as SiteTexts[A];
  used.set(key, texts);
  return texts;
};

/** Fills `{name}` placeholders (shared's one filler). */
export { fillIn as fill } from '@fotostudio/shared/fill-in';
