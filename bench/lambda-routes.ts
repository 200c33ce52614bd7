// `npm run bench -- lambda-routes`: what each route module of an HTTP function would load on
// top of the function's init, were the function split into chunks (esbuild's metafile of the
// bundle the CDK app builds, no timing). The init is what the handler imports besides its
// route modules (functions/src/http/<domain>/*.ts); a route module's share is what its static
// imports reach beyond that, with the largest packages and the import chain that brings the
// largest one. It answers why code splitting moves a cold start's work to the first request
// instead of removing it (docs/performance.md, "Lambda bundles").
import { build, type Metafile } from 'esbuild';
import { join, resolve } from 'node:path';
import { httpFunctionEntries } from '../functions/src/function-entries.js';
import { lambdaEsbuildOptions } from '../infra/lib/lambda-bundling.js';

const ROOT = resolve(import.meta.dirname, '..');

export interface RouteModuleFigure {
  module: string;
  addedBytes: number;
  /** Init and this route module together, as a share of the one-file bundle. */
  shareOfBundle: number;
  largest: { name: string; bytes: number }[];
  /** From the route module to the largest package it adds. */
  chain: string[];
}

export interface FunctionRouteFigures {
  name: string;
  bundleBytes: number;
  initBytes: number;
  routes: RouteModuleFigure[];
}

const packageOf = (input: string): string => {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input);
  return match?.[1] ?? input.replace(/^(functions|shared)\/src\//, '$1:').split('/').slice(0, 2).join('/');
};

const analyse = (name: string, metafile: Metafile): FunctionRouteFigures => {
  const [output] = Object.values(metafile.outputs);
  if (!output?.entryPoint) throw new Error(`no output for ${name}`);
  const bytes = (input: string) => output.inputs[input]?.bytesInOutput ?? 0;
  const importsOf = (input: string) =>
    (metafile.inputs[input]?.imports ?? []).filter((i) => i.kind === 'import-statement' || i.kind === 'require-call').map((i) => i.path);
  const closure = (roots: string[], outside: Set<string>) => {
    const reached = new Map<string, string | undefined>(roots.map((root) => [root, undefined]));
    const queue = [...roots];
    for (let current = queue.shift(); current !== undefined; current = queue.shift()) {
      for (const next of importsOf(current)) {
        if (reached.has(next) || outside.has(next)) continue;
        reached.set(next, current);
        queue.push(next);
      }
    }
    return reached;
  };
  const sum = (inputs: Iterable<string>) => [...inputs].reduce((total, input) => total + bytes(input), 0);
  const folder = output.entryPoint.replace(/handler\.ts$/, '');
  const direct = importsOf(output.entryPoint);
  const routeModules = direct.filter((input) => input.startsWith(folder));
  const init = new Set(closure(direct.filter((input) => !routeModules.includes(input)), new Set()).keys());
  const bundleBytes = sum(Object.keys(output.inputs));
  const routes = routeModules.map((module): RouteModuleFigure => {
    const added = closure([module], init);
    const perPackage = new Map<string, number>();
    for (const input of added.keys()) perPackage.set(packageOf(input), (perPackage.get(packageOf(input)) ?? 0) + bytes(input));
    const largest = [...perPackage].sort((a, b) => b[1] - a[1]).slice(0, 4).map(([packageName, size]) => ({ name: packageName, bytes: size }));
    const first = [...added.keys()].find((input) => packageOf(input) === largest[0]?.name);
    const chain: string[] = [];
    for (let at = first; at !== undefined; at = added.get(at)) chain.unshift(at);
    return { module: module.slice(folder.length), addedBytes: sum(added.keys()), shareOfBundle: (sum(added.keys()) + sum(init)) / bundleBytes, largest, chain };
  });
  return { name, bundleBytes, initBytes: sum(init), routes };
};

export const benchLambdaRoutes = async (): Promise<FunctionRouteFigures[]> => {
  const figures: FunctionRouteFigures[] = [];
  for (const [name, entry] of Object.entries(httpFunctionEntries)) {
    const { metafile } = await build({ ...lambdaEsbuildOptions, entryPoints: [join(ROOT, entry)], outfile: 'index.mjs', write: false, metafile: true, logLevel: 'error', absWorkingDir: ROOT });
    figures.push(analyse(name, metafile));
  }
  return figures;
};

export const printLambdaRoutes = (figures: FunctionRouteFigures[]): void => {
  const kib = (size: number) => `${(size / 1024).toFixed(0)} KiB`;
  console.log('\nRoute modules of the HTTP functions: what each adds to the init (bytes in the one-file bundle)');
  console.log('| function | bundle | init | route module | adds | init + route | largest added | chain to the largest |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const f of figures) {
    for (const r of f.routes) {
      const largest = r.largest.map((l) => `${l.name} ${kib(l.bytes)}`).join(', ');
      const chain = r.chain.map((input) => input.replace(/^node_modules\//, '').replace(/^functions\/src\//, '')).join(' > ');
      console.log(`| ${f.name} | ${kib(f.bundleBytes)} | ${kib(f.initBytes)} | ${r.module} | ${kib(r.addedBytes)} | ${(r.shareOfBundle * 100).toFixed(0)} % | ${largest} | ${chain} |`);
    }
  }
};
