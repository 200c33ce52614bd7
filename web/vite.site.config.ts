// The public site (landing, beta, pricing, docs, blog, legal pages): its own build, run after
// the app's (`npm run build`), into the same dist/. Every page is prerendered to HTML per
// language (vite-prerender-plugin calling src/site/prerender.tsx) and hydrated by
// src/site/main.tsx, which loads no Amplify, router or dashboard code.
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { LANGUAGES } from '@fotostudio/shared/constants';
import { SITE_PAGES, sitePath } from '@fotostudio/shared/site/pages';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { vitePrerenderPlugin } from 'vite-prerender-plugin';
import { siteErrorMessages } from './src/site/error-messages';
import { markdownPosts } from './src/site/markdown-plugin';
import { robotsTxt, sitemapXml } from './src/site/sitemap';

const BLOG_DIR = resolve(import.meta.dirname, 'src/site/blog');

/** The absolute origin of canonical URLs, sitemap and Open Graph tags. */
const siteOrigin = (process.env.SITE_ORIGIN ?? 'https://fotostudio.app').replace(/\/+$/, '');

const blogRoutes = (): string[] =>
  readdirSync(BLOG_DIR)
    .map((file) => /^([a-z0-9-]+)\.(es|en)\.md$/.exec(file))
    .filter((match): match is RegExpExecArray => match !== null)
    .map(([, slug, language]) => sitePath('blog', language === 'en' ? 'en' : 'es', slug));

const routes = (): string[] => [
  ...LANGUAGES.flatMap((language) => SITE_PAGES.map((page) => sitePath(page, language))),
  ...blogRoutes(),
  ...LANGUAGES.map((language) => `${sitePath('home', language).replace(/\/$/, '')}/404`),
];

const crawlerFiles = (): Plugin => ({
  name: 'fotostudio-sitemap',
  apply: 'build',
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: sitemapXml(routes(), siteOrigin) });
    this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(siteOrigin) });
  },
});

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    react(),
    markdownPosts(),
    crawlerFiles(),
    vitePrerenderPlugin({
      renderTarget: '#site-root',
      prerenderScript: resolve(import.meta.dirname, 'src/site/prerender.tsx'),
      additionalPrerenderRoutes: routes(),
    }),
  ],
  define: { __SITE_ORIGIN__: JSON.stringify(siteOrigin), __SITE_ERROR_MESSAGES__: JSON.stringify(siteErrorMessages()) },
  build: {
    outDir: 'dist',
    // The app's build ran first into the same folder.
    emptyOutDir: false,
    sourcemap: true,
    // No preload helper (about 1 KiB gzipped on every page): a page's chunk and texts are
    // fetched in one round after the entry, and the HTML is already on screen meanwhile.
    modulePreload: false,
    rolldownOptions: { input: { site: resolve(import.meta.dirname, 'site.html') } },
  },
});
