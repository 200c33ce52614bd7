// Build time only (vite-prerender-plugin): renders one address to HTML with its head.
import { headElements } from './head';
import { pageDataOf } from './page-data';
import { loadPage } from './pages';
import { SiteApp } from './site-app';
import { loadTexts, takeUsedTexts } from './texts';
import './site.css';

declare const __SITE_ORIGIN__: string;

export const prerender = async ({ url }: { url: string }) => {
  // Imported here so the browser bundle never carries the server renderer.
  const { renderToString } = await import('react-dom/server.edge');
  const data = pageDataOf(url);
  takeUsedTexts();
  const chrome = await loadTexts(data.language, 'chrome');
  const page = await loadPage(data, chrome);
  const html = renderToString(<SiteApp data={data} chrome={chrome} page={page} />);
  return {
    html,
    data: { ...data, texts: takeUsedTexts() },
    head: {
      lang: data.language,
      title: page.meta.title,
      elements: new Set(headElements(data, page.meta, __SITE_ORIGIN__)),
    },
  };
};
