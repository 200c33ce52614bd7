// The spec's upload compression (when the package does not allow downloads): JPEG of at
// most 1920 px a side, first at quality 0.6, then smaller and lower by 5% a step until it
// fits in 1 MB or 10 steps were tried, as the browser library the spec names does. The
// smaller of the original and the compressed file is kept.
import type { Sharp } from 'sharp';

export const COMPRESSION = {
  maxBytes: 1024 * 1024,
  maxSide: 1920,
  initialQuality: 0.6,
  maxIterations: 10,
  stepFactor: 0.95,
} as const;

export interface CompressionResult {
  originalBytes: number;
  keptBytes: number;
  /** How much smaller the kept file is than the original, in percent (0 when the original is kept). */
  ratioPercent: number;
  kept: 'original' | 'compressed';
}

export interface CompressedImage {
  bytes: Buffer;
  width: number;
  height: number;
}

/** `master` is already oriented, stripped and at most COMPRESSION.maxSide a side. */
export const compressMaster = async (master: Sharp, width: number, height: number): Promise<CompressedImage> => {
  let quality: number = COMPRESSION.initialQuality;
  let scale = 1;
  let best: CompressedImage | undefined;
  for (let iteration = 0; iteration <= COMPRESSION.maxIterations; iteration++) {
    const targetWidth = Math.max(1, Math.round(width * scale));
    const targetHeight = Math.max(1, Math.round(height * scale));
    const pipeline = master.clone().flatten({ background: '#ffffff' });
    const resized = scale === 1 ? pipeline : pipeline.resize(targetWidth, targetHeight, { fit: 'fill' });
    const { data, info } = await resized
      .jpeg({ quality: Math.max(1, Math.round(quality * 100)), mozjpeg: false })
      .toBuffer({ resolveWithObject: true });
    best = { bytes: data, width: info.width, height: info.height };
    if (data.length <= COMPRESSION.maxBytes) break;
    scale *= COMPRESSION.stepFactor;
    quality *= COMPRESSION.stepFactor;
  }
  if (!best) throw new Error('compression produced nothing');
  return best;
};

export const compressionResult = (originalBytes: number, compressedBytes: number): CompressionResult => {
  const kept = compressedBytes < originalBytes ? 'compressed' : 'original';
  const keptBytes = kept === 'compressed' ? compressedBytes : originalBytes;
  return {
    originalBytes,
    keptBytes,
    ratioPercent: originalBytes === 0 ? 0 : Math.round(((originalBytes - keptBytes) / originalBytes) * 1000) / 10,
    kept,
  };
};
