// The image function's work on a 24-megapixel JPEG (every derivative, the watermark, the
// compressed copy, thumbhash and dHash) against libvips' own `vipsthumbnail` making only
// the thumbnail and the web preview, run alternately in one run. Ours runs in a child
// process bundled like the Lambda (peak RSS is that process's); vipsthumbnail is run as a
// script would, once per size, with the same WebP settings.
import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import sharp from 'sharp';
import { IMAGE_FONTS } from '../functions/src/function-entries.js';
import { DERIVATIVE_SIDES, WEBP_OPTIONS } from '../functions/src/images/process-image.js';
import { lambdaEsbuildOptions } from '../infra/lib/lambda-bundling.js';

const ROOT = resolve(import.meta.dirname, '..');
const WORK = join(ROOT, '.bench', 'images');
const WIDTH = 6000;
const HEIGHT = 4000;
const RUNS = 9;
const PEAK_TARGET_MB = 350;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/**
 * A photo-like 24 MP JPEG: coarse structure (upscaled noise: blotches a hash and an encoder
 * see at every size) under fine grain, about 2.4 MB (the upload limit is 5 MB).
 */
const makeTestJpeg = async (file: string): Promise<void> => {
  const coarse = await sharp({ create: { width: 150, height: 100, channels: 3, background: '#7f7f7f', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
    .png()
    .toBuffer();
  const structure = await sharp(coarse).resize(WIDTH, HEIGHT, { kernel: 'cubic' }).raw().toBuffer();
  const grain = await sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 10 } } })
    .raw()
    .toBuffer();
  await sharp(structure, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .composite([{ input: grain, raw: { width: WIDTH, height: HEIGHT, channels: 3 }, blend: 'soft-light' }])
    .jpeg({ quality: 80 })
    .toFile(file);
};

const startWorker = async (file: string): Promise<ChildProcess> => {
  const outfile = join(WORK, 'worker.mjs');
  // The font beside the bundle, as the CDK app copies it beside the function's.
  cpSync(join(ROOT, IMAGE_FONTS.source), join(WORK, IMAGE_FONTS.bundled), { recursive: true });
  await build({ ...lambdaEsbuildOptions, entryPoints: [join(ROOT, 'bench/image-worker.ts')], outfile, logLevel: 'error', absWorkingDir: ROOT });
  // As in the function's environment: without it sharp would run single-threaded on glibc.
  const child = fork(outfile, [file], {
    env: { PATH: process.env.PATH, MALLOC_ARENA_MAX: '2', FONTCONFIG_PATH: join(WORK, IMAGE_FONTS.bundled) },
  });
  await new Promise<void>((ready, failed) => {
    child.once('message', () => ready());
    child.once('error', failed);
  });
  return child;
};

interface WorkerAnswer {
  ms?: number;
  error?: string;
  derivatives?: string[];
  peakRssKb?: number;
}

const ask = (child: ChildProcess, message: 'run' | 'done'): Promise<WorkerAnswer> =>
  new Promise((answer) => {
    child.once('message', (reply) => answer(reply as WorkerAnswer));
    child.send(message);
  });

const webpOptions = ({ quality, effort }: { quality: number; effort: number }) => `[Q=${quality},effort=${effort},strip]`;

const vipsthumbnailOnce = (file: string): number => {
  const started = performance.now();
  for (const [side, options, name] of [
    [DERIVATIVE_SIDES.thumb, WEBP_OPTIONS.thumb, 'thumb'],
    [DERIVATIVE_SIDES.preview, WEBP_OPTIONS.preview, 'preview'],
  ] as const) {
    execFileSync('vipsthumbnail', [file, '--size', String(side), '-o', join(WORK, `vips-${name}.webp${webpOptions(options)}`)]);
  }
  return performance.now() - started;
};

export interface ImagesFigure {
  oursMs: number;
  vipsMs: number;
  ratio: number;
  peakMb: number;
  inputBytes: number;
  derivatives: string[];
  versions: string;
}

export const benchImages = async (): Promise<ImagesFigure> => {
  mkdirSync(WORK, { recursive: true });
  const file = join(WORK, `photo-${WIDTH}x${HEIGHT}.jpg`);
  if (!existsSync(file)) await makeTestJpeg(file);
  const vipsVersion = execFileSync('vipsthumbnail', ['--vips-version']).toString().trim();
  const worker = await startWorker(file);
  const ours: number[] = [];
  const vips: number[] = [];
  const measure = async (): Promise<string[]> => {
    // One warm-up each (the function's first invocation pays sharp's start-up, as a cold start).
    const warm = await ask(worker, 'run');
    if (warm.error) throw new Error(`image processing failed: ${warm.error}`);
    vipsthumbnailOnce(file);
    for (let run = 0; run < RUNS; run++) {
      const answer = await ask(worker, 'run');
      if (answer.ms === undefined) throw new Error(`image processing failed: ${answer.error ?? 'no answer'}`);
      ours.push(answer.ms);
      vips.push(vipsthumbnailOnce(file));
    }
    return warm.derivatives ?? [];
  };
  const derivatives = await measure().catch((error: unknown) => {
    worker.kill();
    throw error;
  });
  const peak = await ask(worker, 'done');
  return {
    oursMs: median(ours),
    vipsMs: median(vips),
    // Each run of ours against the vipsthumbnail run right after it, under the same load:
    // steadier than a ratio of medians when other jobs come and go on the cores.
    ratio: median(ours.map((ms, run) => ms / (vips[run] ?? Number.NaN))),
    peakMb: (peak.peakRssKb ?? Number.NaN) / 1024,
    inputBytes: statSync(file).size,
    derivatives,
    versions: `sharp ${sharp.versions.sharp} with libvips ${sharp.versions.vips}, vipsthumbnail ${vipsVersion}`,
  };
};

export const printImages = (figure: ImagesFigure): void => {
  console.log(`\nImages: a ${WIDTH}x${HEIGHT} JPEG of ${(figure.inputBytes / 1024 / 1024).toFixed(1)} MB, ${RUNS} runs each, alternating; ratio = median of the paired ratios, times = medians`);
  console.log(`${figure.versions}; ours made: ${figure.derivatives.join(', ')} + thumbhash + dHash`);
  console.log(
    `images: ratio ${figure.ratio.toFixed(2)} (ours ${figure.oursMs.toFixed(0)} ms, vipsthumbnail ${figure.vipsMs.toFixed(0)} ms, peak ${figure.peakMb.toFixed(0)} MB)` +
      ` ${figure.ratio <= 1 && figure.peakMb <= PEAK_TARGET_MB ? 'met' : 'MISSED'} (targets: ratio <= 1.0, peak <= ${PEAK_TARGET_MB} MB)`,
  );
};
