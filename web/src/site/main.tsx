// The public site's browser entry: hydrates the prerendered page with the same tree, then
// counts the view. Loads React and the page's own chunk and texts only.
import { createRoot, hydrateRoot } from 'react-dom/client';
import { sendPageView } from './api';
import type { PageData } from './page-data';
import { loadPage } from './pages';
import { applyTheme, storedLanguage, storedTheme } from './preferences';
import { SiteApp } from './site-app';
import { loadTexts, primeTexts } from './texts';
import './site.css';

const start = async () => {
  applyTheme(storedTheme(), false);
  const root = document.getElementById('site-root');
  const dataElement = document.getElementById('prerender-data');
  if (!root || !dataElement?.textContent) return;
  const { texts, ...data } = JSON.parse(dataElement.textContent) as PageData & { texts: Record<string, unknown> };
  primeTexts(texts);
  // Any unknown address gets the Spanish not-found page; a browser that chose English in the
  // app or on the site reads it in English.
  const language = storedLanguage();
  if (data.page === 'not-found' && language && language !== data.language) {
    const translated = { ...data, language };
    const chrome = await loadTexts(language, 'chrome');
    const page = await loadPage(translated, chrome);
    document.documentElement.lang = language;
    document.title = page.meta.title;
    root.textContent = '';
    createRoot(root).render(<SiteApp data={translated} chrome={chrome} page={page} />);
    return;
  }
  const chrome = await loadTexts(data.language, 'chrome');
  const page = await loadPage(data, chrome);
  hydrateRoot(root, <SiteApp data={data} chrome={chrome} page={page} />);
  if (data.page !== 'not-found') sendPageView({ path: window.location.pathname, referrer: document.referrer || undefined, lang: data.language });
};

void start();
