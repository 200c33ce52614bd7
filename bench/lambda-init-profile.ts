// `npm run bench -- lambda-profile`: where a function's cold init goes, by source. Each function
// is built as the CDK app builds it (infra/lib/lambda-bundling.ts), with a mark at the start and
// the end of every module's top-level code (process.hrtime, the clock V8's profiler stamps its
// samples with). `node --cpu-prof` (a sample every 100 µs) then imports the bundle in fresh
// processes, and each sample goes to the module whose top-level code was running at its time,
// with what that code called: a contract file's share includes the zod schemas it builds, a
// package's share its own module code. The samples under V8's compile of the bundle (before
// any module runs) are its parse and compile; Node's own start-up before the import is left
// out. The profiler slows everything down, so the shares matter, not the milliseconds.
// BENCH_FUNCTIONS=crm,billing (default: the reference, gallery, crm, billing and tableStream),
// BENCH_ROUNDS (default 7: each figure is the median over the rounds).
import { build, type Plugin } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { eventFunctionEntries, httpFunctionEntries } from '../functions/src/function-entries.js';
import { lambdaEsbuildOptions } from '../infra/lib/lambda-bundling.js';
import { median } from './lambda-bundles.js';

const ROOT = resolve(import.meta.dirname, '..');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const ENTRIES: Record<string, string> = {
  ...httpFunctionEntries,
  ...eventFunctionEntries,
  reference: 'bench/reference-handler.ts',
};
const PARSE = 'parse and compile of the bundle';
/**
 * Samples outside every module's marks: mostly V8 compiling a module that esbuild wrapped in a
 * lazy initialiser (every function but the gallery has some: @smithy/core's `import()` of its
 * event-stream code makes esbuild wrap what that shares), charged to the wrapper's caller.
 */
const BETWEEN = 'compile of lazily wrapped modules, esbuild glue';

/** The groups of the table, first match wins: packages by name, our code by folder. */
const GROUPS: [string, RegExp][] = [
  ['electrodb', /node_modules\/electrodb\//],
  ['X-Ray SDK + Powertools tracer', /node_modules\/(aws-xray-sdk-core|cls-hooked|shimmer|async-hook-jl|emitter-listener|stack-chain|@aws-lambda-powertools\/tracer)\/|functions\/src\/lib\/(semver-gte|tracer|powertools-middlewares)\.ts/],
  ['Powertools logger, metrics', /node_modules\/@aws-lambda-powertools\/|functions\/src\/lib\/(logger|metrics|lambda-middlewares)\.ts/],
  ['zod (its own modules)', /node_modules\/zod\//],
  ['SDK clients (@aws-sdk/client-*, lib-dynamodb)', /node_modules\/@aws-sdk\/(client-|lib-)/],
  ['SDK core (@smithy, other @aws-sdk, @aws-crypto)', /node_modules\/(@smithy|@aws-sdk|@aws-crypto|fast-xml-parser|strnum|bowser|tslib|uuid)\//],
  ['middy', /node_modules\/@middy\//],
  ['the reference handler (its schema, client, middy)', /bench\/reference-handler\.ts/],
  ['other packages', /node_modules\//],
  ['route contracts (shared/src/contracts, their zod schemas)', /shared\/src\/contracts\//],
  ['other shared/src', /shared\/src\//],
  ['entity definitions (functions/src/data/entities)', /functions\/src\/data\/entities\//],
  ['functions/src/data, other', /functions\/src\/data\//],
  ['functions/src/lib, other', /functions\/src\/lib\//],
  ['functions/src, domains and handlers', /functions\/src\//],
];

const groupOf = (source: string): string => {
  if (source === PARSE || source === BETWEEN) return source;
  return GROUPS.find(([, pattern]) => pattern.test(source))?.[0] ?? 'other';
};

/** Marks each module's top-level code; CommonJS directives stay first so strict mode is kept. */
const markModules: Plugin = {
  name: 'mark-modules',
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: /\.(ts|js|mjs|cjs)$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      const name = JSON.stringify(relative(ROOT, args.path));
      const directive = /^(#![^\n]*\n)?(\s*(['"])use strict\3;?)?/.exec(source)?.[0] ?? '';
      const contents = `${directive}\nglobalThis.__initMark?.(1, ${name});\n${source.slice(directive.length)}\nglobalThis.__initMark?.(0, ${name});\n`;
      return { contents, loader: args.path.endsWith('.ts') ? 'ts' : 'js', resolveDir: resolve(args.path, '..') };
    });
  },
};

interface CpuProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}
interface CpuProfile {
  nodes: CpuProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}
/** [1 = start | 0 = end, module, process.hrtime in µs]. */
type Mark = [number, string, number];

export interface InitProfile {
  name: string;
  /** Milliseconds of samples per group, the median over the rounds. */
  groups: Record<string, number>;
  /** The heaviest modules on their own. */
  modules: [string, number][];
  totalMs: number;
  /** Bytes of each group in the bundle as built (no marks), from esbuild's metafile. */
  groupBytes: Record<string, number>;
  bytes: number;
}

/** Each sample's module: the innermost module whose top-level code had started and not ended. */
const attribute = (profile: CpuProfile, marks: Mark[], add: (module: string, ms: number) => void) => {
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const underCompile = (id: number): boolean => {
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      if (nodes.get(at)?.callFrame.functionName === 'compileSourceTextModule') return true;
    }
    return false;
  };
  const firstMark = marks[0]?.[2] ?? Number.POSITIVE_INFINITY;
  const lastMark = marks.at(-1)?.[2] ?? 0;
  const stack: string[] = [];
  let next = 0;
  let time = profile.startTime;
  profile.samples.forEach((id, i) => {
    time += profile.timeDeltas[i] ?? 0;
    const ms = (profile.timeDeltas[i + 1] ?? profile.timeDeltas[i] ?? 0) / 1000;
    while (next < marks.length && (marks[next]?.[2] ?? 0) <= time) {
      const [kind, module] = marks[next] ?? [0, ''];
      if (kind === 1) stack.push(module);
      else stack.splice(stack.lastIndexOf(module), 1);
      next += 1;
    }
    if (time < firstMark) {
      if (underCompile(id)) add(PARSE, ms);
    } else if (time <= lastMark) {
      add(stack.at(-1) ?? BETWEEN, ms);
    }
  });
};

const profileOne = async (name: string, out: string): Promise<InitProfile> => {
  const dir = join(out, name);
  const outfile = join(dir, 'index.mjs');
  const plain = join(dir, 'plain', 'index.mjs');
  const { metafile } = await build({
    ...lambdaEsbuildOptions,
    entryPoints: [join(ROOT, ENTRIES[name] ?? '')],
    outfile: plain,
    logLevel: 'error',
    absWorkingDir: ROOT,
    metafile: true,
  });
  const groupBytes: Record<string, number> = {};
  let bytes = 0;
  for (const [input, { bytesInOutput }] of Object.entries(metafile.outputs[relative(ROOT, plain)]?.inputs ?? {})) {
    groupBytes[groupOf(input)] = (groupBytes[groupOf(input)] ?? 0) + bytesInOutput;
    bytes += bytesInOutput;
  }
  await build({
    ...lambdaEsbuildOptions,
    entryPoints: [join(ROOT, ENTRIES[name] ?? '')],
    outfile,
    logLevel: 'error',
    absWorkingDir: ROOT,
    plugins: [markModules],
  });
  const probe = join(dir, 'probe.mjs');
  const marksFile = join(dir, 'marks.json');
  writeFileSync(
    probe,
    `import { writeFileSync } from 'node:fs'; const marks = [];` +
      ` globalThis.__initMark = (kind, module) => marks.push([kind, module, Number(process.hrtime.bigint() / 1000n)]);` +
      ` await import(${JSON.stringify(outfile)}); writeFileSync(${JSON.stringify(marksFile)}, JSON.stringify(marks));`,
  );
  const rounds: Map<string, number>[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const byModule = new Map<string, number>();
    rounds.push(byModule);
    const add = (module: string, ms: number) => byModule.set(module, (byModule.get(module) ?? 0) + ms);
    const profiles = join(dir, `profiles-${round}`);
    execFileSync(process.execPath, ['--cpu-prof', '--cpu-prof-interval', '100', '--cpu-prof-dir', profiles, probe], {
      env: { PATH: process.env.PATH, LOG_LEVEL: 'silent' },
      // The SDK's warning about Node versions goes to stderr.
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    const marks = JSON.parse(readFileSync(marksFile, 'utf8')) as Mark[];
    const [file = ''] = readdirSync(profiles);
    attribute(JSON.parse(readFileSync(join(profiles, file), 'utf8')) as CpuProfile, marks, add);
  }
  // Medians over the rounds: the profiler's clock is wall time, so a round the machine's load
  // preempted shows as a long sample wherever it fell.
  const medianOf = (keyOf: (module: string) => string): Map<string, number> => {
    const perRound = rounds.map((byModule) => {
      const sums = new Map<string, number>();
      for (const [module, ms] of byModule) sums.set(keyOf(module), (sums.get(keyOf(module)) ?? 0) + ms);
      return sums;
    });
    const keys = new Set(perRound.flatMap((sums) => [...sums.keys()]));
    return new Map([...keys].map((key) => [key, median(perRound.map((sums) => sums.get(key) ?? 0))]));
  };
  const groups = Object.fromEntries(medianOf(groupOf));
  const totalMs = median(rounds.map((byModule) => [...byModule.values()].reduce((sum, ms) => sum + ms, 0)));
  const modules = [...medianOf((module) => module).entries()].sort((a, b) => b[1] - a[1]).slice(0, 12);
  return { name, groups, modules, totalMs, groupBytes, bytes };
};

export const benchLambdaInitProfile = async (
  names = (process.env.BENCH_FUNCTIONS ?? 'reference,gallery,crm,billing,tableStream').split(',').filter(Boolean),
): Promise<InitProfile[]> => {
  const unknown = names.filter((name) => !(name in ENTRIES));
  if (unknown.length > 0) throw new Error(`unknown function ${unknown.join(', ')}; functions: ${Object.keys(ENTRIES).join(', ')}`);
  mkdirSync(join(ROOT, '.bench'), { recursive: true });
  const out = mkdtempSync(join(ROOT, '.bench', 'init-profile-'));
  try {
    const profiles: InitProfile[] = [];
    for (const name of names) profiles.push(await profileOne(name, out));
    return profiles;
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
};

export const printLambdaInitProfile = (profiles: InitProfile[]): void => {
  const load = loadavg().map((l) => l.toFixed(2)).join(' ');
  console.log(`\nCold init by the module whose top-level code ran (node --cpu-prof, 100 µs samples, median of ${ROUNDS} cold imports; load ${load}), ms of samples`);
  const groups = [...new Set(profiles.flatMap((p) => [...Object.keys(p.groups), ...Object.keys(p.groupBytes)]))].sort(
    (a, b) => Math.max(...profiles.map((p) => p.groups[b] ?? 0)) - Math.max(...profiles.map((p) => p.groups[a] ?? 0)),
  );
  console.log('Each cell: the top-level time of the modules of the group (what they called included) and their bytes in the bundle.');
  console.log(`| source | ${profiles.map((p) => p.name).join(' | ')} |`);
  console.log(`|---|${profiles.map(() => '---').join('|')}|`);
  const cell = (p: InitProfile, group: string) => {
    const bytes = p.groupBytes[group];
    return `${(p.groups[group] ?? 0).toFixed(1)} ms${bytes === undefined ? '' : `, ${(bytes / 1024).toFixed(0)} KiB`}`;
  };
  for (const group of groups) console.log(`| ${group} | ${profiles.map((p) => cell(p, group)).join(' | ')} |`);
  console.log(`| **in all (median)** | ${profiles.map((p) => `${p.totalMs.toFixed(1)} ms, ${(p.bytes / 1024).toFixed(0)} KiB`).join(' | ')} |`);
  for (const p of profiles) {
    console.log(`\n${p.name}, heaviest modules: ${p.modules.map(([m, ms]) => `${m} ${ms.toFixed(1)}`).join('; ')}`);
  }
};
