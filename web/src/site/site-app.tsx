import { useEffect } from 'react';
import { SiteLayout } from './components/layout';
import type { LoadedPage } from './page-module';
import type { PageData } from './page-data';
import { SiteContext } from './site-context';
import type { SiteTexts } from './texts';

/** Marks the document once the page answers to clicks (browser tests wait for it). */
const Hydrated = () => {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
};

/** The whole page, the same tree in the prerender and in the browser's hydration. */
export const SiteApp = ({ data, chrome, page }: { data: PageData; chrome: SiteTexts['chrome']; page: LoadedPage }) => (
  <SiteContext.Provider value={{ data, language: data.language, chrome }}>
    {page.bare ? page.content : <SiteLayout>{page.content}</SiteLayout>}
    <Hydrated />
  </SiteContext.Provider>
);
