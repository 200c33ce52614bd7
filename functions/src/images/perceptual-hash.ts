// 64-bit difference hash (dHash): the image shrunk to 9x8 grey pixels, one bit per pair of
// horizontal neighbours (is the left one brighter?). Resizing, recompression and small edits
// move few bits, so a small Hamming distance between two hashes means "the same photo".
import type { Sharp } from 'sharp';

const HASH_WIDTH = 9;
const HASH_HEIGHT = 8;

/** 16 lower-case hex characters. */
export const differenceHash = async (image: Sharp): Promise<string> => {
  const grey = await image.clone().greyscale().resize(HASH_WIDTH, HASH_HEIGHT, { fit: 'fill' }).raw().toBuffer();
  let bits = 0n;
  for (let y = 0; y < HASH_HEIGHT; y++) {
    for (let x = 0; x < HASH_WIDTH - 1; x++) {
      const left = grey[y * HASH_WIDTH + x] ?? 0;
      const right = grey[y * HASH_WIDTH + x + 1] ?? 0;
      bits = (bits << 1n) | (left > right ? 1n : 0n);
    }
  }
  return bits.toString(16).padStart(16, '0');
};

/** How many of the 64 bits differ between two hashes from differenceHash. */
export const hammingDistance = (a: string, b: string): number => {
  let diff = BigInt(`0x${a}`) ^ BigInt(`0x${b}`);
  let count = 0;
  while (diff > 0n) {
    count += Number(diff & 1n);
    diff >>= 1n;
  }
  return count;
};

/** Bit widths of the bands a hash is cut into: 64 bits in 6 bands. */
const BAND_BITS = [11, 11, 11, 11, 10, 10] as const;

/**
 * The hash cut into 6 bands, each named by its position and value. Two hashes at most
 * `BAND_BITS.length - 1` (5) bits apart agree on at least one whole band (5 differing bits
 * cannot touch 6 bands), so similar photos always share a band name: writers that must not
 * both succeed meet on that band's item.
 */
export const hashBands = (hash: string): string[] => {
  let bits = BigInt(`0x${hash}`);
  const bands: string[] = [];
  for (let index = BAND_BITS.length - 1; index >= 0; index--) {
    const width = BigInt(BAND_BITS[index] ?? 0);
    bands.unshift(`${index}-${(bits & ((1n << width) - 1n)).toString(16)}`);
    bits >>= width;
  }
  return bands;
};
