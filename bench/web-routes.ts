// The JavaScript each page of the web app downloads, gzipped: the entry chunk with its
// static imports, plus the lazy chunks of the route (its screens and its translations,
// in Spanish, the default language) with theirs. Read from a production build's manifest.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Manifest } from 'vite';

const WEB = resolve(import.meta.dirname, '..', 'web');
const LOGIN_TARGET_BYTES = 180 * 1024;
/** Issue 23 point 9: the dashboard home's own JavaScript, beyond the signed-in shell. */
const DASHBOARD_BEYOND_SHELL_TARGET_BYTES = 60 * 1024;

const locale = (namespace: string) => `src/i18n/locales/es/${namespace}.json`;
const AUTH = [locale('auth')];
// The shell fetches the whole error catalogue with it (the entry carries only the codes of the pages before a sign-in).
const DASHBOARD = ['src/app/routes/dashboard/layout.tsx', 'src/i18n/full-error-catalogue.ts', locale('auth'), locale('account')];

/** What web/src/app/router.tsx loads for each path (the modules given to lazyRoute). */
const ROUTES: Record<string, string[]> = {
  '/login': ['src/app/routes/login.tsx', ...AUTH],
  '/signup': ['src/app/routes/auth/signup.tsx', ...AUTH],
  '/auth/reset-password': ['src/app/routes/auth/reset-password.tsx', ...AUTH],
  '/dashboard': [...DASHBOARD, 'src/app/routes/dashboard/dashboard.tsx', locale('sessions')],
  '/dashboard/crm': [...DASHBOARD, 'src/app/routes/dashboard/crm.tsx', locale('crm'), locale('agreements')],
  '/dashboard/profile': [...DASHBOARD, 'src/app/routes/dashboard/profile.tsx'],
  '/dashboard/settings': [...DASHBOARD, 'src/app/routes/dashboard/settings.tsx'],
  '/dashboard/settings/packages (catalog)': [...DASHBOARD, 'src/app/routes/dashboard/packages.tsx', locale('catalog')],
  // The template editor (TipTap and ProseMirror) comes with this route only.
  '/dashboard/agreements': [...DASHBOARD, 'src/app/routes/dashboard/agreements.tsx', locale('agreements')],
};

export interface RouteFigure {
  route: string;
  chunks: number;
  rawBytes: number;
  gzipBytes: number;
  /** Signed-in routes: what the route adds to the shell (entry, dashboard layout, error catalogue, auth and account texts). */
  beyondShellGzipBytes?: number;
}

export interface WebRouteFigures {
  entryGzipBytes: number;
  amplifyInEntry: boolean;
  routes: RouteFigure[];
}

export const chunkOf = (manifest: Manifest, key: string) => {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest: update the bench (bench/web-routes.ts, bench/site.ts) to match the build`);
  return chunk;
};

/** A chunk and everything it imports statically (what the browser must fetch to run it). */
export const withStaticImports = (manifest: Manifest, key: string, into: Set<string>): Set<string> => {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of chunkOf(manifest, key).imports ?? []) withStaticImports(manifest, imported, into);
  return into;
};

export const benchWebRoutes = async (): Promise<WebRouteFigures> => {
  const outDir = mkdtempSync(join(tmpdir(), 'fotostudio-web-bench-'));
  try {
    await build({
      configFile: join(WEB, 'vite.config.ts'),
      logLevel: 'error',
      build: { outDir, emptyOutDir: true, manifest: true, sourcemap: false },
    });
    const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
    const sizes = new Map<string, { raw: number; gzip: number }>();
    const sizeOf = (key: string) => {
      const file = chunkOf(manifest, key).file;
      let size = sizes.get(file);
      if (!size) {
        const bytes = readFileSync(join(outDir, file));
        size = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
        sizes.set(file, size);
      }
      return size;
    };
    // Two pages are built: the app (index.html) and the client gallery (gallery.html).
    const entryKey = 'index.html';
    chunkOf(manifest, entryKey);
    // The entry also fetches the shell's translations before the first render.
    const entry = withStaticImports(manifest, locale('common'), withStaticImports(manifest, entryKey, new Set()));
    const shellFiles = new Set<string>();
    const total = (keys: Set<string>, leaveOut: ReadonlySet<string> = new Set()) => {
      const js = [...keys].map((key) => chunkOf(manifest, key).file).filter((file) => file.endsWith('.js') && !leaveOut.has(file));
      const unique = [...new Set(js)];
      const files = unique.map((file) => sizes.get(file) ?? { raw: 0, gzip: 0 });
      return {
        chunks: unique.length,
        rawBytes: files.reduce((sum, size) => sum + size.raw, 0),
        gzipBytes: files.reduce((sum, size) => sum + size.gzip, 0),
      };
    };
    for (const key of Object.keys(manifest)) sizeOf(key);
    const shell = new Set(entry);
    for (const module of DASHBOARD) withStaticImports(manifest, module, shell);
    for (const key of shell) shellFiles.add(chunkOf(manifest, key).file);
    const routes: RouteFigure[] = Object.entries(ROUTES).map(([route, modules]) => {
      const keys = new Set(entry);
      for (const module of modules) withStaticImports(manifest, module, keys);
      const beyondShell = route.startsWith('/dashboard') ? { beyondShellGzipBytes: total(keys, shellFiles).gzipBytes } : {};
      return { route, ...total(keys), ...beyondShell };
    });
    // The client gallery is its own page: nothing of the app's entry. Its entry imports the
    // gallery app dynamically (once the first screen is painted), so the app is counted with it.
    const galleryPage = withStaticImports(manifest, 'src/gallery/render-app.tsx', withStaticImports(manifest, 'gallery.html', new Set()));
    routes.push({ route: '/gallery/{link} (client gallery page)', ...total(galleryPage) });
    const entryOnly = new Set<string>();
    withStaticImports(manifest, entryKey, entryOnly);
    return {
      entryGzipBytes: total(entryOnly).gzipBytes,
      amplifyInEntry: [...entryOnly].some((key) => /aws-amplify|amplify/.test(chunkOf(manifest, key).file)),
      routes,
    };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
};

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

export const printWebRoutes = ({ entryGzipBytes, amplifyInEntry, routes }: WebRouteFigures): void => {
  console.log('\nWeb app: JavaScript each route loads (gzip -9; entry + route chunks + Spanish texts)');
  console.log(`entry chunk and its static imports: ${kib(entryGzipBytes)} gzipped; Amplify in it: ${amplifyInEntry ? 'yes' : 'no'}`);
  console.log('| route | chunks | minified | gzipped | beyond the shell | target |');
  console.log('|---|---|---|---|---|---|');
  for (const { route, chunks, rawBytes, gzipBytes, beyondShellGzipBytes } of routes) {
    console.log(`| ${route} | ${chunks} | ${kib(rawBytes)} | ${kib(gzipBytes)} | ${beyondShellGzipBytes === undefined ? '' : kib(beyondShellGzipBytes)} | ${targetOf(route, gzipBytes, beyondShellGzipBytes)} |`);
  }
};

const targetOf = (route: string, gzipBytes: number, beyondShellGzipBytes: number | undefined): string => {
  if (route === '/login') return gzipBytes <= LOGIN_TARGET_BYTES ? 'met (180 KiB)' : 'MISSED (180 KiB)';
  if (route === '/dashboard' && beyondShellGzipBytes !== undefined) {
    return beyondShellGzipBytes <= DASHBOARD_BEYOND_SHELL_TARGET_BYTES ? 'met (60 KiB beyond the shell)' : 'MISSED (60 KiB beyond the shell)';
  }
  return '';
};

/** The dashboard home's line (`npm run bench -- dashboard` prints it after the data call). */
export const printDashboardRoute = ({ routes }: WebRouteFigures): void => {
  const home = routes.find((figure) => figure.route === '/dashboard');
  if (!home || home.beyondShellGzipBytes === undefined) throw new Error('no /dashboard figure: update bench/web-routes.ts');
  console.log(
    `\nDashboard route JavaScript (gzip -9): ${kib(home.beyondShellGzipBytes)} beyond the shell, ${kib(home.gzipBytes)} on a first visit: ${targetOf(home.route, home.gzipBytes, home.beyondShellGzipBytes)}`,
  );
};
