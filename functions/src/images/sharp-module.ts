// sharp, loaded on first use rather than at module load. Its native library takes tens of
// milliseconds to load: the image function's cold start should not wait for it before the
// first event, and the table-stream function, which needs it only when a package's watermark
// changes, should not pay for it at every cold start (esbuild hoists a static import of an
// external package to the top of the bundle, so only a dynamic import stays lazy).
import type SharpModule from 'sharp';

export type SharpFactory = typeof SharpModule;

let loading: Promise<SharpFactory> | undefined;

export const loadSharp = (): Promise<SharpFactory> =>
  (loading ??= import('sharp').then(({ default: sharp }) => {
    // Every upload is a different image: libvips' operation cache would only hold memory.
    sharp.cache(false);
    return sharp;
  }));
