import type { Language } from '@fotostudio/shared/constants';
import { createContext, useContext } from 'react';
import type { PageData } from './page-data';
import type { SiteTexts } from './texts';

export interface Site {
  data: PageData;
  language: Language;
  chrome: SiteTexts['chrome'];
}

export const SiteContext = createContext<Site | null>(null);

export const useSite = (): Site => {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite outside SiteContext');
  return site;
};
