// Writes two files of shared/src/contracts/generated/ from the route table, so code that must
// not load the contracts' zod schemas can still name routes:
// - route-descriptors.ts: for each route of the domains whose clients load no zod (the client
//   gallery and the public site), a plain object with its method, path template and auth kind,
//   named after its id and typed by its contract through a type-only import;
// - route-addresses.ts: every route's method and path template, which the fallback function
//   tells an unknown path from a wrong method against (functions/src/http/platform/handler.ts).
// `--check` writes nothing and fails when a file on disk is not what this would write (CI:
// `npm run check:route-descriptors`).
//
//   npm run generate:route-descriptors
//   npm run check:route-descriptors
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyRoute, Domain } from '../shared/src/contracts/route.js';
import { routesByDomain, routeTable } from '../shared/src/contracts/routes.js';

/** The domains whose clients call the API without zod: web/src/gallery/api.ts and web/src/site/api.ts. */
const ZOD_FREE_DOMAINS = ['gallery', 'site'] as const satisfies readonly Domain[];
/** Routes of other domains that those clients call: the gallery's return from Stripe's page (issue 25 point 4). */
const ZOD_FREE_ROUTE_IDS: Partial<Record<Domain, readonly string[]>> = { payments: ['payments.galleryExtrasReturn'] };

const CONTRACTS_DIR = resolve(import.meta.dirname, '../shared/src/contracts');
const OUT_DIR = join(CONTRACTS_DIR, 'generated');
const OUT_FILE = join(OUT_DIR, 'route-descriptors.ts');
const ADDRESSES_FILE = join(OUT_DIR, 'route-addresses.ts');

const isRoute = (value: unknown): value is AnyRoute =>
  typeof value === 'object' && value !== null && 'id' in value && 'method' in value && 'path' in value && 'response' in value;

/** Every contract module's exported routes, by route: the module (relative to generated/) and the export's name. */
const routeExports = async (): Promise<Map<AnyRoute, { module: string; name: string }>> => {
  const found = new Map<AnyRoute, { module: string; name: string }>();
  const files = (readdirSync(CONTRACTS_DIR, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts'))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !file.startsWith(OUT_DIR) && !/(^|-)routes\.ts$/.test(basename(file)))
    .sort();
  for (const file of files) {
    const exports = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports)) {
      if (!isRoute(value) || found.has(value)) continue;
      found.set(value, { module: `./${relative(OUT_DIR, file).replaceAll('\\', '/').replace(/\.ts$/, '.js')}`.replace(/^\.\/\.\.\//, '../'), name });
    }
  }
  return found;
};

/** A single-quoted TypeScript string. */
const quoted = (text: string): string => `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;

/** `../billing/documents.js` -> `billingDocumentsContracts`. */
const moduleAlias = (module: string): string =>
  `${module
    .replace(/^\.\.\//, '')
    .replace(/\.js$/, '')
    .replace(/[/-](\w)/g, (_, letter: string) => letter.toUpperCase())}Contracts`;

/** `gallery.getDownload` -> `galleryGetDownload`. */
const descriptorName = (id: string): string => id.replace(/\.(\w)/g, (_, letter: string) => letter.toUpperCase());

export const renderRouteDescriptors = async (): Promise<string> => {
  const exportsByRoute = await routeExports();
  const modules = new Set<string>();
  // Each contract module as a type-only namespace (`galleryContracts`), so no name can clash with a descriptor's.
  const blocks: string[] = [];
  const names = new Set<string>();
  const groups = [
    ...ZOD_FREE_DOMAINS.map((domain) => ({ domain, routes: routesByDomain[domain].routes })),
    ...Object.entries(ZOD_FREE_ROUTE_IDS).map(([domain, ids]) => ({ domain, routes: routesByDomain[domain as Domain].routes.filter((route) => ids?.includes(route.id)) })),
  ];
  for (const { domain, routes } of groups) {
    blocks.push(`\n// ${domain}`);
    for (const route of routes) {
      const source = exportsByRoute.get(route);
      if (!source) throw new Error(`Route ${route.id} is not exported by a module under shared/src/contracts.`);
      const name = descriptorName(route.id);
      if (names.has(name)) throw new Error(`Two routes would share the descriptor name ${name}.`);
      names.add(name);
      modules.add(source.module);
      blocks.push(
        [
          `export const ${name}: RouteDescriptor<typeof ${moduleAlias(source.module)}.${source.name}> = {`,
          `  method: ${quoted(route.method)},`,
          `  path: ${quoted(route.path)},`,
          `  auth: ${quoted(route.auth)},`,
          '};',
        ].join('\n'),
      );
    }
  }
  const importLines = [...modules].sort().map((module) => `import type * as ${moduleAlias(module)} from '${module}';`);
  return [
    '// Generated by scripts/generate-route-descriptors.ts (`npm run generate:route-descriptors`) from the',
    '// route contracts: do not edit. `npm run check:route-descriptors` fails when this file is stale.',
    `// The routes of the clients that load no zod (${ZOD_FREE_DOMAINS.join(', ')}): plain objects, the contracts as types only.`,
    ...importLines,
    "import type { RouteDescriptor } from '../route-descriptor.js';",
    ...blocks,
    '',
  ].join('\n');
};

export const renderRouteAddresses = (): string =>
  [
    '// Generated by scripts/generate-route-descriptors.ts (`npm run generate:route-descriptors`) from the',
    '// route table: do not edit. `npm run check:route-descriptors` fails when this file is stale.',
    '// Every route\'s method and path template, without its schemas: what the fallback function tells an',
    '// unknown path (404) from a known path asked with another method (405) against.',
    "import type { RouteAddress } from '../route.js';",
    '',
    'export const routeAddresses: readonly RouteAddress[] = [',
    ...routeTable.map((route) => `  { method: ${quoted(route.method)}, path: ${quoted(route.path)} },`),
    '];',
    '',
  ].join('\n');

/** Writes `file`, or with `--check` fails when it is not `text`. */
const writeOrCheck = (file: string, text: string): void => {
  const where = relative(process.cwd(), file);
  if (process.argv.includes('--check')) {
    let current = '';
    try {
      current = readFileSync(file, 'utf8');
    } catch {
      // Missing: stale.
    }
    if (current !== text) {
      console.error(`${where} is stale: run \`npm run generate:route-descriptors\` and commit the result.`);
      process.exit(1);
    }
    console.log(`${where} is up to date.`);
    return;
  }
  writeFileSync(file, text);
  console.log(`Wrote ${where}.`);
};

const main = async (): Promise<void> => {
  writeOrCheck(OUT_FILE, await renderRouteDescriptors());
  writeOrCheck(ADDRESSES_FILE, renderRouteAddresses());
};

await main();
