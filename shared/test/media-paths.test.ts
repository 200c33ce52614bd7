import { describe, expect, it } from 'vitest';
import { galleryObjectKey, idTimeMs, mediaKeyOf } from '../src/media/media-paths.js';

describe('media keys', () => {
  it('accepts the keys the product writes', () => {
    for (const key of ['derived/p/sessions/s/a.jpg/thumb.webp', 'billing/p/exports/facturas-2026-01-01-2026-03-31.xlsx', 'downloads/p/s/d.zip']) {
      expect(mediaKeyOf(key)).toBe(key);
    }
  });

  it.each(['', 'a//b', 'a/', '/a', 'a/../b', 'a/./b', '..', 'a/.x', 'a\\b', 'a/%2e%2e/b', 'a b', 'a/b?c', 'x'.repeat(1025)])('refuses %j', (key) => {
    expect(mediaKeyOf(key)).toBeNull();
  });
});

describe('gallery objects and image times', () => {
  it('reads the milliseconds of a version 7 id, 0 of any other', () => {
    expect(idTimeMs('0190a4c0-0000-7000-8000-000000000000')).toBe(0x0190a4c00000);
    expect(idTimeMs('0190a4c0-0000-4000-8000-000000000000')).toBe(0);
    expect(idTimeMs('not-an-id')).toBe(0);
  });

  it('maps classes to their objects', () => {
    expect(galleryObjectKey('watermarkedGrid', 'p', 's', 'i.jpg')).toBe('derived/p/sessions/s/i.jpg/watermarked-grid.webp');
    expect(galleryObjectKey('original', 'p', 's', 'i.jpg')).toBe('originals/p/sessions/s/i.jpg');
    expect(galleryObjectKey('zip', 'p', 's', 'd.zip')).toBe('downloads/p/s/d.zip');
  });
});
