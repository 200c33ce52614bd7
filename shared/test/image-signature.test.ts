import { describe, expect, it } from 'vitest';
import { detectImageType } from '../src/files/image-signature.js';

const bytes = (...values: number[]) => Uint8Array.from(values);

describe('detectImageType', () => {
  it('recognises JPEG, PNG and WEBP by their first bytes', () => {
    expect(detectImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(detectImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
    expect(detectImageType(Uint8Array.from([...Buffer.from('RIFF'), 0, 0, 0, 0, ...Buffer.from('WEBP')]))).toBe('image/webp');
  });

  it('rejects anything else, whatever its name says', () => {
    expect(detectImageType(Buffer.from('%PDF-1.7 hello'))).toBeUndefined();
    expect(detectImageType(Uint8Array.from([...Buffer.from('RIFF'), 0, 0, 0, 0, ...Buffer.from('WAVE')]))).toBeUndefined();
    expect(detectImageType(new Uint8Array())).toBeUndefined();
  });
});
