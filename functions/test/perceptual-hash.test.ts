import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hammingDistance, hashBands } from '../src/images/perceptual-hash.js';

const hex64 = fc.bigInt({ min: 0n, max: (1n << 64n) - 1n }).map((n) => n.toString(16).padStart(16, '0'));

describe('hash bands', () => {
  it('gives two hashes at most 5 bits apart at least one band in common', () => {
    fc.assert(
      fc.property(hex64, fc.uniqueArray(fc.integer({ min: 0, max: 63 }), { maxLength: 5 }), (hash, flips) => {
        const other = flips.reduce((n, bit) => n ^ (1n << BigInt(bit)), BigInt(`0x${hash}`)).toString(16).padStart(16, '0');
        expect(hammingDistance(hash, other)).toBe(flips.length);
        const shared = hashBands(hash).filter((band) => hashBands(other).includes(band));
        expect(shared.length).toBeGreaterThan(0);
      }),
      { numRuns: 2000 },
    );
  });

  it('names six bands by position, so equal values at different positions never meet', () => {
    expect(hashBands('0000000000000000')).toEqual(['0-0', '1-0', '2-0', '3-0', '4-0', '5-0']);
    expect(hashBands('ffffffffffffffff')).toEqual(['0-7ff', '1-7ff', '2-7ff', '3-7ff', '4-3ff', '5-3ff']);
  });
});
