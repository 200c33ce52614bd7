// A version 7 UUID (RFC 9562): the time in milliseconds, then random bits. Same form as every
// other id (a lower-case UUID), but its time can be read back without a lookup: the edge reads
// a session image's upload time from its id to keep images added after a gallery signature
// outside it (shared/src/media/media-paths.ts).
import { randomBytes } from 'node:crypto';

/** `seed` (16 bytes or more) in place of the random bits gives the same id for the same instant and seed. */
export const timeOrderedId = (now = Date.now(), seed?: Uint8Array): string => {
  const bytes = seed ? Buffer.from(seed.subarray(0, 16)) : randomBytes(16);
  bytes.writeUIntBE(now, 0, 6);
  bytes[6] = 0x70 | ((bytes[6] ?? 0) & 0x0f);
  bytes[8] = 0x80 | ((bytes[8] ?? 0) & 0x3f);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};
