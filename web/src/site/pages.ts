// Every page of the site and the module that renders it; each is its own chunk, so a page
// downloads only its own code and texts.
import type { PageLoader, LoadedPage } from './page-module';
import type { PageData, PageKey } from './page-data';
import type { SiteTexts } from './texts';

const LOADERS: Record<PageKey, () => Promise<PageLoader>> = {
  home: () => import('./pages/home').then((m) => m.load),
  beta: () => import('./pages/beta').then((m) => m.load),
  pricing: () => import('./pages/pricing').then((m) => m.load),
  docs: () => import('./pages/docs').then((m) => m.load),
  blog: () => import('./pages/blog').then((m) => m.loadIndex),
  post: () => import('./pages/blog').then((m) => m.loadArticle),
  terms: () => import('./pages/legal').then((m) => m.loadTerms),
  privacy: () => import('./pages/legal').then((m) => m.loadPrivacy),
  cookies: () => import('./pages/legal').then((m) => m.loadCookies),
  brand: () => import('./pages/brand').then((m) => m.load),
  thankyou: () => import('./pages/thankyou').then((m) => m.load),
  verifactu: () => import('./pages/verifactu').then((m) => m.load),
  'not-found': () => import('./pages/not-found').then((m) => m.load),
};

/** The page, with the meta of the pages whose texts live in the chrome filled in. */
export const loadPage = async (data: PageData, chrome: SiteTexts['chrome']): Promise<LoadedPage> => {
  const page = await (await LOADERS[data.page]())(data);
  if (data.page === 'thankyou') return { ...page, meta: { title: chrome.thankyou.metaTitle, description: chrome.thankyou.metaDescription } };
  if (data.page === 'not-found') return { ...page, meta: { title: chrome.notFound.metaTitle, description: chrome.notFound.metaDescription } };
  return page;
};
