// The JavaScript each public page downloads, gzipped: the site entry with its static imports
// and the page's own chunk with its imports (what web/src/site/main.tsx loads before
// hydrating; the page's texts come inside its HTML, whose gzipped size is printed beside). The landing must stay within 80 KiB (issue 14). Read from a
// production build's manifest of web/vite.site.config.ts.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Manifest } from 'vite';
import { chunkOf, withStaticImports } from './web-routes.js';

const WEB = resolve(import.meta.dirname, '..', 'web');
export const LANDING_TARGET_BYTES = 80 * 1024;

const page = (name: string) => `src/site/pages/${name}.tsx`;

/** What src/site/pages.ts and main.tsx load for each page, besides the entry. */
const PAGES: Record<string, string[]> = {
  '/ (landing)': [page('home')],
  '/beta': [page('beta')],
  '/pricing': [page('pricing')],
  '/docs': [page('docs')],
  '/blog/{slug}': [page('blog'), 'src/site/blog/abrimos-la-beta.es.md'],
  '/terms': [page('legal')],
  '/brand': [page('brand')],
};

export interface SitePageFigure {
  page: string;
  chunks: number;
  gzipBytes: number;
  htmlGzipBytes: number;
}

/** The prerendered document of each measured page. */
const DOCUMENTS: Record<string, string> = {
  '/ (landing)': 'site.html',
  '/beta': 'beta/index.html',
  '/pricing': 'pricing/index.html',
  '/docs': 'docs/index.html',
  '/blog/{slug}': 'blog/abrimos-la-beta/index.html',
  '/terms': 'terms/index.html',
  '/brand': 'brand/index.html',
};

export const benchSite = async (): Promise<SitePageFigure[]> => {
  const outDir = mkdtempSync(join(tmpdir(), 'fotostudio-site-bench-'));
  try {
    await build({
      configFile: join(WEB, 'vite.site.config.ts'),
      configLoader: 'runner',
      logLevel: 'error',
      build: { outDir, emptyOutDir: true, manifest: true, sourcemap: false },
    });
    const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
    const gzipOf = new Map<string, number>();
    const sizeOf = (file: string) => {
      let size = gzipOf.get(file);
      if (size === undefined) {
        size = gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length;
        gzipOf.set(file, size);
      }
      return size;
    };
    const entry = withStaticImports(manifest, 'site.html', new Set());
    return Object.entries(PAGES).map(([name, modules]) => {
      const keys = new Set(entry);
      for (const module of modules) withStaticImports(manifest, module, keys);
      const files = [...new Set([...keys].map((key) => chunkOf(manifest, key).file).filter((file) => file.endsWith('.js')))];
      return {
        page: name,
        chunks: files.length,
        gzipBytes: files.reduce((sum, file) => sum + sizeOf(file), 0),
        htmlGzipBytes: sizeOf(DOCUMENTS[name] ?? 'site.html'),
      };
    });
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
};

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

export const printSite = (figures: SitePageFigure[]): void => {
  console.log('\nPublic site: JavaScript each page loads (gzip -9; entry + page chunk), and its Spanish HTML');
  console.log('| page | chunks | JS gzipped | target | HTML gzipped |');
  console.log('|---|---|---|---|---|');
  for (const { page: name, chunks, gzipBytes, htmlGzipBytes } of figures) {
    const target = name.startsWith('/ ') ? (gzipBytes <= LANDING_TARGET_BYTES ? 'met (80 KiB)' : 'MISSED (80 KiB)') : '';
    console.log(`| ${name} | ${chunks} | ${kib(gzipBytes)} | ${target} | ${kib(htmlGzipBytes)} |`);
  }
};
