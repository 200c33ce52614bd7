// Recognises an image by its first bytes, not by its name or declared type.
import type { UPLOAD_CONTENT_TYPES } from '../constants.js';

export type ImageContentType = (typeof UPLOAD_CONTENT_TYPES)[number];

/** Bytes needed to recognise every supported format. */
export const SIGNATURE_BYTES = 12;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0): boolean =>
  signature.every((byte, i) => bytes[offset + i] === byte);

export const detectImageType = (bytes: Uint8Array): ImageContentType | undefined => {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return undefined;
};
