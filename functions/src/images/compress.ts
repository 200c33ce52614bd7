// The spec's upload compression (when the package does not allow downloads), as the browser
// applies it before uploading: the rule and its figures are shared/src/files/upload-compression.ts.
// The smaller of the original and the compressed file is kept.
import { COMPRESSION, compressionStep } from '@fotostudio/shared/files/upload-compression';
import type { Sharp } from 'sharp';

export { COMPRESSION, compressionResult, type CompressionResult } from '@fotostudio/shared/files/upload-compression';

export interface CompressedImage {
  bytes: Buffer;
  width: number;
  height: number;
}

/** `master` is already oriented, stripped and at most COMPRESSION.maxSide a side. */
export const compressMaster = async (master: Sharp, width: number, height: number): Promise<CompressedImage> => {
  let best: CompressedImage | undefined;
  for (let iteration = 0; iteration <= COMPRESSION.maxIterations; iteration++) {
    const { width: targetWidth, height: targetHeight, quality } = compressionStep(width, height, iteration);
    const pipeline = master.clone().flatten({ background: '#ffffff' });
    const resized = iteration === 0 ? pipeline : pipeline.resize(targetWidth, targetHeight, { fit: 'fill' });
    const { data, info } = await resized
      .jpeg({ quality: Math.max(1, Math.round(quality * 100)), mozjpeg: false })
      .toBuffer({ resolveWithObject: true });
    best = { bytes: data, width: info.width, height: info.height };
    if (data.length <= COMPRESSION.maxBytes) break;
  }
  if (!best) throw new Error('compression produced nothing');
  return best;
};
