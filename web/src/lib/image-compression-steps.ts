// The steps of the upload compression, shared by the page and its worker (image-compression.ts,
// image-compression.worker.ts): the worker's bundle takes only this, not the code that starts it.
import { COMPRESSION, compressionStep, fitWithin } from '@fotostudio/shared/files/upload-compression';

/** One encoding of the photo at a size and quality: the worker's OffscreenCanvas or a page canvas. */
export type EncodeAt = (width: number, height: number, quality: number) => Promise<Blob>;

/**
 * Encodes a photo of `width` x `height` (already oriented) by the spec's steps and answers the
 * first encoding that fits in COMPRESSION.maxBytes, else the last one tried. `between` runs
 * before every step after the first (the main thread's pause).
 */
export const encodeBySteps = async (width: number, height: number, encode: EncodeAt, between?: () => Promise<void>): Promise<Blob> => {
  const start = fitWithin(width, height);
  let last: Blob | undefined;
  for (let step = 0; step <= COMPRESSION.maxIterations; step += 1) {
    if (step > 0) await between?.();
    const attempt = compressionStep(start.width, start.height, step);
    last = await encode(attempt.width, attempt.height, attempt.quality);
    if (last.size <= COMPRESSION.maxBytes) break;
  }
  if (!last) throw new Error('compression produced nothing');
  return last;
};

/** The worker's answer to `{ id, file }`. */
export interface WorkerReply {
  id: number;
  blob?: Blob;
  error?: string;
}
