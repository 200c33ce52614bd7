// `npm run bench -- gallery-init`: the gallery function's bundle and cold init against a base
// commit (BENCH_BASE, default a466654: main before issue 20's media changes), both built as the
// CDK app builds them and imported alternately in one run, so the machine's load falls on both
// alike. The base's sources come from `git archive`; its `@fotostudio/shared` is aliased to the
// base's own, the npm packages are today's.
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { httpFunctionEntries } from '../functions/src/function-entries.js';
import { lambdaEsbuildOptions } from '../infra/lib/lambda-bundling.js';
import { measureInit, median } from './lambda-bundles.js';

const ROOT = resolve(import.meta.dirname, '..');
const ROUNDS = 15;
const SIZE_TARGET = 230 * 1024;

export interface GalleryInitFigures {
  base: string;
  baseBytes: number;
  bytes: number;
  baseInit: { wallMs: number; cpuMs: number };
  init: { wallMs: number; cpuMs: number };
}

const bundle = async (root: string, outfile: string, sharedSource?: string): Promise<number> => {
  await build({
    ...lambdaEsbuildOptions,
    entryPoints: [join(root, httpFunctionEntries.gallery)],
    outfile,
    logLevel: 'error',
    absWorkingDir: root,
    ...(sharedSource ? { alias: { '@fotostudio/shared': sharedSource } } : {}),
  });
  return statSync(outfile).size;
};

export const benchGalleryInit = async (base = process.env.BENCH_BASE ?? 'a466654'): Promise<GalleryInitFigures> => {
  mkdirSync(join(ROOT, '.bench'), { recursive: true });
  const out = mkdtempSync(join(ROOT, '.bench', 'gallery-init-'));
  try {
    const baseRoot = join(out, 'base');
    mkdirSync(baseRoot);
    const archive = execFileSync('git', ['archive', base, 'functions', 'shared'], { cwd: ROOT, maxBuffer: 256 * 1024 * 1024 });
    execFileSync('tar', ['-x', '-C', baseRoot], { input: archive });
    const baseFile = join(out, 'base-bundle', 'index.mjs');
    const currentFile = join(out, 'current-bundle', 'index.mjs');
    const baseBytes = await bundle(baseRoot, baseFile, join(baseRoot, 'shared', 'src'));
    const bytes = await bundle(ROOT, currentFile);
    const samples = { base: { wall: [] as number[], cpu: [] as number[] }, current: { wall: [] as number[], cpu: [] as number[] } };
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const [name, file] of [
        ['base', baseFile],
        ['current', currentFile],
      ] as const) {
        const { wallMs, cpuMs } = measureInit(file, 1);
        samples[name].wall.push(wallMs);
        samples[name].cpu.push(cpuMs);
      }
    }
    return {
      base,
      baseBytes,
      bytes,
      baseInit: { wallMs: median(samples.base.wall), cpuMs: median(samples.base.cpu) },
      init: { wallMs: median(samples.current.wall), cpuMs: median(samples.current.cpu) },
    };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
};

export const printGalleryInit = (f: GalleryInitFigures): void => {
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  console.log(`\nGallery function against ${f.base} (${ROUNDS} cold imports each, alternating)`);
  console.log('| build | bundle | cold init (median) | init CPU (median) |');
  console.log('|---|---|---|---|');
  console.log(`| ${f.base} | ${kib(f.baseBytes)} | ${f.baseInit.wallMs.toFixed(1)} ms | ${f.baseInit.cpuMs.toFixed(1)} ms |`);
  console.log(`| this tree | ${kib(f.bytes)} | ${f.init.wallMs.toFixed(1)} ms | ${f.init.cpuMs.toFixed(1)} ms |`);
  console.log(`bundle ${f.bytes <= SIZE_TARGET ? 'within' : 'OVER'} 230 KiB; init CPU ${(((f.init.cpuMs - f.baseInit.cpuMs) / f.baseInit.cpuMs) * 100).toFixed(1)} % against the base`);
};
