// `npm run bench -- gallery-init`: a function's bundle and cold init against a base commit
// (BENCH_BASE, default a466654: main before issue 20's media changes), both built as the CDK
// app builds them and imported alternately in one run, so the machine's load falls on both
// alike. The gallery function by default; BENCH_FUNCTIONS=billing,sessions (any names of
// functions/src/function-entries.ts, or `all`) compares those instead, each in its own
// alternation. The base's sources come from `git archive`; its `@fotostudio/shared` is aliased
// to the base's own, the npm packages are today's. The base is built with its own esbuild
// options (its infra/lib/lambda-bundling.ts: aliases and lazily installed packages), so a
// change to those shows; a base without that file is built with today's.
// BENCH_BASE=untraced compares today's functions with the same tree built without the X-Ray SDK
// (the Powertools tracer's middleware and client capture left out): a measurement of what the
// tracer costs each function's init (docs/decisions/0007), never a build that is deployed.
import { build, type BuildOptions, type Plugin } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { eventFunctionEntries, httpFunctionEntries } from '../functions/src/function-entries.js';
import { lambdaEsbuildOptions } from '../infra/lib/lambda-bundling.js';
import { measureInit, median } from './lambda-bundles.js';

const ROOT = resolve(import.meta.dirname, '..');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15);
const GALLERY_SIZE_TARGET = 230 * 1024;
const ENTRIES: Record<string, string> = { ...httpFunctionEntries, ...eventFunctionEntries };

export interface InitAgainstBase {
  name: string;
  baseBytes: number;
  bytes: number;
  baseInit: { wallMs: number; cpuMs: number };
  init: { wallMs: number; cpuMs: number };
}

export interface GalleryInitFigures {
  base: string;
  functions: InitAgainstBase[];
}

const UNTRACED = 'untraced';

/** The one module that brings the tracer in, replaced by the same middlewares without the handler's trace. */
const withoutTracer: Plugin = {
  name: 'without-tracer',
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: /functions[\\/]src[\\/]lib[\\/]powertools-middlewares\.ts$/ }, (args) => ({
      contents: `export { lambdaMiddlewares as powertoolsMiddlewares } from './lambda-middlewares.js';`,
      loader: 'ts',
      resolveDir: resolve(args.path, '..'),
    }));
  },
};

const bundle = async (root: string, entry: string, outfile: string, options: BuildOptions, sharedSource?: string): Promise<number> => {
  await build({
    ...options,
    entryPoints: [join(root, entry)],
    outfile,
    logLevel: 'error',
    absWorkingDir: root,
    ...(sharedSource ? { alias: { ...options.alias, '@fotostudio/shared': sharedSource } } : {}),
  });
  return statSync(outfile).size;
};

/** The esbuild options the base's CDK app used, or today's when the base has none to import. */
const baseOptions = async (baseRoot: string): Promise<BuildOptions> => {
  const file = join(baseRoot, 'infra', 'lib', 'lambda-bundling.ts');
  if (!existsSync(file)) return lambdaEsbuildOptions;
  const own = (await import(pathToFileURL(file).href)) as { lambdaEsbuildOptions?: BuildOptions };
  return own.lambdaEsbuildOptions ?? lambdaEsbuildOptions;
};

const chosenFunctions = (): string[] => {
  const named = (process.env.BENCH_FUNCTIONS ?? 'gallery').split(',').filter(Boolean);
  if (named.includes('all')) return Object.keys(ENTRIES);
  const unknown = named.filter((name) => !(name in ENTRIES));
  if (unknown.length > 0) throw new Error(`unknown function ${unknown.join(', ')}; functions: ${Object.keys(ENTRIES).join(', ')}`);
  return named;
};

export const benchGalleryInit = async (
  base = process.env.BENCH_BASE ?? 'a466654',
  names = chosenFunctions(),
): Promise<GalleryInitFigures> => {
  mkdirSync(join(ROOT, '.bench'), { recursive: true });
  const out = mkdtempSync(join(ROOT, '.bench', 'gallery-init-'));
  try {
    const untraced = base === UNTRACED;
    const baseRoot = untraced ? ROOT : join(out, 'base');
    if (!untraced) {
      mkdirSync(baseRoot);
      const archive = execFileSync('git', ['archive', base, 'functions', 'shared', 'infra/lib'], { cwd: ROOT, maxBuffer: 256 * 1024 * 1024 });
      execFileSync('tar', ['-x', '-C', baseRoot], { input: archive });
    }
    const options = untraced ? lambdaEsbuildOptions : await baseOptions(baseRoot);
    const functions: InitAgainstBase[] = [];
    for (const name of names) {
      const entry = ENTRIES[name] ?? '';
      // Inside the repository, so a bundle's native modules (sharp) resolve from node_modules.
      const baseFile = join(out, name, 'base', 'index.mjs');
      const currentFile = join(out, name, 'current', 'index.mjs');
      const baseBytes = await bundle(baseRoot, entry, baseFile, options, untraced ? undefined : join(baseRoot, 'shared', 'src'));
      const bytes = await bundle(ROOT, entry, currentFile, untraced ? { ...lambdaEsbuildOptions, plugins: [withoutTracer] } : lambdaEsbuildOptions);
      const samples = { base: { wall: [] as number[], cpu: [] as number[] }, current: { wall: [] as number[], cpu: [] as number[] } };
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const [which, file] of [
          ['base', baseFile],
          ['current', currentFile],
        ] as const) {
          const { wallMs, cpuMs } = measureInit(file, 1);
          samples[which].wall.push(wallMs);
          samples[which].cpu.push(cpuMs);
        }
      }
      functions.push({
        name,
        baseBytes,
        bytes,
        baseInit: { wallMs: median(samples.base.wall), cpuMs: median(samples.base.cpu) },
        init: { wallMs: median(samples.current.wall), cpuMs: median(samples.current.cpu) },
      });
    }
    return { base, functions };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
};

export const printGalleryInit = ({ base, functions }: GalleryInitFigures): void => {
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  const against = base === UNTRACED ? 'today (base) and the same tree without the X-Ray SDK (now)' : base;
  console.log(`\nFunctions against ${against} (${ROUNDS} cold imports each, the two builds alternating)`);
  console.log('| function | bundle base | bundle now | cold init base | cold init now | init CPU base | init CPU now | init CPU change |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const f of functions) {
    const change = ((f.init.cpuMs - f.baseInit.cpuMs) / f.baseInit.cpuMs) * 100;
    console.log(
      `| ${f.name} | ${kib(f.baseBytes)} | ${kib(f.bytes)} | ${f.baseInit.wallMs.toFixed(1)} ms | ${f.init.wallMs.toFixed(1)} ms |` +
        ` ${f.baseInit.cpuMs.toFixed(1)} ms | ${f.init.cpuMs.toFixed(1)} ms | ${change >= 0 ? '+' : ''}${change.toFixed(1)} % |`,
    );
    if (f.name === 'gallery') console.log(`gallery bundle ${f.bytes <= GALLERY_SIZE_TARGET ? 'within' : 'OVER'} 230 KiB`);
  }
};
