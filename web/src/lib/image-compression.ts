// The browser's upload compression (spec sections 4 and 5), for sessions whose package allows
// no download (`compressesUploads`): the photo decoded with its EXIF orientation applied, drawn
// at most 1920 px a side and encoded as JPEG at quality 0.6, then 5% smaller and lower a step
// until it fits in 1 MB (at most 10 steps; shared/src/files/upload-compression.ts, the rule the
// image function also applies). The smaller of the original and the compressed file is sent, under the original's name.
// The work runs in a Web Worker with createImageBitmap and OffscreenCanvas where the browser has
// them (image-compression.worker.ts); elsewhere on the main thread, one step at a time with a
// pause between steps so the page keeps answering. A file that cannot be compressed is sent as
// it is (`files.compression_failed`, spec section 5).
import { compressionResult, type CompressionResult } from '@fotostudio/shared/files/upload-compression';
import { encodeBySteps, type WorkerReply } from './image-compression-steps';

export interface UploadCandidate {
  /** What is sent: the compressed file when it is smaller, else the original. */
  file: File;
  result: CompressionResult;
}

/** The smaller of the original and its compressed copy (the original when there is none). */
export const smallerOf = (original: File, compressed: Blob | null): UploadCandidate => {
  const result = compressionResult(original.size, compressed?.size ?? original.size);
  if (!compressed || result.kept === 'original') return { file: original, result };
  // The photographer knows the photo by its file name: it stays, only the type says JPEG.
  return { file: new File([compressed], original.name, { type: 'image/jpeg', lastModified: original.lastModified }), result };
};

/** Draws `source` at a size with a white background (JPEG has no transparency) and encodes it. */
const drawOn = async (
  canvas: HTMLCanvasElement,
  source: CanvasImageSource,
  width: number,
  height: number,
  quality: number,
): Promise<Blob> => {
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(source, 0, 0, width, height);
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('canvas gave no JPEG'))), 'image/jpeg', quality));
};

/** The photo decoded upright: createImageBitmap honours EXIF orientation; an <img> does too (CSS image-orientation: from-image). */
const decodeOnPage = async (file: File): Promise<{ source: CanvasImageSource; width: number; height: number; release: () => void }> => {
  if (typeof createImageBitmap === 'function') {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    return { source: bitmap, width: bitmap.width, height: bitmap.height, release: () => bitmap.close() };
  }
  const url = URL.createObjectURL(file);
  const image = new Image();
  image.src = url;
  try {
    await image.decode();
  } catch (error) {
    URL.revokeObjectURL(url);
    throw error;
  }
  return { source: image, width: image.naturalWidth, height: image.naturalHeight, release: () => URL.revokeObjectURL(url) };
};

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** On the main thread, for browsers whose workers cannot draw (no OffscreenCanvas). */
export const compressOnPage = async (file: File): Promise<Blob> => {
  const decoded = await decodeOnPage(file);
  try {
    const canvas = document.createElement('canvas');
    await nextTask();
    return await encodeBySteps(decoded.width, decoded.height, (width, height, quality) => drawOn(canvas, decoded.source, width, height, quality), nextTask);
  } finally {
    decoded.release();
  }
};

/** Whether this browser can compress in a worker. */
export const workerCompressionAvailable = (): boolean =>
  typeof Worker === 'function' && typeof OffscreenCanvas === 'function' && typeof createImageBitmap === 'function';

/**
 * Compresses files, a few at a time (`parallel` workers, the spec's batches of 3), in workers
 * where the browser can, else on the page. Call `close` when done: the workers end.
 */
export const createCompressor = (parallel = 3) => {
  const workers = new Map<number, Worker>();
  const waiting = new Map<number, { resolve: (blob: Blob) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let useWorkers = workerCompressionAvailable();

  const workerFor = (id: number): Worker => {
    const index = id % parallel;
    let worker = workers.get(index);
    if (!worker) {
      worker = new Worker(new URL('./image-compression.worker.ts', import.meta.url), { type: 'module' });
      worker.onmessage = (event: MessageEvent<WorkerReply>) => {
        const reply = event.data;
        const pending = waiting.get(reply.id);
        waiting.delete(reply.id);
        if (reply.blob) pending?.resolve(reply.blob);
        else pending?.reject(new Error(reply.error ?? 'compression failed'));
      };
      worker.onerror = () => {
        // The worker could not start or crashed: what it held, and what comes, goes to the page.
        useWorkers = false;
        for (const [, pending] of waiting) pending.reject(new Error('compression worker failed'));
        waiting.clear();
      };
      workers.set(index, worker);
    }
    return worker;
  };

  const inWorker = (file: File): Promise<Blob> =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, { resolve, reject });
      workerFor(id).postMessage({ id, file });
    });

  /** The file to send for `file`: its compressed copy if smaller, else the file itself. Rejects only if both ways failed. */
  const compress = async (file: File): Promise<UploadCandidate> => {
    if (useWorkers) {
      try {
        return smallerOf(file, await inWorker(file));
      } catch {
        // A worker that cannot draw this file (no 2d OffscreenCanvas, a decoder it lacks): the page tries.
      }
    }
    return smallerOf(file, await compressOnPage(file));
  };

  const close = () => {
    for (const worker of workers.values()) worker.terminate();
    workers.clear();
  };

  return { compress, close };
};
