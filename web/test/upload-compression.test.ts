// The browser's upload compression, its decisions without a canvas: which sessions compress
// (the package allows no download), the size of each step (1920 px long edge, proportions kept,
// never enlarged, then 5% smaller and lower a step from quality 0.6), when the steps stop
// (within 1 MB, or after 10), and which file is sent (the smaller of original and compressed).
import { COMPRESSION, compressesUploads, compressionStep, fitWithin } from '@fotostudio/shared/files/upload-compression';
import { describe, expect, it } from 'vitest';
import { smallerOf } from '../src/lib/image-compression';
import { encodeBySteps, type EncodeAt } from '../src/lib/image-compression-steps';

describe('which uploads are compressed', () => {
  it('only into a session whose package allows no download', () => {
    expect(compressesUploads({ allowDownload: false })).toBe(true);
    expect(compressesUploads({ allowDownload: true })).toBe(false);
    // Unknown package (not loaded): the server's own compressed copy still applies; the browser sends the file.
    expect(compressesUploads(null)).toBe(false);
    expect(compressesUploads(undefined)).toBe(false);
  });
});

describe('sizing', () => {
  it('brings the long edge to 1920 px, keeps the proportions, and never enlarges', () => {
    expect(fitWithin(6000, 4000)).toEqual({ width: 1920, height: 1280 });
    expect(fitWithin(4000, 6000)).toEqual({ width: 1280, height: 1920 });
    expect(fitWithin(5000, 5000)).toEqual({ width: 1920, height: 1920 });
    expect(fitWithin(1200, 800)).toEqual({ width: 1200, height: 800 });
    expect(fitWithin(1920, 1)).toEqual({ width: 1920, height: 1 });
    expect(fitWithin(40_000, 10)).toEqual({ width: 1920, height: 1 });
  });

  it('starts at quality 0.6 and each step is 5% smaller and lower', () => {
    expect(compressionStep(1920, 1280, 0)).toEqual({ width: 1920, height: 1280, quality: 0.6 });
    const second = compressionStep(1920, 1280, 1);
    expect(second).toMatchObject({ width: 1824, height: 1216 });
    expect(second.quality).toBeCloseTo(0.57, 10);
    expect(compressionStep(1920, 1280, 10).quality).toBeCloseTo(0.6 * 0.95 ** 10, 10);
  });
});

/** An encoder whose output size is proportional to pixels times quality, logging what it was asked. */
const fakeEncoder = (bytesPerPixelAtFullQuality: number) => {
  const calls: { width: number; height: number; quality: number }[] = [];
  const encode: EncodeAt = (width, height, quality) => {
    calls.push({ width, height, quality });
    return Promise.resolve(new Blob([new Uint8Array(Math.round(width * height * quality * bytesPerPixelAtFullQuality))]));
  };
  return { calls, encode };
};

describe('the steps', () => {
  it('stop at the first encoding within 1 MB, from the photo brought within 1920 px', async () => {
    // 1920x1280 at 0.6: 1.47 MB; 1824x1216 at 0.57: 1.26 MB; 1733x1155 at 0.5415: 1.08 MB; then within 1 MB.
    const { calls, encode } = fakeEncoder(1);
    const blob = await encodeBySteps(6000, 4000, encode);
    expect(calls[0]).toEqual({ width: 1920, height: 1280, quality: 0.6 });
    expect(calls).toHaveLength(4);
    expect(blob.size).toBeLessThanOrEqual(COMPRESSION.maxBytes);
  });

  it('one encoding is enough for a photo that fits at once', async () => {
    const { calls, encode } = fakeEncoder(0.1);
    await encodeBySteps(6000, 4000, encode);
    expect(calls).toHaveLength(1);
  });

  it('give up after 10 steps with the last (smallest) encoding', async () => {
    const { calls, encode } = fakeEncoder(5);
    const blob = await encodeBySteps(6000, 4000, encode);
    expect(calls).toHaveLength(COMPRESSION.maxIterations + 1);
    expect(blob.size).toBe(Math.round((calls.at(-1)?.width ?? 0) * (calls.at(-1)?.height ?? 0) * (calls.at(-1)?.quality ?? 0) * 5));
  });

  it('pause between steps (the main thread keeps answering), not before the first', async () => {
    const { encode } = fakeEncoder(1);
    let pauses = 0;
    await encodeBySteps(6000, 4000, encode, () => {
      pauses += 1;
      return Promise.resolve();
    });
    expect(pauses).toBe(3);
  });
});

describe('the file sent', () => {
  const original = new File([new Uint8Array(5_000_000)], 'DSC_0042.JPG', { type: 'image/jpeg', lastModified: 1 });

  it('is the compressed copy when smaller, a JPEG under the original\'s name', () => {
    const sent = smallerOf(original, new Blob([new Uint8Array(900_000)], { type: 'image/jpeg' }));
    expect(sent.file).not.toBe(original);
    expect(sent.file).toMatchObject({ name: 'DSC_0042.JPG', type: 'image/jpeg', size: 900_000 });
    const png = new File([new Uint8Array(3_000_000)], 'detalle.png', { type: 'image/png' });
    expect(smallerOf(png, new Blob([new Uint8Array(200_000)])).file).toMatchObject({ name: 'detalle.png', type: 'image/jpeg' });
    expect(sent.result).toEqual({ originalBytes: 5_000_000, keptBytes: 900_000, ratioPercent: 82, kept: 'compressed' });
  });

  it('is the original when the copy is not smaller (or there is none)', () => {
    const small = new File([new Uint8Array(300_000)], 'web.png', { type: 'image/png' });
    expect(smallerOf(small, new Blob([new Uint8Array(400_000)])).file).toBe(small);
    expect(smallerOf(small, new Blob([new Uint8Array(300_000)])).result).toMatchObject({ kept: 'original', ratioPercent: 0 });
    expect(smallerOf(small, null).file).toBe(small);
  });
});
