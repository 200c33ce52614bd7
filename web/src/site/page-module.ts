import type { ReactNode } from 'react';
import type { PageMeta } from './head';
import type { PageData } from './page-data';

/** What a page gives the prerender and the hydration: its meta tags and its content. */
export interface LoadedPage {
  meta: PageMeta;
  content: ReactNode;
  /** Pages with their own frame (the not-found page) skip the header and footer. */
  bare?: boolean;
}

export type PageLoader = (data: PageData) => Promise<LoadedPage>;
