// Per Lambda bundle: minified size and cold module-init time (a fresh Node process
// importing the bundle, as a Lambda cold start does before the first invocation), and which
// route-contract modules of shared/ each bundle carries (from esbuild's metafile).
import { build, type Metafile } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { eventFunctionEntries, httpFunctionEntries } from '../functions/src/function-entries.js';
import { lambdaEsbuildOptions } from '../infra/lib/lambda-bundling.js';

const ROOT = resolve(import.meta.dirname, '..');
const INIT_SAMPLES = 15;
const HTTP_SIZE_TARGET = 1024 * 1024;
/**
 * Cold-init targets as ratios of init CPU to the reference bundle's (bench/reference-handler.ts:
 * middy, zod and the DynamoDB client), measured in the same run: absolute milliseconds differ
 * twofold between machines of the same kind, ratios do not. The gallery, the cold start clients
 * wait on, at most half the reference; every other function at most one and a half.
 */
export const INIT_RATIO_TARGETS = { gallery: 0.5, other: 1.5 } as const;
const REFERENCE: BundleEntry = { name: 'reference', entry: 'bench/reference-handler.ts', kind: 'event' };
/**
 * The smallest function of this design (bench/design-floor-handler.ts: the factory, one route, one
 * ElectroDB read): measured like a function, so each function's ratio can also be read above it.
 */
const DESIGN_FLOOR: BundleEntry = { name: 'design floor', entry: 'bench/design-floor-handler.ts', kind: 'http' };

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** Wall time is what a cold start waits; CPU time (user + system) shows the work itself when other jobs share the cores. */
export const measureInit = (bundle: string, samples = INIT_SAMPLES): { wallMs: number; cpuMs: number } => {
  const probe = join(bundle, '..', 'probe.mjs');
  writeFileSync(
    probe,
    `const t = performance.now(); const c = process.cpuUsage(); await import(${JSON.stringify(bundle)});` +
      ` const u = process.cpuUsage(c); process.stdout.write(JSON.stringify([performance.now() - t, (u.user + u.system) / 1000]));`,
  );
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < samples; i += 1) {
    // Environment as on Lambda: config is read lazily, so init must not need it.
    const output = execFileSync(process.execPath, [probe], { env: { PATH: process.env.PATH, LOG_LEVEL: 'silent' } }).toString();
    const [wallMs, cpuMs] = JSON.parse(output) as [number, number];
    wall.push(wallMs);
    cpu.push(cpuMs);
  }
  return { wallMs: median(wall), cpuMs: median(cpu) };
};

export interface BundleFigure {
  name: string;
  kind: 'http' | 'event';
  bytes: number;
  initMs: number;
  initCpuMs: number;
  /** Modules of shared/src/contracts in the bundle, without the folder and extension. */
  contracts: string[];
  /** Init CPU over the reference bundle's, in the same run. */
  initRatio: number;
  /** The design floor's ratio, when it was measured in the same run (not for the reference). */
  floorRatio?: number;
  ratioTarget: number;
  withinTarget: boolean;
}

const CONTRACTS_DIR = 'shared/src/contracts/';

const contractsIn = (metafile: Metafile): string[] =>
  Object.keys(metafile.inputs)
    .filter((input) => input.startsWith(CONTRACTS_DIR))
    .map((input) => input.slice(CONTRACTS_DIR.length).replace(/\.ts$/, ''))
    .sort();

export interface BundleEntry {
  name: string;
  entry: string;
  kind: 'http' | 'event';
}

/** Bundles one function as the CDK app does. */
const bundleOf = async ({ entry }: BundleEntry, outfile: string): Promise<{ bytes: number; contracts: string[] }> => {
  const { metafile } = await build({
    ...lambdaEsbuildOptions,
    entryPoints: [join(ROOT, entry)],
    outfile,
    logLevel: 'error',
    metafile: true,
    absWorkingDir: ROOT,
  });
  return { bytes: statSync(outfile).size, contracts: contractsIn(metafile) };
};

/**
 * Cold init of a bundle and of the reference, imported alternately: the machine's load, which
 * changes over the minutes a run takes, falls on both alike, so their ratio holds even when
 * the absolute times move.
 */
const measureAgainstReference = (outfile: string, referenceFile: string) => {
  const own = { wall: [] as number[], cpu: [] as number[] };
  const reference = { wall: [] as number[], cpu: [] as number[] };
  for (let i = 0; i < INIT_SAMPLES; i += 1) {
    for (const [file, samples] of [
      [referenceFile, reference],
      [outfile, own],
    ] as const) {
      const { wallMs, cpuMs } = measureInit(file, 1);
      samples.wall.push(wallMs);
      samples.cpu.push(cpuMs);
    }
  }
  return { initMs: median(own.wall), initCpuMs: median(own.cpu), referenceCpuMs: median(reference.cpu), reference };
};

/** Size and cold init of the given functions (every function when none is given). */
export const benchLambdaBundles = async (
  entries: BundleEntry[] = [
    ...Object.entries(httpFunctionEntries).map(([name, entry]) => ({ name, entry, kind: 'http' as const })),
    ...Object.entries(eventFunctionEntries).map(([name, entry]) => ({ name, entry, kind: 'event' as const })),
  ],
): Promise<BundleFigure[]> => {
  // Inside the repository, so a bundle's native modules (sharp) resolve from node_modules as
  // they do beside the bundle in Lambda.
  mkdirSync(join(ROOT, '.bench'), { recursive: true });
  const out = mkdtempSync(join(ROOT, '.bench', 'bundles-'));
  const figures: BundleFigure[] = [];
  try {
    const referenceFile = join(out, REFERENCE.name, 'index.mjs');
    const referenceBundle = await bundleOf(REFERENCE, referenceFile);
    let floorRatio: number | undefined;
    let floorFigure: BundleFigure | undefined;
    const referenceSamples = { wall: [] as number[], cpu: [] as number[] };
    for (const entry of [DESIGN_FLOOR, ...entries]) {
      const outfile = join(out, entry.name, 'index.mjs');
      const { bytes, contracts } = await bundleOf(entry, outfile);
      const { initMs, initCpuMs, referenceCpuMs, reference } = measureAgainstReference(outfile, referenceFile);
      referenceSamples.wall.push(...reference.wall);
      referenceSamples.cpu.push(...reference.cpu);
      const ratioTarget = entry.name === 'gallery' ? INIT_RATIO_TARGETS.gallery : INIT_RATIO_TARGETS.other;
      const initRatio = initCpuMs / referenceCpuMs;
      if (entry === DESIGN_FLOOR) {
        floorRatio = initRatio;
        floorFigure = { name: entry.name, kind: entry.kind, bytes, initMs, initCpuMs, contracts, initRatio, floorRatio, ratioTarget, withinTarget: initRatio <= ratioTarget };
        continue;
      }
      figures.push({
        name: entry.name,
        kind: entry.kind,
        bytes,
        initMs,
        initCpuMs,
        contracts,
        initRatio,
        floorRatio,
        ratioTarget,
        withinTarget: initRatio <= ratioTarget && (entry.kind !== 'http' || bytes <= HTTP_SIZE_TARGET),
      });
    }
    if (floorFigure) figures.push(floorFigure);
    // Last, so callers that measure one function find it first. Its figures: the medians of every
    // sample taken beside the functions (each function's ratio uses only the samples beside it).
    figures.push({
      name: REFERENCE.name,
      kind: REFERENCE.kind,
      bytes: referenceBundle.bytes,
      initMs: median(referenceSamples.wall),
      initCpuMs: median(referenceSamples.cpu),
      contracts: referenceBundle.contracts,
      initRatio: 1,
      ratioTarget: 1,
      withinTarget: true,
    });
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
  return figures;
};

export const printLambdaBundles = (figures: BundleFigure[]): void => {
  const load = loadavg().map((l) => l.toFixed(2)).join(' ');
  console.log(`\nLambda bundles (esbuild, minified ESM; init = median of ${INIT_SAMPLES} cold imports, each function's alternating with the reference's; load average ${load})`);
  console.log('| function | kind | size | cold init | init CPU | init CPU / reference | target | / design floor | contracts bundled |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  const baselines = [REFERENCE.name, DESIGN_FLOOR.name];
  const baselinesFirst = [...baselines.flatMap((name) => figures.filter((f) => f.name === name)), ...figures.filter((f) => !baselines.includes(f.name))];
  for (const f of baselinesFirst) {
    const target =
      f.name === REFERENCE.name ? 'reference' : f.name === DESIGN_FLOOR.name ? 'design floor' : `${f.kind === 'http' ? '<= 1 MB, ' : ''}<= ${f.ratioTarget}x ${f.withinTarget ? 'met' : 'MISSED'}`;
    const aboveFloor = f.floorRatio === undefined || f.name === DESIGN_FLOOR.name ? '' : `${(f.initRatio / f.floorRatio).toFixed(2)}x`;
    console.log(
      `| ${f.name} | ${f.kind} | ${(f.bytes / 1024).toFixed(0)} KiB | ${f.initMs.toFixed(1)} ms | ${f.initCpuMs.toFixed(1)} ms | ${f.initRatio.toFixed(2)}x | ${target} | ${aboveFloor} | ${f.contracts.join(', ')} |`,
    );
  }
};
