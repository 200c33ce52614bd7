// The spec's upload compression (section 5 defaults), one rule for both places that apply it:
// the browser before uploading into a session whose package allows no download
// (web/src/lib/image-compression.ts) and the image function's compressed copy
// (functions/src/images/compress.ts). A JPEG of at most 1920 px a side, first at quality 0.6,
// then 5% smaller and lower a step until it fits in 1 MB or 10 steps were tried; the smaller
// of the original and the compressed file is kept.

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

/** Whether uploads into a session are compressed first: only when its package allows no download (spec section 4). */
export const compressesUploads = (sessionPackage: { allowDownload: boolean } | null | undefined): boolean => sessionPackage?.allowDownload === false;

/** `width` x `height` brought within `maxSide` a side, proportions kept, never enlarged. */
export const fitWithin = (width: number, height: number, maxSide: number = COMPRESSION.maxSide): { width: number; height: number } => {
  const scale = Math.min(1, maxSide / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
};

/** The size and quality of each attempt (step 0 first): 5% smaller and lower per step than the one before. */
export const compressionStep = (width: number, height: number, step: number): { width: number; height: number; quality: number } => {
  const factor = COMPRESSION.stepFactor ** step;
  return { width: Math.max(1, Math.round(width * factor)), height: Math.max(1, Math.round(height * factor)), quality: COMPRESSION.initialQuality * factor };
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
